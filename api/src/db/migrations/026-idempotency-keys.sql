-- The first answer to a write sent with an Idempotency-Key, kept for a day, so that a repeat (a
-- client's retry, a load balancer's, a double tap) answers it again and changes nothing. Written in
-- the call's own transaction (plugins/idempotency.ts): the answer is kept exactly when the call's
-- writes are. Every replica reads the same rows.
CREATE TABLE idempotency_keys (
  -- Who sent it (the token's uid): another caller's same key is another request.
  caller text NOT NULL CHECK (length(caller) <= 200),
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  -- The method, path and body it came with (sha256): the same key with another request is refused.
  request_hash text NOT NULL,
  status integer NOT NULL,
  content_type text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (caller, key)
);
CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at);
