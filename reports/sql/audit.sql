-- audit: findings grouped by code, source, site, table and day, with the
-- number of findings, of hands, and the money involved.
-- Definitions: docs/definitions.md#audit
WITH params AS (
    SELECT CAST($player AS VARCHAR) AS player, CAST($site AS VARCHAR) AS site,
           CAST($game AS VARCHAR) AS game, CAST($stakes AS VARCHAR) AS stakes,
           CAST($from AS DATE) AS d_from, CAST($to AS DATE) AS d_to
),
h AS (
    SELECT h.* FROM r_hands h
    WHERE (CAST($site AS VARCHAR) IS NULL OR h.site = CAST($site AS VARCHAR))
      AND (CAST($game AS VARCHAR) IS NULL OR h.game = CAST($game AS VARCHAR))
      AND (CAST($stakes AS VARCHAR) IS NULL OR h.stakes = CAST($stakes AS VARCHAR))
      AND (CAST($from AS DATE) IS NULL OR h.day >= CAST($from AS DATE))
      AND (CAST($to AS DATE) IS NULL OR h.day <= CAST($to AS DATE))
      AND (CAST($player AS VARCHAR) IS NULL OR EXISTS (
            SELECT 1 FROM r_players p WHERE p.hand_key = h.hand_key AND p.player = CAST($player AS VARCHAR)))
)
SELECT a.code, a.source, h.site, h.table_name AS "table", h.day,
       count(*) AS findings,
       count(DISTINCT h.hand_id) AS hands,
       sum(a.money) AS money,
       h.currency
FROM r_audit a
JOIN h USING (hand_key)
GROUP BY a.code, a.source, h.site, h.table_name, h.day, h.currency
ORDER BY a.code, a.source, h.site, h.table_name, h.day, h.currency;
