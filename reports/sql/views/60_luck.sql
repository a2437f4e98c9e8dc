-- r_adjusted: a player's all-in adjusted result of a hand (the luck report
-- and the graph's adjusted line). A hand is adjusted for a player when
-- hand_equity has a moment (an all-in before 7th street, or the start of a
-- later street) at which every player still in had known cards and after
-- which the player put no more money in: at the first such moment, the
-- result is his total equity there times the pots (after rake) he was
-- eligible for, less what he put in. Hands without such a moment are not
-- in the view: their adjusted result is their net.
-- The import computes it (luck.Settled, store/equity.go) into hand_adjusted
-- (one row per adjusted dealt-in player and hand); r_adjusted_of(player,
-- like) reads the rows of the players the report selects (the player
-- filters as r_who, but for the person: hand_adjusted has no site, so a
-- report selecting a person joins these rows to the hands it keeps; NULL,
-- NULL: every row).
-- Definitions: docs/definitions.md#luck
CREATE OR REPLACE TEMP MACRO r_adjusted_of(f_player, f_like) AS TABLE
SELECT hand_key, seat, player, adjusted
FROM hand_adjusted
WHERE r_who(NULL, player, f_player, f_like, NULL);

CREATE OR REPLACE TEMP VIEW r_adjusted AS SELECT * FROM r_adjusted_of(NULL, NULL);
