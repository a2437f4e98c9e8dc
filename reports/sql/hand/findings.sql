-- findings: the replay's findings on one hand, in order.
SELECT finding_no, code, CAST(severity AS VARCHAR), coalesce(street, 0), coalesce(line, 0),
       coalesce(action_seq, 0), coalesce(seat, 0), coalesce(player, ''), message
FROM findings
WHERE hand_key = $hand_key
ORDER BY finding_no;
