-- Collect in the field: a driver's Not collected, kept as an attempt of the pickup (decision 0019),
-- and the driver's queued actions answered once however often they are sent.

-- A pickup's attempts that failed: who, when (the time the driver pressed the button), why, photos.
-- action_id is the phone's own id of the action: the same action sent again finds its attempt.
CREATE TABLE pickup_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pickup_id uuid NOT NULL REFERENCES pickups (id) ON DELETE CASCADE,
  staff_id uuid REFERENCES users (id),
  reason text NOT NULL CHECK (reason IN ('nobody_home', 'refused', 'not_ready', 'address_not_found', 'other')),
  remark text,
  photo_urls jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(photo_urls) = 'array'),
  attempted_at timestamptz NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  action_id text UNIQUE
);
CREATE INDEX pickup_attempts_pickup_idx ON pickup_attempts (pickup_id, attempted_at DESC);

-- The attempt the pickup waits to be rescheduled after: set by Not collected, cleared by the next
-- status change (reschedule, complete, cancel). The driver's lists leave such a pickup out; the
-- office's /pickups filters on it.
ALTER TABLE pickups ADD COLUMN failed_attempt_id uuid REFERENCES pickup_attempts (id) ON DELETE SET NULL;
-- The completion's own time (the driver's button press) and the phone's id of the completion.
ALTER TABLE pickups ADD COLUMN completed_at timestamptz;
ALTER TABLE pickups ADD COLUMN completion_action_id text UNIQUE;
CREATE INDEX pickups_failed_attempt_idx ON pickups (failed_attempt_id) WHERE failed_attempt_id IS NOT NULL;

CREATE OR REPLACE VIEW pickup_rows AS
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
       p.updated_date,
       a.attempted_at AS failed_attempt_at,
       a.reason AS failed_attempt_reason,
       a.remark AS failed_attempt_remark,
       p.completed_at
  FROM pickups p
  LEFT JOIN zones z ON z.id = p.zone_id
  LEFT JOIN users c ON c.id = p.customer_id
  LEFT JOIN users s ON s.id = p.pickup_staff_id
  LEFT JOIN pickup_attempts a ON a.id = p.failed_attempt_id;

INSERT INTO email_formats (id) VALUES ('failed_pickup') ON CONFLICT (id) DO NOTHING;

-- Each attempt is a staff write on record, as the pickup's own changes are (migration 021).
SELECT audit_table('pickup_attempts', 'id', '', '');
