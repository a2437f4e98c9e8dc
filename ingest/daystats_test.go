package ingest

import "testing"

// TestImportCompactsLeftoverDayStats leaves player_day_stats as an import
// killed between its last commit and the compaction would (one key's counts
// in two rows): the next import, with nothing left to read, compacts it,
// and every table is as before.
func TestImportCompactsLeftoverDayStats(t *testing.T) {
	db := openTemp(t)
	mustImport(t, db, Options{Profile: "oracle"}, "testdata/oracle")
	before := checksums(t, db)
	rows := count(t, db, `SELECT count(*) FROM player_day_stats`)
	if _, err := db.SQL().Exec(`INSERT INTO player_day_stats
		SELECT player, site, game, stakes, day, COLUMNS(c -> c NOT IN ('player', 'site', 'game', 'stakes', 'day', 'unit')) * 0, unit
		FROM player_day_stats LIMIT 1`); err != nil {
		t.Fatal(err)
	}
	if n := count(t, db, `SELECT count(*) FROM player_day_stats`); n != rows+1 {
		t.Fatalf("%d rows after adding one to %d", n, rows)
	}
	sum := mustImport(t, db, Options{Profile: "oracle"}, "testdata/oracle")
	if sum.FilesSkipped != 1 {
		t.Errorf("second import: %+v; want the file skipped", sum)
	}
	if d := diffChecksums(before, checksums(t, db)); d != nil {
		t.Errorf("tables differ after the compaction: %v", d)
	}
}

// TestWriteAheadTail imports the same hands with DuckDB's write-ahead of
// row groups on throughout and off throughout (the tail of every import):
// the tables must be the same, and the setting must be back to on after
// the import, for the database's other connections.
func TestWriteAheadTail(t *testing.T) {
	defer func(v int64) { writeAheadTail = v }(writeAheadTail)
	var sums []map[string]string
	for _, tail := range []int64{0, 1 << 40} {
		writeAheadTail = tail
		db := openTemp(t)
		mustImport(t, db, Options{Profile: "oracle", BatchRecords: 7}, "testdata/oracle")
		var on bool
		if err := db.SQL().QueryRow(`SELECT current_setting('enable_optimistic_write')`).Scan(&on); err != nil {
			t.Fatal(err)
		}
		if !on {
			t.Errorf("tail %d: enable_optimistic_write is off after the import", tail)
		}
		sums = append(sums, checksums(t, db))
	}
	if d := diffChecksums(sums[0], sums[1]); d != nil {
		t.Errorf("tables differ with and without write-ahead: %v", d)
	}
}
