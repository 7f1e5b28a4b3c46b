import pg from 'pg';
import { openPostgres } from '../db/postgres-db';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * An api that is not the bottleneck (issue 9): a token is verified once for its life, the caller's
 * row is reused briefly but a change to it is honoured on the very next call; on PostgreSQL a
 * statement has a time limit and a request that goes away cancels its query.
 */
describe('auth caches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('verifies a token once, then trusts it until it expires', async () => {
    const token = await t.tokenFor('+15550100001');
    const verify = jest.spyOn(t.identity, 'verify');
    for (let i = 0; i < 3; i++) expect((await t.call({ method: 'GET', url: '/me', token })).statusCode).toBe(200);
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockRestore();
  });

  it('honours a disabled user on the next call, though their row was cached', async () => {
    const phone = '+15550100002';
    const token = await t.tokenFor(phone);
    const list = () => t.call({ method: 'POST', url: '/api/data/packages', payload: { view: 'mine' }, token });
    expect((await list()).statusCode).toBe(200);
    await t.app.db.query(`UPDATE users SET status = 'disabled' WHERE phone_number = $1`, [phone]);
    expect((await list()).statusCode).toBe(403);
    await t.app.db.tx(async (q) => q.query(`UPDATE users SET status = 'joined' WHERE phone_number = $1`, [phone]));
    expect((await list()).statusCode).toBe(200);
  });

  it('refuses an expired token even after a valid one of the same user was cached', async () => {
    const expired = await t.tokenFor('+15550100001', { expiresIn: -60 });
    expect((await t.call({ method: 'GET', url: '/me', token: expired })).statusCode).toBe(401);
  });
});

const url = process.env.TEST_DATABASE_URL;
(url ? describe : describe.skip)('PostgreSQL limits (TEST_DATABASE_URL)', () => {
  it('stops a statement at the timeout (57014, which the api answers 504)', async () => {
    const db = await openPostgres(url!, { statementTimeoutMs: 100 });
    try {
      await expect(db.query('SELECT pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
    } finally {
      await db.close();
    }
  });

  it('cancels the query of a request that went away', async () => {
    const db = await openPostgres(url!, {});
    const probe = new pg.Client({ connectionString: url });
    await probe.connect();
    // This run's own query: other runs on the same server (other checkouts) send theirs.
    const tag = `fcs-cancel-probe-${process.pid}-${Date.now()}`;
    try {
      const controller = new AbortController();
      const started = Date.now();
      const running = db.query(`SELECT pg_sleep(5), '${tag}'`, [], { signal: controller.signal });
      await new Promise((r) => setTimeout(r, 300));
      controller.abort();
      await expect(running).rejects.toMatchObject({ name: 'QueryCanceled' });
      expect(Date.now() - started).toBeLessThan(3000);
      // The server ends the statement soon after the cancel request (not at once): it must be gone
      // well before the 5 s it would have slept.
      const stillRunning = async () =>
        (
          await probe.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE '%' || $1 || '%' AND state = 'active' AND pid <> pg_backend_pid()",
            [tag],
          )
        ).rows[0]!.n;
      let left = await stillRunning();
      while (left > 0 && Date.now() - started < 3000) {
        await new Promise((r) => setTimeout(r, 50));
        left = await stillRunning();
      }
      expect(left).toBe(0);
    } finally {
      await probe.end();
      await db.close();
    }
  });
});
