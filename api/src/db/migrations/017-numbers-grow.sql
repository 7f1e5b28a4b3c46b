-- Human numbers (FCS ID, invoice, pickup and drop-off numbers) are zero-padded to their width and
-- grow past it: lpad alone cuts 'FCS' || lpad('100000', 5) to FCS10000, a duplicate of the 10,000th.
CREATE FUNCTION padded_number(n bigint, width int) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT lpad(n::text, greatest(width, length(n::text)), '0') $$;

ALTER TABLE users ALTER COLUMN fcs_id SET DEFAULT ('FCS' || padded_number(nextval('fcs_id_seq'), 5));
ALTER TABLE invoices ALTER COLUMN invoice_number SET DEFAULT ('INV' || padded_number(nextval('invoice_number_seq'), 6));
ALTER TABLE pickups ALTER COLUMN pickup_number SET DEFAULT ('PU' || padded_number(nextval('pickup_number_seq'), 6));
ALTER TABLE dropoffs ALTER COLUMN dropoff_number SET DEFAULT ('DO' || padded_number(nextval('dropoff_number_seq'), 6));
