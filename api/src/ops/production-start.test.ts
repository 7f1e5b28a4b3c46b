import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { EMAIL_FORMAT_IDS } from '@fcs/shared/model/notifications';
import { openDb, type Db } from '../db/db';
import { API_DIR } from '../paths';
import { ensureApiBuilt, freePort, startReplica, stopAll, type Replica } from '../test-support/replicas';
import { throwawayDatabase } from '../test-support/throwaway-db';

/**
 * Issue 32 · demo is a mode: the compiled api started as production (NODE_ENV=production, a real
 * project id and service account, no emulator) on an empty PostgreSQL database makes no user,
 * package or invoice, says how to make the first super-admin, and names the port it listens on;
 * DEMO_DATA=1 is refused there.
 */
const url = process.env.TEST_DATABASE_URL;
let made: Awaited<ReturnType<typeof throwawayDatabase>>;
let db: Db;
let api: Replica | null = null;
const dir = mkdtempSync(path.join(os.tmpdir(), 'fcs-prod-'));
const credentials = path.join(dir, 'service-account.json');

(url ? describe : describe.skip)('a production start on an empty PostgreSQL database', () => {
  beforeAll(() => ensureApiBuilt());
  const env = () => ({
    NODE_ENV: 'production',
    DATABASE_URL: made.url,
    PROJECT_ID: 'fcs-going-live',
    GOOGLE_APPLICATION_CREDENTIALS: credentials,
    FIREBASE_AUTH_EMULATOR_HOST: '',
    LOG_LEVEL: 'info',
    DELIVERY_WORKER: 'off',
  });

  beforeAll(async () => {
    // The shape of a service account file; it is never used for a call here.
    writeFileSync(
      credentials,
      JSON.stringify({
        type: 'service_account',
        project_id: 'fcs-going-live',
        client_email: 'api@fcs-going-live.iam.gserviceaccount.com',
        private_key: 'unused',
      }),
    );
    made = await throwawayDatabase(url!);
    db = await openDb({ databaseUrl: made.url });
  }, 60_000);
  afterAll(async () => {
    await stopAll([api]);
    await db?.close();
    await made?.drop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('makes no user, package or invoice, says what to do next, and names its port', async () => {
    const port = await freePort();
    api = await startReplica({ ...env(), PUBLIC_URL: '' }, port);
    const [counts] = await db.query<{ users: number; packages: number; invoices: number; pickups: number }>(
      `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM packages) AS packages,
              (SELECT count(*)::int FROM invoices) AS invoices, (SELECT count(*)::int FROM pickups) AS pickups`,
    );
    expect(counts).toEqual({ users: 0, packages: 0, invoices: 0, pickups: 0 });
    // What every database has from its first start: the formats to fill in and the audit template.
    expect(await db.query('SELECT id FROM email_formats')).toHaveLength(Object.keys(EMAIL_FORMAT_IDS).length);
    expect(await db.query("SELECT name FROM report_templates WHERE object = 'audit_log'")).toEqual([{ name: 'Audit log' }]);
    const log = api.output();
    expect(log).not.toContain('demo data seeded');
    expect(log).toContain('pnpm fcs staff add --phone <E.164> --name \\"<name>\\" --privileges sa');
    expect(log).toContain(`FCS api listening on http://127.0.0.1:${port}`);
    expect(log).not.toContain('http://localhost:8080');
  }, 120_000);

  it('refuses DEMO_DATA=1 with NODE_ENV=production', () => {
    const run = spawnSync('node', [path.join(API_DIR, 'dist/server.js')], {
      env: { ...process.env, ...env(), DEMO_DATA: '1' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('DEMO_DATA=1 is refused with NODE_ENV=production');
  }, 60_000);
});
