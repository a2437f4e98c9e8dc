-- r_audit: every finding the replay engine stored, one row per finding with
-- the money involved. r_audit_sql: the conservation checks recomputed here
-- in SQL from the stored money columns alone (source 'sql'), an
-- independent check of the replay's own pot.* and rake.* findings; it reads
-- every player-hand, so only `report audit --recheck` runs it.
-- Definitions: docs/definitions.md#audit
CREATE OR REPLACE TEMP VIEW r_audit AS
SELECT f.hand_key, 'replay' AS source, f.code, f.severity, f.street, f.line,
       f.player, f.expected, f.actual,
       abs(coalesce(f.actual, 0) - coalesce(f.expected, 0)) AS money, f.message
FROM r_findings f;

CREATE OR REPLACE TEMP VIEW r_audit_sql AS
SELECT h.hand_key, 'sql' AS source, 'pot.not_conserved' AS code, 'error' AS severity, NULL AS street, h.line, NULL AS player,
       h.total_pot - h.rake - h.jackpot AS expected, m.collected AS actual, abs(m.collected - (h.total_pot - h.rake - h.jackpot)) AS money,
       'players collected ' || m.collected || ' but total pot ' || h.total_pot || ' minus rake ' || h.rake ||
       CASE WHEN h.jackpot <> 0 THEN ' and jackpot fee ' || h.jackpot ELSE '' END || ' is ' || (h.total_pot - h.rake - h.jackpot) AS message
FROM r_hands h JOIN r_hand_money m USING (hand_key)
WHERE m.collected <> h.total_pot - h.rake - h.jackpot
UNION ALL
SELECT h.hand_key, 'sql', 'pot.total_mismatch', 'error', NULL, h.line, NULL,
       m.put_in, h.total_pot, abs(h.total_pot - m.put_in),
       'stated total pot ' || h.total_pot || ' but players put in ' || m.put_in
FROM r_hands h JOIN r_hand_money m USING (hand_key)
WHERE m.put_in <> h.total_pot
UNION ALL
SELECT h.hand_key, 'sql', 'rake.excessive', 'error', NULL, h.line, NULL,
       NULL, h.rake, h.rake,
       'rake ' || h.rake || ' is negative or above the total pot ' || h.total_pot
FROM r_hands h
WHERE h.rake < 0 OR h.rake > h.total_pot;
