-- The audit log (issue 32): every write by staff, through any endpoint, the import and the command
-- line, appends one entry per changed row in the same transaction as the change: when, who, the
-- action (the endpoint, or the command), the record (table, id and its number) and the fields that
-- changed, before and after. One mechanism for every write: statement triggers on the audited
-- tables, which read who acts from the transaction's `fcs.audit_actor` setting (set by the api's
-- database layer for a staff call, api/src/audit/audited-db.ts). Without it (a customer's own call,
-- the outbox worker, the demo seed) nothing is logged. No api call changes or deletes an entry.
CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The moment the statement ran (entries of one call in the order written).
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- users.id of the staff member; null for the command line. No foreign key: an entry outlives its people.
  actor_id uuid,
  actor_name text NOT NULL,
  -- 'PUT /pickups/confirm', 'POST /imports/packages', 'staff add' (command line), …
  action text NOT NULL,
  operation text NOT NULL CHECK (operation IN ('insert', 'update', 'delete')),
  -- The table and the row's key (uuid, yyyymmdd, code) and its human number (FCS ID, tracking, pickup number, …).
  entity text NOT NULL,
  entity_id text NOT NULL,
  entity_number text,
  -- {"field": {"before": …, "after": …}} of the fields that changed (all of an insert's or a delete's).
  changes jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(changes) = 'object')
);
-- Few indexes, for the log is written far more than read (an import writes 100,000 entries): the
-- report's order (newest first, 009's way), a record's history, a person's actions, and the search
-- of a record's number from its start. The template sorts by time only.
CREATE INDEX audit_log_list_at_idx ON audit_log (at DESC NULLS LAST, id DESC);
CREATE INDEX audit_log_record_idx ON audit_log (entity, entity_id, at DESC);
CREATE INDEX audit_log_actor_at_idx ON audit_log (actor_name, at DESC);
CREATE INDEX audit_log_number_prefix_idx ON audit_log (upper(entity_number) text_pattern_ops);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: its entries are never changed or deleted' USING ERRCODE = '42501';
END;
$$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- The fields of `after` that differ from `before` (either may be null), each as {before, after},
-- leaving out the bookkeeping columns and the table's secrets.
CREATE FUNCTION audit_diff(before jsonb, after jsonb, skip text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(k, jsonb_build_object('before', before -> k, 'after', after -> k)), '{}'::jsonb)
    FROM (SELECT DISTINCT jsonb_object_keys(coalesce(before, '{}'::jsonb) || coalesce(after, '{}'::jsonb)) AS k) keys
   WHERE NOT (k = ANY (skip)) AND (before -> k) IS DISTINCT FROM (after -> k)
$$;

-- One statement trigger function for every audited table and operation: TG_ARGV is the key
-- column, the number column ('' for none) and the columns never logged (comma-separated).
CREATE FUNCTION audit_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := nullif(current_setting('fcs.audit_actor', true), '')::jsonb;
  key text := TG_ARGV[0];
  num text := nullif(TG_ARGV[1], '');
  skip text[] := array_remove(string_to_array(TG_ARGV[2], ','), '') || ARRAY['id', 'created_date', 'updated_date', 'update_time', 'version'];
BEGIN
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (actor_id, actor_name, action, operation, entity, entity_id, entity_number, changes)
    -- A whole row's fields, its blank ones left out; written inline (not a function) for the many rows of an import.
    SELECT (actor ->> 'id')::uuid, actor ->> 'name', actor ->> 'action', 'insert', TG_TABLE_NAME, n.j ->> key, n.j ->> num, c.changes
      FROM (SELECT to_jsonb(r) AS j FROM audit_new r) n
     CROSS JOIN LATERAL (SELECT coalesce(jsonb_object_agg(e.key, jsonb_build_object('before', NULL, 'after', e.value)), '{}'::jsonb) AS changes
                           FROM jsonb_each(n.j - skip) e WHERE jsonb_typeof(e.value) <> 'null') c;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO audit_log (actor_id, actor_name, action, operation, entity, entity_id, entity_number, changes)
    SELECT (actor ->> 'id')::uuid, actor ->> 'name', actor ->> 'action', 'delete', TG_TABLE_NAME, o.j ->> key, o.j ->> num, c.changes
      FROM (SELECT to_jsonb(r) AS j FROM audit_old r) o
     CROSS JOIN LATERAL (SELECT coalesce(jsonb_object_agg(e.key, jsonb_build_object('before', e.value, 'after', NULL)), '{}'::jsonb) AS changes
                           FROM jsonb_each(o.j - skip) e WHERE jsonb_typeof(e.value) <> 'null') c;
  ELSE
    INSERT INTO audit_log (actor_id, actor_name, action, operation, entity, entity_id, entity_number, changes)
    SELECT (actor ->> 'id')::uuid, actor ->> 'name', actor ->> 'action', 'update', TG_TABLE_NAME, c.id, c.number, c.changes
      FROM (SELECT n.j ->> key AS id, n.j ->> num AS number, audit_diff(o.j, n.j, skip) AS changes
              FROM (SELECT to_jsonb(r) AS j FROM audit_old r) o
              JOIN (SELECT to_jsonb(r) AS j FROM audit_new r) n ON n.j -> key = o.j -> key) c
     WHERE c.changes <> '{}'::jsonb;
  END IF;
  RETURN NULL;
END;
$$;

-- The three triggers of one audited table (transition tables take one event each).
CREATE FUNCTION audit_table(tbl text, key text, num text, secrets text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  args text := format('%L, %L, %L', key, num, secrets);
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS audit_new FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(%s)',
                 tbl || '_audit_insert', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS audit_old NEW TABLE AS audit_new FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(%s)',
                 tbl || '_audit_update', tbl, args);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS audit_old FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(%s)',
                 tbl || '_audit_delete', tbl, args);
END;
$$;

-- What staff change: people and their books, packages, pickups, drop-offs, invoices, the settings
-- pages, SMS rates and report templates. Not logged: the status histories (records of changes
-- themselves), the outbox, the SMS log, photos' bytes, throttles.
SELECT audit_table('users', 'id', 'fcs_id',
                   'email_verification_code,email_verification_expiry,email_code_sent_at,email_attempts_since,email_verification_attempts');
SELECT audit_table('delivery_addresses', 'id', '', '');
SELECT audit_table('packages', 'id', 'tracking_id', '');
SELECT audit_table('pickups', 'id', 'pickup_number', '');
SELECT audit_table('dropoffs', 'id', 'dropoff_number', '');
SELECT audit_table('invoices', 'id', 'invoice_number', '');
SELECT audit_table('invoice_lines', 'id', '', '');
SELECT audit_table('zones', 'id', 'name', '');
SELECT audit_table('pickup_dates', 'id', 'id', '');
SELECT audit_table('pickup_date_zones', 'pickup_date_id', 'pickup_date_id', '');
SELECT audit_table('email_formats', 'id', 'id', '');
SELECT audit_table('settings', 'id', '', '');
SELECT audit_table('sms_rates', 'id', 'country_code', '');
SELECT audit_table('report_templates', 'id', 'name', '');
