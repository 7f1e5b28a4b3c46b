-- The report service over every object (issue 13): users is a report object of its own (all users,
-- staff too, so the customers list's partial indexes of 010 do not serve it), and each order a demo
-- template allows has an index read the same way as the other lists' (009): one column, then id in
-- the same direction, blanks last when descending, so that a first page and a page after a cursor
-- are a range of one index. E-mail joins the users' trigram indexes for the search.
CREATE INDEX users_list_updated_idx ON users (updated_date DESC NULLS LAST, id DESC);
CREATE INDEX users_list_name_idx ON users (user_name DESC NULLS LAST, id DESC);
CREATE INDEX users_list_fcs_idx ON users (fcs_id DESC NULLS LAST, id DESC);
CREATE INDEX users_list_status_idx ON users (status DESC NULLS LAST, id DESC);
CREATE INDEX users_status_updated_idx ON users (status, updated_date DESC NULLS LAST, id DESC);
CREATE INDEX users_email_trgm ON users USING gin (email gin_trgm_ops);

CREATE INDEX pickups_list_status_idx ON pickups (status DESC NULLS LAST, id DESC);
CREATE INDEX invoices_list_status_idx ON invoices (status DESC NULLS LAST, id DESC);
CREATE INDEX dropoffs_list_status_idx ON dropoffs (status DESC NULLS LAST, id DESC);
-- A drop-off report's "received by" dropdown (its distinct staff).
CREATE INDEX dropoffs_staff_name_idx ON dropoffs (receiving_staff_id, receiving_staff_name);
