-- Drops the prepared tables (before a rebuild with new view definitions).
DROP TABLE IF EXISTS report_player_hand;
DROP TABLE IF EXISTS report_player_day;
DROP TABLE IF EXISTS report_prepared;
