-- r_player_hand over the prepared table: used instead of the live view
-- (views/40_player_hand.sql) when `stud8 report prepare` has filled
-- report_player_hand for every stored hand with the current view definitions.
-- Definitions: docs/definitions.md#prepared-tables
CREATE OR REPLACE TEMP VIEW r_player_hand AS
SELECT * FROM report_player_hand;
