import type { NotificationChannel } from '@fcs/shared/contract';
import type { Db } from '../db/db';

export interface OutboxMessage {
  channel: NotificationChannel;
  /** An e-mail address or an E.164 phone number. */
  recipient: string;
  subject?: string | null;
  body: string;
  /** The email_formats row it was rendered from. */
  format_id?: string | null;
  /** The record that caused it (a drop-off, a pickup). */
  related_id?: string | null;
}

/** A message not to send (its format's switch is off): recorded as skipped, with the reason. */
export interface SkippedMessage extends OutboxMessage {
  reason: string;
}

export interface OutboxRow extends Required<OutboxMessage> {
  id: number;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';
}

/**
 * The notification outbox: messages are written with the change that caused them, in its
 * transaction (pass the transaction's Db), so a rolled-back change sends nothing; a worker sends them.
 */
export const outboxRepository = {
  async enqueue(q: Db, m: OutboxMessage): Promise<number> {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO notification_outbox (channel, recipient, subject, body, format_id, related_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [m.channel, m.recipient, m.subject ?? null, m.body, m.format_id ?? null, m.related_id ?? null],
    );
    return Number(row!.id);
  },
  /** Records a message that is not sent, so that the outbox tells why a customer heard nothing. */
  async recordSkipped(q: Db, m: SkippedMessage): Promise<number> {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO notification_outbox (channel, recipient, subject, body, format_id, related_id, status, error)
       VALUES ($1, $2, $3, $4, $5, $6, 'skipped', $7) RETURNING id`,
      [m.channel, m.recipient, m.subject ?? null, m.body, m.format_id ?? null, m.related_id ?? null, m.reason],
    );
    return Number(row!.id);
  },
  /** The messages a record caused, oldest first. */
  async forRecord(q: Db, relatedId: string): Promise<OutboxRow[]> {
    return q.query<OutboxRow>(
      `SELECT id, channel, recipient, subject, body, format_id, related_id, status FROM notification_outbox WHERE related_id = $1 ORDER BY id`,
      [relatedId],
    );
  },
};
