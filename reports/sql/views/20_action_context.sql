-- r_action_context: every betting action with what had happened before it
-- on the same street: the number of bets (bet, completion, raise) and calls
-- before it, its rank among the street's actions and among the player's own.
-- The bring-in post is a forced bet: it is not counted as a bet here.
-- Definitions: docs/definitions.md#report-views
CREATE OR REPLACE TEMP VIEW r_action_context AS
SELECT hand_key, seq, street, seat, kind,
       kind IN ('bet', 'complete', 'raise') AS aggressive,
       coalesce(sum(CASE WHEN kind IN ('bet', 'complete', 'raise') THEN 1 ELSE 0 END) OVER prior, 0) AS bets_before,
       coalesce(sum(CASE WHEN kind = 'call' THEN 1 ELSE 0 END) OVER prior, 0) AS calls_before,
       row_number() OVER (PARTITION BY hand_key, street ORDER BY seq) AS street_nth,
       row_number() OVER (PARTITION BY hand_key, street, seat ORDER BY seq) AS player_nth
FROM r_actions
WHERE kind IN ('bring-in', 'complete', 'bet', 'call', 'raise', 'check', 'fold')
WINDOW prior AS (PARTITION BY hand_key, street ORDER BY seq
                 ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING);
