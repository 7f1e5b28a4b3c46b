// The outbox worker (issue 12): sends what notification_outbox holds, at least once and never twice.
// - A batch of due rows is claimed in one statement with FOR UPDATE SKIP LOCKED and leased
//   (status 'sending', locked_until): two api replicas never take the same row; a row whose worker
//   died is taken over when its lease ends. The lease is short (8 s) and renewed every third of it
//   while the batch is in hand (docs/decisions/0008), so the rest of a crashed replica's batch goes
//   out within seconds, and a worker that cannot renew (its database is away) sends nothing more.
// - Each message carries its idempotency key to the provider (SMS) or as its Message-ID (e-mail),
//   so that a resend after such a takeover is the same message for the receiver.
// - A failure is retried with exponential backoff; after the last attempt the row is 'failed' with
//   its reason. A format switched off since the message was queued makes it 'skipped'.
// - Every SMS, sent or failed, is written once to sms_messages with its country, segments and amount
//   (segments × the country's rate; unknown without a rate).
import { smsCharge } from '@fcs/shared/model';
import type { DeliveryConfig } from '../config';
import { isDatabaseUnavailable, type Db } from '../db/db';
import { SWITCH_OF } from '../notifications/queue-format';
import type { EmailSender, SentReceipt, SmsProvider } from './senders';

export interface ClaimedMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  format_id: string | null;
  attempts: number;
  idempotency_key: string;
}

export interface WorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  email: EmailSender | null;
  sms: SmsProvider | null;
  config: Pick<DeliveryConfig, 'pollMs' | 'batchSize' | 'maxAttempts' | 'backoffMs' | 'leaseMs'>;
  log?: WorkerLog;
}

const MAX_BACKOFF_MS = 3_600_000;
const silent: WorkerLog = { info() {}, warn() {}, error() {} };

/** The wait before attempt n + 1 after n failed attempts: base, 2 × base, 4 × base ... up to an hour. */
export function backoffMs(attempts: number, base: number): number {
  return Math.min(MAX_BACKOFF_MS, base * 2 ** Math.max(0, attempts - 1));
}

const reasonOf = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 500) || 'unknown error';

export function createOutboxWorker({ db, email, sms, config, log = silent }: OutboxWorkerOptions) {
  const channels = [...(email ? ['email'] : []), ...(sms ? ['sms'] : [])];
  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  /** Claims up to batchSize due rows of the channels this worker can send. */
  async function claim(): Promise<ClaimedMessage[]> {
    if (!channels.length) return [];
    const rows = await db.tx((t) =>
      t.query<ClaimedMessage & { id: number | string }>(
        `WITH due AS (
           SELECT id FROM notification_outbox
            WHERE channel = ANY($1::text[])
              AND ((status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND locked_until < now()))
            ORDER BY next_attempt_at, id
            LIMIT $2
            FOR UPDATE SKIP LOCKED)
         UPDATE notification_outbox o
            SET status = 'sending', attempts = o.attempts + 1, locked_until = now() + $3 * interval '1 millisecond'
           FROM due
          WHERE o.id = due.id
        RETURNING o.id, o.channel, o.recipient, o.subject, o.body, o.format_id, o.attempts, o.idempotency_key::text AS idempotency_key`,
        [channels, config.batchSize, config.leaseMs],
      ),
    );
    return rows.map((r) => ({ ...r, id: Number(r.id) })).sort((a, b) => a.id - b.id);
  }

  /** Still this worker's claim: the same attempt and still leased (not taken over). */
  const OURS = `id = $1 AND status = 'sending' AND attempts = $2`;

  async function switchedOff(m: ClaimedMessage): Promise<string | null> {
    if (!m.format_id) return null;
    const key = SWITCH_OF[m.channel];
    const [format] = await db.query<Record<string, unknown>>(`SELECT ${key} AS enabled FROM email_formats WHERE id = $1`, [m.format_id]);
    return format && format.enabled === false ? `not sent: ${key} is off in the ${m.format_id} format` : null;
  }

  async function smsLog(t: Db, m: ClaimedMessage, status: string, error: string | null, charged: boolean) {
    const rates = await t.query<{ country_code: string; rate: number }>(
      'SELECT country_code, rate::float8 AS rate FROM sms_rates WHERE delete_time = 0',
    );
    const charge = smsCharge(m.body, m.recipient, rates);
    await t.query(
      `INSERT INTO sms_messages (from_number, to_number, message, country_code, segments, encoding, amount, status, error, outbox_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (outbox_id) WHERE outbox_id IS NOT NULL DO NOTHING`,
      [
        sms!.from,
        m.recipient,
        m.body,
        charge.countryCode,
        charge.segments,
        charge.encoding,
        charged ? charge.amount : 0,
        status,
        error,
        m.id,
      ],
    );
  }

  async function send(m: ClaimedMessage): Promise<SentReceipt> {
    if (m.channel === 'email') {
      return email!.send({ to: m.recipient, subject: m.subject ?? '', text: m.body, idempotencyKey: m.idempotency_key });
    }
    return sms!.send({ to: m.recipient, text: m.body, idempotencyKey: m.idempotency_key });
  }

  async function deliver(m: ClaimedMessage): Promise<void> {
    const off = await switchedOff(m);
    if (off) {
      await db.query(`UPDATE notification_outbox SET status = 'skipped', error = $3, locked_until = NULL WHERE ${OURS}`, [
        m.id,
        m.attempts,
        off,
      ]);
      return;
    }
    let receipt: SentReceipt;
    try {
      receipt = await send(m);
    } catch (e) {
      const reason = reasonOf(e);
      if (m.attempts >= config.maxAttempts) {
        await db.tx(async (t) => {
          const done = await t.query(
            `UPDATE notification_outbox SET status = 'failed', error = $3, locked_until = NULL WHERE ${OURS} RETURNING id`,
            [m.id, m.attempts, reason],
          );
          if (done.length && m.channel === 'sms') await smsLog(t, m, 'failed', reason, false);
        });
        log.error({ outbox: m.id, channel: m.channel, attempts: m.attempts, reason }, 'message failed for good');
      } else {
        const wait = backoffMs(m.attempts, config.backoffMs);
        await db.query(
          `UPDATE notification_outbox SET status = 'pending', error = $3, locked_until = NULL,
                  next_attempt_at = now() + $4 * interval '1 millisecond' WHERE ${OURS}`,
          [m.id, m.attempts, reason, wait],
        );
        log.warn({ outbox: m.id, channel: m.channel, attempts: m.attempts, retryInMs: wait, reason }, 'message not sent, will retry');
      }
      return;
    }
    await db.tx(async (t) => {
      const done = await t.query(
        `UPDATE notification_outbox SET status = 'sent', error = NULL, sent_date = now(), locked_until = NULL, provider_id = $3
          WHERE ${OURS} RETURNING id`,
        [m.id, m.attempts, receipt.providerId],
      );
      if (done.length && m.channel === 'sms') await smsLog(t, m, receipt.status, null, true);
    });
  }

  /**
   * Extends the lease of the batch's rows still ours (not sent yet, not taken over); answers their ids.
   */
  async function renew(batch: ClaimedMessage[]): Promise<Set<number>> {
    const rows = await db.query<{ id: number | string }>(
      `UPDATE notification_outbox o SET locked_until = now() + $3 * interval '1 millisecond'
         FROM unnest($1::bigint[], $2::int[]) AS mine(id, attempts)
        WHERE o.id = mine.id AND o.attempts = mine.attempts AND o.status = 'sending'
        RETURNING o.id`,
      [batch.map((m) => m.id), batch.map((m) => m.attempts), config.leaseMs],
    );
    return new Set(rows.map((r) => Number(r.id)));
  }

  /**
   * One pass: claims a batch and delivers it, renewing the batch's lease every third of it. A
   * message is sent only while the lease is surely held (renewed less than a lease ago by this
   * clock, with a margin) and still ours; otherwise the pass ends and the rest waits for its lease
   * to end. Answers how many messages were claimed.
   */
  async function runOnce(): Promise<number> {
    const claimedAt = Date.now();
    const batch = await claim();
    if (!batch.length) return 0;
    const margin = Math.min(2_000, config.leaseMs / 4);
    let heldUntil = claimedAt + config.leaseMs - margin;
    let ours = new Set(batch.map((m) => m.id));
    let pending = batch;
    let renewing: Promise<void> | null = null;
    const heartbeat = setInterval(
      () => {
        if (renewing || !pending.length) return;
        const sentAt = Date.now();
        renewing = renew(pending)
          .then((kept) => {
            ours = kept;
            heldUntil = sentAt + config.leaseMs - margin;
          })
          .catch((e) => log.warn({ err: reasonOf(e) }, 'could not renew the outbox lease'))
          .finally(() => (renewing = null));
      },
      Math.max(200, Math.floor(config.leaseMs / 3)),
    );
    try {
      for (const m of batch) {
        pending = pending.filter((p) => p !== m);
        if (Date.now() >= heldUntil) break;
        if (!ours.has(m.id)) continue;
        try {
          await deliver(m);
        } catch (e) {
          // The database went away mid-delivery: the lease ends and the row is taken again.
          log.error({ outbox: m.id, err: reasonOf(e) }, 'delivery bookkeeping failed');
        }
      }
    } finally {
      clearInterval(heartbeat);
      await renewing;
    }
    return batch.length;
  }

  /** Runs passes until the outbox has nothing due, then waits pollMs (or a nudge). */
  function start() {
    if (running || !channels.length) return;
    running = true;
    loop = (async () => {
      let paused = false;
      while (running) {
        let handled = 0;
        try {
          handled = await runOnce();
          if (paused) log.info({}, 'outbox worker resumed: the database is back');
          paused = false;
        } catch (e) {
          // The database is away: wait quietly and try again each poll; anything else is logged.
          if (!isDatabaseUnavailable(e)) log.error({ err: reasonOf(e) }, 'outbox worker pass failed');
          else if (!paused) log.warn({ err: reasonOf(e) }, 'outbox worker paused: the database is not available');
          paused = paused || isDatabaseUnavailable(e);
        }
        if (handled === 0 && running) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, config.pollMs);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = null;
        }
      }
    })();
  }

  /** Finishes the message in hand and stops; call before the database closes. */
  async function stop() {
    running = false;
    wake?.();
    await loop;
    loop = null;
  }

  return { channels, start, stop, runOnce, nudge: () => wake?.() };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
