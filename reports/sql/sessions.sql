-- sessions: a player's sessions. A session is a run of the player's hands
-- (any table, same unit of money) where each hand starts at most
-- $gap_minutes after the previous one; a longer gap starts a new session.
-- Joined from player_runs, the runs of hands the import stores (each hand
-- of a run within 5 minutes of the others): a run starting more than the
-- gap after every earlier run of the player ended starts a session, which
-- is exact for any gap of 5 minutes or more (sessions_hands.sql below that).
-- Sessions are numbered per player in time order, whatever the unit.
-- stakes is the session's stakes, or 'all stakes' when its big bets/100
-- adds hands of several. --min-hands keeps the sessions of at least that
-- many hands (numbered as without it).
-- Definitions: docs/definitions.md#sessions
WITH r AS (
    SELECT * FROM player_runs x
    WHERE r_keep(x.site, x.game, x.stakes, x.day, x.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
      AND r_who(x.site, x.player, CAST($player AS VARCHAR), CAST($player_like AS VARCHAR), CAST($person AS VARCHAR))
),
marked AS (
    SELECT r.*,
           CASE WHEN max(last_at) OVER w IS NULL
                  OR first_at - max(last_at) OVER w > to_minutes(CAST($gap_minutes AS BIGINT))
                THEN 1 ELSE 0 END AS starts_session
    FROM r
    WINDOW w AS (PARTITION BY player, unit ORDER BY first_at, last_at ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
),
numbered AS (
    SELECT *, sum(starts_session) OVER (PARTITION BY player, unit ORDER BY first_at, last_at
                                        ROWS UNBOUNDED PRECEDING) AS unit_session
    FROM marked
)
SELECT * FROM (
SELECT player,
       row_number() OVER (PARTITION BY player ORDER BY min(first_at), unit) AS session,
       unit AS currency,
       CASE WHEN count(DISTINCT stakes) = 1 THEN min(stakes) ELSE 'all stakes' END AS stakes,
       min(first_at) AS start,
       max(last_at) AS "end",
       CAST(sum(hands) AS BIGINT) AS hands,
       CAST(sum(net) AS DECIMAL(18,2)) AS net,
       CAST(round(sum(net_bb), 2) AS DECIMAL(18,2)) AS net_bb,
       CAST(round(100 * sum(net_bb) / sum(hands), 2) AS DECIMAL(18,2)) AS bb_per_100,
       CASE WHEN max(last_at) > min(first_at)
            THEN round(sum(hands) / (epoch(max(last_at) - min(first_at)) / 3600.0), 1) END AS hands_per_hour,
       max(best) FILTER (WHERE best > 0) AS biggest_win,
       min(worst) FILTER (WHERE worst < 0) AS biggest_loss
FROM numbered
GROUP BY player, unit, unit_session
ORDER BY player, session
) WHERE hands >= coalesce(CAST($min_hands AS BIGINT), 0)
ORDER BY player, session;
