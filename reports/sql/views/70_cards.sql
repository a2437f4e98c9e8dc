-- r_player_cards: each dealt-in player's hand with its door card's rank,
-- its 3rd-street starting class (NULL unless both down cards are known) and
-- the liveness of that start (hand_players.liveness), the counts and money
-- `report stats --by door / --by start` add up when a day filter is set,
-- and `--by start-live` always (the import stores the door and start
-- classes over every day only:
-- player_day_cards' 'door-total' and 'start-total'). The classes are those
-- of store/migrations/0006_player_day_cards.sql; TestByCardsDatedEqualStored
-- checks that both give the same rows over every day.
-- Definitions: docs/definitions.md#by-door-card, #starting-class
-- r_start_class is a player's 3rd-street starting class from his door card
-- and his two down cards (each a card such as 'Ah'; NULL unless all three
-- are known): rolled-up trips, buried pair, split pair, three to a low
-- (A-8), three suited, three to a straight (within five ranks, the ace
-- high or low), other. The one definition the stats by start and the hand
-- list's start filter use.
-- Definitions: docs/definitions.md#starting-class
CREATE OR REPLACE TEMP MACRO r_start_rank(c) AS instr('23456789TJQKA', substr(CAST(c AS VARCHAR), 1, 1)) + 1;
CREATE OR REPLACE TEMP MACRO r_start_low(c) AS CASE WHEN r_start_rank(c) = 14 THEN 1 ELSE r_start_rank(c) END;
CREATE OR REPLACE TEMP MACRO r_start_class(door, d1, d2) AS
    CASE
        WHEN door IS NULL OR d1 IS NULL OR d2 IS NULL THEN NULL
        WHEN r_start_rank(door) = r_start_rank(d1) AND r_start_rank(d1) = r_start_rank(d2) THEN 'rolled-up trips'
        WHEN r_start_rank(d1) = r_start_rank(d2) THEN 'buried pair'
        WHEN r_start_rank(door) = r_start_rank(d1) OR r_start_rank(door) = r_start_rank(d2) THEN 'split pair'
        WHEN r_start_low(door) <= 8 AND r_start_low(d1) <= 8 AND r_start_low(d2) <= 8 THEN 'three to a low'
        WHEN substr(CAST(door AS VARCHAR), 2, 1) = substr(CAST(d1 AS VARCHAR), 2, 1)
         AND substr(CAST(d1 AS VARCHAR), 2, 1) = substr(CAST(d2 AS VARCHAR), 2, 1) THEN 'three suited'
        WHEN greatest(r_start_rank(door), r_start_rank(d1), r_start_rank(d2)) - least(r_start_rank(door), r_start_rank(d1), r_start_rank(d2)) <= 4
          OR greatest(r_start_low(door), r_start_low(d1), r_start_low(d2)) - least(r_start_low(door), r_start_low(d1), r_start_low(d2)) <= 4 THEN 'three to a straight'
        ELSE 'other'
    END;

CREATE OR REPLACE TEMP VIEW r_player_cards AS
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
    SELECT p.player, h.site, h.game, h.stakes, h.unit, h.day,
           p.vpip, p.went_to_showdown AS sd,
           p.went_to_showdown AND (p.won_high OR p.won_low) AS won_sd,
           p.went_to_showdown AND coalesce(o.scooped, false) AS scooped,
           p.net, CAST(p.net / h.big_bet AS DECIMAL(18,6)) AS net_bb,
           substr(CAST(p.door_card AS VARCHAR), 1, 1) AS door,
           r_start_class(p.door_card, p.down_card_1, p.down_card_2) AS start_class,
           p.liveness
    FROM hand_players p JOIN r_hands h USING (hand_key)
    LEFT JOIN hand_outcome o ON o.hand_key = p.hand_key AND o.player = p.player
    WHERE p.dealt_in
)
SELECT player, site, game, stakes, unit, day, vpip, sd, won_sd, scooped, net, net_bb, door, start_class, liveness
FROM ph;

-- r_card_days is r_player_cards summed as player_day_cards' 'door' and
-- 'start' groupings would be by day: one row per player, site, game,
-- stakes, unit, day, grouping and class.
CREATE OR REPLACE TEMP VIEW r_card_days AS
WITH g AS (
    SELECT *, 'door' AS grouping, door AS class FROM r_player_cards WHERE door IS NOT NULL
    UNION ALL
    SELECT *, 'start', start_class FROM r_player_cards WHERE start_class IS NOT NULL
)
SELECT player, site, game, stakes, unit, day, grouping, class,
       count(*) AS hands, count(*) FILTER (WHERE vpip) AS vpip, count(*) FILTER (WHERE sd) AS showdowns,
       count(*) FILTER (WHERE won_sd) AS won_at_showdown, count(*) FILTER (WHERE scooped) AS scoops,
       sum(net) AS net, sum(net_bb) AS net_bb
FROM g
GROUP BY ALL;
