-- audit-hands: every hand with a finding, one row per finding (code,
-- street, player, money), with the file:line to open it (or run `stud8
-- replay --hand ID`) and the finding's message, last (the table format
-- wraps it).
-- Definitions: docs/definitions.md#audit
WITH fh AS (  -- the hands with a finding: few, so the filters start from them
    SELECT DISTINCT hand_key FROM r_findings
),
who AS (  -- those where a selected player was dealt in (only with --player or --player-like)
    SELECT DISTINCT p.hand_key FROM r_players p SEMI JOIN fh USING (hand_key) JOIN r_hands s USING (hand_key)
    WHERE (CAST($player AS VARCHAR) IS NOT NULL OR CAST($player_like AS VARCHAR) IS NOT NULL OR CAST($person AS VARCHAR) IS NOT NULL)
      AND r_who(s.site, p.player, CAST($player AS VARCHAR), CAST($player_like AS VARCHAR), CAST($person AS VARCHAR))
),
h AS (
    SELECT h.* FROM r_hands h SEMI JOIN fh USING (hand_key)
    WHERE r_keep(h.site, h.game, h.stakes, h.day, h.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
      AND ((CAST($player AS VARCHAR) IS NULL AND CAST($player_like AS VARCHAR) IS NULL AND CAST($person AS VARCHAR) IS NULL)
           OR h.hand_key IN (SELECT hand_key FROM who))
)
SELECT h.site, h.hand_id, a.code, a.source, a.street, a.player, a.money, h.unit AS currency,
       h.file || ':' || coalesce(a.line, h.line) AS "at", a.message
FROM r_audit a
JOIN h USING (hand_key)
ORDER BY h.started_at, h.site, h.hand_id, coalesce(a.line, h.line), a.code, a.source;
