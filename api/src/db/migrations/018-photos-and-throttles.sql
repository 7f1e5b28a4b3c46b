-- Photos in the database (issue 20): every api replica reads them, and they are backed up with the
-- records that name them. A key is written once (random names) and never changed. Photos kept on
-- a replica's disk before are moved in at start-up (files/import-disk-photos.ts).
CREATE TABLE photos (
  key text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE photos ALTER COLUMN bytes SET STORAGE EXTERNAL; -- JPEG and the like do not compress: never try

-- The throttles' counters, shared by the api replicas (plugins/throttle-store.ts): a key (route and
-- client address or user) and its count in the current window. Unlogged: after a crash of the
-- database the windows simply start again.
CREATE UNLOGGED TABLE throttle_counters (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_ends timestamptz NOT NULL
);
