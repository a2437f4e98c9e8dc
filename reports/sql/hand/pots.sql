-- pots: one hand's pots with their eligible players.
SELECT pot_no, kind, CAST(amount * 100 AS BIGINT), CAST(amount_before_rake * 100 AS BIGINT),
       array_to_string(eligible, chr(31)), low_qualified
FROM pots
WHERE hand_key = $hand_key
ORDER BY pot_no;
