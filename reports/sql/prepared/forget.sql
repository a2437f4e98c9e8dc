-- Forgets the previous record before a new one is written.
DELETE FROM report_prepared;
