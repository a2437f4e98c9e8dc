-- r_action_context: every betting action with what had happened before it
-- on the same street: the number of bets (bet, completion, raise) and of
-- calls before it, and its rank among the street's actions. The bring-in
-- post is a forced bet: it is not counted as a bet here. One window (one
-- sort of the actions) computes all three.
-- Definitions: docs/definitions.md#report-views
CREATE OR REPLACE TEMP VIEW r_action_context AS
WITH a AS (
    SELECT hand_key, seq, street, seat, kind,
           kind IN ('bet', 'complete', 'raise') AS aggressive,
           CASE WHEN kind IN ('bet', 'complete', 'raise') THEN 1 ELSE 0 END AS is_bet,
           CASE WHEN kind = 'call' THEN 1 ELSE 0 END AS is_call
    FROM r_actions
    WHERE kind IN ('bring-in', 'complete', 'bet', 'call', 'raise', 'check', 'fold')
)
SELECT hand_key, seq, street, seat, kind, aggressive,
       sum(is_bet) OVER w - is_bet AS bets_before,
       sum(is_call) OVER w - is_call AS calls_before,
       row_number() OVER w AS street_nth
FROM a
WINDOW w AS (PARTITION BY hand_key, street ORDER BY seq ROWS UNBOUNDED PRECEDING);
