-- Users (customers and staff) and their delivery addresses (spec 1 §3, spec 2 §3).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE SEQUENCE fcs_id_seq;

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The sign-in identity (Firebase uid); set when the user joins.
  auth_uid text UNIQUE,
  fcs_id text NOT NULL UNIQUE DEFAULT ('FCS' || lpad(nextval('fcs_id_seq')::text, 5, '0')),
  user_name text NOT NULL DEFAULT '',
  phone_number text UNIQUE,
  email text,
  -- 'Verified' once the code was confirmed; otherwise null or 'Pending'.
  email_verification text,
  email_verification_code text,
  email_verification_expiry timestamptz,
  status text NOT NULL DEFAULT 'invited' CHECK (status IN ('invited', 'signup', 'requested', 'joined', 'disabled')),
  is_employee boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  privileges text[] NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now()
);
-- Owned by the column so that a reset (TRUNCATE ... RESTART IDENTITY) restarts the numbering.
ALTER SEQUENCE fcs_id_seq OWNED BY users.fcs_id;
CREATE INDEX users_status_idx ON users (status);
CREATE INDEX users_updated_date_idx ON users (updated_date);
CREATE INDEX users_employee_idx ON users (user_name) WHERE is_employee;
CREATE INDEX users_user_name_trgm ON users USING gin (user_name gin_trgm_ops);
CREATE INDEX users_phone_number_trgm ON users USING gin (phone_number gin_trgm_ops);
CREATE INDEX users_fcs_id_trgm ON users USING gin (fcs_id gin_trgm_ops);

CREATE TABLE delivery_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  full_name text NOT NULL,
  phone_number text NOT NULL,
  country text NOT NULL,
  address_line1 text NOT NULL,
  address_line2 text NOT NULL DEFAULT '',
  city text NOT NULL,
  state text NOT NULL,
  zip_code text NOT NULL,
  lat double precision,
  lng double precision,
  is_default boolean NOT NULL DEFAULT false,
  created_date timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX delivery_addresses_user_idx ON delivery_addresses (user_id, update_time DESC);
-- At most one default address per user; making another the default clears the old one in the same transaction.
CREATE UNIQUE INDEX delivery_addresses_one_default ON delivery_addresses (user_id) WHERE is_default;
