-- Rebuilds player_day_stats from report_player_day (r_player_day summed
-- from the prepared per-hand rows, prepared/player_day.sql), for a database
-- whose hands were imported before the store counted them.
-- Definitions: docs/definitions.md#stored-counts
DELETE FROM player_day_stats;
INSERT INTO player_day_stats
SELECT * FROM report_player_day;
