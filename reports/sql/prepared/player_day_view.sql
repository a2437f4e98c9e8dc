-- r_player_day over the prepared table (see player_hand_view.sql).
-- Definitions: docs/definitions.md#prepared-tables
CREATE OR REPLACE TEMP VIEW r_player_day AS
SELECT * FROM report_player_day;
