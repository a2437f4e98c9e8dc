-- stats: per player, the counts behind every statistic of the stats report,
-- summed over the filtered rows of r_player_day. The report prints them in
-- long form, one row per player and statistic (the catalogue of
-- reports/stats.go says which counts are each statistic's numerator and
-- denominator): value = num / den (as a percentage when unit is '%', a
-- plain ratio for the aggression factor, num itself for a count). Every
-- stat is defined, with its numerator and denominator, in
-- docs/definitions.md#stats.
WITH per_player AS (
    SELECT player,
           CAST(sum(hands) AS BIGINT) AS hands,
           CAST(sum(vpip) AS BIGINT) AS vpip,
           CAST(sum(completed) AS BIGINT) AS completed,
           CAST(sum(could_complete) AS BIGINT) AS could_complete,
           CAST(sum(reraised) AS BIGINT) AS reraised,
           CAST(sum(faced_completion) AS BIGINT) AS faced_completion,
           CAST(sum(stole) AS BIGINT) AS stole,
           CAST(sum(steal_chance) AS BIGINT) AS steal_chance,
           CAST(sum(steal_won) AS BIGINT) AS steal_won,
           CAST(sum(faced_steal) AS BIGINT) AS faced_steal,
           CAST(sum(defended_steal) AS BIGINT) AS defended_steal,
           CAST(sum(folded_to_steal) AS BIGINT) AS folded_to_steal,
           CAST(sum(saw_4) AS BIGINT) AS saw_4,
           CAST(sum(saw_5) AS BIGINT) AS saw_5,
           CAST(sum(saw_6) AS BIGINT) AS saw_6,
           CAST(sum(saw_7) AS BIGINT) AS saw_7,
           CAST(sum(first_bet_3) AS BIGINT) AS first_bet_3,
           CAST(sum(first_3) AS BIGINT) AS first_3,
           CAST(sum(first_bet_4) AS BIGINT) AS first_bet_4,
           CAST(sum(first_4) AS BIGINT) AS first_4,
           CAST(sum(first_bet_5) AS BIGINT) AS first_bet_5,
           CAST(sum(first_5) AS BIGINT) AS first_5,
           CAST(sum(first_bet_6) AS BIGINT) AS first_bet_6,
           CAST(sum(first_6) AS BIGINT) AS first_6,
           CAST(sum(first_bet_7) AS BIGINT) AS first_bet_7,
           CAST(sum(first_7) AS BIGINT) AS first_7,
           CAST(sum(aggr_3) AS BIGINT) AS aggr_3,
           CAST(sum(calls_3) AS BIGINT) AS calls_3,
           CAST(sum(aggr_4) AS BIGINT) AS aggr_4,
           CAST(sum(calls_4) AS BIGINT) AS calls_4,
           CAST(sum(aggr_5) AS BIGINT) AS aggr_5,
           CAST(sum(calls_5) AS BIGINT) AS calls_5,
           CAST(sum(aggr_6) AS BIGINT) AS aggr_6,
           CAST(sum(calls_6) AS BIGINT) AS calls_6,
           CAST(sum(aggr_7) AS BIGINT) AS aggr_7,
           CAST(sum(calls_7) AS BIGINT) AS calls_7,
           CAST(sum(acts_3) AS BIGINT) AS acts_3,
           CAST(sum(acts_4) AS BIGINT) AS acts_4,
           CAST(sum(acts_5) AS BIGINT) AS acts_5,
           CAST(sum(acts_6) AS BIGINT) AS acts_6,
           CAST(sum(acts_7) AS BIGINT) AS acts_7,
           CAST(sum(fold_to_bet_3) AS BIGINT) AS fold_to_bet_3,
           CAST(sum(faced_bet_3) AS BIGINT) AS faced_bet_3,
           CAST(sum(fold_to_bet_4) AS BIGINT) AS fold_to_bet_4,
           CAST(sum(faced_bet_4) AS BIGINT) AS faced_bet_4,
           CAST(sum(fold_to_bet_5) AS BIGINT) AS fold_to_bet_5,
           CAST(sum(faced_bet_5) AS BIGINT) AS faced_bet_5,
           CAST(sum(fold_to_bet_6) AS BIGINT) AS fold_to_bet_6,
           CAST(sum(faced_bet_6) AS BIGINT) AS faced_bet_6,
           CAST(sum(fold_to_bet_7) AS BIGINT) AS fold_to_bet_7,
           CAST(sum(faced_bet_7) AS BIGINT) AS faced_bet_7,
           CAST(sum(showdowns) AS BIGINT) AS showdowns,
           CAST(sum(won_at_showdown) AS BIGINT) AS won_at_showdown,
           CAST(sum(scoops) AS BIGINT) AS scoops,
           CAST(sum(high_only) AS BIGINT) AS high_only,
           CAST(sum(low_only) AS BIGINT) AS low_only,
           CAST(sum(quartered) AS BIGINT) AS quartered,
           CAST(sum(lost_both) AS BIGINT) AS lost_both,
           CAST(sum(no_low_at_showdown) AS BIGINT) AS no_low_at_showdown,
           CAST(sum(showdowns_known) AS BIGINT) AS showdowns_known
    FROM player_day_stats x
    WHERE r_keep(x.site, x.game, x.stakes, x.day, x.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
      AND r_who(x.site, x.player, CAST($player AS VARCHAR), CAST($player_like AS VARCHAR), CAST($person AS VARCHAR))
    GROUP BY player
    HAVING sum(hands) >= coalesce(CAST($min_hands AS BIGINT), 0)
)
SELECT * FROM per_player
ORDER BY player;
