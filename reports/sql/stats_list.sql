-- stats-list: the statistics of the stats report, in output order: each
-- is the count column of stats.sql that is its numerator (num) and the one
-- that is its denominator (den), and its unit. The report prints one row
-- per player and statistic: for unit '%', value = 100 x num / den rounded to
-- one decimal; for 'ratio', num / den rounded to two decimals; for 'count',
-- num; empty when den is 0 (rounding half away from zero, as DuckDB's
-- round). Every statistic is defined in docs/definitions.md#stats.
SELECT ord, stat, unit, num, den
FROM (VALUES
    (1, 'hands', 'count', 'hands', 'hands'),
    (2, 'vpip_3rd', '%', 'vpip', 'hands'),
    (3, 'complete_3rd', '%', 'completed', 'could_complete'),
    (4, 'reraise_3rd', '%', 'reraised', 'faced_completion'),
    (5, 'steal_attempt', '%', 'stole', 'steal_chance'),
    (6, 'steal_success', '%', 'steal_won', 'stole'),
    (7, 'bring_in_defend', '%', 'defended_steal', 'faced_steal'),
    (8, 'bring_in_fold_to_steal', '%', 'folded_to_steal', 'faced_steal'),
    (9, 'saw_4th', '%', 'saw_4', 'hands'),
    (10, 'saw_5th', '%', 'saw_5', 'hands'),
    (11, 'saw_6th', '%', 'saw_6', 'hands'),
    (12, 'saw_7th', '%', 'saw_7', 'hands'),
    (13, 'first_bet_3rd', '%', 'first_bet_3', 'first_3'),
    (14, 'first_bet_4th', '%', 'first_bet_4', 'first_4'),
    (15, 'first_bet_5th', '%', 'first_bet_5', 'first_5'),
    (16, 'first_bet_6th', '%', 'first_bet_6', 'first_6'),
    (17, 'first_bet_7th', '%', 'first_bet_7', 'first_7'),
    (18, 'af_3rd', 'ratio', 'aggr_3', 'calls_3'),
    (19, 'af_4th', 'ratio', 'aggr_4', 'calls_4'),
    (20, 'af_5th', 'ratio', 'aggr_5', 'calls_5'),
    (21, 'af_6th', 'ratio', 'aggr_6', 'calls_6'),
    (22, 'af_7th', 'ratio', 'aggr_7', 'calls_7'),
    (23, 'afq_3rd', '%', 'aggr_3', 'acts_3'),
    (24, 'afq_4th', '%', 'aggr_4', 'acts_4'),
    (25, 'afq_5th', '%', 'aggr_5', 'acts_5'),
    (26, 'afq_6th', '%', 'aggr_6', 'acts_6'),
    (27, 'afq_7th', '%', 'aggr_7', 'acts_7'),
    (28, 'fold_to_bet_3rd', '%', 'fold_to_bet_3', 'faced_bet_3'),
    (29, 'fold_to_bet_4th', '%', 'fold_to_bet_4', 'faced_bet_4'),
    (30, 'fold_to_bet_5th', '%', 'fold_to_bet_5', 'faced_bet_5'),
    (31, 'fold_to_bet_6th', '%', 'fold_to_bet_6', 'faced_bet_6'),
    (32, 'fold_to_bet_7th', '%', 'fold_to_bet_7', 'faced_bet_7'),
    (33, 'went_to_showdown', '%', 'showdowns', 'saw_4'),
    (34, 'won_at_showdown', '%', 'won_at_showdown', 'showdowns'),
    (35, 'scoop', '%', 'scoops', 'showdowns'),
    (36, 'high_only', '%', 'high_only', 'showdowns'),
    (37, 'low_only', '%', 'low_only', 'showdowns'),
    (38, 'quartered', '%', 'quartered', 'showdowns'),
    (39, 'lost_both', '%', 'lost_both', 'showdowns'),
    (40, 'no_low_at_showdown', '%', 'no_low_at_showdown', 'showdowns_known')
) AS s(ord, stat, unit, num, den)
ORDER BY ord;
