import type { Db } from '../db/db';
import { outboxRepository, type OutboxMessage } from '../repositories/outbox-repository';

export interface FormatRow {
  id: string;
  subject: string;
  message: string;
  sms: string;
  subject_my: string;
  message_my: string;
  sms_my: string;
  enable_send_email: boolean;
  enable_send_sms: boolean;
}

/** The format of a message kind, or null when it is missing. */
export async function loadFormat(q: Db, id: string): Promise<FormatRow | null> {
  const [format] = await q.query<FormatRow>('SELECT * FROM email_formats WHERE id = $1', [id]);
  return format ?? null;
}

/** Which switch of a format lets a channel out. */
export const SWITCH_OF = { email: 'enable_send_email', sms: 'enable_send_sms' } as const;

/**
 * Queues the messages whose channel the format lets out and records the others as skipped (with
 * the switch that kept them), in the caller's transaction. Answers the messages queued to send.
 */
export async function queueByFormat(q: Db, format: FormatRow, messages: OutboxMessage[]): Promise<OutboxMessage[]> {
  const queued: OutboxMessage[] = [];
  for (const m of messages) {
    const key = SWITCH_OF[m.channel];
    if (format[key]) {
      await outboxRepository.enqueue(q, m);
      queued.push(m);
    } else {
      await outboxRepository.recordSkipped(q, { ...m, reason: `not sent: ${key} is off in the ${format.id} format` });
    }
  }
  return queued;
}
