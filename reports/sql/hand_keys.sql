-- hand-keys: the hands the filters select (what every report counts: a
-- hand inside r_keep with at least one dealt-in player r_who keeps), in
-- table-session order: site, table, UTC day and time (hands without a time
-- last). `stud8 export phh` writes these hands.
-- Definitions: docs/definitions.md#report-views
SELECT h.hand_key
FROM r_hands h
WHERE r_keep(h.site, h.game, h.stakes, h.day, h.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
  AND ((CAST($player AS VARCHAR) IS NULL AND CAST($player_like AS VARCHAR) IS NULL AND CAST($person AS VARCHAR) IS NULL) OR EXISTS (
        SELECT 1 FROM r_players p WHERE p.hand_key = h.hand_key AND r_who(h.site, p.player, CAST($player AS VARCHAR), CAST($player_like AS VARCHAR), CAST($person AS VARCHAR))))
ORDER BY h.site, h.table_name, h.day NULLS LAST, h.started_at NULLS LAST, h.hand_id;
