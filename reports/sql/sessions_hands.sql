-- sessions-hands: a player's sessions computed hand by hand (for --gap under 5
-- minutes; sessions.sql joins the stored runs otherwise). A session is a
-- run of the player's hands (any table, same unit) where each hand starts at
-- most $gap_minutes after the previous one; a longer gap starts a new session.
-- stakes is the session's stakes, or 'all stakes' when its big bets/100
-- adds hands of several. --min-hands keeps the sessions of at least that
-- many hands (numbered as without it).
-- Definitions: docs/definitions.md#sessions
WITH ph AS (  -- the player's hands inside the filters
    SELECT p.player, h.unit AS currency, h.stakes, h.decimals, h.started_at, h.site, h.hand_id, h.big_bet,
           p.net, CAST(p.net / h.big_bet AS DECIMAL(18, 6)) AS net_bb
    FROM r_players p
    JOIN r_hands h USING (hand_key)
    WHERE r_who(h.site, p.player, CAST($player AS VARCHAR), CAST($player_like AS VARCHAR), CAST($person AS VARCHAR))
      AND r_keep(h.site, h.game, h.stakes, h.day, h.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
      AND h.started_at IS NOT NULL
),
marked AS (
    SELECT ph.*,
           CASE WHEN lag(started_at) OVER w IS NULL
                  OR started_at - lag(started_at) OVER w > to_minutes(CAST($gap_minutes AS BIGINT))
                THEN 1 ELSE 0 END AS starts_session
    FROM ph
    WINDOW w AS (PARTITION BY player, currency ORDER BY started_at, site, hand_id)
),
numbered AS (
    SELECT *, sum(starts_session) OVER (PARTITION BY player, currency ORDER BY started_at, site, hand_id
                                        ROWS UNBOUNDED PRECEDING) AS unit_session
    FROM marked
)
SELECT * FROM (
SELECT player,
       row_number() OVER (PARTITION BY player ORDER BY min(started_at), currency) AS session,
       currency,
       CASE WHEN count(DISTINCT stakes) = 1 THEN min(stakes) ELSE 'all stakes' END AS stakes,
       min(started_at) AS start,
       max(started_at) AS "end",
       count(*) AS hands,
       CAST(sum(net) AS DECIMAL(18,2)) AS net,
       CAST(round(sum(net_bb), 2) AS DECIMAL(18,2)) AS net_bb,
       CAST(round(100 * sum(net_bb) / count(*), 2) AS DECIMAL(18,2)) AS bb_per_100,
       CASE WHEN max(started_at) > min(started_at)
            THEN round(count(*) / (epoch(max(started_at) - min(started_at)) / 3600.0), 1) END AS hands_per_hour,
       max(net) FILTER (WHERE net > 0) AS biggest_win,
       min(net) FILTER (WHERE net < 0) AS biggest_loss
FROM numbered
GROUP BY player, currency, unit_session
ORDER BY player, session
) WHERE hands >= coalesce(CAST($min_hands AS BIGINT), 0)
ORDER BY player, session;
