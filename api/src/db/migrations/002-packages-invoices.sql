-- Packages with their status history, and invoices (spec 1 §3).
CREATE TABLE packages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tracking_id text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'processed', 'packed', 'delivered')),
  remark text,
  -- Paths under the file store (packages/<id>/<n>.jpg) or absolute URLs; the api answers absolute URLs.
  photo_urls jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(photo_urls) = 'array'),
  user_id uuid REFERENCES users (id),
  sender_id uuid REFERENCES users (id),
  -- Derived, never written by the api: the date of the history entry whose status is received,
  -- kept by the trigger below so that lists can filter and sort on an index.
  received_date timestamptz,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now(),
  is_deleted boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX packages_user_received_idx ON packages (user_id, received_date DESC);
CREATE INDEX packages_sender_received_idx ON packages (sender_id, received_date DESC);
CREATE INDEX packages_received_date_idx ON packages (received_date DESC);
CREATE INDEX packages_updated_date_idx ON packages (updated_date DESC);
CREATE INDEX packages_status_idx ON packages (status);
CREATE INDEX packages_tracking_id_trgm ON packages USING gin (tracking_id gin_trgm_ops);

-- The one source of truth of a package's statuses (all_status) and of its received date.
CREATE TABLE package_status_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  package_id uuid NOT NULL REFERENCES packages (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('received', 'processed', 'packed', 'delivered')),
  date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX package_status_history_package_idx ON package_status_history (package_id, date);

CREATE FUNCTION package_received_date_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid uuid;
BEGIN
  pid := CASE WHEN TG_OP = 'DELETE' THEN OLD.package_id ELSE NEW.package_id END;
  UPDATE packages
     SET received_date = (SELECT min(h.date) FROM package_status_history h WHERE h.package_id = pid AND h.status = 'received')
   WHERE id = pid;
  IF TG_OP = 'UPDATE' AND OLD.package_id <> NEW.package_id THEN
    UPDATE packages
       SET received_date = (SELECT min(h.date) FROM package_status_history h WHERE h.package_id = OLD.package_id AND h.status = 'received')
     WHERE id = OLD.package_id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER package_status_history_received_date
  AFTER INSERT OR UPDATE OR DELETE ON package_status_history
  FOR EACH ROW EXECUTE FUNCTION package_received_date_sync();

-- What every package read answers: the row with its consignee and sender and its history.
CREATE VIEW package_rows AS
SELECT p.id,
       p.tracking_id,
       p.status,
       p.remark,
       p.received_date,
       p.updated_date,
       p.photo_urls,
       p.user_id,
       p.sender_id,
       u.fcs_id,
       s.fcs_id AS sender_fcs_id,
       u.user_name,
       u.phone_number,
       s.user_name AS sender_name,
       s.phone_number AS sender_phone_number,
       p.is_deleted,
       COALESCE((SELECT jsonb_agg(jsonb_build_object('status', h.status, 'date', h.date) ORDER BY h.date, h.id)
                   FROM package_status_history h WHERE h.package_id = p.id), '[]'::jsonb) AS all_status
  FROM packages p
  LEFT JOIN users u ON u.id = p.user_id
  LEFT JOIN users s ON s.id = p.sender_id;

CREATE SEQUENCE invoice_number_seq;

CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  invoice_number text NOT NULL UNIQUE DEFAULT ('INV' || lpad(nextval('invoice_number_seq')::text, 6, '0')),
  invoice_date timestamptz NOT NULL DEFAULT now(),
  -- The sum of the lines, written with them in one transaction.
  amount numeric(12, 2) NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'unpaid' CHECK (status IN ('draft', 'unpaid', 'paid', 'canceled')),
  user_id uuid NOT NULL REFERENCES users (id),
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now()
);
ALTER SEQUENCE invoice_number_seq OWNED BY invoices.invoice_number;
CREATE INDEX invoices_user_date_idx ON invoices (user_id, invoice_date DESC);
CREATE INDEX invoices_invoice_date_idx ON invoices (invoice_date DESC);
CREATE INDEX invoices_status_idx ON invoices (status);
CREATE INDEX invoices_number_trgm ON invoices USING gin (invoice_number gin_trgm_ops);

CREATE TABLE invoice_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  line_no integer NOT NULL,
  description text NOT NULL,
  quantity numeric(12, 3) NOT NULL DEFAULT 1,
  unit_price numeric(12, 2) NOT NULL DEFAULT 0,
  amount numeric(12, 2) NOT NULL DEFAULT 0,
  package_id uuid REFERENCES packages (id),
  UNIQUE (invoice_id, line_no)
);
