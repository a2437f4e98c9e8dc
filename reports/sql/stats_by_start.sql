-- stats-by-start: per player, results grouped by the 3rd-street starting class,
-- over the hands whose two down cards are known (the hero's, or shown).
-- Definitions: docs/definitions.md#starting-class
WITH params AS (
    SELECT CAST($player AS VARCHAR) AS player, CAST($site AS VARCHAR) AS site,
           CAST($game AS VARCHAR) AS game, CAST($stakes AS VARCHAR) AS stakes,
           CAST($from AS DATE) AS d_from, CAST($to AS DATE) AS d_to,
           CAST($min_hands AS BIGINT) AS min_hands
),
ph AS (
    SELECT x.player, x.vpip, x.showdown, x.scooped, x.won_high, x.won_low, x.net,
           CAST(x.net / x.big_bet AS DECIMAL(18, 6)) AS net_bb, st.start_class
    FROM r_player_hand x
    JOIN r_player_start st USING (hand_key, seat)
    WHERE (CAST($player AS VARCHAR) IS NULL OR x.player = CAST($player AS VARCHAR))
      AND (CAST($site AS VARCHAR) IS NULL OR x.site = CAST($site AS VARCHAR))
      AND (CAST($game AS VARCHAR) IS NULL OR x.game = CAST($game AS VARCHAR))
      AND (CAST($stakes AS VARCHAR) IS NULL OR x.stakes = CAST($stakes AS VARCHAR))
      AND (CAST($from AS DATE) IS NULL OR x.day >= CAST($from AS DATE))
      AND (CAST($to AS DATE) IS NULL OR x.day <= CAST($to AS DATE))
      AND st.start_class IS NOT NULL
),
kept AS (
    SELECT player FROM ph GROUP BY player
    HAVING count(*) >= coalesce((SELECT min_hands FROM params), 0)
)
SELECT player,
       start_class,
       count(*) AS hands,
       round(100.0 * count(*) FILTER (WHERE vpip) / count(*), 1) AS vpip_pct,
       count(*) FILTER (WHERE showdown) AS showdowns,
       round(100.0 * count(*) FILTER (WHERE showdown AND (won_high OR won_low)) / nullif(count(*) FILTER (WHERE showdown), 0), 1) AS won_at_showdown_pct,
       round(100.0 * count(*) FILTER (WHERE showdown AND scooped) / nullif(count(*) FILTER (WHERE showdown), 0), 1) AS scoop_pct,
       sum(net) AS net,
       round(100 * sum(net_bb) / count(*), 2) AS bb_per_100
FROM ph SEMI JOIN kept USING (player)
GROUP BY player, start_class
ORDER BY player, CASE start_class WHEN 'rolled-up trips' THEN 1 WHEN 'buried pair' THEN 2 WHEN 'split pair' THEN 3
    WHEN 'three to a low' THEN 4 WHEN 'three suited' THEN 5 WHEN 'three to a straight' THEN 6 ELSE 7 END;
