package reports

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/store"
)

// migrationInsert returns the INSERT statement of migration version v that
// fills table for a database made by an older stud8.
func migrationInsert(t *testing.T, v int, table string) string {
	t.Helper()
	ms, err := store.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if m.Version == v {
			_, q, ok := strings.Cut(m.SQL, "INSERT INTO "+table)
			if !ok {
				t.Fatalf("migration %s fills no %s", m.Name, table)
			}
			q, _, _ = strings.Cut(q, ";")
			return "INSERT INTO " + table + q
		}
	}
	t.Fatalf("no migration %d", v)
	return ""
}

// TestUpgradeMatchesImport checks that the upgrade of an older database
// (migrations 0006 and 0007, from the per-hand facts stored) gives the
// reports the same answers as the import's own counts.
func TestUpgradeMatchesImport(t *testing.T) {
	path := importDB(t, "oracle", filepath.Join(testdata, "sample.txt"), filepath.Join(testdata, "examples.txt"))
	reportsOf := func() string {
		db := openRO(t, path)
		defer db.Close()
		var b strings.Builder
		for _, name := range []string{"summary", "stats-by-door", "stats-by-start", "sessions"} {
			for _, f := range []filter.Filter{{GapMinutes: 30}, {GapMinutes: 30, From: day(t, "2000-01-01")}} {
				fmt.Fprintln(&b, name, run(t, db, name, f).Rows)
			}
		}
		return b.String()
	}
	before := reportsOf()
	rw := openRW(t, path)
	for _, q := range []string{
		"DELETE FROM player_day_cards", migrationInsert(t, 6, "player_day_cards"),
		"DELETE FROM player_runs", migrationInsert(t, 7, "player_runs"),
	} {
		if _, err := rw.Exec(q); err != nil {
			t.Fatalf("%.60s: %v", q, err)
		}
	}
	rw.Close()
	if after := reportsOf(); after != before {
		t.Errorf("after the upgrade:\n%s\nafter the import:\n%s", after, before)
	}
}

func day(t *testing.T, s string) time.Time {
	t.Helper()
	d, err := time.Parse("2006-01-02", s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}
