-- overview: what the database holds, one row per site, game and unit: its
-- hands, its players (from player_day_stats, a row per player and day, as
-- FindPlayer reads them) and the first and last day of its hands. The
-- start page shows it with the totals (Overview).
-- Definitions: docs/definitions.md#overview
WITH h AS (
    SELECT site, game, unit, count(*) AS hands, min(day) AS first_day, max(day) AS last_day
    FROM r_hands h
    WHERE r_keep(h.site, h.game, h.stakes, h.day, h.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
    GROUP BY site, game, unit
),
p AS (
    SELECT site, game, unit, count(DISTINCT player) AS players
    FROM player_day_stats x
    WHERE r_keep(x.site, x.game, x.stakes, x.day, x.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
    GROUP BY site, game, unit
)
SELECT h.site, h.game, h.unit AS currency, CAST(h.hands AS BIGINT) AS hands, CAST(coalesce(p.players, 0) AS BIGINT) AS players,
       h.first_day AS "first", h.last_day AS "last"
FROM h LEFT JOIN p USING (site, game, unit)
ORDER BY h.hands DESC, h.site, h.game, h.unit;
