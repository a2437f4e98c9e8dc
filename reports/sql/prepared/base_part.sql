-- The base views r_player_hand reads, over one part's copies of the tables
-- (part_tables.sql) instead of the whole store. Same definitions as
-- views/10_base.sql: TestPreparedMatchesLive checks that the prepared rows
-- equal the live ones.
CREATE OR REPLACE TEMP VIEW r_players AS
SELECT hand_key, seat, player, net, collected_declared AS collected, put_in_total AS put_in,
       went_to_showdown AS showdown,
       saw_4th AS saw_4, saw_5th AS saw_5, saw_6th AS saw_6, saw_7th AS saw_7,
       CAST(door_card AS VARCHAR) AS door,
       CAST(down_card_1 AS VARCHAR) AS down_1,
       CAST(down_card_2 AS VARCHAR) AS down_2,
       high_hand IS NOT NULL AND high_hand <> '' AS cards_known,
       low_hand IS NOT NULL AND low_hand <> '' AS has_low
FROM part_hand_players
WHERE dealt_in;

CREATE OR REPLACE TEMP VIEW r_actions AS
SELECT hand_key, seq, street, seat, kind, amount
FROM part_actions;

CREATE OR REPLACE TEMP VIEW r_awards AS
SELECT hand_key, pot_no AS pot, half, seat, player, amount,
       count(*) OVER (PARTITION BY hand_key, pot_no, half) AS winners
FROM part_awards;

CREATE OR REPLACE TEMP VIEW r_eligible AS
SELECT hand_key, pot_no AS pot, unnest(eligible) AS player, low_qualified
FROM part_pots;
