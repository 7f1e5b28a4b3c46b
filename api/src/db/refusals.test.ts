import { Writable } from 'node:stream';
import pg from 'pg';
import type { FastifyRequest } from 'fastify';
import { COMMIT_UNKNOWN_MESSAGE, errorAnswer, UNAVAILABLE_MESSAGE } from '../plugins/errors';
import { faultProxy } from '../test-support/fault-proxy';
import { createTestApp, PHONES, type TestApp } from '../test-support/test-app';
import { throwawayDatabase } from '../test-support/throwaway-db';
import { CommitUnknown, DatabaseUnreachable, isDatabaseUnavailable, isSafeToRetry, type Db } from './db';
import { openPostgres } from './postgres-db';

/**
 * Every way a database refuses the api answers 503 with the README's message within the connect
 * timeout; the process lives on and the next call after the database is back answers 200. On
 * PostgreSQL, through a proxy that makes the server's refusals (each SQLSTATE as the server sends
 * it, at the startup of a new connection) and a connect that never answers; ALTER DATABASE and
 * pg_terminate_backend on the real server.
 */
describe('what means "the database is not there now"', () => {
  const coded = (code: string) => Object.assign(new Error(`server said ${code}`), { code });
  it.each(['57P01', '57P02', '57P03', '57P04', '53300', '08000', '08001', '08003', '08004', '08006', '08P01', 'ECONNRESET'])(
    '%s on a connection in use',
    (code) => expect(isDatabaseUnavailable(coded(code))).toBe(true),
  );
  it.each(['55000', '28P01', '28000', '3D000', '53300', 'ECONNREFUSED'])('%s when a new connection is made', (code) => {
    const e = new DatabaseUnreachable(coded(code));
    expect(isDatabaseUnavailable(e)).toBe(true);
    expect(e.code).toBe(code);
    // Never tried again: the call answers within the connect timeout, once.
    expect(isSafeToRetry(e)).toBe(false);
  });
  it('names a refused password', () => {
    expect(new DatabaseUnreachable(coded('28P01')).credentialsRefused).toBe(true);
    expect(new DatabaseUnreachable(coded('55000')).credentialsRefused).toBe(false);
  });
  it.each(['55000', '23505', '42P01', '57014'])('%s from a statement is not an outage (a bug or a refusal of its own)', (code) =>
    expect(isDatabaseUnavailable(coded(code))).toBe(false),
  );
});

const url = process.env.TEST_DATABASE_URL;
const CONNECT_TIMEOUT_MS = 1_000;

(url ? describe : describe.skip)('the database refuses the api (PostgreSQL)', () => {
  let t: TestApp;
  let drop: () => Promise<void>;
  let proxy: Awaited<ReturnType<typeof faultProxy>>;
  let dbName: string;
  let token: string;
  const logged: { level: number; msg: string; err?: { code?: string } }[] = [];

  beforeAll(async () => {
    const made = await throwawayDatabase(url!, { seeded: true });
    drop = made.drop;
    const at = new URL(made.url);
    dbName = at.pathname.slice(1);
    proxy = await faultProxy({ host: at.hostname, port: Number(at.port || 5432) });
    at.host = `127.0.0.1:${proxy.port}`;
    const db = await openPostgres(at.toString(), { connectTimeoutMs: CONNECT_TIMEOUT_MS });
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line));
        done();
      },
    });
    // No users cache: every GET /me reads the database (the trial).
    t = await createTestApp({ db, overrides: { userCacheMs: 0 }, logger: { level: 'warn', stream } });
    token = await t.tokenFor(PHONES.alice);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await drop?.();
  });

  const me = async () => {
    const started = Date.now();
    const res = await t.call({ method: 'GET', url: '/me', token });
    return { code: res.statusCode, message: (res.json() as { message: string }).message, ms: Date.now() - started };
  };
  /** 503 with the README's message, soon; then 200 once the database is back. */
  const refusedThenBack = async (back: () => Promise<void> | void) => {
    for (let i = 0; i < 3; i++) {
      const a = await me();
      expect(a).toMatchObject({ code: 503, message: UNAVAILABLE_MESSAGE });
      expect(a.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 500);
    }
    await back();
    expect((await me()).code).toBe(200);
  };

  it('answers 200 through the proxy', async () => {
    expect((await me()).code).toBe(200);
  });

  it.each([
    ['53300', 'sorry, too many clients already'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['57P04', 'terminating connection due to database drop'],
    ['08001', 'could not connect'],
    ['08004', 'the server rejected the connection'],
    ['08006', 'connection failure'],
    ['3D000', 'database "fcs" does not exist'],
    ['55000', 'database "fcs" is not currently accepting connections'],
  ])('answers 503 while each new connection is refused with %s, and recovers', async (code, message) => {
    proxy.refuse(code, message);
    proxy.dropAll();
    await refusedThenBack(() => proxy.pass());
  });

  it('answers 503 on a rotated password, and logs an error that says the password was refused', async () => {
    logged.length = 0;
    proxy.refuse('28P01', 'password authentication failed for user "fcs"');
    proxy.dropAll();
    await refusedThenBack(() => proxy.pass());
    const said = logged.filter((l) => l.level >= 50 && l.err?.code === '28P01');
    expect(said.length).toBeGreaterThan(0);
    expect(said[0]!.msg).toMatch(/refused the password/);
  });

  it('answers 502, not 503, when the connection is lost during the COMMIT (its outcome is unknown)', async () => {
    const at = new URL(url!);
    at.host = `127.0.0.1:${proxy.port}`;
    at.pathname = `/${dbName}`;
    const db: Db = await openPostgres(at.toString(), { connectTimeoutMs: CONNECT_TIMEOUT_MS });
    try {
      const lost = await db
        .tx(async (q) => {
          await q.query('CREATE TEMP TABLE lost_commit (n int)');
          proxy.dropAll();
        })
        .catch((e: unknown) => e);
      expect(lost).toBeInstanceOf(CommitUnknown);
      const log = { info() {}, warn() {}, error() {} };
      expect(errorAnswer(lost, { log } as unknown as FastifyRequest)).toEqual({ code: 502, message: COMMIT_UNKNOWN_MESSAGE });
    } finally {
      await db.close();
    }
  });

  it('is a database not there yet, not a failure, when it refuses the first connection at start', async () => {
    const at = new URL(url!);
    at.host = `127.0.0.1:${proxy.port}`;
    at.pathname = `/${dbName}`;
    for (const code of ['55000', '28P01', '3D000', '57P03']) {
      proxy.refuse(code, `refused with ${code}`);
      const e = await openPostgres(at.toString(), { connectTimeoutMs: CONNECT_TIMEOUT_MS }).catch((x: unknown) => x);
      expect(isDatabaseUnavailable(e)).toBe(true);
    }
    proxy.pass();
  });

  it('answers 503 within the connect timeout when a connect hangs', async () => {
    proxy.hang();
    proxy.dropAll();
    await refusedThenBack(() => proxy.pass());
  });

  it('answers 503 while the real database allows no connections (ALTER DATABASE, its sessions ended)', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
      const [{ ended }] = (
        await admin.query(`SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity WHERE datname = $1`, [dbName])
      ).rows as [{ ended: number }];
      expect(ended).toBeGreaterThan(0);
      await refusedThenBack(() => admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`).then(() => undefined));
    } finally {
      await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`).catch(() => undefined);
      await admin.end();
    }
  });
});
