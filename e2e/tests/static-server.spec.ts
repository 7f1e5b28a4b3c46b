import { expect, test } from '@playwright/test';

/** The embedded static server answers as a CDN should (issue 9 and the hardening issue). */
test('hashed files come precompressed and cached for good; the page and its runtime files are revalidated and carry the CSP', async ({
  request,
  baseURL,
}) => {
  const page = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(page.headers()['x-content-type-options']).toBe('nosniff');

  // boot.js (inline) names the shell's entry and the Track page's island (issue 21).
  const html = await page.text();
  const script = /data-shell="(\/js\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  expect(html).toMatch(/data-island="\/js\/island\/island\.[0-9a-f]+\.js"/);
  const br = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const gz = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');

  for (const file of ['/remotes.json', '/config.json']) {
    const res = await request.get(`${baseURL}${file}`);
    expect([file, res.headers()['cache-control']]).toEqual([file, 'no-cache']);
  }
});

test('the page runs under its strict policy: index.html’s one inline script by its hash, the rest by strict-dynamic, forms to itself', async ({
  page,
  request,
}) => {
  const res = await request.get('/');
  const policy = res.headers()['content-security-policy']!;
  const script = policy.split('; ').find((d) => d.startsWith('script-src '))!;
  expect(script).toMatch(/^script-src 'sha256-[A-Za-z0-9+/]+=*' 'strict-dynamic' /);
  expect(policy).toContain("form-action 'self'");
  // Over http no Strict-Transport-Security; behind a TLS proxy that says https, a year of it.
  expect(res.headers()['strict-transport-security']).toBeUndefined();
  const tls = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
  expect(tls.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Track' })).toBeVisible();
  // The full shell (loaded by the island), then a remote's screen: every script came in by strict-dynamic.
  await page.goto('/contact-us');
  await expect(page.getByRole('button', { name: /^login$/i }).first()).toBeVisible();
  await page
    .getByRole('button', { name: /^login$/i })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(violations).toEqual([]);
});
