import { expect, test, type Locator, type Page } from '@playwright/test';
import { SETTINGS_MSG } from '@fcs/shared/model/settings';
import { ROUTES, type RouteDef } from '@fcs/shared/model/routes';
import { goInApp } from '../fixtures/a11y';
import { apiCall, DEMO, idTokenFor, signInWithPhone } from '../fixtures/auth';
import { confirmPickup } from '../fixtures/delivery';
import { chooseOption, staffNameOf } from '../fixtures/dropoffs';
import { accountOf, fill, paramsFor, roleFor, SWEEP_ROLES, type Account } from '../fixtures/plan';

// The compatibility run's smoke journey of each remote (scripts/compat.mjs serves a released build
// beside today's): every screen the remote owns renders for its user inside the shell it is served
// with, and one write goes through the remote's own form to the api. Run only in the compat project.

type Remote = 'mf_customer' | 'mf_pickups' | 'mf_dropoffs' | 'mf_reports' | 'mf_admin';
const stamp = () => Date.now().toString(36);
/** New Jersey zips no demo zone has (the admin's write makes a zone of one). */
const FREE_ZIP_CANDIDATES = ['07960', '07901', '07039', '07042', '07050', '07052', '07090', '07110', '07201', '07306'];

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  const id = await select.getAttribute('id');
  const dropdown = page.locator(`.ant-select-dropdown:has([id="${id}_list"])`);
  await dropdown
    .locator('.ant-select-item-option')
    .and(dropdown.getByTitle(option, { exact: true }))
    .click();
}

/** One write per remote, through its own screen, as the person who makes it. */
const WRITES: Record<Remote, { who: string; write: (page: Page) => Promise<void> }> = {
  mf_customer: {
    who: DEMO.customer1,
    async write(page) {
      await goInApp(page, '/new-address');
      await page.getByRole('textbox', { name: 'Full name' }).fill(`Compat ${stamp()}`);
      await page.getByRole('textbox', { name: 'Phone number' }).fill('5550100001');
      await page.getByRole('textbox', { name: 'Address line1' }).fill('1 Test Street');
      await page.getByRole('textbox', { name: 'City' }).fill('Edison');
      await page.getByRole('textbox', { name: 'State' }).fill('NJ');
      await page.getByRole('textbox', { name: 'Zip code' }).fill('08817');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Add address successful!')).toBeVisible();
    },
  },
  mf_pickups: {
    who: DEMO.pickupStaff,
    async write(page) {
      const token = await idTokenFor(DEMO.pickupStaff);
      const requested = await apiCall<{ id: string }[]>(token, 'POST', '/api/data/pickups', {
        limit: 1,
        offset: 0,
        fields: ['id'],
        filters: [{ field: 'status', compare: 'in', value: ['requested'] }],
      });
      await confirmPickup(page, requested.body.data[0]!.id);
    },
  },
  mf_dropoffs: {
    who: DEMO.dropoffStaff,
    async write(page) {
      await goInApp(page, '/create-dropoff');
      await page.getByRole('radio', { name: 'New Customer' }).check();
      await page.getByLabel('Customer Name').fill(`Compat ${stamp()}`);
      await page.getByRole('textbox', { name: 'Phone number' }).fill(`555${String(Date.now()).slice(-7)}`);
      await chooseOption(page, 'Received By', await staffNameOf(DEMO.dropoffStaff));
      await page.getByRole('button', { name: 'Create Drop-Off' }).click();
      await expect(page.getByText('Drop-off created successfully!')).toBeVisible();
    },
  },
  mf_reports: {
    who: DEMO.superAdmin,
    async write(page) {
      const name = `Compat ${stamp()}`;
      await goInApp(page, '/new-template');
      await page.getByLabel('Name', { exact: true }).fill(name);
      await choose(page, page.getByLabel('Object'), 'Packages');
      const field = page.getByRole('listitem', { name: /^Field 1 of/ });
      await choose(page, field.getByLabel('Field name'), 'tracking_id');
      // The choice took: the field's display name follows it (a Save before that is refused).
      await expect(field.getByLabel('Display name')).not.toHaveValue('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/templates$/);
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    },
  },
  mf_admin: {
    who: DEMO.reportAdmin,
    async write(page) {
      await goInApp(page, '/settings/pickup-zones');
      await page.getByRole('button', { name: 'Make Pickup Zone' }).click();
      const dialog = page.getByRole('dialog', { name: 'Make Pickup Zone' });
      await dialog.getByLabel('Zone Name').fill(`Compat ${stamp()}`);
      const token = await idTokenFor(DEMO.reportAdmin);
      let zip = '';
      for (const candidate of FREE_ZIP_CANDIDATES)
        if (!zip && (await apiCall(token, 'GET', `/zones/by_zip/${candidate}`)).status === 404) zip = candidate;
      await dialog.getByRole('textbox', { name: 'Zip Code', exact: true }).fill(zip);
      await dialog.getByRole('button', { name: 'Add' }).click();
      await dialog.getByRole('button', { name: 'Make', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: SETTINGS_MSG.zoneMade })).toBeVisible();
    },
  },
};

test.describe.configure({ timeout: 120_000 });

let accounts: Account[];
test.beforeAll(async () => {
  accounts = await Promise.all(SWEEP_ROLES.map(accountOf));
});

for (const remote of Object.keys(WRITES) as Remote[]) {
  test(`${remote}: its screens render for their users, and one write goes through`, async ({ browser }) => {
    const routes = Object.values(ROUTES as Record<string, RouteDef>).filter((r) => r.owner === remote);
    expect(routes.length).toBeGreaterThan(0);
    const pages = new Map<string, Page>();
    const pageOf = async (who: string) => {
      if (!pages.has(who)) {
        const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
        await page.goto('/');
        if (who !== 'anonymous') await signInWithPhone(page, who);
        pages.set(who, page);
      }
      return pages.get(who)!;
    };
    const customer = accounts.find((a) => a.role === DEMO.customer1)!;
    for (const route of routes) {
      const account = roleFor(route, accounts);
      const page = await pageOf(account.role);
      const [params] = await paramsFor(route, account, customer);
      await goInApp(page, fill(route, params ?? {}));
      await expect(page.getByRole('status', { name: /^Loading / })).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(`^${route.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await expect(page.getByText('This part of the portal is unavailable')).toHaveCount(0);
      await expect(page.locator('main').getByText(/^(Please log in|Not allowed)$/)).toHaveCount(0);
    }
    await WRITES[remote].write(await pageOf(WRITES[remote].who));
    await Promise.all([...pages.values()].map((p) => p.context().close()));
  });
}
