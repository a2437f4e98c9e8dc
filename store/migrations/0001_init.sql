-- 0001_init.sql: the first stud8 schema. Money columns are DECIMAL(18,2) in the
-- hand's own unit (dollars or euros for cash games, chips for tournaments and
-- play money). docs/schema.md describes every table and column.

-- card is one playing card as PokerStars writes it ('Ah', 'Td', '2c'), ordered
-- by rank then suit (clubs < diamonds < hearts < spades), so min(card) and
-- max(card) follow the bring-in order.
CREATE TYPE card AS ENUM ('2c','2d','2h','2s','3c','3d','3h','3s','4c','4d','4h','4s','5c','5d','5h','5s','6c','6d','6h','6s','7c','7d','7h','7s','8c','8d','8h','8s','9c','9d','9h','9s','Tc','Td','Th','Ts','Jc','Jd','Jh','Js','Qc','Qd','Qh','Qs','Kc','Kd','Kh','Ks','Ac','Ad','Ah','As');

-- action_kind is a betting action.
CREATE TYPE action_kind AS ENUM ('bring-in', 'complete', 'bet', 'call', 'raise', 'check', 'fold');

-- severity says how much a finding matters.
CREATE TYPE severity AS ENUM ('info', 'warn', 'error');

CREATE TABLE hands (
    hand_key         BIGINT NOT NULL,
    site             VARCHAR NOT NULL,
    hand_id          VARCHAR NOT NULL,
    game             VARCHAR NOT NULL,
    mix              VARCHAR,
    is_tournament    BOOLEAN NOT NULL,
    tournament_id    VARCHAR,
    buy_in           VARCHAR,
    level            VARCHAR,
    home_game        VARCHAR,
    currency         VARCHAR,
    money_decimals   TINYINT NOT NULL,
    stakes           VARCHAR NOT NULL,
    ante             DECIMAL(18,2) NOT NULL,
    bring_in         DECIMAL(18,2) NOT NULL,
    small_bet        DECIMAL(18,2) NOT NULL,
    big_bet          DECIMAL(18,2) NOT NULL,
    table_name       VARCHAR NOT NULL,
    max_seats        TINYINT,
    seats_dealt      TINYINT NOT NULL,
    started_at       TIMESTAMP,
    started_at_text  VARCHAR NOT NULL,
    total_pot        DECIMAL(18,2) NOT NULL,
    declared_pot     DECIMAL(18,2) NOT NULL,
    rake             DECIMAL(18,2) NOT NULL,
    board_card       card,
    streets_reached  TINYINT NOT NULL,
    went_to_showdown BOOLEAN NOT NULL,
    profile          VARCHAR NOT NULL,
    finding_count    SMALLINT NOT NULL,
    source_file      VARCHAR NOT NULL,
    source_line      INTEGER NOT NULL,
    end_line         INTEGER NOT NULL
);

CREATE TABLE hand_players (
    hand_key           BIGINT NOT NULL,
    seat               TINYINT NOT NULL,
    player             VARCHAR NOT NULL,
    starting_stack     DECIMAL(18,2) NOT NULL,
    sitting_out        BOOLEAN NOT NULL,
    dealt_in           BOOLEAN NOT NULL,
    down_card_1        card,
    down_card_2        card,
    door_card          card,
    up_card_4th        card,
    up_card_5th        card,
    up_card_6th        card,
    down_card_7th      card,
    put_in_ante        DECIMAL(18,2) NOT NULL,
    put_in_3rd         DECIMAL(18,2) NOT NULL,
    put_in_4th         DECIMAL(18,2) NOT NULL,
    put_in_5th         DECIMAL(18,2) NOT NULL,
    put_in_6th         DECIMAL(18,2) NOT NULL,
    put_in_7th         DECIMAL(18,2) NOT NULL,
    put_in_total       DECIMAL(18,2) NOT NULL,
    uncalled_returned  DECIMAL(18,2) NOT NULL,
    collected          DECIMAL(18,2) NOT NULL,
    collected_declared DECIMAL(18,2) NOT NULL,
    net                DECIMAL(18,2) NOT NULL,
    actions_3rd        VARCHAR,
    actions_4th        VARCHAR,
    actions_5th        VARCHAR,
    actions_6th        VARCHAR,
    actions_7th        VARCHAR,
    brought_in         BOOLEAN NOT NULL,
    completed          BOOLEAN NOT NULL,
    vpip               BOOLEAN NOT NULL,
    raised             BOOLEAN NOT NULL,
    all_in             BOOLEAN NOT NULL,
    saw_4th            BOOLEAN NOT NULL,
    saw_5th            BOOLEAN NOT NULL,
    saw_6th            BOOLEAN NOT NULL,
    saw_7th            BOOLEAN NOT NULL,
    folded_on          TINYINT,
    went_to_showdown   BOOLEAN NOT NULL,
    won_high           BOOLEAN NOT NULL,
    won_low            BOOLEAN NOT NULL,
    scooped            BOOLEAN NOT NULL,
    quartered          BOOLEAN NOT NULL,
    high_hand          VARCHAR,
    low_hand           VARCHAR
);

CREATE TABLE actions (
    hand_key  BIGINT NOT NULL,
    seq       SMALLINT NOT NULL,
    street    TINYINT NOT NULL,
    seat      TINYINT NOT NULL,
    kind      action_kind NOT NULL,
    amount    DECIMAL(18,2) NOT NULL,
    to_amount DECIMAL(18,2),
    all_in    BOOLEAN NOT NULL,
    pot_after DECIMAL(18,2) NOT NULL,
    line      INTEGER NOT NULL
);

CREATE TABLE pots (
    hand_key           BIGINT NOT NULL,
    pot_no             TINYINT NOT NULL,
    kind               VARCHAR NOT NULL,
    amount             DECIMAL(18,2) NOT NULL,
    amount_before_rake DECIMAL(18,2) NOT NULL,
    eligible           VARCHAR[] NOT NULL,
    low_qualified      BOOLEAN NOT NULL
);

CREATE TABLE awards (
    hand_key BIGINT NOT NULL,
    pot_no   TINYINT NOT NULL,
    half     VARCHAR NOT NULL,
    seat     TINYINT NOT NULL,
    player   VARCHAR NOT NULL,
    amount   DECIMAL(18,2) NOT NULL
);

CREATE TABLE findings (
    hand_key   BIGINT NOT NULL,
    finding_no SMALLINT NOT NULL,
    code       VARCHAR NOT NULL,
    severity   severity NOT NULL,
    street     TINYINT,
    line       INTEGER,
    action_seq SMALLINT,
    seat       TINYINT,
    player     VARCHAR,
    expected   DECIMAL(18,2),
    actual     DECIMAL(18,2),
    message    VARCHAR NOT NULL
);

CREATE TABLE rejects (
    source_file VARCHAR NOT NULL,
    line        INTEGER,
    hand_id     VARCHAR,
    reason      VARCHAR NOT NULL,
    detail      VARCHAR NOT NULL,
    raw_text    VARCHAR NOT NULL
);

CREATE TABLE imports (
    path         VARCHAR NOT NULL,
    size_bytes   BIGINT NOT NULL,
    content_hash VARCHAR NOT NULL,
    status       VARCHAR NOT NULL,
    records      BIGINT NOT NULL,
    hands        BIGINT NOT NULL,
    rejects      BIGINT NOT NULL,
    duplicates   BIGINT NOT NULL,
    other_games  BIGINT NOT NULL,
    profile      VARCHAR NOT NULL,
    started_at   TIMESTAMP NOT NULL,
    finished_at  TIMESTAMP
);

-- action_log is actions with the hand's site and id and the player's name.
CREATE VIEW action_log AS
SELECT h.site, h.hand_id, a.*, p.player
FROM actions a
JOIN hands h USING (hand_key)
JOIN hand_players p USING (hand_key, seat);
