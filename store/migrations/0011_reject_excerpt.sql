-- 0011_reject_excerpt.sql: a reject keeps at most an excerpt of its text
-- (the first 4 KB, store.MaxRejectText), with the length and the XXH3-128
-- hash of the whole text, so that garbage costs disk independent of its
-- size (a 1 GB random tail made 840 MB of raw_text). The rows of a database
-- made before keep their whole text: their length is that of raw_text, and
-- their hash is unknown (NULL).
ALTER TABLE rejects ADD COLUMN raw_length BIGINT;
ALTER TABLE rejects ADD COLUMN raw_hash VARCHAR;
UPDATE rejects SET raw_length = strlen(raw_text);
