-- A drop-off keeps its customer's FCS ID and its receiving staff member's name as they were when
-- written (spec 3 §3 lists them on the drop-off), like customer_name and customer_phone_number.
ALTER TABLE dropoffs ADD COLUMN customer_fcs_id text;
ALTER TABLE dropoffs ADD COLUMN receiving_staff_name text;
UPDATE dropoffs d SET customer_fcs_id = u.fcs_id FROM users u WHERE u.id = d.customer_id;
UPDATE dropoffs d SET receiving_staff_name = u.user_name FROM users u WHERE u.id = d.receiving_staff_id;
-- The staff search (GET /api/fts/dropoffs) matches the number, the customer name and the FCS ID.
CREATE INDEX dropoffs_customer_fcs_id_trgm ON dropoffs USING gin (customer_fcs_id gin_trgm_ops);
