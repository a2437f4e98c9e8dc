package reports

import (
	"bytes"
	"context"
	"path/filepath"
	"reflect"
	"testing"

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
