-- The prepared table's version and coverage against the hands stored now.
SELECT p.version, p.hands, (SELECT count(*) FROM hands) AS hands_now
FROM report_prepared p;
