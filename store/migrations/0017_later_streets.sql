-- 0017_later_streets.sql: the counts behind the later streets' statistics
-- of `stud8 report stats` (docs/definitions.md#stats), per street from 4th
-- to 7th: bet_N (made the street's first bet) of could_bet_N (acted before
-- any bet), raised_N and called_N (raised, called after a bet; of
-- faced_bet_N), folded_N (of saw_N), aggressed_N (bet or raised; of saw_N),
-- check_raised_N of check_raise_chance_N (checked before any bet, then acted
-- after one: FPDB's cr), and cbet_N of cbet_chance_N (made the previous
-- street's last bet or raise and no bet came before his first action on
-- this one: FPDB's cb). New imports compute them with the others
-- (replay.Result.StatCounts); they come after the unit column.
ALTER TABLE player_day_stats ADD COLUMN bet_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN bet_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN bet_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN bet_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN could_bet_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN could_bet_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN could_bet_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN could_bet_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN raised_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN raised_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN raised_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN raised_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN called_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN called_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN called_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN called_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN folded_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN folded_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN folded_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN folded_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN aggressed_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN aggressed_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN aggressed_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN aggressed_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN check_raised_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN check_raised_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN check_raised_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN check_raised_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN check_raise_chance_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN check_raise_chance_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN check_raise_chance_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN check_raise_chance_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN cbet_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN cbet_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN cbet_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN cbet_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN cbet_chance_4 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN cbet_chance_5 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN cbet_chance_6 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ADD COLUMN cbet_chance_7 BIGINT DEFAULT 0;
ALTER TABLE player_day_stats ALTER COLUMN bet_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN bet_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN bet_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN bet_7 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN could_bet_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN could_bet_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN could_bet_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN could_bet_7 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN raised_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN raised_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN raised_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN raised_7 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN called_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN called_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN called_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN called_7 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN folded_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN folded_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN folded_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN folded_7 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN aggressed_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN aggressed_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN aggressed_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN aggressed_7 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN check_raised_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN check_raised_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN check_raised_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN check_raised_7 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN check_raise_chance_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN check_raise_chance_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN check_raise_chance_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN check_raise_chance_7 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN cbet_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN cbet_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN cbet_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN cbet_7 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN cbet_chance_4 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN cbet_chance_5 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN cbet_chance_6 SET NOT NULL;
ALTER TABLE player_day_stats ALTER COLUMN cbet_chance_7 SET NOT NULL;
