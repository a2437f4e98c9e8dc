package ingest

import (
	"strings"
	"testing"

	"github.com/stud8/stud8/fact"
)

// TestImportCompactsLeftoverDayStats leaves player_day_stats as an import
// killed between its last commit and the compaction would (one key's counts
// in two rows): the next import, with nothing left to read, compacts it,
// and every table is as before.
func TestImportCompactsLeftoverDayStats(t *testing.T) {
	db := openTemp(t)
	mustImport(t, db, Options{Profile: "oracle"}, "testdata/oracle")
	before := checksums(t, db)
	rows := count(t, db, `SELECT count(*) FROM player_day_stats`)
	var zero []string // a row of one key with every count 0
	for _, c := range fact.CountNames {
		zero = append(zero, "0 AS "+c)
	}
	if _, err := db.SQL().Exec(`INSERT INTO player_day_stats
		SELECT * REPLACE (` + strings.Join(zero, ", ") + `) FROM player_day_stats LIMIT 1`); err != nil {
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
