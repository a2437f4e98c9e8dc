-- hands: the hands the filters select, one row per hand, or with a player
-- filter one row per hand of each selected player (his cards, net, result
-- and all-in). Besides the report filters: $table, a time range
-- ($start_at..$end_at, a session's), $reached (the hand, or the player,
-- reached at least this street), $showdown, $result (scoop, high, low,
-- won, lost: the player's), $min_pot..$max_pot (the declared total pot),
-- $min_net..$max_net (the player's net), $code (a finding of the code) and
-- $all_in (the player, or any player, went all-in), $door (the player's
-- door card: its rank, 'low' for A-8 or 'high' for 9-K), $start_class (the
-- player's starting class, r_start_class). Each NULL keeps
-- everything. Rows in time order; `stud8 hands --sort` and /hands sort
-- them by any column.
-- Definitions: docs/definitions.md#hand-list
WITH h AS (
    SELECT h.*, x.seats_dealt AS players, x.went_to_showdown AS hand_showdown, x.finding_count AS findings
    FROM r_hands h JOIN hands x USING (hand_key)
    WHERE r_keep(h.site, h.game, h.stakes, h.day, h.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
      AND (CAST($table AS VARCHAR) IS NULL OR h.table_name = CAST($table AS VARCHAR))
      AND (CAST($start_at AS TIMESTAMP) IS NULL OR h.started_at >= CAST($start_at AS TIMESTAMP))
      AND (CAST($end_at AS TIMESTAMP) IS NULL OR h.started_at <= CAST($end_at AS TIMESTAMP))
      AND (CAST($min_pot AS DECIMAL(18,2)) IS NULL OR h.total_pot >= CAST($min_pot AS DECIMAL(18,2)))
      AND (CAST($max_pot AS DECIMAL(18,2)) IS NULL OR h.total_pot <= CAST($max_pot AS DECIMAL(18,2)))
      AND (CAST($code AS VARCHAR) IS NULL OR h.hand_key IN (SELECT hand_key FROM r_findings WHERE code = CAST($code AS VARCHAR)))
),
p AS (  -- the selected players' hands (only with a player filter)
    SELECT hp.* FROM hand_players hp JOIN (SELECT hand_key, site FROM h) hs USING (hand_key)
    WHERE hp.dealt_in
      AND (CAST($player AS VARCHAR) IS NOT NULL OR CAST($player_like AS VARCHAR) IS NOT NULL OR CAST($person AS VARCHAR) IS NOT NULL)
      AND r_who(hs.site, hp.player, CAST($player AS VARCHAR), CAST($player_like AS VARCHAR), CAST($person AS VARCHAR))
      AND (CAST($door AS VARCHAR) IS NULL OR CASE CAST($door AS VARCHAR)
            WHEN 'low' THEN substr(CAST(hp.door_card AS VARCHAR), 1, 1) IN ('A', '2', '3', '4', '5', '6', '7', '8')
            WHEN 'high' THEN substr(CAST(hp.door_card AS VARCHAR), 1, 1) IN ('9', 'T', 'J', 'Q', 'K')
            ELSE substr(CAST(hp.door_card AS VARCHAR), 1, 1) = CAST($door AS VARCHAR) END)
      AND (CAST($start_class AS VARCHAR) IS NULL
           OR r_start_class(hp.door_card, hp.down_card_1, hp.down_card_2) = CAST($start_class AS VARCHAR))
),
allin AS (  -- hands where a player went all-in (only with $all_in and no player filter)
    SELECT DISTINCT hand_key FROM hand_players
    WHERE all_in AND CAST($all_in AS BOOLEAN) IS NOT NULL
      AND CAST($player AS VARCHAR) IS NULL AND CAST($player_like AS VARCHAR) IS NULL AND CAST($person AS VARCHAR) IS NULL
),
rows AS (
    SELECT h.*, p.player, p.net, p.all_in AS player_all_in, p.went_to_showdown AS player_showdown,
           p.won_high, p.won_low, p.scooped,
           CASE WHEN p.hand_key IS NULL THEN NULL WHEN p.saw_7th THEN 7 WHEN p.saw_6th THEN 6
                WHEN p.saw_5th THEN 5 WHEN p.saw_4th THEN 4 ELSE 3 END AS player_reached,
           CASE WHEN p.hand_key IS NULL THEN NULL
                ELSE concat_ws(' ', '(' || concat_ws(' ', CAST(p.down_card_1 AS VARCHAR), CAST(p.down_card_2 AS VARCHAR)) || ')',
                               CAST(p.door_card AS VARCHAR), CAST(p.up_card_4th AS VARCHAR), CAST(p.up_card_5th AS VARCHAR),
                               CAST(p.up_card_6th AS VARCHAR),
                               CASE WHEN p.down_card_7th IS NOT NULL THEN '(' || CAST(p.down_card_7th AS VARCHAR) || ')' END) END AS cards
    FROM h LEFT JOIN p USING (hand_key)
    WHERE (CAST($player AS VARCHAR) IS NULL AND CAST($player_like AS VARCHAR) IS NULL AND CAST($person AS VARCHAR) IS NULL) OR p.hand_key IS NOT NULL
)
SELECT site, hand_id, started_at AS start, table_name AS "table", game, stakes, unit AS currency,
       players, coalesce(player_reached, reached) AS reached, coalesce(player_showdown, hand_showdown) AS showdown,
       total_pot AS pot, rake, findings, player, cards,
       CASE WHEN player IS NULL THEN NULL
            WHEN scooped THEN 'scoop'
            WHEN won_high AND won_low THEN 'high+low'
            WHEN won_high THEN 'high'
            WHEN won_low THEN 'low'
            WHEN net > 0 THEN 'won'
            WHEN net < 0 THEN 'lost'
            ELSE 'even' END AS result,
       net,
       CAST(round(net / nullif(big_bet, 0), 2) AS DECIMAL(18,2)) AS net_bb,
       player_all_in AS all_in
FROM rows
WHERE (CAST($reached AS INTEGER) IS NULL OR coalesce(player_reached, reached) >= CAST($reached AS INTEGER))
  AND (CAST($showdown AS BOOLEAN) IS NULL OR coalesce(player_showdown, hand_showdown) = CAST($showdown AS BOOLEAN))
  AND (CAST($min_net AS DECIMAL(18,2)) IS NULL OR net >= CAST($min_net AS DECIMAL(18,2)))
  AND (CAST($max_net AS DECIMAL(18,2)) IS NULL OR net <= CAST($max_net AS DECIMAL(18,2)))
  AND (CAST($all_in AS BOOLEAN) IS NULL
       OR (player IS NOT NULL AND player_all_in = CAST($all_in AS BOOLEAN))
       OR (player IS NULL AND (hand_key IN (SELECT hand_key FROM allin)) = CAST($all_in AS BOOLEAN)))
  AND CASE CAST($result AS VARCHAR)
        WHEN 'scoop' THEN scooped
        WHEN 'high' THEN won_high
        WHEN 'low' THEN won_low
        WHEN 'won' THEN net > 0
        WHEN 'lost' THEN net < 0
        ELSE true END
ORDER BY started_at NULLS LAST, site, hand_id, player;
