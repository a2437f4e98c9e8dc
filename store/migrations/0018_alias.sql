-- 0018_alias.sql: the people behind the accounts (`stud8 alias PERSON
-- SITE:NAME...`). An account is a site and a screen name: the same name on
-- two sites may be two people, so an alias names one (site, player) and the
-- person it belongs to. An account without a row is its own person, named
-- as the player. Every report and page reads the person through the report
-- views' r_person (reports/sql/views/10_base.sql): --person and ?person=
-- select every account of a person, --by person sums rows over them.
-- `stud8 alias --remove SITE:NAME` deletes the row, and the reports read
-- the account as before. site is the stored site name (hands.site), player
-- the stored spelling of a hand_players name.
CREATE TABLE alias (
    site   VARCHAR NOT NULL,
    player VARCHAR NOT NULL,
    person VARCHAR NOT NULL,
    set_at TIMESTAMP NOT NULL,
    PRIMARY KEY (site, player)
);
