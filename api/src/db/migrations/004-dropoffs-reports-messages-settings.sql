-- Drop-offs, report templates, e-mail/SMS formats, the notification outbox, SMS, settings (spec 2 and 3).
CREATE SEQUENCE dropoff_number_seq;

CREATE TABLE dropoffs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  dropoff_number text NOT NULL UNIQUE DEFAULT ('DO' || lpad(nextval('dropoff_number_seq')::text, 6, '0')),
  status text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'completed', 'canceled')),
  customer_id uuid REFERENCES users (id),
  -- As given at the counter (a new customer may have no users row yet).
  customer_name text NOT NULL,
  customer_phone_number text,
  receiving_staff_id uuid REFERENCES users (id),
  customer_remark text,
  remark text,
  photo_urls jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(photo_urls) = 'array'),
  version integer NOT NULL DEFAULT 1,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now()
);
ALTER SEQUENCE dropoff_number_seq OWNED BY dropoffs.dropoff_number;
CREATE INDEX dropoffs_customer_idx ON dropoffs (customer_id, updated_date DESC);
CREATE INDEX dropoffs_staff_idx ON dropoffs (receiving_staff_id);
CREATE INDEX dropoffs_status_idx ON dropoffs (status, updated_date DESC);
CREATE INDEX dropoffs_created_date_idx ON dropoffs (created_date DESC);
CREATE INDEX dropoffs_updated_date_idx ON dropoffs (updated_date DESC);
CREATE INDEX dropoffs_number_trgm ON dropoffs USING gin (dropoff_number gin_trgm_ops);
CREATE INDEX dropoffs_customer_name_trgm ON dropoffs USING gin (customer_name gin_trgm_ops);

CREATE TABLE report_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  object text NOT NULL,
  fields jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(fields) = 'array'),
  delete_time bigint NOT NULL DEFAULT 0,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_templates_active_idx ON report_templates (name) WHERE delete_time = 0;

-- One row per message kind: confirm_pickup, cancel_pickup, complete_pickup, reschedule_pickup, complete_dropoff.
CREATE TABLE email_formats (
  id text PRIMARY KEY,
  subject text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '',
  sms text NOT NULL DEFAULT '',
  enable_send_email boolean NOT NULL DEFAULT false,
  enable_send_sms boolean NOT NULL DEFAULT false,
  variables text[] NOT NULL DEFAULT '{}',
  updated_date timestamptz NOT NULL DEFAULT now()
);

-- Rendered messages, written in the transaction of the change that caused them; a worker sends them.
CREATE TABLE notification_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  error text,
  format_id text REFERENCES email_formats (id),
  related_id uuid,
  created timestamptz NOT NULL DEFAULT now(),
  sent_date timestamptz
);
CREATE INDEX notification_outbox_pending_idx ON notification_outbox (created) WHERE status = 'pending';

CREATE TABLE sms_rates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  country text NOT NULL,
  country_code text NOT NULL,
  rate numeric(10, 4) NOT NULL CHECK (rate <> 0),
  delete_time bigint NOT NULL DEFAULT 0,
  created_date timestamptz NOT NULL DEFAULT now(),
  updated_date timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX sms_rates_active_code_idx ON sms_rates (country_code) WHERE delete_time = 0;

CREATE TABLE sms_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  date timestamptz NOT NULL DEFAULT now(),
  from_number text NOT NULL,
  to_number text NOT NULL,
  message text NOT NULL,
  country_code text,
  amount numeric(10, 4) NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'sent',
  outbox_id bigint REFERENCES notification_outbox (id)
);
CREATE INDEX sms_messages_date_idx ON sms_messages (date DESC);

-- SMS usage by month in Eastern Time; id is YYYYM (year, then the month number without padding).
CREATE VIEW sms_months AS
SELECT to_char(date AT TIME ZONE 'America/New_York', 'YYYY') || extract(month FROM date AT TIME ZONE 'America/New_York')::int::text AS id,
       count(*)::int AS count,
       COALESCE(sum(amount), 0)::numeric(12, 4) AS amount,
       min(date_trunc('month', date AT TIME ZONE 'America/New_York')) AS month_start
  FROM sms_messages
 GROUP BY 1;

-- The single settings record.
CREATE TABLE settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  facebook_link text NOT NULL DEFAULT '',
  usa_address text NOT NULL DEFAULT '',
  usa_contact_number text NOT NULL DEFAULT '',
  email_address text NOT NULL DEFAULT '',
  emails text[] NOT NULL DEFAULT '{}',
  allow_phone_update boolean NOT NULL DEFAULT false,
  office_lat double precision NOT NULL DEFAULT 0,
  office_lng double precision NOT NULL DEFAULT 0,
  updated_date timestamptz NOT NULL DEFAULT now()
);
INSERT INTO settings (id) VALUES (true);
