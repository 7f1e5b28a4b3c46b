/**
 * The import's budget (issue 32): 100,000 packages in at most 60 s on PostgreSQL, through the real
 * endpoint of the compiled api (upload, CSV parsing, each row's schema, the checks against the
 * database, the writes with their history and audit entries, one transaction). Also times the dry
 * run and the second run of the same file (nothing to change). scripts/bench-import.mjs runs it.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { auditedDb } from '../src/audit/audited-db';
import { openDb } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { FirebaseIdentity } from '../src/identity/firebase-identity';
import { claimsFor } from '../src/identity/identity';
import { API_DIR } from '../src/paths';
import { usersRepository } from '../src/repositories/users-repository';
import { mintIdToken } from '../src/test-support/tokens';

const BUDGET_S = 60;
const PACKAGES = Number(process.env.BENCH_PACKAGES || 100_000);
const CUSTOMERS = 10_000;
const URL_ = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/fcs_bench_import';
const PORT = Number(process.env.BENCH_API_PORT || 8499);
const log = (line: string) => console.log(line);

async function freshDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

/** The file: tracking numbers, consignees by FCS ID (a third by phone), senders, every status, dates in both forms. */
function packagesCsv(fcsIds: string[], phones: string[]): string {
  const statuses = ['received', 'processed', 'packed', 'delivered'];
  const lines = ['tracking_id,consignee,sender,status,received_date,updated_date,remark'];
  const day = 86_400_000;
  const start = Date.now() - 700 * day;
  for (let i = 0; i < PACKAGES; i++) {
    const c = (i * 7919) % fcsIds.length;
    const consignee = i % 3 === 0 ? phones[c]! : fcsIds[c]!;
    const sender = i % 4 === 0 ? fcsIds[(c + 1) % fcsIds.length]! : '';
    const received = new Date(start + (i % 690) * day + (i % 86_400) * 1000);
    const updated = new Date(received.getTime() + 3 * day);
    const us = (d: Date) =>
      `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
    const iso = (d: Date) => d.toISOString().slice(0, 16);
    lines.push(
      [
        `BENCH${String(i).padStart(9, '0')}`,
        consignee,
        sender,
        statuses[i % 4],
        i % 2 ? us(received) : iso(received),
        iso(updated),
        i % 10 ? '' : '"Fragile, handle with care"',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  log(
    `import bench: ${PACKAGES.toLocaleString('en-US')} packages into ${URL_.replace(/\/\/[^@]*@/, '//')} (load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  await freshDatabase(URL_);
  const db = await openDb({ databaseUrl: URL_ });
  await migrate(db);
  const users = usersRepository(db);
  // The customers the packages name (imported as the customers' file would be), and the admin.
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => ({
    name: `Bench Customer ${i}`,
    phone: `+1732${String(5_000_000 + i).padStart(7, '0')}`,
    status: 'joined' as const,
  }));
  await db.tx((t) => users.importCustomers(t, customers));
  const rows = await db.query<{ fcs_id: string; phone_number: string }>('SELECT fcs_id, phone_number FROM users ORDER BY fcs_id');
  const phone = '+17329990001';
  const identity = new FirebaseIdentity({ projectId: 'demo-fcs', emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST! });
  const uid = await identity.ensureUser({ uid: 'bench-import-sa', phoneNumber: phone });
  const { after } = await auditedDb(db).tx((t) => users.upsertStaff(t, { phone, name: 'Bench Admin', privileges: ['sa'] }));
  await db.query('UPDATE users SET auth_uid = $2 WHERE id = $1', [after.id, uid]);
  const token = mintIdToken({ uid, phoneNumber: phone, claims: claimsFor(after) });
  const csv = Buffer.from(
    packagesCsv(
      rows.map((r) => r.fcs_id),
      rows.map((r) => r.phone_number),
    ),
  );
  log(
    `file: ${(csv.length / 1024 / 1024).toFixed(1)} MB, ${PACKAGES.toLocaleString('en-US')} rows; ${CUSTOMERS.toLocaleString('en-US')} customers`,
  );

  const api = spawn('node', ['--enable-source-maps', path.join(API_DIR, 'dist/server.js')], {
    env: {
      ...process.env,
      DATABASE_URL: URL_,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DEMO_DATA: '0',
      DELIVERY_WORKER: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(`${base}/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 600) throw new Error('the api did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const post = async (dryRun: boolean) => {
      const started = performance.now();
      const res = await fetch(`${base}/imports/packages${dryRun ? '?dry_run=true' : ''}`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', token, 'project-id': 'demo-fcs' },
        body: csv,
      });
      const body = (await res.json()) as {
        status: string;
        message: string;
        data?: { created: number; updated: number; unchanged: number; errors: unknown[] };
      };
      const seconds = (performance.now() - started) / 1000;
      if (res.status !== 200) throw new Error(`${res.status} ${body.message} ${JSON.stringify(body.data?.errors?.slice(0, 3))}`);
      return { seconds, ...body.data! };
    };
    const dry = await post(true);
    log(`dry run:      ${dry.seconds.toFixed(1).padStart(5)} s   (${dry.created.toLocaleString('en-US')} to create)`);
    const real = await post(false);
    const verdict = real.seconds <= BUDGET_S ? 'ok' : 'MISSED';
    log(
      `import:       ${real.seconds.toFixed(1).padStart(5)} s   budget ${BUDGET_S} s   ${verdict}   (${real.created.toLocaleString('en-US')} created)`,
    );
    const again = await post(false);
    log(
      `second run:   ${again.seconds.toFixed(1).padStart(5)} s   (${again.unchanged.toLocaleString('en-US')} unchanged, ${again.created + again.updated} written)`,
    );
    const [counts] = await db.query<{ packages: number; history: number; audit: number }>(
      `SELECT (SELECT count(*)::int FROM packages) AS packages, (SELECT count(*)::int FROM package_status_history) AS history,
              (SELECT count(*)::int FROM audit_log WHERE entity = 'packages') AS audit`,
    );
    log(
      `in the database: ${counts!.packages.toLocaleString('en-US')} packages, ${counts!.history.toLocaleString('en-US')} history entries, ${counts!.audit.toLocaleString('en-US')} audit entries (load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
    process.exitCode = verdict === 'ok' && counts!.packages === PACKAGES ? 0 : 1;
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    await db.close();
  }
}

await main();
