-- E-mail codes are throttled (issue 8): a cooldown between two codes of one user, and wrong codes
-- counted across re-sent codes for a day, so that asking for a new code never resets the five tries.
ALTER TABLE users ADD COLUMN email_code_sent_at timestamptz;
ALTER TABLE users ADD COLUMN email_attempts_since timestamptz;
CREATE INDEX notification_outbox_recipient_idx ON notification_outbox (lower(recipient), created);
