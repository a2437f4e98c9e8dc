-- stats: per-player stud statistics in long form, one row per player and
-- statistic, with the counts behind it: value = num / den (as a percentage
-- when unit is '%', a plain ratio for the aggression factor).
-- Every stat is defined, with its numerator and denominator, in
-- docs/definitions.md#stats; keep the two in step.
WITH params AS (
    SELECT CAST($player AS VARCHAR) AS player, CAST($site AS VARCHAR) AS site,
           CAST($game AS VARCHAR) AS game, CAST($stakes AS VARCHAR) AS stakes,
           CAST($from AS DATE) AS d_from, CAST($to AS DATE) AS d_to,
           CAST($min_hands AS BIGINT) AS min_hands
),
ph AS (
    SELECT x.*
    FROM r_player_hand x
    JOIN r_hands h USING (hand_key)
    CROSS JOIN params f
    WHERE (f.player IS NULL OR x.player = f.player)
      AND (f.site IS NULL OR h.site = f.site)
      AND (f.game IS NULL OR h.game = f.game)
      AND (f.stakes IS NULL OR h.stakes = f.stakes)
      AND (f.d_from IS NULL OR h.day >= f.d_from)
      AND (f.d_to IS NULL OR h.day <= f.d_to)
),
per_player AS (
    SELECT player, unnest([
           {ord: 1, stat: 'hands', unit: 'count',
            num: CAST(count(*) AS BIGINT),
            den: CAST(count(*) AS BIGINT)},
           {ord: 2, stat: 'vpip_3rd', unit: '%',
            num: CAST(count(*) FILTER (WHERE vpip) AS BIGINT),
            den: CAST(count(*) AS BIGINT)},
           {ord: 3, stat: 'complete_3rd', unit: '%',
            num: CAST(count(*) FILTER (WHERE completed) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE could_complete) AS BIGINT)},
           {ord: 4, stat: 'reraise_3rd', unit: '%',
            num: CAST(count(*) FILTER (WHERE reraised) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE faced_completion) AS BIGINT)},
           {ord: 5, stat: 'steal_attempt', unit: '%',
            num: CAST(count(*) FILTER (WHERE stole) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE steal_chance) AS BIGINT)},
           {ord: 6, stat: 'steal_success', unit: '%',
            num: CAST(count(*) FILTER (WHERE steal_won) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE stole) AS BIGINT)},
           {ord: 7, stat: 'bring_in_defend', unit: '%',
            num: CAST(count(*) FILTER (WHERE bring_in_player AND hand_has_steal AND second_defends) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE bring_in_player AND hand_has_steal AND second_faces_lone_bet) AS BIGINT)},
           {ord: 8, stat: 'bring_in_fold_to_steal', unit: '%',
            num: CAST(count(*) FILTER (WHERE bring_in_player AND hand_has_steal AND second_folds) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE bring_in_player AND hand_has_steal AND second_faces_lone_bet) AS BIGINT)},
           {ord: 9, stat: 'saw_4th', unit: '%',
            num: CAST(count(*) FILTER (WHERE saw_4) AS BIGINT),
            den: CAST(count(*) AS BIGINT)},
           {ord: 10, stat: 'saw_5th', unit: '%',
            num: CAST(count(*) FILTER (WHERE saw_5) AS BIGINT),
            den: CAST(count(*) AS BIGINT)},
           {ord: 11, stat: 'saw_6th', unit: '%',
            num: CAST(count(*) FILTER (WHERE saw_6) AS BIGINT),
            den: CAST(count(*) AS BIGINT)},
           {ord: 12, stat: 'saw_7th', unit: '%',
            num: CAST(count(*) FILTER (WHERE saw_7) AS BIGINT),
            den: CAST(count(*) AS BIGINT)},
           {ord: 13, stat: 'first_bet_3rd', unit: '%',
            num: CAST(count(*) FILTER (WHERE first_aggr_3) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE first_3) AS BIGINT)},
           {ord: 14, stat: 'first_bet_4th', unit: '%',
            num: CAST(count(*) FILTER (WHERE first_aggr_4) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE first_4) AS BIGINT)},
           {ord: 15, stat: 'first_bet_5th', unit: '%',
            num: CAST(count(*) FILTER (WHERE first_aggr_5) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE first_5) AS BIGINT)},
           {ord: 16, stat: 'first_bet_6th', unit: '%',
            num: CAST(count(*) FILTER (WHERE first_aggr_6) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE first_6) AS BIGINT)},
           {ord: 17, stat: 'first_bet_7th', unit: '%',
            num: CAST(count(*) FILTER (WHERE first_aggr_7) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE first_7) AS BIGINT)},
           {ord: 18, stat: 'af_3rd', unit: 'ratio',
            num: CAST(coalesce(sum(aggr_3), 0) AS BIGINT),
            den: CAST(coalesce(sum(calls_3), 0) AS BIGINT)},
           {ord: 19, stat: 'af_4th', unit: 'ratio',
            num: CAST(coalesce(sum(aggr_4), 0) AS BIGINT),
            den: CAST(coalesce(sum(calls_4), 0) AS BIGINT)},
           {ord: 20, stat: 'af_5th', unit: 'ratio',
            num: CAST(coalesce(sum(aggr_5), 0) AS BIGINT),
            den: CAST(coalesce(sum(calls_5), 0) AS BIGINT)},
           {ord: 21, stat: 'af_6th', unit: 'ratio',
            num: CAST(coalesce(sum(aggr_6), 0) AS BIGINT),
            den: CAST(coalesce(sum(calls_6), 0) AS BIGINT)},
           {ord: 22, stat: 'af_7th', unit: 'ratio',
            num: CAST(coalesce(sum(aggr_7), 0) AS BIGINT),
            den: CAST(coalesce(sum(calls_7), 0) AS BIGINT)},
           {ord: 23, stat: 'afq_3rd', unit: '%',
            num: CAST(coalesce(sum(aggr_3), 0) AS BIGINT),
            den: CAST(coalesce(sum(aggr_3 + calls_3 + folds_3), 0) AS BIGINT)},
           {ord: 24, stat: 'afq_4th', unit: '%',
            num: CAST(coalesce(sum(aggr_4), 0) AS BIGINT),
            den: CAST(coalesce(sum(aggr_4 + calls_4 + folds_4), 0) AS BIGINT)},
           {ord: 25, stat: 'afq_5th', unit: '%',
            num: CAST(coalesce(sum(aggr_5), 0) AS BIGINT),
            den: CAST(coalesce(sum(aggr_5 + calls_5 + folds_5), 0) AS BIGINT)},
           {ord: 26, stat: 'afq_6th', unit: '%',
            num: CAST(coalesce(sum(aggr_6), 0) AS BIGINT),
            den: CAST(coalesce(sum(aggr_6 + calls_6 + folds_6), 0) AS BIGINT)},
           {ord: 27, stat: 'afq_7th', unit: '%',
            num: CAST(coalesce(sum(aggr_7), 0) AS BIGINT),
            den: CAST(coalesce(sum(aggr_7 + calls_7 + folds_7), 0) AS BIGINT)},
           {ord: 28, stat: 'fold_to_bet_3rd', unit: '%',
            num: CAST(count(*) FILTER (WHERE fold_to_bet_3) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE faced_bet_3) AS BIGINT)},
           {ord: 29, stat: 'fold_to_bet_4th', unit: '%',
            num: CAST(count(*) FILTER (WHERE fold_to_bet_4) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE faced_bet_4) AS BIGINT)},
           {ord: 30, stat: 'fold_to_bet_5th', unit: '%',
            num: CAST(count(*) FILTER (WHERE fold_to_bet_5) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE faced_bet_5) AS BIGINT)},
           {ord: 31, stat: 'fold_to_bet_6th', unit: '%',
            num: CAST(count(*) FILTER (WHERE fold_to_bet_6) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE faced_bet_6) AS BIGINT)},
           {ord: 32, stat: 'fold_to_bet_7th', unit: '%',
            num: CAST(count(*) FILTER (WHERE fold_to_bet_7) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE faced_bet_7) AS BIGINT)},
           {ord: 33, stat: 'went_to_showdown', unit: '%',
            num: CAST(count(*) FILTER (WHERE showdown) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE saw_4) AS BIGINT)},
           {ord: 34, stat: 'won_at_showdown', unit: '%',
            num: CAST(count(*) FILTER (WHERE showdown AND (won_high OR won_low)) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE showdown) AS BIGINT)},
           {ord: 35, stat: 'scoop', unit: '%',
            num: CAST(count(*) FILTER (WHERE showdown AND scooped) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE showdown) AS BIGINT)},
           {ord: 36, stat: 'high_only', unit: '%',
            num: CAST(count(*) FILTER (WHERE showdown AND won_high AND NOT won_low AND NOT scooped) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE showdown) AS BIGINT)},
           {ord: 37, stat: 'low_only', unit: '%',
            num: CAST(count(*) FILTER (WHERE showdown AND won_low AND NOT won_high) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE showdown) AS BIGINT)},
           {ord: 38, stat: 'quartered', unit: '%',
            num: CAST(count(*) FILTER (WHERE showdown AND quartered) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE showdown) AS BIGINT)},
           {ord: 39, stat: 'lost_both', unit: '%',
            num: CAST(count(*) FILTER (WHERE showdown AND NOT coalesce(won_high, false) AND NOT coalesce(won_low, false)) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE showdown) AS BIGINT)},
           {ord: 40, stat: 'no_low_at_showdown', unit: '%',
            num: CAST(count(*) FILTER (WHERE showdown AND cards_known AND NOT has_low) AS BIGINT),
            den: CAST(count(*) FILTER (WHERE showdown AND cards_known) AS BIGINT)}
    ]) AS s
    FROM ph
    GROUP BY player
    HAVING count(*) >= coalesce((SELECT min_hands FROM params), 0)
)
SELECT player, s.stat AS stat,
       CASE WHEN s.unit = 'count' THEN s.num
            WHEN s.den = 0 THEN NULL
            WHEN s.unit = '%' THEN round(100.0 * s.num / s.den, 1)
            ELSE round(s.num / s.den, 2) END AS value,
       s.unit AS unit, s.num AS num, s.den AS den
FROM per_player
ORDER BY player, s.ord;
