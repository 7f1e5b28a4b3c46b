-- What every pickup read answers: the row with its zone, customer and pickup staff member (spec 2 §3).
CREATE VIEW pickup_rows AS
SELECT p.id,
       p.pickup_number,
       p.status,
       p.zone_id,
       z.name AS zone_name,
       p.pickup_date,
       p.pickup_time_from,
       p.pickup_time_to,
       p.customer_id,
       c.fcs_id AS customer_fcs_id,
       c.user_name AS customer_name,
       c.phone_number AS customer_phone_number,
       p.pickup_staff_id,
       s.user_name AS pickup_staff_name,
       p.address_id,
       p.pickup_address,
       p.customer_remark,
       p.remark,
       p.confirm_remark,
       p.reschedule_remark,
       p.photo_urls,
       p.version,
       p.created_date,
       p.updated_date
  FROM pickups p
  LEFT JOIN zones z ON z.id = p.zone_id
  LEFT JOIN users c ON c.id = p.customer_id
  LEFT JOIN users s ON s.id = p.pickup_staff_id;

-- Invoices with their customer, for the lists (spec 1 §2.7).
CREATE VIEW invoice_rows AS
SELECT i.id,
       i.invoice_number,
       i.invoice_date,
       i.amount,
       i.status,
       i.user_id,
       u.fcs_id,
       u.user_name,
       i.created_date,
       i.updated_date
  FROM invoices i
  JOIN users u ON u.id = i.user_id;

-- E-mail change (spec 2 §4): the new address waits here until its code is confirmed, so that the
-- verified address in use is never replaced by one nobody has proved; wrong codes are counted.
ALTER TABLE users ADD COLUMN pending_email text;
ALTER TABLE users ADD COLUMN email_verification_attempts integer NOT NULL DEFAULT 0;
