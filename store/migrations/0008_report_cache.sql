-- 0008_report_cache.sql: the rows of the reports that are too large to
-- compute on every run at scale (`stud8 report sessions` and `report stats
-- --by door` for every player: 180,000 and 290,000 rows on a million hands),
-- kept for the unfiltered report only. Each table holds the report's output
-- column for column (reports/sql/sessions.sql, stats_by_door.sql) in the
-- report's order (ord). The reports package refreshes them at the end of
-- every import, running the report's own SQL (one definition), and reads
-- them only while report_cache.data_stamp equals the stamp of the hands
-- stored now; otherwise, or with any filter, the report is computed.
-- Filled by the first import or `stud8 report prepare` after this migration.
CREATE TABLE report_cache (
    report     VARCHAR PRIMARY KEY,
    data_stamp VARCHAR NOT NULL,
    built_at   TIMESTAMP NOT NULL
);

CREATE TABLE report_sessions (
    ord            BIGINT NOT NULL,
    player         VARCHAR NOT NULL,
    session        BIGINT NOT NULL,
    currency       VARCHAR NOT NULL,
    start          TIMESTAMP NOT NULL,
    "end"          TIMESTAMP NOT NULL,
    hands          BIGINT NOT NULL,
    net            DECIMAL(18,2) NOT NULL,
    net_bb         DECIMAL(18,2),
    bb_per_100     DECIMAL(18,2),
    hands_per_hour DOUBLE,
    biggest_win    DECIMAL(18,2),
    biggest_loss   DECIMAL(18,2)
);

CREATE TABLE report_stats_by_door (
    ord                 BIGINT NOT NULL,
    player              VARCHAR NOT NULL,
    currency            VARCHAR NOT NULL,
    "by"                VARCHAR NOT NULL,
    door                VARCHAR,
    hands               BIGINT NOT NULL,
    vpip_pct            DOUBLE,
    showdowns           BIGINT NOT NULL,
    won_at_showdown_pct DOUBLE,
    scoop_pct           DOUBLE,
    net                 DECIMAL(18,2) NOT NULL,
    bb_per_100          DECIMAL(18,2)
);
