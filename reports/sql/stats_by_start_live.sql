-- stats-by-start-live: stats-by-start (stats_by_start.sql) split by the
-- liveness of the start (hand_players.liveness: live, partly dead, dead;
-- empty for the class 'other', which needs nothing, and for hands stored
-- before schema 15): per player, game, stakes, unit, starting class and
-- liveness, over the hands whose two down cards are known. Summed from the
-- hands (r_player_cards, views/70_cards.sql), with or without --from/--to:
-- the import stores no totals by liveness. --min-hands keeps rows of at
-- least that many hands.
-- Definitions: docs/definitions.md#starting-class, #liveness
WITH x AS (
    SELECT * FROM r_player_cards x
    WHERE x.start_class IS NOT NULL
      AND r_keep(x.site, x.game, x.stakes, x.day, x.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
      AND r_who(x.site, x.player, CAST($player AS VARCHAR), CAST($player_like AS VARCHAR), CAST($person AS VARCHAR))
)
SELECT player, game, stakes, unit AS currency, start_class, liveness,
       CAST(count(*) AS BIGINT) AS hands,
       round(100.0 * count(*) FILTER (WHERE vpip) / count(*), 1) AS vpip_pct,
       CAST(count(*) FILTER (WHERE sd) AS BIGINT) AS showdowns,
       round(100.0 * count(*) FILTER (WHERE won_sd) / nullif(count(*) FILTER (WHERE sd), 0), 1) AS won_at_showdown_pct,
       round(100.0 * count(*) FILTER (WHERE scooped) / nullif(count(*) FILTER (WHERE sd), 0), 1) AS scoop_pct,
       CAST(sum(net) AS DECIMAL(18,2)) AS net,
       CAST(round(100 * sum(net_bb) / count(*), 2) AS DECIMAL(18,2)) AS bb_per_100
FROM x
GROUP BY player, game, stakes, unit, start_class, liveness
HAVING count(*) >= coalesce(CAST($min_hands AS BIGINT), 0)
ORDER BY player, game, unit, TRY_CAST(split_part(stakes, '/', 2) AS DECIMAL(18,2)), stakes,
    CASE start_class WHEN 'rolled-up trips' THEN 1 WHEN 'buried pair' THEN 2 WHEN 'split pair' THEN 3
    WHEN 'three to a low' THEN 4 WHEN 'three suited' THEN 5 WHEN 'three to a straight' THEN 6 ELSE 7 END,
    CASE liveness WHEN 'live' THEN 1 WHEN 'partly dead' THEN 2 WHEN 'dead' THEN 3 ELSE 4 END;
