-- graph: one player's hands in time order with the running totals the
-- winnings graph draws: total net, showdown net, non-showdown net, and
-- what was collected from high halves and from low halves.
-- Definitions: docs/definitions.md#graph
WITH params AS (
    SELECT CAST($player AS VARCHAR) AS player, CAST($site AS VARCHAR) AS site,
           CAST($game AS VARCHAR) AS game, CAST($stakes AS VARCHAR) AS stakes,
           CAST($from AS DATE) AS d_from, CAST($to AS DATE) AS d_to
),
ph AS (
    SELECT p.hand_key, h.site, h.hand_id, p.player, p.net, p.showdown, h.started_at, h.currency
    FROM r_players p
    JOIN r_hands h USING (hand_key)
    WHERE p.player = CAST($player AS VARCHAR)
      AND (CAST($site AS VARCHAR) IS NULL OR h.site = CAST($site AS VARCHAR))
      AND (CAST($game AS VARCHAR) IS NULL OR h.game = CAST($game AS VARCHAR))
      AND (CAST($stakes AS VARCHAR) IS NULL OR h.stakes = CAST($stakes AS VARCHAR))
      AND (CAST($from AS DATE) IS NULL OR h.day >= CAST($from AS DATE))
      AND (CAST($to AS DATE) IS NULL OR h.day <= CAST($to AS DATE))
),
halves AS (
    SELECT hand_key,
           sum(amount) FILTER (WHERE half = 'high') AS high_won,
           sum(amount) FILTER (WHERE half = 'low') AS low_won
    FROM r_awards
    WHERE player = (SELECT player FROM params)
    GROUP BY hand_key
),
x AS (
    SELECT ph.*, coalesce(hv.high_won, 0) AS high_won, coalesce(hv.low_won, 0) AS low_won
    FROM ph LEFT JOIN halves hv USING (hand_key)
)
SELECT row_number() OVER w AS n,
       site, hand_id, started_at, currency, net,
       sum(net) OVER w AS total,
       sum(CASE WHEN showdown THEN net ELSE 0 END) OVER w AS showdown,
       sum(CASE WHEN showdown THEN 0 ELSE net END) OVER w AS nonshowdown,
       sum(high_won) OVER w AS high_halves,
       sum(low_won) OVER w AS low_halves
FROM x
WINDOW w AS (ORDER BY started_at, site, hand_id ROWS UNBOUNDED PRECEDING)
ORDER BY n;
