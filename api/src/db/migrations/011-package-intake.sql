-- issue 11 · packages: who made each status change of a package (the desk that received it, the
-- staff member who moved it).
ALTER TABLE package_status_history ADD COLUMN changed_by uuid REFERENCES users (id);
