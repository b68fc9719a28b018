-- 202612021001-compare-paging.sql: an index for the paged comparison (server/compare.c)
--
-- /compare pages a workload's posts (10 a page) and a chart builds only the
-- groups up to its own: both first list the distinct posts of a workload and
-- metric.  With message and report in the index that list is an index-only
-- scan, and a page's series are found by (workload, metric, message) instead
-- of reading every series of the workload.
CREATE INDEX series_workload_post ON series (workload, metric, message, report);
