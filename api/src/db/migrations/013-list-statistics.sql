-- A far page of a whole-table list is placed by the planner's statistics (issue 9, far-page.ts):
-- a histogram of 1,000 buckets instead of 100 leaves at most about 0.1% of the table to skip after
-- the bucket's bound (1,000 rows of a million), so a jump to page 90,001 reads about 1,000 index
-- entries. Only the packages' list orders (and id, which places a page within one status) need it.
ALTER TABLE packages ALTER COLUMN received_date SET STATISTICS 1000;
ALTER TABLE packages ALTER COLUMN updated_date SET STATISTICS 1000;
ALTER TABLE packages ALTER COLUMN tracking_id SET STATISTICS 1000;
ALTER TABLE packages ALTER COLUMN id SET STATISTICS 1000;
ANALYZE packages;
