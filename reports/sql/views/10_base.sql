-- Report base views: the store's tables (docs/schema.md) under the names and
-- units the reports use. Only dealt-in players count. Joins go by hand_key.
-- Every count and sum of money comes from the store: per hand (hands,
-- hand_players, awards, findings) or summed per player and day by the
-- import (player_day_stats, player_day_cards). Reports never add money of
-- different units (unit: the currency, 'chips' for tournaments, 'play').
-- Definitions: docs/definitions.md#report-views
CREATE OR REPLACE TEMP VIEW r_hands AS
SELECT hand_key, site, hand_id, game, currency,
       coalesce(currency, CASE WHEN is_tournament THEN 'chips' ELSE 'play' END) AS unit,
       money_decimals AS decimals, stakes, small_bet, big_bet,
       table_name, started_at, CAST(started_at AS DATE) AS day,
       declared_pot AS total_pot, rake, jackpot, streets_reached AS reached,
       source_file AS file, source_line AS line
FROM hands;

CREATE OR REPLACE TEMP VIEW r_players AS
SELECT hand_key, seat, player, net, collected_declared AS collected, put_in_total AS put_in,
       went_to_showdown AS showdown
FROM hand_players
WHERE dealt_in;

CREATE OR REPLACE TEMP VIEW r_awards AS
SELECT hand_key, pot_no AS pot, half, seat, player, amount
FROM awards;

-- r_eligible lists each pot's eligible players (the luck report).
CREATE OR REPLACE TEMP VIEW r_eligible AS
SELECT hand_key, pot_no AS pot, unnest(eligible) AS player, low_qualified
FROM pots;

CREATE OR REPLACE TEMP VIEW r_findings AS
SELECT hand_key, code, CAST(severity AS VARCHAR) AS severity, street, line, player, expected, actual, message
FROM findings;

CREATE OR REPLACE TEMP VIEW r_hand_money AS
SELECT hand_key, sum(collected_declared) AS collected, sum(put_in_total) AS put_in
FROM hand_players
GROUP BY hand_key;

-- r_keep is the filters every report applies to a row's site, game,
-- stakes ("small/big" in any number of decimals), day and unit: each NULL
-- filter keeps everything. Stakes compare as numbers, so 5/10 matches
-- 5.00/10.00; the unit compares in any case.
CREATE OR REPLACE TEMP MACRO r_keep(site, game, stakes, day, unit, f_site, f_game, f_small, f_big, f_from, f_to, f_unit) AS
    CASE WHEN f_site IS NULL THEN true ELSE site = f_site END
    AND CASE WHEN f_game IS NULL THEN true ELSE game = f_game END
    AND CASE WHEN f_small IS NULL THEN true
             ELSE TRY_CAST(split_part(stakes, '/', 1) AS DECIMAL(18,2)) = f_small
                  AND TRY_CAST(split_part(stakes, '/', 2) AS DECIMAL(18,2)) = f_big END
    AND CASE WHEN f_from IS NULL THEN true ELSE day >= f_from END
    AND CASE WHEN f_to IS NULL THEN true ELSE day <= f_to END
    AND CASE WHEN f_unit IS NULL THEN true ELSE lower(unit) = lower(f_unit) END;

-- r_person is the person an account (a site and a screen name) belongs to:
-- the one its alias names (r_alias, made by InstallViews from the table
-- alias of `stud8 alias`, empty without it), else the player himself. The
-- aliases are read as two lists, once per query (subqueries that do not
-- depend on the row), not joined to every row: a report that reads every
-- player-hand costs what it cost without aliases.
CREATE OR REPLACE TEMP MACRO r_person(m_site, m_player) AS
    coalesce((SELECT list(a.person ORDER BY a.site, a.player) FROM r_alias a)[
                 list_position((SELECT list(a.site || chr(0) || a.player ORDER BY a.site, a.player) FROM r_alias a),
                               m_site || chr(0) || m_player)],
             m_player);

-- r_is_person is whether the account belongs to the person f_person: his
-- by an alias, or an account of that name without one (r_person, row by
-- row as cheap as r_person).
CREATE OR REPLACE TEMP MACRO r_is_person(m_site, m_player, f_person) AS
    list_contains(coalesce((SELECT list(a.site || chr(0) || a.player) FROM r_alias a WHERE a.person = f_person), []), m_site || chr(0) || m_player)
    OR (m_player = f_person
        AND NOT list_contains(coalesce((SELECT list(a.site || chr(0) || a.player) FROM r_alias a), []), m_site || chr(0) || m_player));

-- r_player_or_person is what a report that can sum its rows by person
-- (--by person, $by_person) shows in its player column: the account's
-- person when asked, else the player.
CREATE OR REPLACE TEMP MACRO r_player_or_person(m_site, m_player, f_by_person) AS
    CASE WHEN f_by_person THEN r_person(m_site, m_player) ELSE m_player END;

-- r_who is the player filters: the exact name, a LIKE pattern in any case,
-- and the person (r_person) whose every account is kept.
CREATE OR REPLACE TEMP MACRO r_who(site, player, f_player, f_like, f_person) AS
    CASE WHEN f_player IS NULL THEN true ELSE player = f_player END
    AND CASE WHEN f_like IS NULL THEN true ELSE player ILIKE f_like END
    AND CASE WHEN f_person IS NULL THEN true ELSE r_is_person(site, player, f_person) END;
