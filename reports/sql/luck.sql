-- luck: per player and currency, what the player won against what his pot
-- equity was worth when his money was in with cards to come. A player's
-- hand is adjusted when hand_equity has a moment (an all-in before 7th
-- street, or the start of a later street) at which every player still in
-- had known cards and after which the player put no more money in: at the
-- first such moment, the result counts as his total equity there times the
-- pots he was eligible for (after rake), less what he put in. Other hands
-- count as they went. --min-hands keeps the rows (a player and unit) of at
-- least that many hands. With $by_person (--by person) the rows are per
-- person (r_person), summed over his accounts (shown as person).
-- The adjusted result of a hand is r_adjusted_of (views/60_luck.sql), which
-- the graph's all-in adjusted line reads too.
-- Definitions: docs/definitions.md#luck
WITH ph AS (
    SELECT p.hand_key, p.seat,
           CASE WHEN CAST($by_person AS BOOLEAN) THEN coalesce(al.person, p.player) ELSE p.player END AS player,
           p.net, p.put_in, h.unit AS currency
    FROM r_players p
    JOIN r_hands h USING (hand_key)
    LEFT JOIN r_alias al ON al.site = h.site AND al.player = p.player  -- the account's person (r_person)
    WHERE r_keep(h.site, h.game, h.stakes, h.day, h.unit, CAST($site AS VARCHAR), CAST($game AS VARCHAR), CAST($small AS DECIMAL(18,2)), CAST($big AS DECIMAL(18,2)), CAST($from AS DATE), CAST($to AS DATE), CAST($currency AS VARCHAR))
      AND r_who(h.site, p.player, CAST($player AS VARCHAR), CAST($player_like AS VARCHAR), CAST($person AS VARCHAR))
),
x AS (
    SELECT ph.player, ph.currency, ph.net,
           s.hand_key IS NOT NULL AS all_in,
           coalesce(s.adjusted, ph.net) AS adjusted
    FROM ph
    LEFT JOIN r_adjusted_of(CAST($player AS VARCHAR), CAST($player_like AS VARCHAR)) s USING (hand_key, seat)
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
HAVING count(*) >= coalesce(CAST($min_hands AS BIGINT), 0)
ORDER BY player, currency;
