-- seats: the players of one hand in seat order, cards in deal order ('' when
-- unknown), money in hundredths.
SELECT seat, player, CAST(starting_stack * 100 AS BIGINT), dealt_in,
       coalesce(CAST(down_card_1 AS VARCHAR), ''), coalesce(CAST(down_card_2 AS VARCHAR), ''),
       coalesce(CAST(door_card AS VARCHAR), ''), coalesce(CAST(up_card_4th AS VARCHAR), ''),
       coalesce(CAST(up_card_5th AS VARCHAR), ''), coalesce(CAST(up_card_6th AS VARCHAR), ''),
       coalesce(CAST(down_card_7th AS VARCHAR), ''),
       CAST(put_in_total * 100 AS BIGINT), CAST(uncalled_returned * 100 AS BIGINT),
       CAST(collected_declared * 100 AS BIGINT), CAST(net * 100 AS BIGINT),
       all_in, coalesce(folded_on, 0), went_to_showdown,
       coalesce(high_hand, ''), coalesce(low_hand, ''),
       CAST(put_in_ante * 100 AS BIGINT)
FROM hand_players
WHERE hand_key = $hand_key
ORDER BY seat;
