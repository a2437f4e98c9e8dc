-- report_player_hand: the live r_player_hand view materialised, one row per
-- dealt-in player per hand; report_prepared: what it was built from.
-- Definitions: docs/definitions.md#prepared-tables
CREATE TABLE IF NOT EXISTS report_player_hand AS SELECT * FROM r_player_hand LIMIT 0;
CREATE TABLE IF NOT EXISTS report_prepared (
    version     VARCHAR NOT NULL,
    hands       BIGINT NOT NULL,
    rows        BIGINT NOT NULL,
    prepared_at TIMESTAMP NOT NULL
);
