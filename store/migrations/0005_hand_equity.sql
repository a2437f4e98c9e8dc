-- 0005_hand_equity.sql: the pot equity of the players whose cards are known
-- at each all-in and at the start of each street after it (luck package,
-- computed during the import), and what a hand history printed that the
-- other tables do not keep but a PHH export needs (DB.Hands reads it back):
-- which cards were printed on the deal lines, the show and muck lines, and
-- whether a rake figure was printed. Self-contained: it creates its own
-- tables only. docs/schema.md describes every column.

CREATE TABLE hand_equity (
    hand_key   BIGINT NOT NULL,
    street     TINYINT NOT NULL,  -- 3..7: the street of the moment
    moment     VARCHAR NOT NULL,  -- 'all-in' or 'street' (after the street's cards are dealt)
    action_seq SMALLINT,          -- 'all-in': actions.seq of the all-in action; NULL for an all-in ante and for 'street'
    seat       TINYINT NOT NULL,
    player     VARCHAR NOT NULL,
    players    TINYINT NOT NULL,  -- players in the hand at the moment (known or not); as many rows as players: every card known
    high       DECIMAL(9,6) NOT NULL, -- expected share of the pot won with the high hand
    low        DECIMAL(9,6) NOT NULL, -- expected share of the pot won with the low hand
    total      DECIMAL(9,6) NOT NULL, -- high + low
    method     VARCHAR NOT NULL,      -- 'exact' or 'monte-carlo'
    std_err    DECIMAL(9,6)           -- largest standard error of the player's figures; NULL when exact
);

CREATE TABLE cards_printed (
    hand_key BIGINT NOT NULL,
    seat     TINYINT NOT NULL,
    printed  TINYINT NOT NULL  -- bit i: the player's card i (deal order, 0..6) was printed on its deal line
);

CREATE TABLE shows (
    hand_key     BIGINT NOT NULL,
    show_no      SMALLINT NOT NULL, -- 1, 2... in the order of the history
    street       TINYINT NOT NULL,  -- street the show came on (0 when before any)
    after_action SMALLINT NOT NULL, -- actions.seq of the last betting action before it, 0 when none
    seat         TINYINT NOT NULL,
    kind         VARCHAR NOT NULL,  -- 'show' or 'muck'
    cards        VARCHAR,           -- the cards shown as printed ('Qs 5h 2c Ad 8h 3c Kh'), NULL when none
    description  VARCHAR            -- the hand description printed with the show, NULL when none
);

CREATE TABLE rake_not_printed (
    hand_key BIGINT NOT NULL  -- a hand whose history printed no rake figure (hands.rake is then what the figures imply)
);
