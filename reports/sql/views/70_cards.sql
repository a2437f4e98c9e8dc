-- r_player_cards: each dealt-in player's hand with its door card's rank and
-- its 3rd-street starting class (NULL unless both down cards are known),
-- the counts and money `report stats --by door / --by start` add up when a
-- day filter is set (the import stores those classes over every day only:
-- player_day_cards' 'door-total' and 'start-total'). The classes are those
-- of store/migrations/0006_player_day_cards.sql; TestByCardsDatedEqualStored
-- checks that both give the same rows over every day.
-- Definitions: docs/definitions.md#by-door-card, #starting-class
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
           substr(CAST(p.door_card AS VARCHAR), 1, 1) AS r0, substr(CAST(p.down_card_1 AS VARCHAR), 1, 1) AS r1,
           substr(CAST(p.down_card_2 AS VARCHAR), 1, 1) AS r2,
           substr(CAST(p.door_card AS VARCHAR), 2, 1) AS s0, substr(CAST(p.down_card_1 AS VARCHAR), 2, 1) AS s1,
           substr(CAST(p.down_card_2 AS VARCHAR), 2, 1) AS s2,
           p.door_card IS NOT NULL AND p.down_card_1 IS NOT NULL AND p.down_card_2 IS NOT NULL AS known
    FROM hand_players p JOIN r_hands h USING (hand_key)
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
)
SELECT player, site, game, stakes, unit, day, vpip, sd, won_sd, scooped, net, net_bb,
       r0 AS door,
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
FROM l;

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
