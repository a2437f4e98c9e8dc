-- Points the report base views (views/10_base.sql) at one part's copies of
-- the tables (part_tables.sql) instead of the whole store, so r_player_hand
-- is computed for that part by the very definitions the live reports use.
CREATE OR REPLACE TEMP VIEW r_src_hand_players AS SELECT * FROM part_hand_players;
CREATE OR REPLACE TEMP VIEW r_src_actions AS SELECT * FROM part_actions;
CREATE OR REPLACE TEMP VIEW r_src_awards AS SELECT * FROM part_awards;
CREATE OR REPLACE TEMP VIEW r_src_pots AS SELECT * FROM part_pots;
