-- 0007_player_runs.sql: a player's runs of hands, the pieces `stud8 report
-- sessions` joins into sessions. A run is a player's hands of one import
-- batch (a stretch of one table's history) with the same site, game,
-- stakes, unit of money and day (UTC), each within 5 minutes of the run's
-- others (store/daystats.go); the report joins runs less than --gap apart,
-- exact for any gap of 5 minutes or more. Hands without a start time are
-- left out. A database made by an older stud8 gets the runs of the hands
-- it holds, one per player and hand. docs/schema.md describes every column.
CREATE TABLE player_runs (
    player   VARCHAR NOT NULL,
    site     VARCHAR NOT NULL,
    game     VARCHAR NOT NULL,
    stakes   VARCHAR NOT NULL,
    unit     VARCHAR NOT NULL,
    day      DATE NOT NULL,
    first_at TIMESTAMP NOT NULL,
    last_at  TIMESTAMP NOT NULL,
    hands    BIGINT NOT NULL,
    net      DECIMAL(18,2) NOT NULL,
    net_bb   DECIMAL(18,6) NOT NULL,
    best     DECIMAL(18,2) NOT NULL,
    worst    DECIMAL(18,2) NOT NULL
);

INSERT INTO player_runs
SELECT p.player, h.site, h.game, h.stakes,
       coalesce(h.currency, CASE WHEN h.is_tournament THEN 'chips' ELSE 'play' END),
       CAST(h.started_at AS DATE), h.started_at, h.started_at, 1,
       p.net, CAST(p.net / h.big_bet AS DECIMAL(18,6)), p.net, p.net
FROM hand_players p JOIN hands h USING (hand_key)
WHERE p.dealt_in AND h.started_at IS NOT NULL;
