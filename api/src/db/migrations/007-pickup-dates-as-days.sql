-- A pickup date is an office day, not a moment (spec 2 §3: pickup dates are yyyymmdd ids): it is
-- stored and answered as yyyymmdd, the day it was in Eastern Time, so that it reads the same in every
-- time zone and sorts and compares as text.
DROP VIEW pickup_rows;
ALTER TABLE pickups
  ALTER COLUMN pickup_date TYPE text USING to_char(pickup_date AT TIME ZONE 'America/New_York', 'YYYYMMDD');
ALTER TABLE pickups ADD CONSTRAINT pickups_pickup_date_day CHECK (pickup_date ~ '^[0-9]{8}$');

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
