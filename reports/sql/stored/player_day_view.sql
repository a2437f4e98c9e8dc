-- r_player_day over the store's player_day_stats: the same counts as the
-- live view (views/48_player_day.sql), computed in Go from each hand's replay
-- when it was imported and summed per player, site, game, stakes and day.
-- Used when the table counts every stored player-hand (status.sql).
-- Definitions: docs/definitions.md#stored-counts
CREATE OR REPLACE TEMP VIEW r_player_day AS
SELECT * FROM player_day_stats;
