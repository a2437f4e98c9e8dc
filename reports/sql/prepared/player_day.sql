-- report_player_day: r_player_day materialised from report_player_hand
-- (rebuilt whole on each prepare: it is small).
-- Definitions: docs/definitions.md#prepared-tables
CREATE OR REPLACE TABLE report_player_day AS
SELECT * FROM r_player_day;
