package reports

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/store"
)

// TestParquetMatchesDatabase runs every report over the Parquet export of
// the sample and over the database, and expects the same output.
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
}
