-- Adds the rows of the hands of this part (prepare_keys). The report views
-- read the part's copies of the tables (base_part.sql), so the actions are
-- ordered for one part of the hands at a time.
INSERT INTO report_player_hand
SELECT * FROM r_player_hand;
