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

  // boot.js names the shell's entry and the Track page's island (issue 21).
  const html = await page.text();
  const script = /data-shell="(\/js\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  expect(html).toMatch(/data-island="\/js\/island\/island\.[0-9a-f]+\.js"/);
  const br = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const gz = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');

  for (const file of ['/remotes.json', '/config.json', '/boot.js']) {
    const res = await request.get(`${baseURL}${file}`);
    expect([file, res.headers()['cache-control']]).toEqual([file, 'no-cache']);
  }
});
