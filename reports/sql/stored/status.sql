-- How many player-hands player_day_stats counts (its hands column summed),
-- and how many dealt-in player-hands are stored: the stats read the table
-- only when the two are equal.
SELECT coalesce((SELECT sum(hands) FROM player_day_stats), 0) AS counted,
       (SELECT count(*) FROM hand_players WHERE dealt_in) AS stored
