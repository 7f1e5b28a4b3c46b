-- Lists that cost the same on page 1 and page 100,000 (issue 9). Every list orders by one column,
-- then by id in the same direction: descending puts blanks last, ascending first, so that one index
-- (column DESC NULLS LAST, id DESC) serves both directions, read forwards or backwards, and paging
-- after the last row seen is a range of that index. The old single-column indexes go: each is a
-- prefix of a new one or matched no list's order. The packages indexes are whole (not partial) and
-- carry is_deleted, so that a jump to a far page counts the skipped rows in the index alone (an
-- index-only scan, which PostgreSQL does not do on a partial index over a column it lacks).
DROP INDEX packages_user_received_idx;
DROP INDEX packages_sender_received_idx;
DROP INDEX packages_received_date_idx;
DROP INDEX packages_updated_date_idx;
DROP INDEX packages_status_idx;
CREATE INDEX packages_list_received_idx ON packages (received_date DESC NULLS LAST, id DESC) INCLUDE (is_deleted);
CREATE INDEX packages_list_updated_idx ON packages (updated_date DESC NULLS LAST, id DESC) INCLUDE (is_deleted);
CREATE INDEX packages_list_tracking_idx ON packages (tracking_id DESC NULLS LAST, id DESC) INCLUDE (is_deleted);
CREATE INDEX packages_list_status_idx ON packages (status DESC NULLS LAST, id DESC) INCLUDE (is_deleted);
CREATE INDEX packages_status_received_idx ON packages (status, received_date DESC NULLS LAST, id DESC) INCLUDE (is_deleted);
CREATE INDEX packages_user_received_idx ON packages (user_id, received_date DESC NULLS LAST, id DESC) INCLUDE (is_deleted);
CREATE INDEX packages_user_updated_idx ON packages (user_id, updated_date DESC NULLS LAST, id DESC) INCLUDE (is_deleted);
CREATE INDEX packages_sender_received_idx ON packages (sender_id, received_date DESC NULLS LAST, id DESC) INCLUDE (is_deleted);
CREATE INDEX packages_sender_updated_idx ON packages (sender_id, updated_date DESC NULLS LAST, id DESC) INCLUDE (is_deleted);

DROP INDEX invoices_user_date_idx;
DROP INDEX invoices_invoice_date_idx;
DROP INDEX invoices_status_idx;
CREATE INDEX invoices_list_date_idx ON invoices (invoice_date DESC NULLS LAST, id DESC);
CREATE INDEX invoices_list_number_idx ON invoices (invoice_number DESC NULLS LAST, id DESC);
CREATE INDEX invoices_list_amount_idx ON invoices (amount DESC NULLS LAST, id DESC);
CREATE INDEX invoices_status_date_idx ON invoices (status, invoice_date DESC NULLS LAST, id DESC);
CREATE INDEX invoices_user_date_idx ON invoices (user_id, invoice_date DESC NULLS LAST, id DESC);

DROP INDEX pickups_customer_idx;
DROP INDEX pickups_status_idx;
DROP INDEX pickups_pickup_date_idx;
DROP INDEX pickups_updated_date_idx;
CREATE INDEX pickups_list_updated_idx ON pickups (updated_date DESC NULLS LAST, id DESC);
CREATE INDEX pickups_list_date_idx ON pickups (pickup_date DESC NULLS LAST, id DESC);
CREATE INDEX pickups_list_number_idx ON pickups (pickup_number DESC NULLS LAST, id DESC);
CREATE INDEX pickups_status_updated_idx ON pickups (status, updated_date DESC NULLS LAST, id DESC);
CREATE INDEX pickups_customer_updated_idx ON pickups (customer_id, updated_date DESC NULLS LAST, id DESC);

DROP INDEX dropoffs_customer_idx;
DROP INDEX dropoffs_status_idx;
DROP INDEX dropoffs_created_date_idx;
DROP INDEX dropoffs_updated_date_idx;
CREATE INDEX dropoffs_list_updated_idx ON dropoffs (updated_date DESC NULLS LAST, id DESC);
CREATE INDEX dropoffs_list_created_idx ON dropoffs (created_date DESC NULLS LAST, id DESC);
CREATE INDEX dropoffs_list_number_idx ON dropoffs (dropoff_number DESC NULLS LAST, id DESC);
CREATE INDEX dropoffs_status_updated_idx ON dropoffs (status, updated_date DESC NULLS LAST, id DESC);
CREATE INDEX dropoffs_customer_updated_idx ON dropoffs (customer_id, updated_date DESC NULLS LAST, id DESC);
