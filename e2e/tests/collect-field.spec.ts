import { expect, test } from '@playwright/test';
import { API, apiCall, DEMO, idTokenFor, signInWithPhone } from '../fixtures/auth';
import { assignedPickups, DRIVER, todayEt } from '../fixtures/collect';
import { openMenu } from '../fixtures/dropoffs';

// The portal's own service worker runs here (the other specs block it).
test.use({ serviceWorkers: 'allow' });

test('the portal installs as an app that opens Collect, and after one online visit Collect opens without signal', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'FCS Collect',
    short_name: 'Collect',
    start_url: '/assign-pickups',
    display: 'standalone',
    theme_color: '#0b6e4f',
  });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');

  await signInWithPhone(page, DRIVER);
  await openMenu(page, 'Collect');
  await expect(page.getByRole('heading', { name: 'Collect' })).toBeVisible();
  await expect(page.getByText(/^1-10 of \d+$/)).toBeVisible();
  // The worker controls the page once it is active (clients.claim).
  await page.waitForFunction(
    async () => Boolean((await navigator.serviceWorker.ready).active) && Boolean(navigator.serviceWorker.controller),
  );

  await context.setOffline(true);
  await page.reload();
  // The shell, the remote and its screen come from the phone's copy; the list says it could not load.
  await expect(page.getByRole('heading', { name: 'Collect' })).toBeVisible();
  await expect(page.getByText('Your pickups could not be loaded.')).toBeVisible();
  await context.setOffline(false);
});

test('the driver records a stop as Not collected: it leaves Collect, waits in the office’s /pickups, and the customer is told why', async ({
  page,
  browser,
}) => {
  const [stop] = await assignedPickups(DRIVER, todayEt());
  expect(stop).toBeTruthy();
  await page.goto('/');
  await signInWithPhone(page, DRIVER);
  await page.goto(`/pickup-detail/${stop!.id}/oc`);
  await page.getByRole('button', { name: 'Not collected' }).click();
  await expect(page).toHaveURL(new RegExp(`/pickup-not-collected/${stop!.id}$`));
  const form = page.getByRole('form', { name: 'Not collected' });
  await form.getByRole('button', { name: 'Not collected' }).click();
  await expect(form.getByText('Choose why the pickup was not collected')).toBeVisible();
  await form.getByText('Nobody at the address').click();
  await form.getByRole('textbox', { name: 'Remark' }).fill('Rang twice, no answer');
  await form.getByRole('button', { name: 'Not collected' }).click();
  await expect(page.getByText('Recorded as not collected: the office will reschedule it')).toBeVisible();

  // Still confirmed, but gone from the driver's lists (Collect and the route leave a waiting stop out).
  expect((await assignedPickups(DRIVER, todayEt())).map((p) => p.pickup_number)).toContain(stop!.pickup_number);
  const token = await idTokenFor(DRIVER);
  const left = await apiCall<{ pickup_number: string }[]>(token, 'POST', '/api/data/pickups', {
    view: 'assigned',
    limit: 500,
    filters: [{ field: 'failed_attempt_at', compare: 'blank' }],
  });
  expect(left.body.data.map((p) => p.pickup_number)).not.toContain(stop!.pickup_number);

  // The office sees it waiting, with its reason, under the filter.
  const office = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await office.goto('/');
  await signInWithPhone(office, DEMO.pickupStaff);
  await office.goto('/pickups?failed=1');
  await expect(office.getByRole('checkbox', { name: /not collected/i })).toBeChecked();
  const row = office.getByRole('row', { name: new RegExp(stop!.pickup_number) });
  await expect(row).toContainText('Not collected: Nobody at the address');
  await office.context().close();

  // The customer's Failed Pickup notice, with the reason and how to book again.
  await expect
    .poll(async () => {
      const { data } = (await (await fetch(`${API}/dev/outbox?limit=100`)).json()) as { data: { channel: string; body: string }[] };
      return (
        data.find((m) => m.channel === 'sms' && m.body.includes(stop!.pickup_number) && m.body.includes('could not collect'))?.body ?? ''
      );
    })
    .toMatch(/: Nobody at the address\. Reply or call us to book a new date\.$/);
});
