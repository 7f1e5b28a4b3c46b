import { openDb, type Db } from '../db/db';
import { migrate } from '../db/migrate';
import { throwawayPostgres } from '../test-support/throwaway-postgres';
import { backoffMs, createOutboxWorker } from './outbox-worker';
import type { EmailSender, EmailToSend, SmsProvider, SmsToSend } from './senders';

/** Senders that remember every call, and can be told to fail the first n calls for a recipient. */
function recorders() {
  const emails: EmailToSend[] = [];
  const texts: SmsToSend[] = [];
  const failFirst = new Map<string, number>();
  const maybeFail = (to: string) => {
    const left = failFirst.get(to) ?? 0;
    if (left > 0) {
      failFirst.set(to, left - 1);
      throw new Error(`provider unavailable for ${to}`);
    }
  };
  const email: EmailSender = {
    async send(m) {
      // A little latency, so that two workers really overlap.
      await new Promise((r) => setTimeout(r, 1));
      maybeFail(m.to);
      emails.push(m);
      return { providerId: `<${m.idempotencyKey}@test>`, status: 'sent' };
    },
  };
  const sms: SmsProvider = {
    name: 'test',
    from: '+17325550148',
    async send(m) {
      await new Promise((r) => setTimeout(r, 1));
      maybeFail(m.to);
      texts.push(m);
      return { providerId: `sms-${m.idempotencyKey}`, status: 'delivered' };
    },
  };
  return { emails, texts, failFirst, email, sms };
}

const CONFIG = { pollMs: 20, batchSize: 7, maxAttempts: 3, backoffMs: 1, leaseMs: 60_000 };

async function queue(db: Db, rows: { channel: 'email' | 'sms'; recipient: string; body: string; format_id?: string | null }[]) {
  for (const r of rows) {
    await db.query('INSERT INTO notification_outbox (channel, recipient, subject, body, format_id) VALUES ($1, $2, $3, $4, $5)', [
      r.channel,
      r.recipient,
      r.channel === 'email' ? 'Subject' : null,
      r.body,
      r.format_id ?? null,
    ]);
  }
}

async function drain(workers: ReturnType<typeof createOutboxWorker>[], db: Db, timeoutMs = 30_000) {
  const started = Date.now();
  for (const w of workers) w.start();
  try {
    for (;;) {
      const [left] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM notification_outbox WHERE status IN ('pending', 'sending')",
      );
      if (Number(left!.n) === 0) break;
      if (Date.now() - started > timeoutMs) throw new Error(`outbox not drained: ${left!.n} left`);
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
  }
}

/** `replica` opens the database once more for each worker after the first (PostgreSQL: a pool per replica). */
function deliverySuite(
  name: string,
  open: () => Promise<Db>,
  close: (db: Db) => Promise<void>,
  workerCount: number,
  replica?: () => Promise<Db>,
) {
  describe(name, () => {
    let db: Db;
    const replicas: Db[] = [];
    beforeAll(async () => {
      db = await open();
      if (replica) for (let i = 1; i < workerCount; i++) replicas.push(await replica());
      await migrate(db);
      await db.query(
        "INSERT INTO sms_rates (country, country_code, rate) VALUES ('United States', '+1', 0.0079), ('Myanmar', '+95', 0.195)",
      );
      await db.query(
        "INSERT INTO email_formats (id, enable_send_email, enable_send_sms) VALUES ('confirm_pickup', true, true), ('cancel_pickup', true, false)\n" +
          ' ON CONFLICT (id) DO UPDATE SET enable_send_email = EXCLUDED.enable_send_email, enable_send_sms = EXCLUDED.enable_send_sms',
      );
    }, 60_000);
    afterAll(async () => {
      // The replicas' pools first: dropping the database ends their connections.
      await Promise.all(replicas.map((r) => r.close()));
      await close(db);
    });
    beforeEach(() => db.exec('TRUNCATE sms_messages, notification_outbox RESTART IDENTITY'));

    it(`sends each of 200 messages exactly once with ${workerCount} worker(s) on one database`, async () => {
      const r = recorders();
      await queue(
        db,
        Array.from({ length: 200 }, (_, i) =>
          i % 2
            ? { channel: 'email' as const, recipient: `c${i}@example.com`, body: `mail ${i}` }
            : { channel: 'sms' as const, recipient: `+1555010${String(i).padStart(4, '0')}`, body: `sms ${i}` },
        ),
      );
      const handled = Array.from({ length: workerCount }, () => 0);
      const workers = handled.map((_, i) =>
        createOutboxWorker({
          // Each worker on its own pool where there is one: two api replicas on one database.
          db: i === 0 ? db : (replicas[i - 1] ?? db),
          email: { send: (m) => (handled[i]!++, r.email.send(m)) },
          sms: { ...r.sms, send: (m) => (handled[i]!++, r.sms.send(m)) },
          config: CONFIG,
        }),
      );
      await drain(workers, db);
      // Every worker took a share: they really ran side by side.
      for (const n of handled) expect(n).toBeGreaterThan(0);

      const sent = [...r.emails.map((m) => m.idempotencyKey), ...r.texts.map((m) => m.idempotencyKey)];
      expect(sent).toHaveLength(200);
      expect(new Set(sent).size).toBe(200);
      const rows = await db.query<{ status: string; attempts: number; n: number }>(
        'SELECT status, attempts, count(*)::int AS n FROM notification_outbox GROUP BY 1, 2',
      );
      expect(rows.map((x) => ({ ...x, n: Number(x.n) }))).toEqual([{ status: 'sent', attempts: 1, n: 200 }]);
      const [log] = await db.query<{ n: number; amount: number }>(
        'SELECT count(*)::int AS n, sum(amount)::float8 AS amount FROM sms_messages',
      );
      expect(Number(log!.n)).toBe(100);
      expect(Number(log!.amount)).toBeCloseTo(100 * 0.0079, 6);
    }, 60_000);

    it('retries a message that first fails, with backoff, and sends it once; the reason stays visible until then', async () => {
      const r = recorders();
      r.failFirst.set('flaky@example.com', 1);
      await queue(db, [{ channel: 'email', recipient: 'flaky@example.com', body: 'hello' }]);
      const worker = createOutboxWorker({ db, email: r.email, sms: r.sms, config: { ...CONFIG, backoffMs: 300 } });

      expect(await worker.runOnce()).toBe(1);
      const [after1] = await db.query<{ status: string; attempts: number; error: string; wait: number }>(
        'SELECT status, attempts, error, extract(epoch FROM next_attempt_at - now()) * 1000 AS wait FROM notification_outbox',
      );
      expect(after1).toMatchObject({ status: 'pending', attempts: 1, error: 'provider unavailable for flaky@example.com' });
      expect(Number(after1!.wait)).toBeGreaterThan(100);
      // Not due yet: the backoff holds it back.
      expect(await worker.runOnce()).toBe(0);
      await new Promise((res) => setTimeout(res, 350));
      expect(await worker.runOnce()).toBe(1);
      const [after2] = await db.query<{ status: string; attempts: number; error: string | null }>(
        'SELECT status, attempts, error FROM notification_outbox',
      );
      expect(after2).toEqual({ status: 'sent', attempts: 2, error: null });
      expect(r.emails.map((m) => m.to)).toEqual(['flaky@example.com']);
    });

    it('fails a message for good after the last attempt, with its reason, and logs a failed SMS at no cost', async () => {
      const r = recorders();
      r.failFirst.set('+15550100099', 99);
      await queue(db, [{ channel: 'sms', recipient: '+15550100099', body: 'never' }]);
      const worker = createOutboxWorker({ db, email: r.email, sms: r.sms, config: { ...CONFIG, backoffMs: 1 } });
      for (let i = 0; i < 3; i++) {
        await worker.runOnce();
        await new Promise((res) => setTimeout(res, 10));
      }
      const [row] = await db.query('SELECT status, attempts, error FROM notification_outbox');
      expect(row).toEqual({ status: 'failed', attempts: 3, error: 'provider unavailable for +15550100099' });
      const log = await db.query('SELECT status, amount::float8 AS amount, error FROM sms_messages');
      expect(log).toEqual([{ status: 'failed', amount: 0, error: 'provider unavailable for +15550100099' }]);
      expect(await worker.runOnce()).toBe(0);
    });

    it('logs each SMS with its country, segments, encoding and cost; no rate: cost unknown, still sent and logged', async () => {
      const r = recorders();
      const burmese = 'မင်္ဂလာပါ'.repeat(10); // 90 UTF-16 units: 2 UCS-2 segments
      await queue(db, [
        { channel: 'sms', recipient: '+959123456789', body: burmese },
        { channel: 'sms', recipient: '+6591234567', body: 'Hello Singapore' },
      ]);
      await createOutboxWorker({ db, email: r.email, sms: r.sms, config: CONFIG }).runOnce();
      const log = await db.query(
        'SELECT to_number, from_number, country_code, segments, encoding, amount::float8 AS amount, status FROM sms_messages ORDER BY to_number',
      );
      expect(log).toEqual([
        {
          to_number: '+6591234567',
          from_number: '+17325550148',
          country_code: '+65',
          segments: 1,
          encoding: 'GSM-7',
          amount: null,
          status: 'delivered',
        },
        {
          to_number: '+959123456789',
          from_number: '+17325550148',
          country_code: '+95',
          segments: 2,
          encoding: 'UCS-2',
          amount: 0.39,
          status: 'delivered',
        },
      ]);
    });

    it('skips a message whose format switch was turned off after it was queued, and records why', async () => {
      const r = recorders();
      await queue(db, [
        { channel: 'sms', recipient: '+15550100001', body: 'cancel text', format_id: 'cancel_pickup' },
        { channel: 'email', recipient: 'a@example.com', body: 'cancel mail', format_id: 'cancel_pickup' },
      ]);
      await createOutboxWorker({ db, email: r.email, sms: r.sms, config: CONFIG }).runOnce();
      const rows = await db.query('SELECT channel, status, error FROM notification_outbox ORDER BY id');
      expect(rows).toEqual([
        { channel: 'sms', status: 'skipped', error: 'not sent: enable_send_sms is off in the cancel_pickup format' },
        { channel: 'email', status: 'sent', error: null },
      ]);
      expect(r.texts).toEqual([]);
      expect(await db.query('SELECT * FROM sms_messages')).toEqual([]);
    });

    it('takes over a row whose worker died mid-send once its lease ends, with the same idempotency key', async () => {
      const r = recorders();
      await queue(db, [{ channel: 'email', recipient: 'lease@example.com', body: 'x' }]);
      const [key] = await db.query<{ k: string }>('SELECT idempotency_key::text AS k FROM notification_outbox');
      // A worker claimed it and vanished: status sending, lease over.
      await db.query("UPDATE notification_outbox SET status = 'sending', attempts = 1, locked_until = now() - interval '1 second'");
      await createOutboxWorker({ db, email: r.email, sms: r.sms, config: CONFIG }).runOnce();
      expect(r.emails.map((m) => m.idempotencyKey)).toEqual([key!.k]);
      const [row] = await db.query('SELECT status, attempts FROM notification_outbox');
      expect(row).toEqual({ status: 'sent', attempts: 2 });
    });

    it('renews the lease of a batch whose sends outlast it, so another worker never sends the same message', async () => {
      const r = recorders();
      const slow: EmailSender = {
        async send(m) {
          await new Promise((res) => setTimeout(res, 800));
          return r.email.send(m);
        },
      };
      await queue(
        db,
        [1, 2, 3, 4, 5].map((n) => ({ channel: 'email' as const, recipient: `slow${n}@example.com`, body: 'x' })),
      );
      // A 3 s lease (the least allowed), renewed each second; the batch of 5 takes 4 s or more.
      const config = { ...CONFIG, batchSize: 5, leaseMs: 3_000 };
      const first = createOutboxWorker({ db, email: slow, sms: r.sms, config });
      const second = createOutboxWorker({ db, email: r.email, sms: r.sms, config });
      const running = first.runOnce();
      const tries: number[] = [];
      for (let i = 0; i < 12; i++) {
        await new Promise((res) => setTimeout(res, 400));
        tries.push(await second.runOnce());
      }
      await running;
      expect(tries.every((n) => n === 0)).toBe(true);
      expect(r.emails.map((m) => m.to).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `slow${n}@example.com`));
    }, 30_000);

    it('stops cleanly: stop() resolves while idle and nothing is claimed after it', async () => {
      const r = recorders();
      const worker = createOutboxWorker({ db, email: r.email, sms: r.sms, config: { ...CONFIG, pollMs: 60_000 } });
      worker.start();
      await new Promise((res) => setTimeout(res, 50));
      const started = Date.now();
      await worker.stop();
      expect(Date.now() - started).toBeLessThan(1_000);
      await queue(db, [{ channel: 'email', recipient: 'late@example.com', body: 'x' }]);
      await new Promise((res) => setTimeout(res, 50));
      expect(r.emails).toEqual([]);
    });
  });
}

describe('backoff', () => {
  it('doubles from the base at each failed attempt, up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 5_000))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(backoffMs(30, 5_000)).toBe(3_600_000);
  });
});

// PGlite: the single-process database of `pnpm start` (one worker).
deliverySuite(
  'the outbox worker on PGlite',
  () => openDb({}),
  (db) => db.close(),
  1,
);

// PostgreSQL: two api replicas on one database must never send one message twice.
const pg = throwawayPostgres();
(pg ? describe : describe.skip)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  deliverySuite(
    'two outbox workers on one PostgreSQL database, each with its own pool',
    pg?.open ?? (async () => null as never),
    pg?.close ?? (async () => {}),
    2,
    pg?.openAnother,
  );
});
