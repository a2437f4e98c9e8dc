-- 0015_hand_players_liveness.sql: the class of liveness of a player-hand's
-- start on 3rd street ('live', 'partly dead', 'dead'; docs/definitions.md#liveness):
-- the cards its starting class needs, counted among the other players' door
-- cards (package live). NULL when a down card is unknown or the start needs
-- nothing in particular. Hands stored before this migration keep NULL until
-- they are imported again.
ALTER TABLE hand_players ADD COLUMN liveness VARCHAR;
