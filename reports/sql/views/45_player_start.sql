-- r_player_start: each player's 3rd-street cards classified: the door card
-- (the up card) by rank and as low (A-8) or high (9-K), and the starting
-- class of the three cards when both down cards are known (hero or shown),
-- NULL otherwise. Classes are tried in this order: rolled-up trips, buried
-- pair, split pair, three to a low, three suited, three to a straight, other.
-- Definitions: docs/definitions.md#starting-class
CREATE OR REPLACE TEMP VIEW r_player_start AS
WITH c AS (
    SELECT hand_key, seat, player, door, down_1, down_2,
           substr(door, 1, 1) AS r0, substr(down_1, 1, 1) AS r1, substr(down_2, 1, 1) AS r2,
           substr(door, 2, 1) AS s0, substr(down_1, 2, 1) AS s1, substr(down_2, 2, 1) AS s2,
           instr('23456789TJQKA', substr(door, 1, 1)) + 1 AS v0,
           instr('23456789TJQKA', substr(down_1, 1, 1)) + 1 AS v1,
           instr('23456789TJQKA', substr(down_2, 1, 1)) + 1 AS v2
    FROM r_players
),
l AS (  -- ace counts 1 for lows and for the wheel straight
    SELECT c.*,
           CASE WHEN v0 = 14 THEN 1 ELSE v0 END AS l0,
           CASE WHEN v1 = 14 THEN 1 ELSE v1 END AS l1,
           CASE WHEN v2 = 14 THEN 1 ELSE v2 END AS l2
    FROM c
)
SELECT hand_key, seat, player, door,
       CASE WHEN door IS NOT NULL THEN r0 END AS door_rank,
       CASE WHEN door IS NOT NULL THEN v0 END AS door_value,
       CASE WHEN door IS NULL THEN NULL WHEN l0 <= 8 THEN 'low (A-8)' ELSE 'high (9-K)' END AS door_class,
       CASE
           WHEN door IS NULL OR down_1 IS NULL OR down_2 IS NULL THEN NULL
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
