-- audit: one row per finding code and unit of money: the number of
-- findings, of hands, and the money involved (audit_detail.sql gives the
-- detail by source, site, table and day).
-- Definitions: docs/definitions.md#audit
WITH h AS (
    SELECT h.* FROM r_hands h
    WHERE r_keep(h.site, h.game, h.stakes, h.day, h.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
      AND ((CAST($player AS VARCHAR) IS NULL AND CAST($player_like AS VARCHAR) IS NULL) OR EXISTS (
            SELECT 1 FROM r_players p WHERE p.hand_key = h.hand_key AND r_who(p.player, CAST($player AS VARCHAR), CAST($player_like AS VARCHAR))))
)
SELECT a.code, count(*) AS findings, count(DISTINCT h.hand_key) AS hands,
       sum(a.money) AS money, h.unit AS currency
FROM r_audit a
JOIN h USING (hand_key)
GROUP BY a.code, h.unit
ORDER BY a.code, h.unit;
