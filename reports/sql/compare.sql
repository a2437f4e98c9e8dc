-- compare: for every site, game, stakes and unit of money where $player
-- has hands in the selection, every player's hands and net in big bets
-- there (summed from player_day_cards as in the summary): the population
-- the compare report (reports/compare.go) takes the winners from, the
-- players other than him with at least $min_hands hands and a positive
-- BB/100. Definitions: docs/definitions.md#compare.
WITH x AS (
    SELECT player, site, game, stakes, unit, hands, net_bb
    FROM player_day_cards x
    WHERE x.grouping = CASE WHEN CAST($from AS DATE) IS NULL AND CAST($to AS DATE) IS NULL THEN 'all-total' ELSE 'all' END
      AND r_keep(x.site, x.game, x.stakes, x.day, x.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
),
his AS (
    SELECT DISTINCT site, game, stakes, unit FROM x WHERE player = CAST($player AS VARCHAR)
)
SELECT x.site, x.game, x.stakes, x.unit AS currency, x.player,
       CAST(sum(x.hands) AS BIGINT) AS hands,
       CAST(sum(x.net_bb) AS DOUBLE) AS net_bb
FROM x JOIN his ON his.site = x.site AND his.game = x.game AND his.stakes = x.stakes
                AND his.unit IS NOT DISTINCT FROM x.unit
GROUP BY x.site, x.game, x.stakes, x.unit, x.player
HAVING x.player = CAST($player AS VARCHAR) OR sum(x.hands) >= coalesce(CAST($min_hands AS BIGINT), 0)
ORDER BY x.site, x.game, x.stakes, x.unit NULLS LAST, x.player;
