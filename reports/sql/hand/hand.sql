-- hand: one hand's header by site and hand id, money in hundredths of the
-- hand's unit (the stored DECIMAL(18,2) times 100).
SELECT hand_key, site, hand_id, game, coalesce(mix, ''), coalesce(currency, ''), money_decimals,
       stakes, CAST(ante * 100 AS BIGINT), CAST(bring_in * 100 AS BIGINT),
       CAST(small_bet * 100 AS BIGINT), CAST(big_bet * 100 AS BIGINT),
       table_name, started_at, started_at_text,
       CAST(total_pot * 100 AS BIGINT), CAST(rake * 100 AS BIGINT),
       coalesce(CAST(board_card AS VARCHAR), ''), streets_reached, went_to_showdown,
       profile, source_file, source_line
FROM hands
WHERE site = $site AND hand_id = $hand_id
LIMIT 1;
