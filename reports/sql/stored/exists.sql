-- Whether the database (or Parquet dataset) has player_day_stats: databases
-- made before schema version 2 and older exports do not.
SELECT count(*) FROM information_schema.tables
WHERE table_name = 'player_day_stats' AND table_schema = 'main'
