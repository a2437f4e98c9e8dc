-- audit-detail: findings grouped by code, source, site, table and day, with the
-- number of findings, of hands, and the money involved.
-- Definitions: docs/definitions.md#audit
WITH h AS (
    SELECT h.* FROM r_hands h
    WHERE r_keep(h.site, h.game, h.stakes, h.day, h.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
      AND ((CAST($player AS VARCHAR) IS NULL AND CAST($player_like AS VARCHAR) IS NULL) OR EXISTS (
            SELECT 1 FROM r_players p WHERE p.hand_key = h.hand_key AND r_who(p.player, CAST($player AS VARCHAR), CAST($player_like AS VARCHAR))))
)
SELECT a.code, a.source, h.site, h.table_name AS "table", h.day,
       count(*) AS findings,
       count(DISTINCT h.hand_id) AS hands,
       sum(a.money) AS money,
       h.unit AS currency
FROM r_audit a
JOIN h USING (hand_key)
GROUP BY a.code, a.source, h.site, h.table_name, h.day, h.unit
ORDER BY a.code, a.source, h.site, h.table_name, h.day, h.unit;
