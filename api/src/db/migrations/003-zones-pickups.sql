-- Pickup zones, pickup dates and pickups (spec 2 §3).
CREATE TABLE zones (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  zip_codes text[] NOT NULL DEFAULT '{}',
  -- 0 is active; otherwise the deletion time in epoch milliseconds.
  delete_time bigint NOT NULL DEFAULT 0,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX zones_active_name_idx ON zones (name) WHERE delete_time = 0;
CREATE INDEX zones_zip_codes_idx ON zones USING gin (zip_codes);

CREATE TABLE pickup_dates (
  -- The date itself as yyyymmdd.
  id text PRIMARY KEY CHECK (id ~ '^[0-9]{8}$'),
  remark text,
  delete_time bigint NOT NULL DEFAULT 0,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pickup_dates_active_idx ON pickup_dates (id) WHERE delete_time = 0;

CREATE TABLE pickup_date_zones (
  pickup_date_id text NOT NULL REFERENCES pickup_dates (id) ON DELETE CASCADE,
  zone_id uuid NOT NULL REFERENCES zones (id) ON DELETE CASCADE,
  PRIMARY KEY (pickup_date_id, zone_id)
);
CREATE INDEX pickup_date_zones_zone_idx ON pickup_date_zones (zone_id, pickup_date_id);

CREATE SEQUENCE pickup_number_seq;

CREATE TABLE pickups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pickup_number text NOT NULL UNIQUE DEFAULT ('PU' || lpad(nextval('pickup_number_seq')::text, 6, '0')),
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'confirmed', 'rescheduled', 'completed', 'canceled')),
  zone_id uuid REFERENCES zones (id),
  pickup_date timestamptz,
  pickup_time_from text CHECK (pickup_time_from ~ '^[0-2][0-9]:[0-5][0-9]$'),
  pickup_time_to text CHECK (pickup_time_to ~ '^[0-2][0-9]:[0-5][0-9]$'),
  customer_id uuid NOT NULL REFERENCES users (id),
  pickup_staff_id uuid REFERENCES users (id),
  address_id uuid REFERENCES delivery_addresses (id) ON DELETE SET NULL,
  -- The address as it was when chosen: later edits of the address book do not move a pickup.
  pickup_address jsonb,
  customer_remark text,
  remark text,
  confirm_remark text,
  reschedule_remark text,
  photo_urls jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(photo_urls) = 'array'),
  version integer NOT NULL DEFAULT 1,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now()
);
ALTER SEQUENCE pickup_number_seq OWNED BY pickups.pickup_number;
CREATE INDEX pickups_customer_idx ON pickups (customer_id, updated_date DESC);
CREATE INDEX pickups_staff_date_idx ON pickups (pickup_staff_id, pickup_date);
CREATE INDEX pickups_status_idx ON pickups (status, updated_date DESC);
CREATE INDEX pickups_pickup_date_idx ON pickups (pickup_date);
CREATE INDEX pickups_updated_date_idx ON pickups (updated_date DESC);
CREATE INDEX pickups_zone_idx ON pickups (zone_id);
CREATE INDEX pickups_number_trgm ON pickups USING gin (pickup_number gin_trgm_ops);
