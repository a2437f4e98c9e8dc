-- 0006_player_day_cards.sql: the money and the card classes behind
-- `stud8 report summary` and `report stats --by door / --by start`, summed
-- per player, site, game, stakes, unit of money and day like
-- player_day_stats, computed by the import from each hand's replay
-- (store/daystats.go). Each player-hand adds to these rows: grouping 'all'
-- (class NULL) for its day; and over every day (day NULL) 'all-total',
-- 'door-total' (class = the door card's rank) when the door card is known
-- and 'start-total' (class = the 3rd-street starting class) when all three
-- 3rd-street cards are known (by day the card classes would be nearly one
-- row per hand, so they are kept over all days only). unit is the currency ('USD') or
-- 'chips' for tournaments or 'play' for play money: money of different
-- units is never added. docs/schema.md describes every column.
CREATE TABLE player_day_cards (
    player          VARCHAR NOT NULL,
    site            VARCHAR NOT NULL,
    game            VARCHAR NOT NULL,
    stakes          VARCHAR NOT NULL,
    unit            VARCHAR NOT NULL,
    day             DATE,
    grouping        VARCHAR NOT NULL,
    class           VARCHAR,
    hands           BIGINT NOT NULL,
    vpip            BIGINT NOT NULL,
    showdowns       BIGINT NOT NULL,
    won_at_showdown BIGINT NOT NULL,
    scoops          BIGINT NOT NULL,
    net             DECIMAL(18,2) NOT NULL,
    net_bb          DECIMAL(18,6) NOT NULL,
    showdown_net    DECIMAL(18,2) NOT NULL,
    high_won        DECIMAL(18,2) NOT NULL,
    low_won         DECIMAL(18,2) NOT NULL
);

-- A database made by an older stud8 gets the rows of the hands it holds,
-- summed from the per-player facts its import stored (hand_players). New
-- imports compute them from the replay instead (store/daystats.go,
-- replay.PlayerResult.StartClass); store/migrate_test.go checks that both
-- agree on the bundled sample.
INSERT INTO player_day_cards
WITH pot_outcome AS (  -- per pot a player could win: won a half alone?
    SELECT e.hand_key, e.pot_no, e.player, e.low_qualified,
           bool_or(a.half = 'high' AND a.winners = 1) AS high_alone,
           bool_or(a.half = 'low' AND a.winners = 1) AS low_alone
    FROM (SELECT hand_key, pot_no, unnest(eligible) AS player, low_qualified FROM pots) e
    LEFT JOIN (SELECT hand_key, pot_no, half, player,
                      count(*) OVER (PARTITION BY hand_key, pot_no, half) AS winners
               FROM awards) a
      ON a.hand_key = e.hand_key AND a.pot_no = e.pot_no AND a.player = e.player
    GROUP BY e.hand_key, e.pot_no, e.player, e.low_qualified
),
hand_outcome AS (  -- scooped: won every half of every pot alone
    SELECT hand_key, player,
           bool_and(coalesce(high_alone, false) AND (NOT low_qualified OR coalesce(low_alone, false))) AS scooped
    FROM pot_outcome
    GROUP BY hand_key, player
),
ph AS (
    SELECT p.player, h.site, h.game, h.stakes,
           coalesce(h.currency, CASE WHEN h.is_tournament THEN 'chips' ELSE 'play' END) AS unit,
           CAST(h.started_at AS DATE) AS day,
           p.vpip, p.went_to_showdown AS sd,
           p.went_to_showdown AND (p.won_high OR p.won_low) AS won_sd,
           p.went_to_showdown AND coalesce(o.scooped, false) AS scooped,
           p.net, CAST(p.net / h.big_bet AS DECIMAL(18,6)) AS net_bb,
           coalesce((SELECT sum(a.amount) FROM awards a WHERE a.hand_key = p.hand_key AND a.seat = p.seat AND a.half = 'high'), 0) AS high_won,
           coalesce((SELECT sum(a.amount) FROM awards a WHERE a.hand_key = p.hand_key AND a.seat = p.seat AND a.half = 'low'), 0) AS low_won,
           substr(CAST(p.door_card AS VARCHAR), 1, 1) AS r0, substr(CAST(p.down_card_1 AS VARCHAR), 1, 1) AS r1,
           substr(CAST(p.down_card_2 AS VARCHAR), 1, 1) AS r2,
           substr(CAST(p.door_card AS VARCHAR), 2, 1) AS s0, substr(CAST(p.down_card_1 AS VARCHAR), 2, 1) AS s1,
           substr(CAST(p.down_card_2 AS VARCHAR), 2, 1) AS s2,
           p.door_card IS NOT NULL AND p.down_card_1 IS NOT NULL AND p.down_card_2 IS NOT NULL AS known
    FROM hand_players p JOIN hands h USING (hand_key)
    LEFT JOIN hand_outcome o ON o.hand_key = p.hand_key AND o.player = p.player
    WHERE p.dealt_in
),
v AS (
    SELECT ph.*,
           instr('23456789TJQKA', r0) + 1 AS v0, instr('23456789TJQKA', r1) + 1 AS v1, instr('23456789TJQKA', r2) + 1 AS v2
    FROM ph
),
l AS (
    SELECT v.*,
           CASE WHEN v0 = 14 THEN 1 ELSE v0 END AS l0, CASE WHEN v1 = 14 THEN 1 ELSE v1 END AS l1,
           CASE WHEN v2 = 14 THEN 1 ELSE v2 END AS l2
    FROM v
),
c AS (
    SELECT l.*,
           CASE
               WHEN NOT known THEN NULL
               WHEN r0 = r1 AND r1 = r2 THEN 'rolled-up trips'
               WHEN r1 = r2 THEN 'buried pair'
               WHEN r0 = r1 OR r0 = r2 THEN 'split pair'
               WHEN l0 <= 8 AND l1 <= 8 AND l2 <= 8 THEN 'three to a low'
               WHEN s0 = s1 AND s1 = s2 THEN 'three suited'
               WHEN greatest(v0, v1, v2) - least(v0, v1, v2) <= 4
                 OR greatest(l0, l1, l2) - least(l0, l1, l2) <= 4 THEN 'three to a straight'
               ELSE 'other'
           END AS start_class
    FROM l
),
g AS (
    SELECT c.*, 'all' AS grouping, CAST(NULL AS VARCHAR) AS class FROM c
    UNION ALL
    SELECT c.*, 'door', r0 FROM c WHERE r0 IS NOT NULL
    UNION ALL
    SELECT c.*, 'start', start_class FROM c WHERE start_class IS NOT NULL
),
d AS (
    SELECT player, site, game, stakes, unit, day, grouping, class,
           count(*) AS hands, count(*) FILTER (WHERE vpip) AS vpip, count(*) FILTER (WHERE sd) AS showdowns,
           count(*) FILTER (WHERE won_sd) AS won_at_showdown, count(*) FILTER (WHERE scooped) AS scoops,
           sum(net) AS net, sum(net_bb) AS net_bb, coalesce(sum(net) FILTER (WHERE sd), 0) AS showdown_net,
           sum(high_won) AS high_won, sum(low_won) AS low_won
    FROM g
    GROUP BY ALL
)
SELECT * FROM d WHERE grouping = 'all'
UNION ALL  -- the same over every day: grouping '...-total', day NULL
SELECT player, site, game, stakes, unit, NULL, grouping || '-total', class,
       sum(hands), sum(vpip), sum(showdowns), sum(won_at_showdown), sum(scoops),
       sum(net), sum(net_bb), sum(showdown_net), sum(high_won), sum(low_won)
FROM d
GROUP BY player, site, game, stakes, unit, grouping, class;

-- player_day_stats gets the unit of money of its hands as a key column (last,
-- after the counts), so that `report stats --currency` selects; the rows of
-- a database made by an older stud8 keep NULL (unknown).
ALTER TABLE player_day_stats ADD COLUMN unit VARCHAR;
