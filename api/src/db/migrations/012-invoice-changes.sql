-- Invoices created and changed by staff (issue 11): a version for stale changes (409), who created
-- and last changed each, and every status change in a history with who made it and when.
ALTER TABLE invoices ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE invoices ADD COLUMN created_by uuid REFERENCES users (id);
ALTER TABLE invoices ADD COLUMN updated_by uuid REFERENCES users (id);

CREATE TABLE invoice_status_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('draft', 'unpaid', 'paid', 'canceled')),
  changed_by uuid REFERENCES users (id),
  date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoice_status_history_invoice_idx ON invoice_status_history (invoice_id, date);

-- Which packages are on an invoice already (the create form offers the others).
CREATE INDEX invoice_lines_package_idx ON invoice_lines (package_id) WHERE package_id IS NOT NULL;

-- The lists' view gains the version (columns can only be added at the end).
CREATE OR REPLACE VIEW invoice_rows AS
SELECT i.id,
       i.invoice_number,
       i.invoice_date,
       i.amount,
       i.status,
       i.user_id,
       u.fcs_id,
       u.user_name,
       i.created_date,
       i.updated_date,
       i.version
  FROM invoices i
  JOIN users u ON u.id = i.user_id;
