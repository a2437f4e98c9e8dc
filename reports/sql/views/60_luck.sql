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
q AS (  -- their equity moments
    SELECT * FROM hand_equity q
    WHERE (f_player IS NULL AND f_like IS NULL) OR q.hand_key IN (SELECT hand_key FROM keys)
),
acts AS (  -- the actions of the hands with moments, each once
    SELECT a.hand_key, a.seat, a.street, CAST(a.seq AS INTEGER) AS seq, a.amount
    FROM actions a
    WHERE a.hand_key IN (SELECT hand_key FROM q)
),
firsts AS (  -- each street's first action
    SELECT hand_key, street, min(seq) AS seq FROM acts GROUP BY hand_key, street
),
last_paid AS (  -- each player's last action that put money in
    SELECT hand_key, seat, max(seq) AS seq FROM acts WHERE amount > 0 GROUP BY hand_key, seat
),
moment AS (  -- moments at which every player still in had known cards, in hand order
    SELECT hand_key, seat, street, moment, action_seq, total,
           -- order in the hand: an all-in ante first, an all-in at its action
           -- (2 x seq), the start of a street after the action before it and
           -- before the street's first action (2 x seq - 1); streets without
           -- actions (every player all-in) after every action
           CASE WHEN moment = 'all-in' THEN CAST(coalesce(action_seq, 0) AS INTEGER) * 2
                ELSE coalesce((SELECT min(f.seq) FROM firsts f
                               WHERE f.hand_key = q.hand_key AND f.street >= q.street), 32000) * 2 - 1
           END AS at
    FROM q
    QUALIFY players = count(*) OVER (PARTITION BY hand_key, street, moment, action_seq)
),
settled AS (  -- the first of those after which the player put no more money in
    -- (streets without actions share an order: the earlier street first)
    SELECT m.hand_key, m.seat, arg_min(m.total, m.at * 8 + m.street) AS equity
    FROM moment m
    LEFT JOIN last_paid l ON l.hand_key = m.hand_key AND l.seat = m.seat
    WHERE coalesce(l.seq, -1) * 2 <= m.at
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
JOIN (SELECT * FROM r_players WHERE hand_key IN (SELECT hand_key FROM settled)) p USING (hand_key, seat)
LEFT JOIN eligible_pot ep ON ep.hand_key = s.hand_key AND ep.player = p.player;

CREATE OR REPLACE TEMP VIEW r_adjusted AS SELECT * FROM r_adjusted_of(NULL, NULL);
