-- The back office's customer list (issue 11 · customers): customers only (not employees), ordered
-- by one column then id in the same direction, as the other lists (009). One partial index per sort
-- order serves both directions; the FCS ID's unique index and the trigram indexes of 001 serve the
-- FCS ID order and the search. The Packages column is counted per row of the page through
-- packages_user_received_idx.
CREATE INDEX users_customers_updated_idx ON users (updated_date DESC NULLS LAST, id DESC) WHERE NOT is_employee;
CREATE INDEX users_customers_name_idx ON users (user_name DESC NULLS LAST, id DESC) WHERE NOT is_employee;
CREATE INDEX users_customers_phone_idx ON users (phone_number DESC NULLS LAST, id DESC) WHERE NOT is_employee;
CREATE INDEX users_customers_email_idx ON users (email DESC NULLS LAST, id DESC) WHERE NOT is_employee;
CREATE INDEX users_customers_status_idx ON users (status DESC NULLS LAST, id DESC) WHERE NOT is_employee;
CREATE INDEX users_customers_fcs_idx ON users (fcs_id DESC, id DESC) WHERE NOT is_employee;
