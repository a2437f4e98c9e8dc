-- Drops the part copies once the prepared table is filled.
DROP TABLE IF EXISTS temp.part_hand_players;
DROP TABLE IF EXISTS temp.part_actions;
DROP TABLE IF EXISTS temp.part_pots;
DROP TABLE IF EXISTS temp.part_awards;
DROP TABLE IF EXISTS temp.prepare_keys;
