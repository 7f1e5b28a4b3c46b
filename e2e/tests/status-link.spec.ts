import { expect, test, type Browser } from '@playwright/test';
import { axeFindings, BLOCKING_IMPACTS, describeFindings } from '../fixtures/a11y';
import { API, apiCall, DEMO, idTokenFor, signInWithPhone } from '../fixtures/auth';
import { caughtMail, confirmPickup } from '../fixtures/delivery';
import { requestedPickupOfAlice } from '../fixtures/pickups';

// Every notice links to its record's status page: staff confirm a pickup of a Burmese-speaking
// customer; its e-mail (the SMTP catcher) and SMS (sent through the development provider into the SMS
// log) carry the same link; on a 390 px phone the page shows the confirmed status and its dated
// history in Burmese, from its own small island; the signed-in owner gets a link to the full detail
// screen; a revoked and a wrong token show the one "not valid" page.
test.describe.configure({ mode: 'serial' });

const ALICE_EMAIL = 'alice.carter@example.com';
const remark = `e2e status ${Date.now().toString().slice(-7)}`;
const LINK = /http:\/\/\S+\/s\/[A-Za-z0-9_-]{22}/;
let pickup: { id: string; pickup_number: string };
let link = '';

async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

test.afterAll(async () => {
  await apiCall(await idTokenFor(DEMO.customer1), 'PUT', '/profile/language', { language: 'en' });
});

test('a confirmed pickup’s e-mail and SMS carry its status link', async ({ page }) => {
  await apiCall(await idTokenFor(DEMO.customer1), 'PUT', '/profile/language', { language: 'my' });
  pickup = await requestedPickupOfAlice(remark);
  await page.goto('/');
  await signInWithPhone(page, DEMO.pickupStaff);
  await confirmPickup(page, pickup.id);

  // Her address as it is now: customer-self-service, earlier in the run, changes it.
  const me = await apiCall<{ email: string | null }>(await idTokenFor(DEMO.customer1), 'GET', '/me');
  const mail = await caughtMail(me.body.data.email ?? ALICE_EMAIL, pickup.pickup_number);
  link = LINK.exec(mail.text)?.[0] ?? '';
  expect(link).not.toBe('');
  let sms: { body: string; status: string } | undefined;
  await expect
    .poll(async () => {
      const { data } = (await (await fetch(`${API}/dev/outbox?limit=50`)).json()) as {
        data: { channel: string; recipient: string; body: string; status: string }[];
      };
      sms = data.find((m) => m.channel === 'sms' && m.recipient === DEMO.customer1 && m.body.includes(pickup.pickup_number));
      return sms?.status;
    })
    .toBe('sent');
  expect(sms!.body.endsWith(` ${link}`)).toBe(true);
});

test('the page on a 390 px phone: the confirmed status and its history in Burmese, from the island alone, accessible', async ({
  browser,
}) => {
  const page = await phone(browser);
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  // Under the static host's strict policy (index.html's one inline script by its hash, the rest by 'strict-dynamic').
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: `ပစ္စည်းလာယူမှု ${pickup.pickup_number}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('my');
  await expect(page.getByTestId('status-current')).toHaveText('အတည်ပြုပြီး');
  const history = page.getByTestId('status-timeline').getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('တောင်းဆိုထားသည်');
  await expect(history.nth(1)).toContainText('အတည်ပြုပြီး');
  await expect(history.nth(1)).toContainText(/\d\d\/\d\d\/\d{4} .*ET$/);
  await expect(page.getByRole('group', { name: 'ဘာသာစကား' })).toBeVisible();
  // Nothing the page may not show, and no link to a detail screen for a visitor.
  const text = await page.locator('body').innerText();
  for (const secret of ['Oak Tree', '555', 'Alice', 'Oscar', remark]) expect(text).not.toContain(secret);
  await expect(page.getByRole('link', { name: 'အသေးစိတ် အပြည့်အစုံ ကြည့်ရန်' })).toHaveCount(0);
  // The island: no shell entry, no federation runtime, no remote; the Myanmar font is fetched.
  const js = fetched.filter((u) => /\.js(\?|$)/.test(u));
  expect(js.filter((u) => !u.includes('/js/island/'))).toEqual([]);
  expect(violations).toEqual([]);
  expect(fetched.some((u) => u.includes('mf-manifest') || u.includes('remoteEntry'))).toBe(false);
  await page.evaluate(() => document.fonts.ready);
  expect(fetched.some((u) => u.includes('/fonts/'))).toBe(true);
  const findings = (await axeFindings(page)).filter((f) => BLOCKING_IMPACTS.includes(f.impact));
  expect(findings, describeFindings(findings)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('status-390-my.png'), fullPage: true });

  // The switch: English, on the same page.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pickup ${pickup.pickup_number}` })).toBeVisible();
  await expect(page.getByTestId('status-current')).toHaveText('Confirmed');
  await page.context().close();
});

test('the owner, signed in, opens the full detail screen from the page', async ({ page }) => {
  await page.goto('/');
  await signInWithPhone(page, DEMO.customer1);
  await page.goto(link);
  const detail = page.getByRole('link', { name: 'အသေးစိတ် အပြည့်အစုံ ကြည့်ရန်' });
  await expect(detail).toBeVisible();
  await detail.click();
  await expect(page).toHaveURL(new RegExp(`/my-pickup-detail/${pickup.id}$`));
});

test('a revoked and a wrong token show the same "This link is not valid" page', async ({ browser }) => {
  const revoked = await apiCall<{ revoked: number }>(await idTokenFor(DEMO.pickupStaff), 'PUT', '/status_links/revoke', {
    kind: 'pickup',
    id: pickup.id,
  });
  expect(revoked.status).toBe(200);
  expect(revoked.body.data.revoked).toBe(1);
  const page = await phone(browser);
  for (const url of [link, link.replace(/[A-Za-z0-9_-]{22}$/, 'AAAAAAAAAAAAAAAAAAAAAA'), link.replace(/\/s\/.*$/, '/s/not-a-token')]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Track Packages' })).toHaveAttribute('href', '/track-packages');
  }
  await page.screenshot({ path: test.info().outputPath('status-390-invalid.png'), fullPage: true });
  await page.context().close();
});
