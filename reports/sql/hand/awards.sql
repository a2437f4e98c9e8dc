-- awards: who won which half of which pot of one hand.
SELECT pot_no, half, seat, player, CAST(amount * 100 AS BIGINT)
FROM awards
WHERE hand_key = $hand_key
ORDER BY pot_no, half, seat;
