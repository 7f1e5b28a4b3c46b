import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { breakingChanges, type OpenApiDocument } from './breaking-changes';

// The OpenAPI document of the api's last release (api/openapi/released.json, written by
// `pnpm release api`): today's api must keep every client of it working. OPENAPI_RELEASE=1 writes it.
const RELEASED = path.resolve(__dirname, '../../openapi/released.json');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(() => t.close());

it('keeps every client of the last release working: no operation or field removed, nothing narrowed or made required', async () => {
  const current = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenApiDocument;
  if (process.env.OPENAPI_RELEASE === '1') {
    writeFileSync(RELEASED, `${JSON.stringify({ ...current, servers: [] }, null, 2)}\n`);
    return;
  }
  expect(existsSync(RELEASED)).toBe(true);
  const released = JSON.parse(readFileSync(RELEASED, 'utf8')) as OpenApiDocument;
  expect(breakingChanges(released, current)).toEqual([]);
});
