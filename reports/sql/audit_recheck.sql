-- audit-recheck: the SQL conservation checks (r_audit_sql) that fail, one
-- row per hand, with the file:line to open it (or run `stud8 replay --hand ID FILE`).
-- Definitions: docs/definitions.md#audit
WITH h AS (
    SELECT h.* FROM r_hands h
    WHERE r_keep(h.site, h.game, h.stakes, h.day, h.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
      AND ((CAST($player AS VARCHAR) IS NULL AND CAST($player_like AS VARCHAR) IS NULL AND CAST($person AS VARCHAR) IS NULL) OR EXISTS (
            SELECT 1 FROM r_players p WHERE p.hand_key = h.hand_key AND r_who(h.site, p.player, CAST($player AS VARCHAR), CAST($player_like AS VARCHAR), CAST($person AS VARCHAR))))
)
SELECT h.hand_id, a.code, a.source, a.street, a.player, a.money, h.unit AS currency,
       h.file || ':' || coalesce(a.line, h.line) AS "at"
FROM r_audit_sql a
JOIN h USING (hand_key)
ORDER BY h.started_at, h.site, h.hand_id, coalesce(a.line, h.line), a.code, a.source;
