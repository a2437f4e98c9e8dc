-- The hands of part $part of $parts (by hand_key) not yet prepared.
CREATE OR REPLACE TEMP TABLE prepare_keys AS
SELECT hand_key FROM hands WHERE hand_key % $parts = $part
EXCEPT
SELECT hand_key FROM report_player_hand WHERE hand_key % $parts = $part;
