-- Adds the rows of every hand not yet prepared (an import since the last
-- prepare), so a refresh costs only the new hands.
INSERT INTO report_player_hand
SELECT * FROM r_player_hand
WHERE hand_key IN (SELECT hand_key FROM hands EXCEPT SELECT DISTINCT hand_key FROM report_player_hand);
