-- 0016_hero.sql: the database's hero, the player whose histories these are
-- (`stud8 hero NAME`): the reports and pages that take a player default to
-- him, and --mask (export phh, replay, the web's ?mask=1) keeps his name
-- while it relabels the others. At most one row; none when no hero is saved
-- (`stud8 hero --clear` deletes it). player is the stored spelling of a
-- hand_players name.
CREATE TABLE hero (
    player VARCHAR NOT NULL,
    set_at TIMESTAMP NOT NULL
);
