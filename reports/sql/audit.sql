-- audit: findings grouped by code, source, site, table and day, with the
-- number of findings, of hands, and the money involved.
-- Definitions: docs/definitions.md#audit
WITH params AS (
    SELECT CAST($player AS VARCHAR) AS player, CAST($site AS VARCHAR) AS site,
           CAST($game AS VARCHAR) AS game, CAST($stakes AS VARCHAR) AS stakes,
           CAST($from AS DATE) AS d_from, CAST($to AS DATE) AS d_to
),
h AS (
    SELECT h.* FROM r_hands h CROSS JOIN params f
    WHERE (f.site IS NULL OR h.site = f.site)
      AND (f.game IS NULL OR h.game = f.game)
      AND (f.stakes IS NULL OR h.stakes = f.stakes)
      AND (f.d_from IS NULL OR h.day >= f.d_from)
      AND (f.d_to IS NULL OR h.day <= f.d_to)
      AND (f.player IS NULL OR EXISTS (
            SELECT 1 FROM r_players p WHERE p.hand_key = h.hand_key AND p.player = f.player))
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
