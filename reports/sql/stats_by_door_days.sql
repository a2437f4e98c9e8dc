-- stats-by-door-days: stats-by-door (stats_by_door.sql) when --from or
-- --to is set: the same rows summed from r_card_days (views/70_cards.sql),
-- the hands of the days asked, since the import stores the door card's
-- classes over every day only. TestByCardsDatedEqualStored checks that
-- both files give the same rows over every day.
-- Definitions: docs/definitions.md#by-door-card
WITH x AS (
    SELECT * FROM r_card_days x
    WHERE x.grouping = 'door'
      AND r_keep(x.site, x.game, x.stakes, x.day, x.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
      AND r_who(x.site, x.player, CAST($player AS VARCHAR), CAST($player_like AS VARCHAR), CAST($person AS VARCHAR))
),
ranks AS (
    SELECT player, game, stakes, unit, class,
           sum(hands) AS hands, sum(vpip) AS vpip, sum(showdowns) AS showdowns,
           sum(won_at_showdown) AS won_at_showdown, sum(scoops) AS scoops, sum(net) AS net, sum(net_bb) AS net_bb
    FROM x
    GROUP BY player, game, stakes, unit, class
),
halves AS (
    SELECT player, game, stakes, unit, CASE WHEN class IN ('A', '2', '3', '4', '5', '6', '7', '8') THEN 'low (A-8)' ELSE 'high (9-K)' END AS class,
           sum(hands) AS hands, sum(vpip) AS vpip, sum(showdowns) AS showdowns,
           sum(won_at_showdown) AS won_at_showdown, sum(scoops) AS scoops, sum(net) AS net, sum(net_bb) AS net_bb
    FROM ranks
    GROUP BY ALL
),
g AS (
    SELECT 'rank' AS "by", instr('AKQJT98765432', class) AS o, * FROM ranks
    UNION ALL
    SELECT 'low/high', 0, * FROM halves
)
SELECT player, game, stakes, unit AS currency, "by", class AS door,
       CAST(hands AS BIGINT) AS hands,
       round(100.0 * vpip / hands, 1) AS vpip_pct,
       CAST(showdowns AS BIGINT) AS showdowns,
       round(100.0 * won_at_showdown / nullif(showdowns, 0), 1) AS won_at_showdown_pct,
       round(100.0 * scoops / nullif(showdowns, 0), 1) AS scoop_pct,
       CAST(net AS DECIMAL(18,2)) AS net,
       CAST(round(100 * net_bb / hands, 2) AS DECIMAL(18,2)) AS bb_per_100
FROM g
WHERE hands >= coalesce(CAST($min_hands AS BIGINT), 0)
ORDER BY player, game, unit, TRY_CAST(split_part(stakes, '/', 2) AS DECIMAL(18,2)), stakes, "by" DESC, o, class;
