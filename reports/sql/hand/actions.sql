-- actions: one hand's betting actions in order with the pot after each.
SELECT seq, street, seat, CAST(kind AS VARCHAR), CAST(amount * 100 AS BIGINT),
       CAST(coalesce(to_amount, 0) * 100 AS BIGINT), all_in, CAST(pot_after * 100 AS BIGINT), line
FROM actions
WHERE hand_key = $hand_key
ORDER BY seq;
