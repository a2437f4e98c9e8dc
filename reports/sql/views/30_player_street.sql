-- r_player_street: one row per player per street they acted on, with the
-- facts the per-street statistics count.
-- first_to_act: on 3rd street the first player to act after the bring-in
-- player's opening action (bring-in post or completion); on 4th-7th the
-- first player to act (the best board).
-- first_* and second_*: the player's own first and second action on the
-- street, with the bets and calls made before it.
-- Definitions: docs/definitions.md#report-views
CREATE OR REPLACE TEMP VIEW r_player_street AS
WITH g AS (
    SELECT hand_key, seat, street,
           bool_or(street_nth = CASE WHEN street = 3 THEN 2 ELSE 1 END) AS first_to_act,
           bool_or(street_nth = CASE WHEN street = 3 THEN 2 ELSE 1 END AND aggressive) AS first_aggressive,
           count(*) FILTER (WHERE aggressive) AS aggressive_actions,
           count(*) FILTER (WHERE kind = 'call') AS calls,
           count(*) FILTER (WHERE kind = 'fold') AS folds,
           bool_or(bets_before > 0) AS faced_bet,
           bool_or(kind = 'fold' AND bets_before > 0) AS folded_to_bet,
           bool_or(kind = 'fold') AS folded,
           bool_or(kind IN ('call', 'bet', 'complete', 'raise')) AS voluntary,
           bool_or(bets_before = 0) AS could_complete,
           bool_or(aggressive AND bets_before = 0) AS completed,
           bool_or(bets_before >= 1) AS faced_completion,
           bool_or(kind = 'raise' AND bets_before >= 1) AS reraised,
           bool_or(street_nth = 1) AS opened_street,
           arg_min({kind: kind, bets: bets_before, calls: calls_before}, seq, 2) AS firsts
    FROM r_action_context
    GROUP BY hand_key, seat, street
)
SELECT g.* EXCLUDE (firsts),
       firsts[1].kind <> 'bring-in' AND firsts[1].bets = 0 AND firsts[1].calls = 0 AS first_unopened,
       firsts[1].kind <> 'bring-in' AND firsts[1].bets = 0 AND firsts[1].calls = 0
           AND firsts[1].kind IN ('bet', 'complete', 'raise') AS first_unopened_aggressive,
       coalesce(len(firsts) >= 2 AND firsts[2].bets = 1 AND firsts[2].calls = 0, false) AS second_faces_lone_bet,
       coalesce(len(firsts) >= 2 AND firsts[2].bets = 1 AND firsts[2].calls = 0 AND firsts[2].kind IN ('call', 'raise'), false) AS second_defends,
       coalesce(len(firsts) >= 2 AND firsts[2].bets = 1 AND firsts[2].calls = 0 AND firsts[2].kind = 'fold', false) AS second_folds
FROM g;
