package reports

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stud8/stud8/gen"
)

// storedVsLive returns the rows of player_day_stats not in the live view
// r_player_day and the other way round (at most a few of each), and the
// number of rows of each.
func storedVsLive(t testing.TB, db *sql.DB) (diffs []string, stored, live int64) {
	t.Helper()
	ctx := context.Background()
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if err := installViews(ctx, conn, sources{}); err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`SELECT 'stored only', * FROM (SELECT * FROM player_day_stats EXCEPT ALL SELECT * FROM r_player_day) LIMIT 5`,
		`SELECT 'live only', * FROM (SELECT * FROM r_player_day EXCEPT ALL SELECT * FROM player_day_stats) LIMIT 5`,
	} {
		rows, err := conn.QueryContext(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		all, err := collect(rows)
		rows.Close()
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range all.Rows {
			var b strings.Builder
			for i, v := range r {
				fmt.Fprintf(&b, "%s=%s ", all.Columns[i], FormatValue(v))
			}
			diffs = append(diffs, b.String())
		}
	}
	if err := conn.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM player_day_stats), (SELECT count(*) FROM r_player_day)`).Scan(&stored, &live); err != nil {
		t.Fatal(err)
	}
	return diffs, stored, live
}

// TestStoredCountsMatchLive is the cross-check of the two ways to count the
// stats: the counts the store computed in Go at import time
// (player_day_stats) equal, row for row and column for column, what the
// live SQL view r_player_day computes from the actions, pots and awards,
// on the samples, hands imported twice (duplicates), generated hands with
// faults, and with $STUD8_SHARED the oracle hands, their faults and the
// PokerStars corpus. The stats report reads the stored rows.
func TestStoredCountsMatchLive(t *testing.T) {
	genDir := filepath.Join(t.TempDir(), "gen")
	if _, err := gen.GenerateDir(gen.Config{Hands: 3000, Seed: 11, FaultRate: 0.05, TableHands: 150}, genDir, io.Discard); err != nil {
		t.Fatal(err)
	}
	// Duplicates: a.txt has the first two hand-made hands, b.txt all three,
	// so b.txt's batch drops two hands and keeps one.
	dupDir := t.TempDir()
	examples, err := os.ReadFile(filepath.Join(testdata, "examples.txt"))
	if err != nil {
		t.Fatal(err)
	}
	third := bytes.Index(examples, []byte("PokerStars Hand #900000000003"))
	if third < 0 {
		t.Fatal("no hand #900000000003 in examples.txt")
	}
	for name, text := range map[string][]byte{"a.txt": examples[:third], "b.txt": examples} {
		if err := os.WriteFile(filepath.Join(dupDir, name), text, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		name    string
		profile string
		paths   []string
		shared  bool
	}{
		{"sample and examples", "oracle", []string{filepath.Join(testdata, "sample.txt"), filepath.Join(testdata, "examples.txt")}, false},
		{"duplicates", "oracle", []string{dupDir}, false},
		{"gen 3000 with faults", "oracle", []string{genDir}, false},
		{"oracle hands", "oracle", []string{"oracle/hands.txt"}, true},
		{"oracle faults", "oracle", []string{"oracle/faults/hands.txt"}, true},
		{"PokerStars corpus", "", []string{"corpus/PokerStars"}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			paths := tc.paths
			if tc.shared {
				dir := os.Getenv("STUD8_SHARED")
				if dir == "" {
					t.Skip("STUD8_SHARED is not set")
				}
				paths = nil
				for _, p := range tc.paths {
					paths = append(paths, filepath.Join(dir, p))
				}
			}
			db := openRO(t, importAny(t, tc.profile, paths...))
			diffs, stored, live := storedVsLive(t, db)
			if stored != live || len(diffs) > 0 {
				t.Errorf("player_day_stats has %d rows, r_player_day %d; differences:\n%s", stored, live, strings.Join(diffs, "\n"))
			}
			if stored == 0 {
				t.Error("no rows")
			}
			res := run(t, db, "stats", Filter{})
			if res.Live {
				t.Errorf("stats computed live after an import: %s", res.LiveReason)
			}
			if got, want := statsCSV(t, db, true), statsCSV(t, db, false); got != want {
				t.Errorf("stats from the stored counts differ from live")
			}
		})
	}
}

// statsResult runs the stats report for all players, from the stored
// counts or forced live.
func statsResult(t testing.TB, db *sql.DB, f Filter, stored bool) *Result {
	t.Helper()
	r, _ := Lookup("stats")
	pick := func(s sources) sources {
		if !stored {
			return sources{}
		}
		return s
	}
	res := &Result{}
	err := queryFrom(context.Background(), db, r, f, res, pick, func(rows rowSource) error {
		all, err := collectSource(rows)
		res.Rows = all
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if res.Live == stored {
		t.Fatalf("stats: live = %v (%s), want %v", res.Live, res.LiveReason, !stored)
	}
	return res
}

// statsCSV is statsResult as CSV.
func statsCSV(t testing.TB, db *sql.DB, stored bool) string {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, statsResult(t, db, Filter{}, stored), "csv"); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestImportInPartsGivesTheSameCounts imports hands in two imports and in
// one: once an import completes, player_day_stats has one row per key, so
// the tables are equal. The hand-made hands are split after the second, so
// the same players, day and stakes are in both parts; undated, their times
// have a zone stud8 does not know, so their day is NULL (as in
// r_player_day) and NULL keys must merge too.
func TestImportInPartsGivesTheSameCounts(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(testdata, "examples.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, day string
		text      []byte
	}{
		{"dated", "2017-02-01", b},
		{"undated", "", bytes.ReplaceAll(b, []byte(":00 ET\n"), []byte(":00 XYZ\n"))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			third := bytes.Index(tc.text, []byte("PokerStars Hand #900000000003"))
			if third < 0 {
				t.Fatal("no hand #900000000003 in examples.txt")
			}
			dir := t.TempDir()
			first, second := filepath.Join(dir, "first.txt"), filepath.Join(dir, "second.txt")
			if err := os.WriteFile(first, tc.text[:third], 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(second, tc.text[third:], 0o644); err != nil {
				t.Fatal(err)
			}
			one := importAny(t, "oracle", first, second)
			parts := importAny(t, "oracle", first)
			importMore(t, parts, second)
			x, y := dayStatsCSV(t, openRO(t, one)), dayStatsCSV(t, openRO(t, parts))
			if x != y {
				t.Errorf("one import:\n%s\ntwo imports:\n%s", x, y)
			}
			if n := strings.Count(x, "Steve,PokerStars,stud8,0.10/0.20,"+tc.day+",3,"); n != 1 {
				t.Errorf("%d rows of Steve's 3 hands on day %q, want 1:\n%s", n, tc.day, x)
			}
			db := openRO(t, parts)
			if diffs, stored, live := storedVsLive(t, db); stored != live || len(diffs) > 0 {
				t.Errorf("player_day_stats has %d rows, r_player_day %d: %v", stored, live, diffs)
			}
		})
	}
}

// dayStatsCSV returns player_day_stats, sorted, as CSV.
func dayStatsCSV(t testing.TB, db *sql.DB) string {
	t.Helper()
	r, err := db.Query(`SELECT * FROM player_day_stats ORDER BY ALL`)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	res, err := collect(r)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := Write(&b, res, "csv"); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestPrepareBackfillsStoredCounts empties player_day_stats, as in a
// database whose hands were imported before the store counted them: the
// stats are computed live, with a reason, until prepare fills the table
// from the prepared rows; then they read it and give the live output.
func TestPrepareBackfillsStoredCounts(t *testing.T) {
	path := importAny(t, "oracle", filepath.Join(testdata, "sample.txt"))
	rw := openRW(t, path)
	if _, err := rw.Exec(`DELETE FROM player_day_stats`); err != nil {
		t.Fatal(err)
	}
	want := statsCSV(t, rw, false)
	res := run(t, rw, "stats", Filter{})
	if !res.Live || !strings.Contains(res.LiveReason, "player_day_stats counts 0 of") {
		t.Errorf("stats with an empty player_day_stats: live %v (%q)", res.Live, res.LiveReason)
	}
	sum, err := Prepare(context.Background(), rw)
	if err != nil {
		t.Fatal(err)
	}
	if !sum.Backfilled {
		t.Error("prepare did not backfill player_day_stats")
	}
	if _, err := rw.Exec(`DROP TABLE report_prepared`); err != nil { // only the stored counts remain
		t.Fatal(err)
	}
	if got := statsCSV(t, rw, true); got != want {
		t.Errorf("stats after the backfill differ from live:\n%s\nlive:\n%s", got, want)
	}
	diffs, stored, live := storedVsLive(t, rw)
	if stored != live || len(diffs) > 0 {
		t.Errorf("backfilled player_day_stats has %d rows, r_player_day %d: %v", stored, live, diffs)
	}
	again, err := Prepare(context.Background(), rw)
	if err != nil {
		t.Fatal(err)
	}
	if again.Backfilled {
		t.Error("second prepare backfilled a table that counts every hand")
	}
}
