-- summary: per player, game, stakes and currency: hands, net, big bets/100,
-- showdown and non-showdown net, and what the player collected from high
-- halves and from low halves.
-- Definitions: docs/definitions.md#summary
WITH params AS (
    SELECT CAST($player AS VARCHAR) AS player, CAST($site AS VARCHAR) AS site,
           CAST($game AS VARCHAR) AS game, CAST($stakes AS VARCHAR) AS stakes,
           CAST($from AS DATE) AS d_from, CAST($to AS DATE) AS d_to,
           CAST($min_hands AS BIGINT) AS min_hands
),
ph AS (
    SELECT p.hand_key, p.seat, p.player, p.net, p.showdown, h.game, h.stakes, h.currency, h.big_bet
    FROM r_players p
    JOIN r_hands h USING (hand_key)
    WHERE (CAST($player AS VARCHAR) IS NULL OR p.player = CAST($player AS VARCHAR))
      AND (CAST($site AS VARCHAR) IS NULL OR h.site = CAST($site AS VARCHAR))
      AND (CAST($game AS VARCHAR) IS NULL OR h.game = CAST($game AS VARCHAR))
      AND (CAST($stakes AS VARCHAR) IS NULL OR h.stakes = CAST($stakes AS VARCHAR))
      AND (CAST($from AS DATE) IS NULL OR h.day >= CAST($from AS DATE))
      AND (CAST($to AS DATE) IS NULL OR h.day <= CAST($to AS DATE))
),
kept AS (
    SELECT player FROM ph GROUP BY player
    HAVING count(*) >= coalesce((SELECT min_hands FROM params), 0)
),
halves AS (  -- what each player collected from high and from low halves, per hand
    SELECT hand_key, seat,
           sum(amount) FILTER (WHERE half = 'high') AS high_won,
           sum(amount) FILTER (WHERE half = 'low') AS low_won
    FROM r_awards
    GROUP BY hand_key, seat
)
SELECT ph.player, ph.game, ph.stakes, ph.currency,
       count(*) AS hands,
       sum(ph.net) AS net,
       round(sum(CAST(ph.net / ph.big_bet AS DECIMAL(18, 6))), 2) AS net_bb,
       round(100 * sum(CAST(ph.net / ph.big_bet AS DECIMAL(18, 6))) / count(*), 2) AS bb_per_100,
       coalesce(sum(ph.net) FILTER (WHERE ph.showdown), 0) AS showdown_net,
       coalesce(sum(ph.net) FILTER (WHERE NOT ph.showdown), 0) AS nonshowdown_net,
       coalesce(sum(x.high_won), 0) AS high_won,
       coalesce(sum(x.low_won), 0) AS low_won
FROM ph
SEMI JOIN kept USING (player)
LEFT JOIN halves x USING (hand_key, seat)
GROUP BY ph.player, ph.game, ph.stakes, ph.currency
ORDER BY ph.player, ph.game, ph.stakes, ph.currency;
