-- stats-by-start: per player, game, stakes and unit, results by 3rd-street starting class, over the hands whose two down cards are known (the hero's, or shown).
-- Summed from player_day_cards (grouping 'start-total': every day), the
-- counts and money the import stores per player, site, game, stakes and
-- unit: one row per player, game, stakes, unit and class, so that no row
-- adds money of two units or big bets of two stakes. With --from or --to
-- the same rows come from stats_by_start_days.sql. --min-hands keeps rows
-- of at least that many hands.
-- Definitions: docs/definitions.md#starting-class
WITH x AS (
    SELECT * FROM player_day_cards x
    WHERE x.grouping = 'start-total'
      AND r_keep(x.site, x.game, x.stakes, x.day, x.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
      AND r_who(x.site, x.player, CAST($player AS VARCHAR), CAST($player_like AS VARCHAR), CAST($person AS VARCHAR))
)
SELECT player, game, stakes, unit AS currency, class AS start_class,
       CAST(sum(hands) AS BIGINT) AS hands,
       round(100.0 * sum(vpip) / sum(hands), 1) AS vpip_pct,
       CAST(sum(showdowns) AS BIGINT) AS showdowns,
       round(100.0 * sum(won_at_showdown) / nullif(sum(showdowns), 0), 1) AS won_at_showdown_pct,
       round(100.0 * sum(scoops) / nullif(sum(showdowns), 0), 1) AS scoop_pct,
       CAST(sum(net) AS DECIMAL(18,2)) AS net,
       CAST(round(100 * sum(net_bb) / sum(hands), 2) AS DECIMAL(18,2)) AS bb_per_100
FROM x
GROUP BY player, game, stakes, unit, class
HAVING sum(hands) >= coalesce(CAST($min_hands AS BIGINT), 0)
ORDER BY player, game, unit, TRY_CAST(split_part(stakes, '/', 2) AS DECIMAL(18,2)), stakes,
    CASE class WHEN 'rolled-up trips' THEN 1 WHEN 'buried pair' THEN 2 WHEN 'split pair' THEN 3
    WHEN 'three to a low' THEN 4 WHEN 'three suited' THEN 5 WHEN 'three to a straight' THEN 6 ELSE 7 END;
