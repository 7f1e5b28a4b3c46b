-- The report select searches the active templates by a part of their name (issue 23.10): a trigram
-- index answers name ILIKE '%…%' without reading every template.
CREATE INDEX report_templates_name_trgm ON report_templates USING gin (name gin_trgm_ops) WHERE delete_time = 0;
