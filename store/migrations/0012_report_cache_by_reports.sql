-- 0011_report_cache_by_reports.sql: the report cache belongs to the reports
-- package (reports/cache.go), which makes its tables from the reports' own
-- columns and keys them by the schema version, a hash of the report's SQL
-- and views, and the data stamp. The tables of 0008_report_cache.sql and
-- 0009_report_stats_cache.sql, keyed by the data alone, are dropped; the
-- next import (at CacheMinHands hands) or `stud8 report prepare` makes the
-- new ones.
DROP TABLE report_cache;
DROP TABLE report_sessions;
DROP TABLE report_stats;
DROP TABLE report_stats_by_door;
