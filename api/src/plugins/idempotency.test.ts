import pg from 'pg';
import { openPostgres } from '../db/postgres-db';
import { createTestApp, PHONES, type TestApp } from '../test-support/test-app';
import { throwawayDatabase } from '../test-support/throwaway-db';
import { TIMEOUT_MESSAGE } from './errors';
import { IDEMPOTENCY_MSG } from './idempotency';

/**
 * Idempotency-Key on the api's writes: a repeat answers the first answer and changes nothing; the
 * same key with another body is a 422, another caller's same key is their own; a kept answer
 * expires. On PostgreSQL: identical keyed calls at once make one row, a key whose first call is
 * still running answers 409, and a statement timeout answers 504 having written nothing.
 */
const address = (userId: string, over: object = {}) => ({
  user_id: userId,
  full_name: 'Keyed Address',
  phone_number: '+15550100001',
  country: 'United States',
  address_line1: '1 Key Street',
  address_line2: '',
  city: 'Edison',
  state: 'NJ',
  zip_code: '08817',
  ...over,
});

function suite(kind: 'PGlite' | 'PostgreSQL', open: () => Promise<{ t: TestApp; drop?: () => Promise<void> }>) {
  describe(`Idempotency-Key on ${kind}`, () => {
    let t: TestApp;
    let drop: (() => Promise<void>) | undefined;
    let alice: { id: string; token: string };
    let ben: { id: string; token: string };
    beforeAll(async () => {
      ({ t, drop } = await open());
      alice = { id: (await t.user(PHONES.alice)).id, token: await t.tokenFor(PHONES.alice) };
      ben = { id: (await t.user(PHONES.ben)).id, token: await t.tokenFor(PHONES.ben) };
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      await drop?.();
    });

    const book = async (userId: string) =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM delivery_addresses WHERE user_id = $1', [userId]))[0]!.n;
    const add = (who: { id: string; token: string }, key: string | undefined, over: object = {}) =>
      t.call({
        method: 'POST',
        url: '/delivery_address',
        token: who.token,
        payload: address(who.id, over),
        headers: key === undefined ? {} : { 'idempotency-key': key },
      });

    it('answers a repeat with the first answer and adds nothing', async () => {
      const key = crypto.randomUUID();
      const before = await book(alice.id);
      const first = await add(alice, key);
      expect(first.statusCode).toBe(200);
      expect(first.headers['idempotency-replayed']).toBeUndefined();
      const again = await add(alice, key);
      expect([again.statusCode, again.body]).toEqual([200, first.body]);
      expect(again.headers['idempotency-replayed']).toBe('true');
      expect(await book(alice.id)).toBe(before + 1);
      // Without a key, the same body is a new address.
      expect((await add(alice, undefined)).statusCode).toBe(200);
      expect(await book(alice.id)).toBe(before + 2);
    });

    it('refuses the same key with another body (422) and adds nothing', async () => {
      const key = crypto.randomUUID();
      expect((await add(alice, key)).statusCode).toBe(200);
      const before = await book(alice.id);
      const other = await add(alice, key, { full_name: 'Another Address' });
      expect([other.statusCode, other.json().message]).toEqual([422, IDEMPOTENCY_MSG.mismatch]);
      expect(await book(alice.id)).toBe(before);
    });

    it('keeps the first answer of a refusal too, and never another caller’s', async () => {
      const key = crypto.randomUUID();
      const refused = await add(alice, key, { user_id: ben.id });
      expect(refused.statusCode).toBe(404);
      expect((await add(alice, key, { user_id: ben.id })).body).toBe(refused.body);
      // Ben's call with the same key is his own call.
      const bens = await add(ben, key, { phone_number: '+15550100002' });
      expect(bens.statusCode).toBe(200);
      expect(bens.headers['idempotency-replayed']).toBeUndefined();
      expect(bens.json().data.user_id).toBe(ben.id);
    });

    it('forgets a key once it expires: the call runs again', async () => {
      const key = crypto.randomUUID();
      const first = await add(alice, key);
      await t.db.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = $1`, [key]);
      const before = await book(alice.id);
      const later = await add(alice, key);
      expect(later.statusCode).toBe(200);
      expect(later.json().data.id).not.toBe(first.json().data.id);
      expect(await book(alice.id)).toBe(before + 1);
    });

    it('lets the portal send the header from another origin (CORS preflight)', async () => {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/delivery_address',
        headers: {
          origin: 'http://localhost:3001',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'idempotency-key,token',
        },
      });
      expect(String(res.headers['access-control-allow-headers'])).toMatch(/Idempotency-Key/);
    });

    it('refuses a key that is too long or not text', async () => {
      for (const key of ['k'.repeat(256), 'has space', ''])
        expect([(await add(alice, key)).statusCode, (await add(alice, key)).json().message]).toEqual([400, IDEMPOTENCY_MSG.invalid]);
    });
  });
}

suite('PGlite', async () => ({ t: await createTestApp() }));

const url = process.env.TEST_DATABASE_URL;
if (url) {
  let made: Awaited<ReturnType<typeof throwawayDatabase>>;
  const open = async (statementTimeoutMs?: number) => {
    made = await throwawayDatabase(url, { seeded: true });
    return { t: await createTestApp({ db: await openPostgres(made.url, { poolSize: 24, statementTimeoutMs }) }), drop: made.drop };
  };
  suite('PostgreSQL', () => open());

  describe('Idempotency-Key under concurrency (PostgreSQL)', () => {
    let t: TestApp;
    let drop: () => Promise<void>;
    let dbUrl: string;
    beforeAll(async () => {
      ({ t, drop } = (await open(800)) as { t: TestApp; drop: () => Promise<void> });
      dbUrl = made.url;
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      await drop?.();
    });

    it('makes one row of ten identical keyed calls at once; the others answer it or 409', async () => {
      const alice = await t.user(PHONES.alice);
      const token = await t.tokenFor(PHONES.alice);
      const key = crypto.randomUUID();
      const count = async () =>
        (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM delivery_addresses WHERE user_id = $1', [alice.id]))[0]!.n;
      const before = await count();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.call({ method: 'POST', url: '/delivery_address', token, payload: address(alice.id), headers: { 'idempotency-key': key } }),
        ),
      );
      expect(await count()).toBe(before + 1);
      const made = answers.filter((a) => a.statusCode === 200);
      expect(made.length).toBeGreaterThan(0);
      expect(new Set(made.map((a) => a.json().data.id)).size).toBe(1);
      for (const a of answers.filter((x) => x.statusCode !== 200))
        expect([a.statusCode, a.json().message]).toEqual([409, IDEMPOTENCY_MSG.inFlight]);
    });

    it('answers 409 while the first call with the key is still running, on any replica', async () => {
      const alice = await t.user(PHONES.alice);
      const token = await t.tokenFor(PHONES.alice);
      const key = crypto.randomUUID();
      // Another replica's call in flight: its transaction holds the key's lock.
      const other = new pg.Client({ connectionString: dbUrl });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 727033))', [`uid:${alice.auth_uid ?? 'demo-0001'}\n${key}`]);
        const busy = await t.call({
          method: 'POST',
          url: '/delivery_address',
          token,
          payload: address(alice.id),
          headers: { 'idempotency-key': key },
        });
        expect([busy.statusCode, busy.json().message]).toEqual([409, IDEMPOTENCY_MSG.inFlight]);
        await other.query('COMMIT');
        const done = await t.call({
          method: 'POST',
          url: '/delivery_address',
          token,
          payload: address(alice.id),
          headers: { 'idempotency-key': key },
        });
        expect(done.statusCode).toBe(200);
      } finally {
        await other.end();
      }
    });

    it('answers 504 to a statement timeout (the invoices table locked), having written nothing', async () => {
      const alice = await t.user(PHONES.alice);
      const admin = await t.tokenFor(PHONES.admin);
      const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices'))[0]!.n;
      const before = await count();
      const locker = new pg.Client({ connectionString: dbUrl });
      await locker.connect();
      try {
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE invoices IN ACCESS EXCLUSIVE MODE');
        const res = await t.call({
          method: 'POST',
          url: '/invoices',
          token: admin,
          payload: { customer_id: alice.id, lines: [{ description: 'Locked', quantity: 1, unit_price: 1 }] },
          headers: { 'idempotency-key': crypto.randomUUID() },
        });
        expect([res.statusCode, res.json().message]).toEqual([504, TIMEOUT_MESSAGE]);
      } finally {
        await locker.query('ROLLBACK');
        await locker.end();
      }
      expect(await count()).toBe(before);
    });
  });
}
