-- Going live (issue 32): what every database has from its first start, demo or not.
--
-- The five e-mail/SMS formats exist as rows (empty, both switches off) so that the settings pages
-- write them in a database the demo seed never filled; the first-run list says when they are written.
INSERT INTO email_formats (id) VALUES ('confirm_pickup'), ('cancel_pickup'), ('complete_pickup'), ('reschedule_pickup'), ('complete_dropoff')
ON CONFLICT (id) DO NOTHING;

-- The super-admin's "Audit log" template (api/src/db/seed/demo-templates.ts AUDIT_LOG_TEMPLATE, the same fields).
INSERT INTO report_templates (name, object, fields)
SELECT 'Audit log', 'audit_log', '[{"field_name":"at","display_name":"When","field_type":"date","show":true,"display_format":"","allow_filter":true,"allow_sort":true,"default_sort":"desc","filter_compare":">=","dropdown_display_field":"","order":0},{"field_name":"actor_name","display_name":"Who","field_type":"string","show":true,"display_format":"","allow_filter":true,"allow_sort":false,"default_sort":"no_sort","filter_compare":"=","dropdown_display_field":"","order":1},{"field_name":"action","display_name":"Action","field_type":"string","show":true,"display_format":"","allow_filter":true,"allow_sort":false,"default_sort":"no_sort","filter_compare":"=","dropdown_display_field":"","order":2},{"field_name":"entity","display_name":"Record","field_type":"string","show":true,"display_format":"","allow_filter":true,"allow_sort":false,"default_sort":"no_sort","filter_compare":"=","dropdown_display_field":"entity","order":3},{"field_name":"entity_number","display_name":"Number","field_type":"string","show":true,"display_format":"","allow_filter":true,"allow_sort":false,"default_sort":"no_sort","filter_compare":"=","dropdown_display_field":"","order":4},{"field_name":"operation","display_name":"Change","field_type":"string","show":true,"display_format":"","allow_filter":true,"allow_sort":false,"default_sort":"no_sort","filter_compare":"=","dropdown_display_field":"operation","order":5},{"field_name":"changes","display_name":"Before → after","field_type":"object","show":true,"display_format":"changes","allow_filter":false,"allow_sort":false,"default_sort":"no_sort","filter_compare":"=","dropdown_display_field":"","order":6},{"field_name":"entity_id","display_name":"Record id","field_type":"string","show":false,"display_format":"","allow_filter":true,"allow_sort":false,"default_sort":"no_sort","filter_compare":"=","dropdown_display_field":"","order":7},{"field_name":"actor_id","display_name":"Staff id","field_type":"string","show":false,"display_format":"","allow_filter":true,"allow_sort":false,"default_sort":"no_sort","filter_compare":"=","dropdown_display_field":"","order":8}]'::jsonb
 WHERE NOT EXISTS (SELECT 1 FROM report_templates WHERE object = 'audit_log' AND delete_time = 0);

-- A package's received date follows its history once per statement, not once per history row: a
-- bulk move or an import of 100,000 packages updates each package once, and only when the date
-- really changes (a package received now, written with its date, is not written again).
DROP TRIGGER package_status_history_received_date ON package_status_history;
DROP FUNCTION package_received_date_sync();
CREATE FUNCTION package_received_dates_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE packages p SET received_date = x.received
      FROM (SELECT t.package_id,
                   (SELECT min(h.date) FROM package_status_history h WHERE h.package_id = t.package_id AND h.status = 'received') AS received
              FROM (SELECT package_id FROM history_changed UNION SELECT package_id FROM history_before) t) x
     WHERE p.id = x.package_id AND p.received_date IS DISTINCT FROM x.received;
  ELSE
    UPDATE packages p SET received_date = x.received
      FROM (SELECT t.package_id,
                   (SELECT min(h.date) FROM package_status_history h WHERE h.package_id = t.package_id AND h.status = 'received') AS received
              FROM (SELECT DISTINCT package_id FROM history_changed) t) x
     WHERE p.id = x.package_id AND p.received_date IS DISTINCT FROM x.received;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER package_status_history_received_insert AFTER INSERT ON package_status_history
  REFERENCING NEW TABLE AS history_changed FOR EACH STATEMENT EXECUTE FUNCTION package_received_dates_sync();
CREATE TRIGGER package_status_history_received_update AFTER UPDATE ON package_status_history
  REFERENCING OLD TABLE AS history_before NEW TABLE AS history_changed FOR EACH STATEMENT EXECUTE FUNCTION package_received_dates_sync();
CREATE TRIGGER package_status_history_received_delete AFTER DELETE ON package_status_history
  REFERENCING OLD TABLE AS history_changed FOR EACH STATEMENT EXECUTE FUNCTION package_received_dates_sync();
