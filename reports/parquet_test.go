package reports

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/stud8/stud8/fact"
	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/store"
)

// TestParquetMatchesDatabase runs every report over the Parquet export of
// the sample and over the database, and expects the same output; the
// replayer's hands (LoadHand) are the same too.
func TestParquetMatchesDatabase(t *testing.T) {
	ctx := context.Background()
	path := importDB(t, "oracle", filepath.Join(testdata, "sample.txt"), filepath.Join(testdata, "examples.txt"))
	dir := filepath.Join(t.TempDir(), "dataset")
	w, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if err := store.ExportParquet(ctx, w, dir); err != nil {
		t.Fatal(err)
	}
	w.Close()
	pq, err := store.OpenParquet(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer pq.Close()
	db := openRO(t, path)
	for _, tc := range goldenCases {
		var a, b bytes.Buffer
		if err := Write(&a, run(t, db, tc.report, tc.filter), "csv"); err != nil {
			t.Fatal(err)
		}
		if err := Write(&b, run(t, pq.SQL(), tc.report, tc.filter), "csv"); err != nil {
			t.Fatal(err)
		}
		if a.String() != b.String() {
			t.Errorf("%s: parquet output differs from the database:\n%s\ndatabase:\n%s", tc.file, b.String(), a.String())
		}
	}
	// The replayer's hands: every hand, read by LoadHand from both.
	rows, err := db.QueryContext(ctx, `SELECT site, hand_id FROM hands ORDER BY site, hand_id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var site, id string
		if err := rows.Scan(&site, &id); err != nil {
			t.Fatal(err)
		}
		a, err := LoadHand(ctx, db, site, id)
		if err != nil {
			t.Fatal(err)
		}
		b, err := LoadHand(ctx, pq.SQL(), site, id)
		if err != nil {
			t.Fatalf("parquet: %v", err)
		}
		if !reflect.DeepEqual(a, b) {
			t.Errorf("hand %s %s: parquet\n%+v\ndatabase\n%+v", site, id, b, a)
		}
		n++
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if n < 40 { // the sample and examples hold 43 hands
		t.Errorf("%d hands compared", n)
	}
}

// TestParquetBeforeLaterStreets opens a dataset whose player_day_stats was
// exported before migration 0017 (its files lack the later streets'
// counts): the stats report runs, the statistics made of those counts are
// empty, and every other value is the database's.
func TestParquetBeforeLaterStreets(t *testing.T) {
	ctx := context.Background()
	path := importDB(t, "oracle", filepath.Join(testdata, "sample.txt"), filepath.Join(testdata, "examples.txt"))
	dir := filepath.Join(t.TempDir(), "dataset")
	w, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if err := store.ExportParquet(ctx, w, dir); err != nil {
		t.Fatal(err)
	}
	w.Close()
	files, err := filepath.Glob(filepath.Join(dir, "player_day_stats", "*.parquet"))
	if err != nil || len(files) != 1 {
		t.Fatalf("player_day_stats files: %v %v", files, err)
	}
	later := fact.CountNames[fact.CountsBeforeUnit:]
	old := openRO(t, path) // any connection can rewrite the file
	if _, err := old.Exec(`COPY (SELECT * EXCLUDE (` + strings.Join(later, ", ") + `) FROM read_parquet('` + files[0] + `')) TO '` +
		files[0] + `.old' (FORMAT parquet)`); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(files[0]+".old", files[0]); err != nil {
		t.Fatal(err)
	}
	pq, err := store.OpenParquet(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer pq.Close()
	want := run(t, old, "stats", filter.Filter{})
	got := run(t, pq.SQL(), "stats", filter.Filter{})
	if len(got.Rows) != len(want.Rows) || len(got.Rows) == 0 {
		t.Fatalf("%d rows over the old dataset, %d in the database", len(got.Rows), len(want.Rows))
	}
	fromLater := map[string]bool{}
	for _, s := range Stats() {
		for _, c := range later {
			fromLater[s.Name] = fromLater[s.Name] || s.Num == c || s.Den == c
		}
	}
	for i, row := range got.Rows {
		for j, c := range got.Columns {
			switch {
			case fromLater[c] && row[j] != nil:
				t.Errorf("row %d %s: %v over a dataset without the count", i, c, row[j])
			case !fromLater[c] && !reflect.DeepEqual(row[j], want.Rows[i][j]):
				t.Errorf("row %d %s: %v, the database has %v", i, c, row[j], want.Rows[i][j])
			}
		}
	}
}
