-- Delivery of the notification outbox (issue 12): a worker claims rows with FOR UPDATE SKIP LOCKED,
-- leases them while it sends, retries with backoff, and records what happened.
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_status_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_status_check
  CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped'));
-- Handed to the provider (SMS) and used as the e-mail's Message-ID: a resend after a crash is the same message.
ALTER TABLE notification_outbox ADD COLUMN idempotency_key uuid NOT NULL DEFAULT gen_random_uuid();
-- The earliest time of the next attempt (backoff), and until when a worker holds a row it is sending.
ALTER TABLE notification_outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE notification_outbox ADD COLUMN locked_until timestamptz;
ALTER TABLE notification_outbox ADD COLUMN provider_id text;
CREATE UNIQUE INDEX notification_outbox_idempotency_idx ON notification_outbox (idempotency_key);
DROP INDEX notification_outbox_pending_idx;
CREATE INDEX notification_outbox_due_idx ON notification_outbox (next_attempt_at, id) WHERE status IN ('pending', 'sending');

-- The SMS log: segments, and a cost that may be unknown (no rate for the destination's country).
ALTER TABLE sms_messages ADD COLUMN segments integer NOT NULL DEFAULT 1;
ALTER TABLE sms_messages ADD COLUMN encoding text NOT NULL DEFAULT 'GSM-7' CHECK (encoding IN ('GSM-7', 'UCS-2'));
ALTER TABLE sms_messages ADD COLUMN error text;
ALTER TABLE sms_messages ALTER COLUMN amount DROP NOT NULL;
ALTER TABLE sms_messages ALTER COLUMN amount DROP DEFAULT;
-- One log row per outbox message, whatever happens: the log is written at most once.
CREATE UNIQUE INDEX sms_messages_outbox_idx ON sms_messages (outbox_id) WHERE outbox_id IS NOT NULL;
CREATE INDEX sms_rates_list_idx ON sms_rates (country) WHERE delete_time = 0;
