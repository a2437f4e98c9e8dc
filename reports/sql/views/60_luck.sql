-- r_adjusted: a player's all-in adjusted result of a hand (the luck report
-- and the graph's adjusted line). A hand is adjusted for a player when
-- hand_equity has a moment (an all-in before 7th street, or the start of a
-- later street) at which every player still in had known cards and after
-- which the player put no more money in: at the first such moment, the
-- result is his total equity there times the pots (after rake) he was
-- eligible for, less what he put in. Hands without such a moment are not
-- in the view: their adjusted result is their net.
-- r_adjusted_of(player, like) computes it for the hands of the players the
-- report selects (the player filters as r_who; NULL, NULL: every hand):
-- one player's graph reads his hands' moments, not the whole database's.
-- Definitions: docs/definitions.md#luck
CREATE OR REPLACE TEMP MACRO r_adjusted_of(f_player, f_like) AS TABLE
WITH keys AS (  -- the hands of the selected players
    SELECT DISTINCT hand_key FROM hand_players
    WHERE (f_player IS NOT NULL OR f_like IS NOT NULL) AND r_who(player, f_player, f_like)
),
moment AS (  -- moments at which every player still in had known cards, in hand order
    SELECT hand_key, seat, street, moment, action_seq, total,
           -- order in the hand: an all-in ante first, an all-in at its action
           -- (2 x seq), the start of a street after the action before it and
           -- before the street's first action (2 x seq - 1): never a tie, so
           -- "the first moment" is one moment
           CASE WHEN moment = 'all-in' THEN CAST(coalesce(action_seq, 0) AS INTEGER) * 2
                ELSE coalesce((SELECT CAST(min(a.seq) AS INTEGER) FROM actions a
                               WHERE a.hand_key = q.hand_key AND a.street >= q.street), 32000) * 2 - 1
           END AS at
    FROM hand_equity q
    WHERE (f_player IS NULL AND f_like IS NULL) OR q.hand_key IN (SELECT hand_key FROM keys)
    QUALIFY players = count(*) OVER (PARTITION BY hand_key, street, moment, action_seq)
),
settled AS (  -- the first of those after which the player put no more money in
    SELECT m.hand_key, m.seat, arg_min(m.total, m.at) AS equity
    FROM moment m
    WHERE NOT EXISTS (SELECT 1 FROM actions a
                      WHERE a.hand_key = m.hand_key AND a.seat = m.seat AND a.amount > 0 AND CAST(a.seq AS INTEGER) * 2 > m.at)
    GROUP BY m.hand_key, m.seat
),
eligible_pot AS (  -- the pots (after rake) each player could win
    SELECT e.hand_key, e.player, sum(p.amount) AS pot
    FROM r_eligible e
    JOIN pots p ON p.hand_key = e.hand_key AND p.pot_no = e.pot
    WHERE e.hand_key IN (SELECT hand_key FROM settled)
    GROUP BY e.hand_key, e.player
)
SELECT s.hand_key, s.seat, p.player,
       CAST(round(s.equity * coalesce(ep.pot, 0), 2) AS DECIMAL(18, 2)) - p.put_in AS adjusted
FROM settled s
JOIN r_players p USING (hand_key, seat)
LEFT JOIN eligible_pot ep ON ep.hand_key = s.hand_key AND ep.player = p.player;

CREATE OR REPLACE TEMP VIEW r_adjusted AS SELECT * FROM r_adjusted_of(NULL, NULL);
