-- stats: per-player stud statistics in long form, one row per player and
-- statistic, with the counts behind it: value = num / den (as a percentage
-- when unit is '%', a plain ratio for the aggression factor, num itself for
-- a count). Every stat is defined, with its numerator and denominator, in
-- docs/definitions.md#stats; the counts come from r_player_day.
WITH params AS (
    SELECT CAST($player AS VARCHAR) AS player, CAST($site AS VARCHAR) AS site,
           CAST($game AS VARCHAR) AS game, CAST($stakes AS VARCHAR) AS stakes,
           CAST($from AS DATE) AS d_from, CAST($to AS DATE) AS d_to,
           CAST($min_hands AS BIGINT) AS min_hands
),
per_player AS (
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
    FROM r_player_day x
    WHERE (CAST($player AS VARCHAR) IS NULL OR x.player = CAST($player AS VARCHAR))
      AND (CAST($site AS VARCHAR) IS NULL OR x.site = CAST($site AS VARCHAR))
      AND (CAST($game AS VARCHAR) IS NULL OR x.game = CAST($game AS VARCHAR))
      AND (CAST($stakes AS VARCHAR) IS NULL OR x.stakes = CAST($stakes AS VARCHAR))
      AND (CAST($from AS DATE) IS NULL OR x.day >= CAST($from AS DATE))
      AND (CAST($to AS DATE) IS NULL OR x.day <= CAST($to AS DATE))
    GROUP BY player
    HAVING sum(hands) >= coalesce((SELECT min_hands FROM params), 0)
),
long AS (
    SELECT player, unnest([
           {ord: 1, stat: 'hands', unit: 'count', num: hands, den: hands},
           {ord: 2, stat: 'vpip_3rd', unit: '%', num: vpip, den: hands},
           {ord: 3, stat: 'complete_3rd', unit: '%', num: completed, den: could_complete},
           {ord: 4, stat: 'reraise_3rd', unit: '%', num: reraised, den: faced_completion},
           {ord: 5, stat: 'steal_attempt', unit: '%', num: stole, den: steal_chance},
           {ord: 6, stat: 'steal_success', unit: '%', num: steal_won, den: stole},
           {ord: 7, stat: 'bring_in_defend', unit: '%', num: defended_steal, den: faced_steal},
           {ord: 8, stat: 'bring_in_fold_to_steal', unit: '%', num: folded_to_steal, den: faced_steal},
           {ord: 9, stat: 'saw_4th', unit: '%', num: saw_4, den: hands},
           {ord: 10, stat: 'saw_5th', unit: '%', num: saw_5, den: hands},
           {ord: 11, stat: 'saw_6th', unit: '%', num: saw_6, den: hands},
           {ord: 12, stat: 'saw_7th', unit: '%', num: saw_7, den: hands},
           {ord: 13, stat: 'first_bet_3rd', unit: '%', num: first_bet_3, den: first_3},
           {ord: 14, stat: 'first_bet_4th', unit: '%', num: first_bet_4, den: first_4},
           {ord: 15, stat: 'first_bet_5th', unit: '%', num: first_bet_5, den: first_5},
           {ord: 16, stat: 'first_bet_6th', unit: '%', num: first_bet_6, den: first_6},
           {ord: 17, stat: 'first_bet_7th', unit: '%', num: first_bet_7, den: first_7},
           {ord: 18, stat: 'af_3rd', unit: 'ratio', num: aggr_3, den: calls_3},
           {ord: 19, stat: 'af_4th', unit: 'ratio', num: aggr_4, den: calls_4},
           {ord: 20, stat: 'af_5th', unit: 'ratio', num: aggr_5, den: calls_5},
           {ord: 21, stat: 'af_6th', unit: 'ratio', num: aggr_6, den: calls_6},
           {ord: 22, stat: 'af_7th', unit: 'ratio', num: aggr_7, den: calls_7},
           {ord: 23, stat: 'afq_3rd', unit: '%', num: aggr_3, den: acts_3},
           {ord: 24, stat: 'afq_4th', unit: '%', num: aggr_4, den: acts_4},
           {ord: 25, stat: 'afq_5th', unit: '%', num: aggr_5, den: acts_5},
           {ord: 26, stat: 'afq_6th', unit: '%', num: aggr_6, den: acts_6},
           {ord: 27, stat: 'afq_7th', unit: '%', num: aggr_7, den: acts_7},
           {ord: 28, stat: 'fold_to_bet_3rd', unit: '%', num: fold_to_bet_3, den: faced_bet_3},
           {ord: 29, stat: 'fold_to_bet_4th', unit: '%', num: fold_to_bet_4, den: faced_bet_4},
           {ord: 30, stat: 'fold_to_bet_5th', unit: '%', num: fold_to_bet_5, den: faced_bet_5},
           {ord: 31, stat: 'fold_to_bet_6th', unit: '%', num: fold_to_bet_6, den: faced_bet_6},
           {ord: 32, stat: 'fold_to_bet_7th', unit: '%', num: fold_to_bet_7, den: faced_bet_7},
           {ord: 33, stat: 'went_to_showdown', unit: '%', num: showdowns, den: saw_4},
           {ord: 34, stat: 'won_at_showdown', unit: '%', num: won_at_showdown, den: showdowns},
           {ord: 35, stat: 'scoop', unit: '%', num: scoops, den: showdowns},
           {ord: 36, stat: 'high_only', unit: '%', num: high_only, den: showdowns},
           {ord: 37, stat: 'low_only', unit: '%', num: low_only, den: showdowns},
           {ord: 38, stat: 'quartered', unit: '%', num: quartered, den: showdowns},
           {ord: 39, stat: 'lost_both', unit: '%', num: lost_both, den: showdowns},
           {ord: 40, stat: 'no_low_at_showdown', unit: '%', num: no_low_at_showdown, den: showdowns_known}
    ]) AS s
    FROM per_player
)
SELECT player, s.stat AS stat,
       CAST(CASE WHEN s.unit = 'count' THEN s.num
                 WHEN s.den = 0 THEN NULL
                 WHEN s.unit = '%' THEN round(100.0 * s.num / s.den, 1)
                 ELSE round(s.num / s.den, 2) END AS DOUBLE) AS value,
       s.unit AS unit, s.num AS num, s.den AS den
FROM long
ORDER BY player, s.ord;
