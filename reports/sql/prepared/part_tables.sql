-- Copies of the tables r_player_hand reads, restricted to the part's hands.
CREATE OR REPLACE TEMP TABLE part_hand_players AS
SELECT * FROM hand_players WHERE hand_key IN (SELECT hand_key FROM prepare_keys);
CREATE OR REPLACE TEMP TABLE part_actions AS
SELECT * FROM actions WHERE hand_key IN (SELECT hand_key FROM prepare_keys);
CREATE OR REPLACE TEMP TABLE part_pots AS
SELECT * FROM pots WHERE hand_key IN (SELECT hand_key FROM prepare_keys);
CREATE OR REPLACE TEMP TABLE part_awards AS
SELECT * FROM awards WHERE hand_key IN (SELECT hand_key FROM prepare_keys);
