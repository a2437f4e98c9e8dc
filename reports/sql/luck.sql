-- luck: per player and currency, what the player won against what his pot
-- equity was worth when his money was in with cards to come. A player's
-- hand is adjusted when hand_equity has a moment (an all-in before 7th
-- street, or the start of a later street) at which every player still in
-- had known cards and after which the player put no more money in: at the
-- first such moment, the result counts as his total equity there times the
-- pots he was eligible for (after rake), less what he put in. Other hands
-- count as they went.
-- Definitions: docs/definitions.md#luck
WITH params AS (
    SELECT CAST($min_hands AS BIGINT) AS min_hands
),
ph AS (
    SELECT p.hand_key, p.seat, p.player, p.net, p.put_in, h.unit AS currency
    FROM r_players p
    JOIN r_hands h USING (hand_key)
    WHERE r_keep(h.site, h.game, h.stakes, h.day, h.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
      AND r_who(p.player, CAST($player AS VARCHAR), CAST($player_like AS VARCHAR))
),
kept AS (
    SELECT player FROM ph GROUP BY player
    HAVING count(*) >= coalesce((SELECT min_hands FROM params), 0)
),
moment AS (  -- moments at which every player still in had known cards, in hand order
    SELECT hand_key, seat, street, moment, action_seq, total,
           -- order in the hand: an all-in ante first, an all-in at its action,
           -- the start of a street before the street's actions
           CASE WHEN moment = 'all-in' THEN CAST(coalesce(action_seq, 0) AS INTEGER) * 2 + 1
                ELSE coalesce((SELECT CAST(min(a.seq) AS INTEGER) FROM actions a
                               WHERE a.hand_key = q.hand_key AND a.street >= q.street), 32000) * 2 - 1
           END AS at
    FROM hand_equity q
    QUALIFY players = count(*) OVER (PARTITION BY hand_key, street, moment, action_seq)
),
settled AS (  -- the first of those after which the player put no more money in
    SELECT m.hand_key, m.seat, arg_min(m.total, m.at) AS equity
    FROM moment m
    WHERE NOT EXISTS (SELECT 1 FROM actions a
                      WHERE a.hand_key = m.hand_key AND a.seat = m.seat AND a.amount > 0 AND CAST(a.seq AS INTEGER) * 2 > m.at)
    GROUP BY m.hand_key, m.seat
),
eligible_pot AS (  -- the pots (after rake) each player could win
    SELECT e.hand_key, e.player, sum(p.amount) AS pot
    FROM r_eligible e
    JOIN pots p ON p.hand_key = e.hand_key AND p.pot_no = e.pot
    GROUP BY e.hand_key, e.player
),
x AS (
    SELECT ph.player, ph.currency, ph.net,
           s.equity IS NOT NULL AS all_in,
           CASE WHEN s.equity IS NULL THEN ph.net
                ELSE CAST(round(s.equity * coalesce(ep.pot, 0), 2) AS DECIMAL(18, 2)) - ph.put_in
           END AS adjusted
    FROM ph
    SEMI JOIN kept USING (player)
    LEFT JOIN settled s USING (hand_key, seat)
    LEFT JOIN eligible_pot ep ON ep.hand_key = ph.hand_key AND ep.player = ph.player
)
SELECT player, currency,
       count(*) AS hands,
       count(*) FILTER (WHERE all_in) AS all_ins,
       sum(net) AS net,
       sum(adjusted) AS adjusted_net,
       sum(net) - sum(adjusted) AS luck,
       coalesce(sum(net) FILTER (WHERE all_in), 0) AS all_in_net,
       coalesce(sum(adjusted) FILTER (WHERE all_in), 0) AS all_in_expected
FROM x
GROUP BY player, currency
ORDER BY player, currency;
