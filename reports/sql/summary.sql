-- summary: per player, game, stakes and unit of money (currency, or
-- 'chips' for tournaments): hands, net, big bets/100, showdown and
-- non-showdown net, and what the player collected from high halves and from
-- low halves. Summed from player_day_cards (grouping 'all', or 'all-total'
-- when no day is filtered), which the
-- import stores. One row per player, game, stakes and unit: no row adds
-- money of two units or big bets of two stakes. --min-hands keeps the rows
-- of at least that many hands. With $by_person (--by person) the rows are
-- per person (r_person), summed over his accounts, and their player column
-- holds the person's name (shown as person).
-- Definitions: docs/definitions.md#summary
WITH x AS (
    SELECT * REPLACE (r_player_or_person(x.site, x.player, CAST($by_person AS BOOLEAN)) AS player) FROM player_day_cards x
    WHERE x.grouping = CASE WHEN CAST($from AS DATE) IS NULL AND CAST($to AS DATE) IS NULL THEN 'all-total' ELSE 'all' END
      AND r_keep(x.site, x.game, x.stakes, x.day, x.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
      AND r_who(x.site, x.player, CAST($player AS VARCHAR), CAST($player_like AS VARCHAR), CAST($person AS VARCHAR))
)
SELECT player, game, stakes, unit AS currency,
       CAST(sum(hands) AS BIGINT) AS hands,
       CAST(sum(net) AS DECIMAL(18,2)) AS net,
       CAST(round(sum(net_bb), 2) AS DECIMAL(18,2)) AS net_bb,
       CAST(round(100 * sum(net_bb) / sum(hands), 2) AS DECIMAL(18,2)) AS bb_per_100,
       sum(showdown_net) AS showdown_net,
       sum(net) - sum(showdown_net) AS nonshowdown_net,
       sum(high_won) AS high_won,
       sum(low_won) AS low_won
FROM x
GROUP BY player, game, stakes, unit
HAVING sum(hands) >= coalesce(CAST($min_hands AS BIGINT), 0)
ORDER BY player, game, stakes, unit;
