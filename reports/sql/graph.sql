-- graph: one player's hands in time order with the running totals the
-- winnings graph draws: total net, showdown net, non-showdown net, and
-- what was collected from high halves and from low halves, and the all-in
-- adjusted total (each all-in hand counted at its equity: r_adjusted);
-- the same totals in big bets (each hand's amount over its big bet, to
-- four decimals, then summed), the unit's decimals and each hand's big bet.
-- One line per unit of money (currency, or 'chips' for tournaments):
-- the running totals restart for each unit and are never added across.
-- Definitions: docs/definitions.md#graph
WITH ph AS (
    SELECT p.hand_key, p.seat, h.site, h.hand_id, p.player, p.net, p.showdown, h.started_at, h.unit AS currency,
           h.decimals, h.big_bet
    FROM r_players p
    JOIN r_hands h USING (hand_key)
    WHERE (CAST($player AS VARCHAR) IS NOT NULL OR CAST($person AS VARCHAR) IS NOT NULL)
      AND r_who(h.site, p.player, CAST($player AS VARCHAR), NULL, CAST($person AS VARCHAR))
      AND r_keep(h.site, h.game, h.stakes, h.day, h.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
),
halves AS (  -- what the selected seat of each hand collected
    SELECT hand_key, seat,
           sum(amount) FILTER (WHERE half = 'high') AS high_won,
           sum(amount) FILTER (WHERE half = 'low') AS low_won
    FROM r_awards SEMI JOIN ph USING (hand_key, seat)
    GROUP BY hand_key, seat
),
x AS (
    SELECT ph.*, coalesce(hv.high_won, 0) AS high_won, coalesce(hv.low_won, 0) AS low_won,
           coalesce(a.adjusted, ph.net) AS adjusted
    FROM ph LEFT JOIN halves hv USING (hand_key, seat)
    LEFT JOIN r_adjusted_of(CAST($player AS VARCHAR), CAST($player_like AS VARCHAR)) a USING (hand_key, seat)
),
bb AS (
    SELECT x.*,
           CAST(round(net / nullif(big_bet, 0), 4) AS DECIMAL(18,4)) AS net_bb,
           CAST(round(adjusted / nullif(big_bet, 0), 4) AS DECIMAL(18,4)) AS adjusted_bb,
           CAST(round(high_won / nullif(big_bet, 0), 4) AS DECIMAL(18,4)) AS high_bb,
           CAST(round(low_won / nullif(big_bet, 0), 4) AS DECIMAL(18,4)) AS low_bb
    FROM x
)
SELECT row_number() OVER w AS n,
       site, hand_id, started_at, currency, net,
       sum(net) OVER w AS total,
       sum(CASE WHEN showdown THEN net ELSE 0 END) OVER w AS showdown,
       sum(CASE WHEN showdown THEN 0 ELSE net END) OVER w AS nonshowdown,
       sum(adjusted) OVER w AS allin_adjusted,
       sum(high_won) OVER w AS high_halves,
       sum(low_won) OVER w AS low_halves,
       decimals, big_bet,
       sum(net_bb) OVER w AS total_bb,
       sum(CASE WHEN showdown THEN net_bb ELSE 0 END) OVER w AS showdown_bb,
       sum(CASE WHEN showdown THEN 0 ELSE net_bb END) OVER w AS nonshowdown_bb,
       sum(adjusted_bb) OVER w AS allin_adjusted_bb,
       sum(high_bb) OVER w AS high_halves_bb,
       sum(low_bb) OVER w AS low_halves_bb
FROM bb
WINDOW w AS (PARTITION BY currency ORDER BY started_at, site, hand_id ROWS UNBOUNDED PRECEDING)
ORDER BY currency, n;
