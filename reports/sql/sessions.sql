-- sessions: a player's sessions. A session is a run of the player's hands
-- (any table, same currency) where each hand starts at most $gap_minutes
-- after the previous one; a longer gap starts a new session.
-- Definitions: docs/definitions.md#sessions
WITH params AS (
    SELECT CAST($player AS VARCHAR) AS player, CAST($site AS VARCHAR) AS site,
           CAST($game AS VARCHAR) AS game, CAST($stakes AS VARCHAR) AS stakes,
           CAST($from AS DATE) AS d_from, CAST($to AS DATE) AS d_to,
           CAST($min_hands AS BIGINT) AS min_hands, CAST($gap_minutes AS BIGINT) AS gap_minutes
),
ph AS (  -- the player's hands inside the filters
    SELECT p.player, h.currency, h.started_at, h.site, h.hand_id, h.big_bet,
           p.net, CAST(p.net / h.big_bet AS DECIMAL(18, 6)) AS net_bb
    FROM r_players p
    JOIN r_hands h USING (hand_key)
    WHERE (CAST($player AS VARCHAR) IS NULL OR p.player = CAST($player AS VARCHAR))
      AND (CAST($site AS VARCHAR) IS NULL OR h.site = CAST($site AS VARCHAR))
      AND (CAST($game AS VARCHAR) IS NULL OR h.game = CAST($game AS VARCHAR))
      AND (CAST($stakes AS VARCHAR) IS NULL OR h.stakes = CAST($stakes AS VARCHAR))
      AND (CAST($from AS DATE) IS NULL OR h.day >= CAST($from AS DATE))
      AND (CAST($to AS DATE) IS NULL OR h.day <= CAST($to AS DATE))
      AND h.started_at IS NOT NULL
),
kept AS (  -- players with at least min_hands hands
    SELECT player FROM ph GROUP BY player
    HAVING count(*) >= coalesce((SELECT min_hands FROM params), 0)
),
marked AS (
    SELECT ph.*,
           CASE WHEN lag(started_at) OVER w IS NULL
                  OR started_at - lag(started_at) OVER w > to_minutes((SELECT gap_minutes FROM params))
                THEN 1 ELSE 0 END AS starts_session
    FROM ph SEMI JOIN kept USING (player)
    WINDOW w AS (PARTITION BY player, currency ORDER BY started_at, site, hand_id)
),
numbered AS (
    SELECT *, sum(starts_session) OVER (PARTITION BY player, currency ORDER BY started_at, site, hand_id
                                        ROWS UNBOUNDED PRECEDING) AS session
    FROM marked
)
SELECT player,
       session,
       currency,
       min(started_at) AS start,
       max(started_at) AS "end",
       count(*) AS hands,
       sum(net) AS net,
       round(sum(net_bb), 2) AS net_bb,
       round(100 * sum(net_bb) / count(*), 2) AS bb_per_100,
       CASE WHEN max(started_at) > min(started_at)
            THEN round(count(*) / (epoch(max(started_at) - min(started_at)) / 3600.0), 1) END AS hands_per_hour,
       max(net) FILTER (WHERE net > 0) AS biggest_win,
       min(net) FILTER (WHERE net < 0) AS biggest_loss
FROM numbered
GROUP BY player, currency, session
ORDER BY player, currency, session;
