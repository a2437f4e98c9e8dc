-- audit: one row per finding code and unit of money: the number of
-- findings, of hands, and the money involved (audit_detail.sql gives the
-- detail by source, site, table and day).
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
SELECT a.code, count(*) AS findings, count(DISTINCT h.hand_key) AS hands,
       sum(a.money) AS money, h.unit AS currency
FROM r_audit a
JOIN h USING (hand_key)
GROUP BY a.code, h.unit
ORDER BY a.code, h.unit;
