-- "A package is on at most one open invoice" (an invoice is open until it is canceled), held by the
-- database: two staff who invoice the same package at once cannot both succeed, whatever the api
-- read before its insert. Each line carries whether its invoice is open (kept by the triggers below,
-- never by the api) so that a partial unique index can hold the rule on one table.
ALTER TABLE invoice_lines ADD COLUMN invoice_open boolean NOT NULL DEFAULT true;

UPDATE invoice_lines l SET invoice_open = false FROM invoices i WHERE i.id = l.invoice_id AND i.status = 'canceled';

-- A line takes its invoice's state when it is written.
CREATE FUNCTION invoice_line_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.invoice_open := (SELECT status <> 'canceled' FROM invoices WHERE id = NEW.invoice_id);
  RETURN NEW;
END $$;
CREATE TRIGGER invoice_lines_open BEFORE INSERT OR UPDATE OF invoice_id ON invoice_lines
  FOR EACH ROW EXECUTE FUNCTION invoice_line_open();

-- ... and follows it when the invoice's status changes (canceling frees its packages).
CREATE FUNCTION invoice_lines_follow_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoice_lines SET invoice_open = (NEW.status <> 'canceled')
   WHERE invoice_id = NEW.id AND invoice_open IS DISTINCT FROM (NEW.status <> 'canceled');
  RETURN NULL;
END $$;
CREATE TRIGGER invoices_lines_follow_status AFTER UPDATE OF status ON invoices
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION invoice_lines_follow_status();

-- A database that already bills a package twice (the race this closes) says so rather than
-- failing on the index below: cancel the later invoices of the listed packages, then start again.
DO $$
DECLARE twice text;
BEGIN
  SELECT string_agg(DISTINCT package_id::text, ', ') INTO twice FROM (
    SELECT package_id FROM invoice_lines WHERE package_id IS NOT NULL AND invoice_open
     GROUP BY package_id HAVING count(DISTINCT invoice_id) > 1 OR count(*) > 1) d;
  IF twice IS NOT NULL THEN
    RAISE EXCEPTION 'packages on more than one open invoice: %', twice
      USING HINT = 'cancel all but one of the open invoices of each package, then migrate again';
  END IF;
END $$;

CREATE UNIQUE INDEX invoice_lines_one_open_per_package ON invoice_lines (package_id)
  WHERE package_id IS NOT NULL AND invoice_open;
