-- r_player_street: one row per player per street they acted on, with the
-- facts the per-street statistics count.
-- first_to_act: on 3rd street the first player to act after the bring-in
-- player's opening action (bring-in post or completion); on 4th-7th the
-- first player to act (the best board).
-- Definitions: docs/definitions.md#report-views
CREATE OR REPLACE TEMP VIEW r_player_street AS
SELECT hand_key, seat, street,
       bool_or(street_nth = CASE WHEN street = 3 THEN 2 ELSE 1 END) AS first_to_act,
       bool_or(street_nth = CASE WHEN street = 3 THEN 2 ELSE 1 END AND aggressive) AS first_aggressive,
       count(*) FILTER (WHERE aggressive) AS aggressive_actions,
       count(*) FILTER (WHERE kind = 'call') AS calls,
       count(*) FILTER (WHERE kind = 'fold') AS folds,
       bool_or(bets_before > 0) AS faced_bet,
       bool_or(kind = 'fold' AND bets_before > 0) AS folded_to_bet,
       bool_or(kind = 'fold') AS folded,
       -- 3rd street only (false elsewhere by construction of the stats)
       bool_or(kind IN ('call', 'bet', 'complete', 'raise')) AS voluntary,
       bool_or(bets_before = 0) AS could_complete,
       bool_or(aggressive AND bets_before = 0) AS completed,
       bool_or(bets_before >= 1) AS faced_completion,
       bool_or(kind = 'raise' AND bets_before >= 1) AS reraised,
       bool_or(street_nth = 1) AS opened_street,
       bool_or(player_nth = 1 AND kind <> 'bring-in' AND bets_before = 0 AND calls_before = 0) AS first_unopened,
       bool_or(player_nth = 1 AND kind <> 'bring-in' AND bets_before = 0 AND calls_before = 0 AND aggressive) AS first_unopened_aggressive,
       bool_or(player_nth = 2 AND bets_before = 1 AND calls_before = 0) AS second_faces_lone_bet,
       bool_or(player_nth = 2 AND bets_before = 1 AND calls_before = 0 AND kind IN ('call', 'raise')) AS second_defends,
       bool_or(player_nth = 2 AND bets_before = 1 AND calls_before = 0 AND kind = 'fold') AS second_folds
FROM r_action_context
GROUP BY hand_key, seat, street;
