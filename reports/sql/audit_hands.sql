-- audit-hands: every hand with a finding, one row per finding, with the
-- file:line to open it (or run `stud8 replay --hand ID FILE`).
-- Definitions: docs/definitions.md#audit
WITH params AS (
    SELECT CAST($player AS VARCHAR) AS player, CAST($site AS VARCHAR) AS site,
           CAST($game AS VARCHAR) AS game, CAST($stakes AS VARCHAR) AS stakes,
           CAST($from AS DATE) AS d_from, CAST($to AS DATE) AS d_to
),
h AS (
    SELECT h.* FROM r_hands h
    WHERE (CAST($site AS VARCHAR) IS NULL OR h.site = CAST($site AS VARCHAR))
      AND (CAST($game AS VARCHAR) IS NULL OR h.game = CAST($game AS VARCHAR))
      AND (CAST($stakes AS VARCHAR) IS NULL OR h.stakes = CAST($stakes AS VARCHAR))
      AND (CAST($from AS DATE) IS NULL OR h.day >= CAST($from AS DATE))
      AND (CAST($to AS DATE) IS NULL OR h.day <= CAST($to AS DATE))
      AND (CAST($player AS VARCHAR) IS NULL OR EXISTS (
            SELECT 1 FROM r_players p WHERE p.hand_key = h.hand_key AND p.player = CAST($player AS VARCHAR)))
)
SELECT h.site, h.hand_id, h.started_at, h.table_name AS "table",
       a.code, a.source, a.severity, a.street, a.player,
       a.expected, a.actual, a.money, a.message,
       h.file || ':' || coalesce(a.line, h.line) AS "at"
FROM r_audit a
JOIN h USING (hand_key)
ORDER BY h.started_at, h.site, h.hand_id, coalesce(a.line, h.line), a.code, a.source;
