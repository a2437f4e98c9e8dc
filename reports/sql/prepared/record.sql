-- Records which view version and how many hands the prepared table covers.
INSERT INTO report_prepared
SELECT $version, (SELECT count(*) FROM hands), (SELECT count(*) FROM report_player_hand), now()::TIMESTAMP;
