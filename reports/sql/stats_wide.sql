-- stats-wide: one row per player, game and unit of money, a column per
-- statistic of the catalogue (reports/stats.go, which names each one's
-- numerator, denominator and unit; TestStatsWideEqualsLong checks these
-- columns against it and against the long form), summed over the filtered rows of
-- player_day_stats, the counts the import stores, then the row's results:
-- net (in the row's unit) and big bets per 100 hands from
-- player_day_cards as in the summary; stakes is the row's stakes or 'all
-- stakes' when its big bets add several. Every statistic is defined in
-- docs/definitions.md#stats. With $by_person (--by person) the rows are per
-- person (r_person), summed over his accounts, their player column holding
-- the person's name (shown as person).
WITH s AS (
SELECT player, game, unit,
       CAST(sum(hands) AS BIGINT) AS hands,
       round(100.0 * sum(vpip) / nullif(sum(hands), 0), 1) AS vpip_3rd,
       round(100.0 * sum(completed) / nullif(sum(could_complete), 0), 1) AS complete_3rd,
       round(100.0 * sum(reraised) / nullif(sum(faced_completion), 0), 1) AS reraise_3rd,
       round(100.0 * sum(stole) / nullif(sum(steal_chance), 0), 1) AS steal_attempt,
       round(100.0 * sum(steal_won) / nullif(sum(stole), 0), 1) AS steal_success,
       round(100.0 * sum(defended_steal) / nullif(sum(faced_steal), 0), 1) AS bring_in_defend,
       round(100.0 * sum(folded_to_steal) / nullif(sum(faced_steal), 0), 1) AS bring_in_fold_to_steal,
       round(100.0 * sum(saw_4) / nullif(sum(hands), 0), 1) AS saw_4th,
       round(100.0 * sum(saw_5) / nullif(sum(hands), 0), 1) AS saw_5th,
       round(100.0 * sum(saw_6) / nullif(sum(hands), 0), 1) AS saw_6th,
       round(100.0 * sum(saw_7) / nullif(sum(hands), 0), 1) AS saw_7th,
       round(100.0 * sum(first_bet_3) / nullif(sum(first_3), 0), 1) AS first_bet_3rd,
       round(100.0 * sum(first_bet_4) / nullif(sum(first_4), 0), 1) AS first_bet_4th,
       round(100.0 * sum(first_bet_5) / nullif(sum(first_5), 0), 1) AS first_bet_5th,
       round(100.0 * sum(first_bet_6) / nullif(sum(first_6), 0), 1) AS first_bet_6th,
       round(100.0 * sum(first_bet_7) / nullif(sum(first_7), 0), 1) AS first_bet_7th,
       round(sum(aggr_3) / nullif(sum(calls_3), 0), 2) AS af_3rd,
       round(sum(aggr_4) / nullif(sum(calls_4), 0), 2) AS af_4th,
       round(sum(aggr_5) / nullif(sum(calls_5), 0), 2) AS af_5th,
       round(sum(aggr_6) / nullif(sum(calls_6), 0), 2) AS af_6th,
       round(sum(aggr_7) / nullif(sum(calls_7), 0), 2) AS af_7th,
       round(100.0 * sum(aggr_3) / nullif(sum(acts_3), 0), 1) AS afq_3rd,
       round(100.0 * sum(aggr_4) / nullif(sum(acts_4), 0), 1) AS afq_4th,
       round(100.0 * sum(aggr_5) / nullif(sum(acts_5), 0), 1) AS afq_5th,
       round(100.0 * sum(aggr_6) / nullif(sum(acts_6), 0), 1) AS afq_6th,
       round(100.0 * sum(aggr_7) / nullif(sum(acts_7), 0), 1) AS afq_7th,
       round(100.0 * sum(fold_to_bet_3) / nullif(sum(faced_bet_3), 0), 1) AS fold_to_bet_3rd,
       round(100.0 * sum(fold_to_bet_4) / nullif(sum(faced_bet_4), 0), 1) AS fold_to_bet_4th,
       round(100.0 * sum(fold_to_bet_5) / nullif(sum(faced_bet_5), 0), 1) AS fold_to_bet_5th,
       round(100.0 * sum(fold_to_bet_6) / nullif(sum(faced_bet_6), 0), 1) AS fold_to_bet_6th,
       round(100.0 * sum(fold_to_bet_7) / nullif(sum(faced_bet_7), 0), 1) AS fold_to_bet_7th,
       round(100.0 * sum(bet_4) / nullif(sum(could_bet_4), 0), 1) AS bet_4th,
       round(100.0 * sum(bet_5) / nullif(sum(could_bet_5), 0), 1) AS bet_5th,
       round(100.0 * sum(bet_6) / nullif(sum(could_bet_6), 0), 1) AS bet_6th,
       round(100.0 * sum(bet_7) / nullif(sum(could_bet_7), 0), 1) AS bet_7th,
       round(100.0 * sum(raised_4) / nullif(sum(faced_bet_4), 0), 1) AS raise_4th,
       round(100.0 * sum(raised_5) / nullif(sum(faced_bet_5), 0), 1) AS raise_5th,
       round(100.0 * sum(raised_6) / nullif(sum(faced_bet_6), 0), 1) AS raise_6th,
       round(100.0 * sum(raised_7) / nullif(sum(faced_bet_7), 0), 1) AS raise_7th,
       round(100.0 * sum(called_4) / nullif(sum(faced_bet_4), 0), 1) AS call_4th,
       round(100.0 * sum(called_5) / nullif(sum(faced_bet_5), 0), 1) AS call_5th,
       round(100.0 * sum(called_6) / nullif(sum(faced_bet_6), 0), 1) AS call_6th,
       round(100.0 * sum(called_7) / nullif(sum(faced_bet_7), 0), 1) AS call_7th,
       round(100.0 * sum(folded_4) / nullif(sum(saw_4), 0), 1) AS fold_4th,
       round(100.0 * sum(folded_5) / nullif(sum(saw_5), 0), 1) AS fold_5th,
       round(100.0 * sum(folded_6) / nullif(sum(saw_6), 0), 1) AS fold_6th,
       round(100.0 * sum(folded_7) / nullif(sum(saw_7), 0), 1) AS fold_7th,
       round(100.0 * sum(aggressed_4) / nullif(sum(saw_4), 0), 1) AS aggression_4th,
       round(100.0 * sum(aggressed_5) / nullif(sum(saw_5), 0), 1) AS aggression_5th,
       round(100.0 * sum(aggressed_6) / nullif(sum(saw_6), 0), 1) AS aggression_6th,
       round(100.0 * sum(aggressed_7) / nullif(sum(saw_7), 0), 1) AS aggression_7th,
       round(100.0 * sum(check_raised_4) / nullif(sum(check_raise_chance_4), 0), 1) AS check_raise_4th,
       round(100.0 * sum(check_raised_5) / nullif(sum(check_raise_chance_5), 0), 1) AS check_raise_5th,
       round(100.0 * sum(check_raised_6) / nullif(sum(check_raise_chance_6), 0), 1) AS check_raise_6th,
       round(100.0 * sum(check_raised_7) / nullif(sum(check_raise_chance_7), 0), 1) AS check_raise_7th,
       round(100.0 * sum(cbet_4) / nullif(sum(cbet_chance_4), 0), 1) AS cbet_4th,
       round(100.0 * sum(cbet_5) / nullif(sum(cbet_chance_5), 0), 1) AS cbet_5th,
       round(100.0 * sum(cbet_6) / nullif(sum(cbet_chance_6), 0), 1) AS cbet_6th,
       round(100.0 * sum(cbet_7) / nullif(sum(cbet_chance_7), 0), 1) AS cbet_7th,
       round(100.0 * sum(showdowns) / nullif(sum(saw_4), 0), 1) AS went_to_showdown,
       round(100.0 * sum(won_at_showdown) / nullif(sum(showdowns), 0), 1) AS won_at_showdown,
       round(100.0 * sum(scoops) / nullif(sum(showdowns), 0), 1) AS scoop,
       round(100.0 * sum(high_only) / nullif(sum(showdowns), 0), 1) AS high_only,
       round(100.0 * sum(low_only) / nullif(sum(showdowns), 0), 1) AS low_only,
       round(100.0 * sum(quartered) / nullif(sum(showdowns), 0), 1) AS quartered,
       round(100.0 * sum(lost_both) / nullif(sum(showdowns), 0), 1) AS lost_both,
       round(100.0 * sum(no_low_at_showdown) / nullif(sum(showdowns_known), 0), 1) AS no_low_at_showdown
FROM (SELECT * REPLACE (r_player_or_person(x.site, x.player, CAST($by_person AS BOOLEAN)) AS player) FROM player_day_stats x
WHERE r_keep(x.site, x.game, x.stakes, x.day, x.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
  AND r_who(x.site, x.player, CAST($player AS VARCHAR), CAST($player_like AS VARCHAR), CAST($person AS VARCHAR))) x
GROUP BY player, game, unit
HAVING sum(hands) >= coalesce(CAST($min_hands AS BIGINT), 0)
),
m AS (
    SELECT player, game, unit,
           CASE WHEN count(DISTINCT stakes) = 1 THEN min(stakes) ELSE 'all stakes' END AS stakes,
           sum(net) AS net, sum(net_bb) AS net_bb, sum(hands) AS hands
    FROM (SELECT * REPLACE (r_player_or_person(x.site, x.player, CAST($by_person AS BOOLEAN)) AS player) FROM player_day_cards x
    WHERE x.grouping = CASE WHEN CAST($from AS DATE) IS NULL AND CAST($to AS DATE) IS NULL THEN 'all-total' ELSE 'all' END
      AND r_keep(x.site, x.game, x.stakes, x.day, x.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
      AND r_who(x.site, x.player, CAST($player AS VARCHAR), CAST($player_like AS VARCHAR), CAST($person AS VARCHAR))) x
    GROUP BY player, game, unit
)
SELECT s.player, s.game, s.unit AS currency, m.stakes, s.* EXCLUDE (player, game, unit),
       CAST(m.net AS DECIMAL(18,2)) AS net,
       CAST(round(100 * m.net_bb / m.hands, 2) AS DECIMAL(18,2)) AS bb_per_100
FROM s LEFT JOIN m ON m.player = s.player AND m.game = s.game AND m.unit IS NOT DISTINCT FROM s.unit
ORDER BY s.player, s.game, s.unit;
