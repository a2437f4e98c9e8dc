-- 0010_hand_adjusted.sql: each player's all-in adjusted result of a hand,
-- computed by the import (luck.Settled, store/equity.go) from the hand's
-- equity moments: at the first moment at which every player still in had
-- known cards and after which the player put no more money in, his total
-- equity there times the pots (after rake) he was eligible for, rounded to
-- cents, less what he put in (docs/definitions.md#luck). The luck report
-- and the graph's adjusted line read it; a hand without a row counts as it
-- went. Until now the reports computed it in SQL from hand_equity, actions
-- and pots on every run (a scan of every action for one player's graph).
-- A database made before this migration gets the rows of the hands it
-- holds from that same rule, written once here in SQL.
CREATE TABLE hand_adjusted (
    hand_key BIGINT NOT NULL,
    seat     TINYINT NOT NULL,
    player   VARCHAR NOT NULL,
    equity   DECIMAL(9,6) NOT NULL,
    pot      DECIMAL(18,2) NOT NULL,
    adjusted DECIMAL(18,2) NOT NULL
);

INSERT INTO hand_adjusted
WITH acts AS (
    SELECT a.hand_key, a.seat, a.street, CAST(a.seq AS INTEGER) AS seq, a.amount
    FROM actions a
    WHERE a.hand_key IN (SELECT hand_key FROM hand_equity)
),
firsts AS (
    SELECT hand_key, street, min(seq) AS seq FROM acts GROUP BY hand_key, street
),
last_paid AS (
    SELECT hand_key, seat, max(seq) AS seq FROM acts WHERE amount > 0 GROUP BY hand_key, seat
),
moment AS (
    SELECT hand_key, seat, street, total,
           CASE WHEN moment = 'all-in' THEN CAST(coalesce(action_seq, 0) AS INTEGER) * 2
                ELSE coalesce((SELECT min(f.seq) FROM firsts f
                               WHERE f.hand_key = q.hand_key AND f.street >= q.street), 32000) * 2 - 1
           END AS at
    FROM hand_equity q
    QUALIFY players = count(*) OVER (PARTITION BY hand_key, street, moment, action_seq)
),
settled AS (
    SELECT m.hand_key, m.seat, arg_min(m.total, m.at * 8 + m.street) AS equity
    FROM moment m
    LEFT JOIN last_paid l ON l.hand_key = m.hand_key AND l.seat = m.seat
    WHERE coalesce(l.seq, -1) * 2 <= m.at
    GROUP BY m.hand_key, m.seat
),
eligible AS (
    SELECT p.hand_key, unnest(p.eligible) AS player, p.amount
    FROM pots p
    WHERE p.hand_key IN (SELECT hand_key FROM settled)
),
eligible_pot AS (
    SELECT hand_key, player, sum(amount) AS pot FROM eligible GROUP BY hand_key, player
)
SELECT s.hand_key, s.seat, p.player, s.equity, coalesce(ep.pot, 0),
       CAST(round(s.equity * coalesce(ep.pot, 0), 2) AS DECIMAL(18, 2)) - p.put_in_total
FROM settled s
JOIN hand_players p ON p.hand_key = s.hand_key AND p.seat = s.seat AND p.dealt_in
LEFT JOIN eligible_pot ep ON ep.hand_key = s.hand_key AND ep.player = p.player;
