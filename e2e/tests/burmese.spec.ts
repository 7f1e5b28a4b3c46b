import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { API, apiCall, DEMO, idTokenFor, signInWithPhone } from '../fixtures/auth';
import { chooseOption } from '../fixtures/dropoffs';
import { confirmPickup, smsRow } from '../fixtures/delivery';
import { packagesOf } from '../fixtures/packages';
import { pickupByRemark } from '../fixtures/pickups';

// The customer side in Burmese (issue 24): a visitor on a phone switches and tracks; a customer
// switches, requests a pickup and reads Burmese messages; their choice follows them to another
// browser; staff confirm the pickup and its SMS goes out in Burmese. Every Burmese text is checked to
// be drawn with the portal's own Myanmar font, not the system's boxes.
test.describe.configure({ mode: 'serial' });

const BURMESE = /[\u1000-\u109f]/;
const remark = `e2e မြန်မာ ${Date.now().toString().slice(-7)}`;

/** The fonts Chromium really drew an element's text with (DevTools' platform fonts). */
async function fontsOf(page: Page, target: Locator): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  await target.evaluate((el) => el.setAttribute('data-font-probe', '1'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-font-probe]' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await target.evaluate((el) => el.removeAttribute('data-font-probe'));
  await cdp.detach();
  return fonts;
}

/** The Burmese text of `target` is drawn by the Noto Sans Myanmar the shell serves. */
async function expectMyanmarFont(page: Page, target: Locator) {
  await expect(target).toHaveText(BURMESE);
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(async () => (await fontsOf(page, target)).some((f) => f.isCustomFont && f.familyName === 'Noto Sans Myanmar'))
    .toBe(true);
}

async function newPage(browser: Browser, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

test.afterAll(async () => {
  // The demo customer goes back to English for the journeys after this one.
  await apiCall(await idTokenFor(DEMO.customer1), 'PUT', '/profile/language', { language: 'en' });
});

test('a visitor on a 390 px phone fetches no font nor Burmese, switches to Burmese, tracks, and keeps it on reload', async ({
  browser,
}) => {
  const { rows } = await packagesOf(DEMO.customer1);
  const page = await newPage(browser, 390);
  const fetched: string[] = [];
  page.on('response', (r) => fetched.push(r.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Track Packages' })).toBeVisible();
  const offer = page.getByRole('button', { name: 'မြန်မာ' });
  await expect(offer).toBeVisible();
  await page.waitForLoadState('networkidle');
  // English: no font file and no Burmese catalogue, though the switch offers "မြန်မာ" in its own script.
  expect(fetched.filter((u) => /\.woff2?$/.test(u))).toEqual([]);
  // Every Burmese catalogue says at its top that it is machine-drafted (or reviewed): none was fetched.
  const scripts = fetched.filter((u) => u.endsWith('.js'));
  const bodies = await Promise.all(scripts.map(async (u) => (await page.request.get(u)).text()));
  expect(scripts.filter((_u, i) => /machine-drafted|"status":"reviewed/.test(bodies[i]!))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

  await offer.click();
  await expect(page.getByRole('heading', { name: 'ပါဆယ် ခြေရာခံရန်' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('my');
  await expect(page.getByRole('button', { name: 'မြန်မာ' })).toHaveAttribute('aria-pressed', 'true');
  // The font is asked for once Burmese text is laid out; its answer may come after the heading shows.
  await expect.poll(() => fetched.filter((u) => u.endsWith('.woff2')).length).toBeGreaterThan(0);
  await expectMyanmarFont(page, page.getByRole('heading', { level: 1 }));

  await page.getByLabel('ခြေရာခံနံပါတ်များ').fill(`${rows[0]!.tracking_id}, NOPE00001111`);
  await page.getByRole('button', { name: 'ခြေရာခံရန်' }).click();
  const results = page.getByTestId('track-results');
  await expect(results.getByText(rows[0]!.tracking_id)).toBeVisible();
  await expect(results.getByText('မတွေ့ပါ')).toBeVisible();
  await expect(results.getByText('လက်ခံရရှိသည့်ရက်').first()).toBeVisible();
  await expectMyanmarFont(page, results.getByText('မတွေ့ပါ'));
  await page.screenshot({ path: test.info().outputPath('track-390-my.png'), fullPage: true });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'ပါဆယ် ခြေရာခံရန်' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('my');
  // The phone drawer names the languages too.
  await page.getByRole('button', { name: 'မီနူး ဖွင့်ရန်' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('group', { name: 'ဘာသာစကား' }).getByRole('button', { name: 'English' })).toBeVisible();
  await page.context().close();
});

test('a customer switches to Burmese, requests a pickup and reads the Burmese validation and success messages', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto('/');
  await signInWithPhone(page, DEMO.customer1);
  const saved = page.waitForResponse((r) => r.url().endsWith('/profile/language') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'မြန်မာ' }).first().click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'ထွက်ရန်' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'ကျွန်ုပ် တောင်းဆိုထားသော လာယူမှုများ', exact: true }).first().click();
  await page.getByRole('button', { name: 'လာယူရန် တောင်းဆိုမည်' }).click();
  await expect(page).toHaveURL(/\/request-pickup-form$/);
  const submit = page.getByRole('form').getByRole('button', { name: 'လာယူရန် တောင်းဆိုမည်' });
  await submit.click();
  for (const text of ['လာယူမည့်လိပ်စာ ရွေးရန် လိုအပ်ပါသည်', 'လာယူမည့်ဇုန် လိုအပ်ပါသည်', 'လာယူမည့်ရက် ရွေးရန် လိုအပ်ပါသည်'])
    await expect(page.getByText(text)).toBeVisible();
  await expectMyanmarFont(page, page.getByText('လာယူမည့်ရက် ရွေးရန် လိုအပ်ပါသည်'));

  await page.getByLabel('မှတ်ချက်').fill(remark);
  await page.getByRole('button', { name: 'လိပ်စာ ရွေးရန်' }).click();
  await expect(page).toHaveURL(/\/addresses\?select=1$/);
  await page
    .getByRole('button', { name: /^ရွေးရန် / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/request-pickup-form$/);
  await expect(page.getByLabel('လာယူမည့်ဇုန်')).not.toHaveValue('');
  await chooseOption(page, 'လာယူမည့်ရက်', '/');
  await page.screenshot({ path: test.info().outputPath('request-pickup-1280-my.png'), fullPage: true });
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'လာယူရန် တောင်းဆိုခြင်း အောင်မြင်ပါသည်!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'လာယူမှု အသေးစိတ်' })).toBeVisible();
  await expect(page.getByText('တောင်းဆိုထားသည်').first()).toBeVisible();
  await page.context().close();
});

test('a second browser signing in as that customer is in Burmese', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Track Packages' })).toBeVisible();
  await signInWithPhone(page, DEMO.customer1).catch(async () => {
    // The page may turn Burmese as soon as the sign-in lands, before the English Logout is seen.
    await expect(page.getByRole('button', { name: 'ထွက်ရန်' }).first()).toBeVisible();
  });
  await expect(page.getByRole('button', { name: 'ထွက်ရန်' }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('my');
  await expect(page.getByRole('region', { name: 'ကျွန်ုပ်၏ မကြာသေးမီ ပါဆယ်များ' }).first()).toBeVisible();
  // Dates in Burmese order and words, drawn by the Myanmar font.
  await expect(page.getByText(/^\d\d\/\d\d\/\d{4} (နံနက်|ညနေ) \d\d:\d\d:\d\d$/).first()).toBeVisible();
  await page.context().close();
});

test('staff confirm the pickup: its SMS goes out in the Burmese format, and /sms draws it with the Myanmar font', async ({ browser }) => {
  const pickup = await pickupByRemark(DEMO.pickupStaff, remark);
  const staff = await newPage(browser);
  await staff.goto('/');
  await signInWithPhone(staff, DEMO.pickupStaff);
  await confirmPickup(staff, pickup.id);
  // Staff keep their own language: English.
  await expect(staff.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  await staff.context().close();

  let sms: { body: string } | undefined;
  await expect
    .poll(async () => {
      const { data } = (await (await fetch(`${API}/dev/outbox?limit=50`)).json()) as {
        data: { channel: string; recipient: string; body: string }[];
      };
      sms = data.find((m) => m.channel === 'sms' && m.recipient === DEMO.customer1 && m.body.includes(pickup.pickup_number));
      return Boolean(sms);
    })
    .toBe(true);
  // It ends with the pickup's status link (status-link.spec.ts opens one).
  expect(sms!.body).toMatch(
    new RegExp(
      `^FCS: လာယူမှု ${pickup.pickup_number} ကို \\d\\d/\\d\\d/\\d{4} .*အတည်ပြုပြီးပါပြီ။ ယာဉ်မောင်း: Oscar Diaz။ http://\\S+/s/[A-Za-z0-9_-]{22}$`,
    ),
  );

  const admin = await newPage(browser);
  await admin.goto('/');
  await signInWithPhone(admin, DEMO.reportAdmin);
  const row = await smsRow(admin, pickup.pickup_number);
  await expectMyanmarFont(admin, row.getByText(/အတည်ပြုပြီးပါပြီ/));
  await admin.context().close();
});
