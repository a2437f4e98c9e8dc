-- 0004_import_stamps.sql: an import reads each file once. Whether a file is
-- unchanged since a complete import, or may resume a partial one, is decided
-- by its path, size and modification time, without reading it; the content
-- hash is computed while the file is parsed and is known only once it has
-- been read to its end: a partial row has none. Rows written before this
-- migration have no modification time: their files are read once more
-- (their hands are then duplicates).
ALTER TABLE imports ADD COLUMN modified_at TIMESTAMP;
ALTER TABLE imports ALTER COLUMN content_hash DROP NOT NULL;
