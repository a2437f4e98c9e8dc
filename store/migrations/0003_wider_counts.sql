-- 0003_wider_counts.sql: counts that a hand could push past SMALLINT
-- (32,767) are INTEGER: actions.seq, findings.finding_no and action_seq,
-- hands.finding_count. Seat numbers and table sizes stay TINYINT: the
-- import rejects a hand whose table is larger than any site deals or whose
-- seat number is beyond its table (store.CheckBounds), and money that
-- DECIMAL(18,2) cannot hold. docs/reliability.md lists the bounds.
ALTER TABLE actions ALTER COLUMN seq TYPE INTEGER;
ALTER TABLE findings ALTER COLUMN finding_no TYPE INTEGER;
ALTER TABLE findings ALTER COLUMN action_seq TYPE INTEGER;
ALTER TABLE hands ALTER COLUMN finding_count TYPE INTEGER;
