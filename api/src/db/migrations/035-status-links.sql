-- Status links: every package, pickup and drop-off has a page that opens without signing in,
-- /s/<token> (shell/src/island/status-island.tsx, GET /status/{token}). Only the token's SHA-256 is
-- kept: a notice that needs a link makes a fresh random token (api/src/notifications/status-link.ts),
-- so a record may have several live links, all of which a revocation ends (a new one comes with the
-- next notice). Links of a closed record stop 90 days after it closed (the contract's rule).
CREATE TABLE status_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- hex of sha256(token): the token itself is never stored.
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  record_kind text NOT NULL CHECK (record_kind IN ('package', 'pickup', 'dropoff')),
  -- No foreign key: one table for three kinds of record (none of which is ever deleted outright).
  record_id uuid NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  revoked timestamptz
);
CREATE INDEX status_links_record_idx ON status_links (record_kind, record_id);
-- A revocation by staff is on the audit log like every staff write (the hash is never logged).
SELECT audit_table('status_links', 'id', '', 'token_hash');

-- The dated statuses of pickups and drop-offs (packages have package_status_history), kept by the
-- database itself on every insert and status change, so that no write path can forget it.
CREATE TABLE record_status_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  record_kind text NOT NULL CHECK (record_kind IN ('pickup', 'dropoff')),
  record_id uuid NOT NULL,
  status text NOT NULL,
  date timestamptz NOT NULL
);
CREATE INDEX record_status_history_record_idx ON record_status_history (record_id, date);

-- TG_ARGV: the kind and the status a record starts in. A row inserted in another status (the seed,
-- an import) gets its start at created_date and its status at updated_date.
CREATE FUNCTION record_status_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO record_status_history (record_kind, record_id, status, date) VALUES (TG_ARGV[0], NEW.id, TG_ARGV[1], NEW.created_date);
    IF NEW.status <> TG_ARGV[1] THEN
      INSERT INTO record_status_history (record_kind, record_id, status, date)
      VALUES (TG_ARGV[0], NEW.id, NEW.status, greatest(NEW.updated_date, NEW.created_date));
    END IF;
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO record_status_history (record_kind, record_id, status, date)
    VALUES (TG_ARGV[0], NEW.id, NEW.status, CASE WHEN NEW.updated_date IS DISTINCT FROM OLD.updated_date THEN NEW.updated_date ELSE now() END);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER pickups_status_history AFTER INSERT OR UPDATE OF status ON pickups
  FOR EACH ROW EXECUTE FUNCTION record_status_log('pickup', 'requested');
CREATE TRIGGER dropoffs_status_history AFTER INSERT OR UPDATE OF status ON dropoffs
  FOR EACH ROW EXECUTE FUNCTION record_status_log('dropoff', 'received');

-- The records already there: their start, and their status since their last change.
INSERT INTO record_status_history (record_kind, record_id, status, date)
SELECT 'pickup', id, 'requested', created_date FROM pickups
UNION ALL SELECT 'pickup', id, status, greatest(updated_date, created_date) FROM pickups WHERE status <> 'requested'
UNION ALL SELECT 'dropoff', id, 'received', created_date FROM dropoffs
UNION ALL SELECT 'dropoff', id, status, greatest(updated_date, created_date) FROM dropoffs WHERE status <> 'received';
