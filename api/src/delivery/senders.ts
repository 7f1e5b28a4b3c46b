// Where the outbox worker sends: e-mail over SMTP (nodemailer), SMS through a provider adapter.
// Each send carries the message's idempotency key, so that a resend after a crash is one message.
import nodemailer from 'nodemailer';
import type { DeliveryConfig } from '../config';

export interface EmailToSend {
  to: string;
  subject: string;
  text: string;
  idempotencyKey: string;
}

export interface SmsToSend {
  to: string;
  text: string;
  idempotencyKey: string;
}

/** What the provider answered: its id of the message and the status it reports. */
export interface SentReceipt {
  providerId: string;
  status: string;
}

export interface EmailSender {
  send(message: EmailToSend): Promise<SentReceipt>;
  close?(): void;
}

export interface SmsProvider {
  readonly name: string;
  /** The number or name messages are sent from. */
  readonly from: string;
  send(message: SmsToSend): Promise<SentReceipt>;
}

/** The longest one SMTP send may take (connect, greeting, then silence on the socket): well under the worker's lease. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** SMTP through nodemailer; the idempotency key is the Message-ID, so a receiver can drop a resend. */
export function smtpSender(smtp: NonNullable<DeliveryConfig['smtp']>, from: string): EmailSender {
  // A send that hangs must fail before the lease ends, or another worker would take the row over.
  const transport = nodemailer.createTransport({ ...(typeof smtp === 'string' ? { url: smtp } : smtp), ...SMTP_TIMEOUTS });
  return {
    async send(m) {
      const messageId = `<${m.idempotencyKey}@fcs.outbox>`;
      const info = await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, messageId });
      return { providerId: info.messageId || messageId, status: 'sent' };
    },
    close: () => transport.close(),
  };
}

/**
 * Development: records instead of sending (in memory and in the api log), like a provider that
 * drops a repeated idempotency key. The SMS log (sms_messages) is written by the worker as for any provider.
 */
export function devSmsProvider(from: string, log: (entry: object) => void = () => {}): SmsProvider & { sent: Map<string, SmsToSend> } {
  const sent = new Map<string, SmsToSend>();
  return {
    name: 'dev',
    from,
    sent,
    async send(m) {
      if (!sent.has(m.idempotencyKey)) {
        sent.set(m.idempotencyKey, m);
        log({ to: m.to, text: m.text, key: m.idempotencyKey });
      }
      return { providerId: `dev-${m.idempotencyKey}`, status: 'delivered' };
    },
  };
}

/**
 * A provider behind one HTTP endpoint (a gateway or a small relay to Twilio, Vonage ...): POST JSON
 * { from, to, text, idempotency_key } with an Idempotency-Key header and a bearer token; any 2xx
 * is accepted and its JSON id (or message_id) and status are kept.
 */
export function httpSmsProvider(url: string, token: string | null, from: string, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: 'http',
    from,
    async send(m) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': m.idempotencyKey,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ from, to: m.to, text: m.text, idempotency_key: m.idempotencyKey }),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}: ${text.slice(0, 200)}`);
      let body: { id?: unknown; message_id?: unknown; status?: unknown } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        // a bare 2xx is accepted too
      }
      return {
        providerId: String(body.id ?? body.message_id ?? m.idempotencyKey),
        status: typeof body.status === 'string' ? body.status : 'sent',
      };
    },
  };
}

/** The senders the configuration names; a channel without one waits in the outbox. */
export function sendersFromConfig(config: DeliveryConfig, log: (entry: object) => void) {
  const email = config.smtp ? smtpSender(config.smtp, config.mailFrom) : null;
  const sms =
    config.smsProvider === 'dev'
      ? devSmsProvider(config.smsFrom, log)
      : config.smsProvider === 'http' && config.smsHttpUrl
        ? httpSmsProvider(config.smsHttpUrl, config.smsHttpToken, config.smsFrom)
        : null;
  return { email, sms };
}
