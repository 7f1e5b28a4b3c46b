-- The report service over every object (issue 13): users is a report object of its own (all users,
-- staff too, so the customers list's partial indexes of 010 do not serve it), and each order a demo
-- template allows has an index read the same way as the other lists' (009): one column, then id in
-- the same direction, blanks last when descending, so that a first page and a page after a cursor
-- are a range of one index.
CREATE INDEX users_list_updated_idx ON users (updated_date DESC NULLS LAST, id DESC);
CREATE INDEX users_list_name_idx ON users (user_name DESC NULLS LAST, id DESC);
CREATE INDEX users_list_fcs_idx ON users (fcs_id DESC NULLS LAST, id DESC);
CREATE INDEX users_list_status_idx ON users (status DESC NULLS LAST, id DESC);
CREATE INDEX users_status_updated_idx ON users (status, updated_date DESC NULLS LAST, id DESC);

CREATE INDEX pickups_list_status_idx ON pickups (status DESC NULLS LAST, id DESC);
CREATE INDEX invoices_list_status_idx ON invoices (status DESC NULLS LAST, id DESC);
CREATE INDEX dropoffs_list_status_idx ON dropoffs (status DESC NULLS LAST, id DESC);
-- A drop-off report's "received by" dropdown (its distinct staff).
CREATE INDEX dropoffs_staff_name_idx ON dropoffs (receiving_staff_id, receiving_staff_name);

-- The report service's search (GET /api/fts, /api/fts_filter): a number matches from its start,
-- case-insensitively, on a btree of upper(number) (a trigram index reads most of a million
-- sequential numbers' posting lists, whose trigrams are all alike); names stay on their trigram indexes.
CREATE INDEX packages_tracking_prefix_idx ON packages (upper(tracking_id) text_pattern_ops);
CREATE INDEX pickups_number_prefix_idx ON pickups (upper(pickup_number) text_pattern_ops);
CREATE INDEX invoices_number_prefix_idx ON invoices (upper(invoice_number) text_pattern_ops);
CREATE INDEX dropoffs_number_prefix_idx ON dropoffs (upper(dropoff_number) text_pattern_ops);
CREATE INDEX dropoffs_fcs_prefix_idx ON dropoffs (upper(customer_fcs_id) text_pattern_ops);
CREATE INDEX users_fcs_prefix_idx ON users (upper(fcs_id) text_pattern_ops);
