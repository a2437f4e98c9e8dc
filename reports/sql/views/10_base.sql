-- Report base views: the store's tables (docs/schema.md) under the names and
-- units the reports use. Only dealt-in players count. Joins go by hand_key.
-- Definitions: docs/definitions.md#report-views

-- The tables r_players, r_actions, r_awards and r_eligible read. 'stud8
-- report prepare' points these four at one part's copies of the tables
-- (prepared/base_part.sql), so the definitions below serve both the live
-- reports and the prepared rows.
CREATE OR REPLACE TEMP VIEW r_src_hand_players AS SELECT * FROM hand_players;
CREATE OR REPLACE TEMP VIEW r_src_actions AS SELECT * FROM actions;
CREATE OR REPLACE TEMP VIEW r_src_awards AS SELECT * FROM awards;
CREATE OR REPLACE TEMP VIEW r_src_pots AS SELECT * FROM pots;
CREATE OR REPLACE TEMP VIEW r_hands AS
SELECT hand_key, site, hand_id, game, currency, stakes, small_bet, big_bet,
       table_name, started_at, CAST(started_at AS DATE) AS day,
       declared_pot AS total_pot, rake, streets_reached AS reached,
       source_file AS file, source_line AS line
FROM hands;

CREATE OR REPLACE TEMP VIEW r_players AS
SELECT hand_key, seat, player, net, collected_declared AS collected, put_in_total AS put_in,
       went_to_showdown AS showdown,
       saw_4th AS saw_4, saw_5th AS saw_5, saw_6th AS saw_6, saw_7th AS saw_7,
       CAST(door_card AS VARCHAR) AS door,
       CAST(down_card_1 AS VARCHAR) AS down_1,
       CAST(down_card_2 AS VARCHAR) AS down_2,
       high_hand IS NOT NULL AND high_hand <> '' AS cards_known,
       low_hand IS NOT NULL AND low_hand <> '' AS has_low
FROM r_src_hand_players
WHERE dealt_in;

CREATE OR REPLACE TEMP VIEW r_actions AS
SELECT hand_key, seq, street, seat, kind, amount
FROM r_src_actions;

CREATE OR REPLACE TEMP VIEW r_awards AS
SELECT hand_key, pot_no AS pot, half, seat, player, amount,
       count(*) OVER (PARTITION BY hand_key, pot_no, half) AS winners
FROM r_src_awards;

CREATE OR REPLACE TEMP VIEW r_eligible AS
SELECT hand_key, pot_no AS pot, unnest(eligible) AS player, low_qualified
FROM r_src_pots;

CREATE OR REPLACE TEMP VIEW r_findings AS
SELECT hand_key, code, CAST(severity AS VARCHAR) AS severity, street, line, player, expected, actual, message
FROM findings;

CREATE OR REPLACE TEMP VIEW r_hand_money AS
SELECT hand_key, sum(collected_declared) AS collected, sum(put_in_total) AS put_in
FROM hand_players
GROUP BY hand_key;
