-- 0017_later_streets.sql: the counts behind the later streets' statistics
-- of `stud8 report stats` (docs/definitions.md#stats), per street from 4th
-- to 7th: bet_N (made the street's first bet) of could_bet_N (acted before
-- any bet), raised_N and called_N (raised, called after a bet; of
-- faced_bet_N), folded_N (of saw_N), aggressed_N (bet or raised; of saw_N),
-- check_raised_N of check_raise_chance_N (checked before any bet, then acted
-- after one: FPDB's cr), and cbet_N of cbet_chance_N (made the previous
-- street's last bet or raise and no bet came before his first action on
-- this one: FPDB's cb). New imports compute them with the others
-- (replay.Result.StatCounts); they come after the unit column.
ALTER TABLE player_day_stats ADD COLUMN bet_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN bet_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN bet_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN bet_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN could_bet_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN could_bet_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN could_bet_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN could_bet_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN raised_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN raised_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN raised_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN raised_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN called_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN called_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN called_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN called_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN folded_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN folded_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN folded_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN folded_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN aggressed_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN aggressed_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN aggressed_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN aggressed_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN check_raised_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN check_raised_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN check_raised_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN check_raised_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN check_raise_chance_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN check_raise_chance_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN check_raise_chance_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN check_raise_chance_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN cbet_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN cbet_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN cbet_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN cbet_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN cbet_chance_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN cbet_chance_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN cbet_chance_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN cbet_chance_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ALTER COLUMN bet_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN bet_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN bet_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN bet_7 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN could_bet_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN could_bet_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN could_bet_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN could_bet_7 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN raised_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN raised_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN raised_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN raised_7 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN called_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN called_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN called_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN called_7 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN folded_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN folded_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN folded_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN folded_7 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN aggressed_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN aggressed_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN aggressed_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN aggressed_7 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN check_raised_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN check_raised_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN check_raised_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN check_raised_7 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN check_raise_chance_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN check_raise_chance_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN check_raise_chance_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN check_raise_chance_7 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN cbet_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN cbet_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN cbet_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN cbet_7 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN cbet_chance_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN cbet_chance_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN cbet_chance_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN cbet_chance_7 SET NOT NULL;

-- A database made by an older stud8 gets the counts of the hands it holds,
-- computed from their stored actions as the import computes them from the
-- replay (store's upgrade test checks that both agree on the bundled
-- hands). Each key's counts go to one of its rows (the others keep 0), or,
-- when it has none with its unit, to its row without a unit (hands stored
-- before migration 0006): the sums over the table are exact, only
-- --currency does not select those hands.
CREATE TEMP TABLE later_counts AS
WITH b AS (  -- 4th to 7th street's actions, with the bets, completions and raises before each
    SELECT hand_key, seq, street, seat, kind,
           coalesce(sum(CASE WHEN kind IN ('bet', 'complete', 'raise') THEN 1 ELSE 0 END)
               OVER (PARTITION BY hand_key, street ORDER BY seq ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS bets_before
    FROM actions
    WHERE street BETWEEN 4 AND 7
),
last_aggr AS (  -- the seat of the last bet, completion or raise of each street, by the street after it
    SELECT hand_key, street + 1 AS street, arg_max(seat, seq) AS seat
    FROM actions
    WHERE street BETWEEN 3 AND 6 AND kind IN ('bet', 'complete', 'raise')
    GROUP BY hand_key, street
),
f AS (  -- a seat's facts on a street
    SELECT b.hand_key, b.street, b.seat,
           bool_or(kind IN ('bet', 'complete', 'raise') AND bets_before = 0) AS bet,
           bool_or(bets_before = 0) AS could_bet,
           bool_or(kind = 'raise' AND bets_before > 0) AS raised,
           bool_or(kind = 'call' AND bets_before > 0) AS called,
           bool_or(kind = 'fold') AS folded,
           bool_or(kind IN ('bet', 'complete', 'raise')) AS aggressed,
           bool_or(kind = 'check' AND bets_before = 0) AS checked,
           arg_min(kind, seq) FILTER (WHERE bets_before > 0) AS answer,  -- the first action after a bet
           arg_min(kind, seq) AS first_kind,
           coalesce(any_value(l.seat) = b.seat, false) AND arg_min(bets_before, seq) = 0 AS cbet_chance
    FROM b LEFT JOIN last_aggr l ON l.hand_key = b.hand_key AND l.street = b.street
    GROUP BY b.hand_key, b.street, b.seat
),
per_seat AS (
    SELECT hand_key, seat,
           count(*) FILTER (WHERE street = 4 AND bet) AS bet_4,
           count(*) FILTER (WHERE street = 5 AND bet) AS bet_5,
           count(*) FILTER (WHERE street = 6 AND bet) AS bet_6,
           count(*) FILTER (WHERE street = 7 AND bet) AS bet_7,
           count(*) FILTER (WHERE street = 4 AND could_bet) AS could_bet_4,
           count(*) FILTER (WHERE street = 5 AND could_bet) AS could_bet_5,
           count(*) FILTER (WHERE street = 6 AND could_bet) AS could_bet_6,
           count(*) FILTER (WHERE street = 7 AND could_bet) AS could_bet_7,
           count(*) FILTER (WHERE street = 4 AND raised) AS raised_4,
           count(*) FILTER (WHERE street = 5 AND raised) AS raised_5,
           count(*) FILTER (WHERE street = 6 AND raised) AS raised_6,
           count(*) FILTER (WHERE street = 7 AND raised) AS raised_7,
           count(*) FILTER (WHERE street = 4 AND called) AS called_4,
           count(*) FILTER (WHERE street = 5 AND called) AS called_5,
           count(*) FILTER (WHERE street = 6 AND called) AS called_6,
           count(*) FILTER (WHERE street = 7 AND called) AS called_7,
           count(*) FILTER (WHERE street = 4 AND folded) AS folded_4,
           count(*) FILTER (WHERE street = 5 AND folded) AS folded_5,
           count(*) FILTER (WHERE street = 6 AND folded) AS folded_6,
           count(*) FILTER (WHERE street = 7 AND folded) AS folded_7,
           count(*) FILTER (WHERE street = 4 AND aggressed) AS aggressed_4,
           count(*) FILTER (WHERE street = 5 AND aggressed) AS aggressed_5,
           count(*) FILTER (WHERE street = 6 AND aggressed) AS aggressed_6,
           count(*) FILTER (WHERE street = 7 AND aggressed) AS aggressed_7,
           count(*) FILTER (WHERE street = 4 AND checked AND answer = 'raise') AS check_raised_4,
           count(*) FILTER (WHERE street = 5 AND checked AND answer = 'raise') AS check_raised_5,
           count(*) FILTER (WHERE street = 6 AND checked AND answer = 'raise') AS check_raised_6,
           count(*) FILTER (WHERE street = 7 AND checked AND answer = 'raise') AS check_raised_7,
           count(*) FILTER (WHERE street = 4 AND checked AND answer IS NOT NULL) AS check_raise_chance_4,
           count(*) FILTER (WHERE street = 5 AND checked AND answer IS NOT NULL) AS check_raise_chance_5,
           count(*) FILTER (WHERE street = 6 AND checked AND answer IS NOT NULL) AS check_raise_chance_6,
           count(*) FILTER (WHERE street = 7 AND checked AND answer IS NOT NULL) AS check_raise_chance_7,
           count(*) FILTER (WHERE street = 4 AND cbet_chance AND first_kind IN ('bet', 'complete', 'raise')) AS cbet_4,
           count(*) FILTER (WHERE street = 5 AND cbet_chance AND first_kind IN ('bet', 'complete', 'raise')) AS cbet_5,
           count(*) FILTER (WHERE street = 6 AND cbet_chance AND first_kind IN ('bet', 'complete', 'raise')) AS cbet_6,
           count(*) FILTER (WHERE street = 7 AND cbet_chance AND first_kind IN ('bet', 'complete', 'raise')) AS cbet_7,
           count(*) FILTER (WHERE street = 4 AND cbet_chance) AS cbet_chance_4,
           count(*) FILTER (WHERE street = 5 AND cbet_chance) AS cbet_chance_5,
           count(*) FILTER (WHERE street = 6 AND cbet_chance) AS cbet_chance_6,
           count(*) FILTER (WHERE street = 7 AND cbet_chance) AS cbet_chance_7
    FROM f
    GROUP BY hand_key, seat
),
n AS (  -- summed per key of player_day_stats
    SELECT hp.player, h.site, h.game, h.stakes, CAST(h.started_at AS DATE) AS day,
           coalesce(h.currency, CASE WHEN h.is_tournament THEN 'chips' ELSE 'play' END) AS unit,
           sum(bet_4) AS bet_4,
           sum(bet_5) AS bet_5,
           sum(bet_6) AS bet_6,
           sum(bet_7) AS bet_7,
           sum(could_bet_4) AS could_bet_4,
           sum(could_bet_5) AS could_bet_5,
           sum(could_bet_6) AS could_bet_6,
           sum(could_bet_7) AS could_bet_7,
           sum(raised_4) AS raised_4,
           sum(raised_5) AS raised_5,
           sum(raised_6) AS raised_6,
           sum(raised_7) AS raised_7,
           sum(called_4) AS called_4,
           sum(called_5) AS called_5,
           sum(called_6) AS called_6,
           sum(called_7) AS called_7,
           sum(folded_4) AS folded_4,
           sum(folded_5) AS folded_5,
           sum(folded_6) AS folded_6,
           sum(folded_7) AS folded_7,
           sum(aggressed_4) AS aggressed_4,
           sum(aggressed_5) AS aggressed_5,
           sum(aggressed_6) AS aggressed_6,
           sum(aggressed_7) AS aggressed_7,
           sum(check_raised_4) AS check_raised_4,
           sum(check_raised_5) AS check_raised_5,
           sum(check_raised_6) AS check_raised_6,
           sum(check_raised_7) AS check_raised_7,
           sum(check_raise_chance_4) AS check_raise_chance_4,
           sum(check_raise_chance_5) AS check_raise_chance_5,
           sum(check_raise_chance_6) AS check_raise_chance_6,
           sum(check_raise_chance_7) AS check_raise_chance_7,
           sum(cbet_4) AS cbet_4,
           sum(cbet_5) AS cbet_5,
           sum(cbet_6) AS cbet_6,
           sum(cbet_7) AS cbet_7,
           sum(cbet_chance_4) AS cbet_chance_4,
           sum(cbet_chance_5) AS cbet_chance_5,
           sum(cbet_chance_6) AS cbet_chance_6,
           sum(cbet_chance_7) AS cbet_chance_7
    FROM per_seat c
    JOIN hand_players hp ON hp.hand_key = c.hand_key AND hp.seat = c.seat AND hp.dealt_in
    JOIN hands h ON h.hand_key = c.hand_key
    GROUP BY ALL
),
t AS (
    SELECT n.*, coalesce(
               (SELECT min(s.rowid) FROM player_day_stats s
                WHERE s.player = n.player AND s.site = n.site AND s.game = n.game AND s.stakes = n.stakes
                  AND s.day IS NOT DISTINCT FROM n.day AND s.unit = n.unit),
               (SELECT min(s.rowid) FROM player_day_stats s
                WHERE s.player = n.player AND s.site = n.site AND s.game = n.game AND s.stakes = n.stakes
                  AND s.day IS NOT DISTINCT FROM n.day AND s.unit IS NULL)) AS row_id
    FROM n
)
SELECT row_id,
           sum(bet_4) AS bet_4,
           sum(bet_5) AS bet_5,
           sum(bet_6) AS bet_6,
           sum(bet_7) AS bet_7,
           sum(could_bet_4) AS could_bet_4,
           sum(could_bet_5) AS could_bet_5,
           sum(could_bet_6) AS could_bet_6,
           sum(could_bet_7) AS could_bet_7,
           sum(raised_4) AS raised_4,
           sum(raised_5) AS raised_5,
           sum(raised_6) AS raised_6,
           sum(raised_7) AS raised_7,
           sum(called_4) AS called_4,
           sum(called_5) AS called_5,
           sum(called_6) AS called_6,
           sum(called_7) AS called_7,
           sum(folded_4) AS folded_4,
           sum(folded_5) AS folded_5,
           sum(folded_6) AS folded_6,
           sum(folded_7) AS folded_7,
           sum(aggressed_4) AS aggressed_4,
           sum(aggressed_5) AS aggressed_5,
           sum(aggressed_6) AS aggressed_6,
           sum(aggressed_7) AS aggressed_7,
           sum(check_raised_4) AS check_raised_4,
           sum(check_raised_5) AS check_raised_5,
           sum(check_raised_6) AS check_raised_6,
           sum(check_raised_7) AS check_raised_7,
           sum(check_raise_chance_4) AS check_raise_chance_4,
           sum(check_raise_chance_5) AS check_raise_chance_5,
           sum(check_raise_chance_6) AS check_raise_chance_6,
           sum(check_raise_chance_7) AS check_raise_chance_7,
           sum(cbet_4) AS cbet_4,
           sum(cbet_5) AS cbet_5,
           sum(cbet_6) AS cbet_6,
           sum(cbet_7) AS cbet_7,
           sum(cbet_chance_4) AS cbet_chance_4,
           sum(cbet_chance_5) AS cbet_chance_5,
           sum(cbet_chance_6) AS cbet_chance_6,
           sum(cbet_chance_7) AS cbet_chance_7
FROM t
WHERE row_id IS NOT NULL
GROUP BY row_id;
UPDATE player_day_stats SET
    bet_4 = u.bet_4,
    bet_5 = u.bet_5,
    bet_6 = u.bet_6,
    bet_7 = u.bet_7,
    could_bet_4 = u.could_bet_4,
    could_bet_5 = u.could_bet_5,
    could_bet_6 = u.could_bet_6,
    could_bet_7 = u.could_bet_7,
    raised_4 = u.raised_4,
    raised_5 = u.raised_5,
    raised_6 = u.raised_6,
    raised_7 = u.raised_7,
    called_4 = u.called_4,
    called_5 = u.called_5,
    called_6 = u.called_6,
    called_7 = u.called_7,
    folded_4 = u.folded_4,
    folded_5 = u.folded_5,
    folded_6 = u.folded_6,
    folded_7 = u.folded_7,
    aggressed_4 = u.aggressed_4,
    aggressed_5 = u.aggressed_5,
    aggressed_6 = u.aggressed_6,
    aggressed_7 = u.aggressed_7,
    check_raised_4 = u.check_raised_4,
    check_raised_5 = u.check_raised_5,
    check_raised_6 = u.check_raised_6,
    check_raised_7 = u.check_raised_7,
    check_raise_chance_4 = u.check_raise_chance_4,
    check_raise_chance_5 = u.check_raise_chance_5,
    check_raise_chance_6 = u.check_raise_chance_6,
    check_raise_chance_7 = u.check_raise_chance_7,
    cbet_4 = u.cbet_4,
    cbet_5 = u.cbet_5,
    cbet_6 = u.cbet_6,
    cbet_7 = u.cbet_7,
    cbet_chance_4 = u.cbet_chance_4,
    cbet_chance_5 = u.cbet_chance_5,
    cbet_chance_6 = u.cbet_chance_6,
    cbet_chance_7 = u.cbet_chance_7
FROM later_counts u
WHERE player_day_stats.rowid = u.row_id;
DROP TABLE later_counts;
