-- r_player_hand: one row per player per hand with every flag the stats
-- report counts: 3rd-street decisions, the steal and its defence, the
-- per-street facts pivoted into columns (_3 .. _7), and the showdown outcome
-- computed from the pots' high and low award lists, and the hand's site,
-- game, stakes, day and big bet for the filters.
-- Definitions: docs/definitions.md#report-views
CREATE OR REPLACE TEMP VIEW r_player_hand AS
WITH streets AS (
    SELECT hand_key, seat,
           bool_or(voluntary) FILTER (WHERE street = 3) AS vpip,
           bool_or(could_complete) FILTER (WHERE street = 3) AS could_complete,
           bool_or(completed) FILTER (WHERE street = 3) AS completed,
           bool_or(faced_completion) FILTER (WHERE street = 3) AS faced_completion,
           bool_or(reraised) FILTER (WHERE street = 3) AS reraised,
           bool_or(opened_street) FILTER (WHERE street = 3) AS bring_in_player,
           bool_or(first_unopened) FILTER (WHERE street = 3) AS first_unopened,
           bool_or(first_unopened_aggressive) FILTER (WHERE street = 3) AS first_unopened_aggressive,
           bool_or(second_faces_lone_bet) FILTER (WHERE street = 3) AS second_faces_lone_bet,
           bool_or(second_defends) FILTER (WHERE street = 3) AS second_defends,
           bool_or(second_folds) FILTER (WHERE street = 3) AS second_folds,
           bool_or(folded) FILTER (WHERE street = 3) AS folded_3,
           bool_or(first_to_act) FILTER (WHERE street = 3) AS first_3,
           bool_or(first_to_act) FILTER (WHERE street = 4) AS first_4,
           bool_or(first_to_act) FILTER (WHERE street = 5) AS first_5,
           bool_or(first_to_act) FILTER (WHERE street = 6) AS first_6,
           bool_or(first_to_act) FILTER (WHERE street = 7) AS first_7,
           bool_or(first_aggressive) FILTER (WHERE street = 3) AS first_aggr_3,
           bool_or(first_aggressive) FILTER (WHERE street = 4) AS first_aggr_4,
           bool_or(first_aggressive) FILTER (WHERE street = 5) AS first_aggr_5,
           bool_or(first_aggressive) FILTER (WHERE street = 6) AS first_aggr_6,
           bool_or(first_aggressive) FILTER (WHERE street = 7) AS first_aggr_7,
           sum(aggressive_actions) FILTER (WHERE street = 3) AS aggr_3,
           sum(aggressive_actions) FILTER (WHERE street = 4) AS aggr_4,
           sum(aggressive_actions) FILTER (WHERE street = 5) AS aggr_5,
           sum(aggressive_actions) FILTER (WHERE street = 6) AS aggr_6,
           sum(aggressive_actions) FILTER (WHERE street = 7) AS aggr_7,
           sum(calls) FILTER (WHERE street = 3) AS calls_3,
           sum(calls) FILTER (WHERE street = 4) AS calls_4,
           sum(calls) FILTER (WHERE street = 5) AS calls_5,
           sum(calls) FILTER (WHERE street = 6) AS calls_6,
           sum(calls) FILTER (WHERE street = 7) AS calls_7,
           sum(folds) FILTER (WHERE street = 3) AS folds_3,
           sum(folds) FILTER (WHERE street = 4) AS folds_4,
           sum(folds) FILTER (WHERE street = 5) AS folds_5,
           sum(folds) FILTER (WHERE street = 6) AS folds_6,
           sum(folds) FILTER (WHERE street = 7) AS folds_7,
           bool_or(faced_bet) FILTER (WHERE street = 3) AS faced_bet_3,
           bool_or(faced_bet) FILTER (WHERE street = 4) AS faced_bet_4,
           bool_or(faced_bet) FILTER (WHERE street = 5) AS faced_bet_5,
           bool_or(faced_bet) FILTER (WHERE street = 6) AS faced_bet_6,
           bool_or(faced_bet) FILTER (WHERE street = 7) AS faced_bet_7,
           bool_or(folded_to_bet) FILTER (WHERE street = 3) AS fold_to_bet_3,
           bool_or(folded_to_bet) FILTER (WHERE street = 4) AS fold_to_bet_4,
           bool_or(folded_to_bet) FILTER (WHERE street = 5) AS fold_to_bet_5,
           bool_or(folded_to_bet) FILTER (WHERE street = 6) AS fold_to_bet_6,
           bool_or(folded_to_bet) FILTER (WHERE street = 7) AS fold_to_bet_7
    FROM r_player_street
    GROUP BY hand_key, seat
),
positions AS (  -- seats counted clockwise back from the bring-in: 0 = bring-in, 1 = just before it
    SELECT p.hand_key, p.seat,
           row_number() OVER (PARTITION BY p.hand_key ORDER BY p.seat) - 1 AS idx,
           count(*) OVER (PARTITION BY p.hand_key) AS dealt
    FROM r_players p
),
pot_outcome AS (  -- per pot the player could win at showdown
    SELECT e.hand_key, e.pot, e.player, e.low_qualified,
           bool_or(a.half = 'high') AS won_high,
           bool_or(a.half = 'low') AS won_low,
           bool_or(a.half = 'high' AND a.winners = 1) AS high_alone,
           bool_or(a.half = 'low' AND a.winners = 1) AS low_alone,
           bool_or(a.winners > 1) AS shared
    FROM r_eligible e
    LEFT JOIN r_awards a ON a.hand_key = e.hand_key AND a.pot = e.pot AND a.player = e.player
    GROUP BY e.hand_key, e.pot, e.player, e.low_qualified
),
hand_outcome AS (
    SELECT hand_key, player,
           coalesce(bool_or(won_high), false) AS won_high,
           coalesce(bool_or(won_low), false) AS won_low,
           coalesce(bool_or(shared), false) AS quartered,
           coalesce(bool_and(coalesce(high_alone, false) AND (NOT low_qualified OR coalesce(low_alone, false))), false) AS scooped
    FROM pot_outcome
    GROUP BY hand_key, player
),
joined AS (
    SELECT p.hand_key, p.seat, p.player, h.site, h.game, h.stakes, h.day, h.big_bet, p.net, p.collected, p.showdown, p.saw_4, p.saw_5, p.saw_6, p.saw_7,
           p.door, p.down_1, p.down_2, p.cards_known, p.has_low,
           s.* EXCLUDE (hand_key, seat),
           ps.idx, ps.dealt,
           o.won_high, o.won_low, o.quartered, o.scooped
    FROM r_players p
    JOIN r_hands h USING (hand_key)
    LEFT JOIN streets s USING (hand_key, seat)
    JOIN positions ps USING (hand_key, seat)
    LEFT JOIN hand_outcome o USING (hand_key, player)
),
with_bring_in AS (
    SELECT j.*,
           max(CASE WHEN bring_in_player THEN idx END) OVER hand AS bring_in_idx,
           count(*) FILTER (WHERE folded_3) OVER hand AS folded_on_3rd
    FROM joined j
    WINDOW hand AS (PARTITION BY hand_key)
),
steals AS (
    SELECT w.*,
           ((bring_in_idx - idx + dealt) % dealt) AS seats_before_bring_in,
           ((bring_in_idx - idx + dealt) % dealt) BETWEEN 1 AND 3 AND coalesce(first_unopened, false) AS steal_chance,
           ((bring_in_idx - idx + dealt) % dealt) BETWEEN 1 AND 3 AND coalesce(first_unopened_aggressive, false) AS stole
    FROM with_bring_in w
)
SELECT s.*,
       stole AND folded_on_3rd = dealt - 1 AS steal_won,
       bool_or(stole) OVER (PARTITION BY hand_key) AS hand_has_steal
FROM steals s;
