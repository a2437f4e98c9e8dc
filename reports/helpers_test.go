package reports

import (
	"context"
	"database/sql"
	"flag"
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/ingest"
	"github.com/stud8/stud8/store"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/reports")

// testdata is where this package's fixtures live.
const testdata = "../testdata/reports"

// importDB imports files under profile into a new database in a temp
// directory and returns its path; a rejected hand fails the test.
func importDB(t testing.TB, profile string, files ...string) string {
	t.Helper()
	path, sum := importFiles(t, profile, files...)
	if sum.Rejected > 0 {
		t.Fatalf("import %v: %d rejected", files, sum.Rejected)
	}
	return path
}

// importAny imports paths under profile into a new database, rejects
// allowed, and returns its path; an import that stores no hand fails the test.
func importAny(t testing.TB, profile string, paths ...string) string {
	t.Helper()
	path, sum := importFiles(t, profile, paths...)
	if sum.Hands == 0 {
		t.Fatalf("import %v: no hands", paths)
	}
	return path
}

// importFiles imports paths under profile into a new database in a temp
// directory and returns its path and the import's summary.
func importFiles(t testing.TB, profile string, paths ...string) (string, *ingest.Summary) {
	t.Helper()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "test.duckdb")
	db, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	sum, err := ingest.Import(ctx, db, paths, ingest.Options{Profile: profile, Derived: ingest.Derived{Fresh: CacheFresh, Refresh: RefreshCache}})
	if err != nil {
		t.Fatalf("import %v: %v", paths, err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	return path, sum
}

// openRO opens a database read-only, as the report commands do.
func openRO(t testing.TB, path string) *sql.DB {
	t.Helper()
	db, err := store.OpenReadOnly(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db.SQL()
}

// run runs the named report and fails the test on error.
func run(t testing.TB, db *sql.DB, name string, f filter.Filter) *Result {
	t.Helper()
	r, ok := Lookup(name)
	if !ok {
		t.Fatalf("no report %q", name)
	}
	res, err := Run(context.Background(), db, r, f)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// column returns the index of column name in res.
func column(t testing.TB, res *Result, name string) int {
	t.Helper()
	for i, c := range res.Columns {
		if c == name {
			return i
		}
	}
	t.Fatalf("report %s has no column %q (%v)", res.Report, name, res.Columns)
	return -1
}

// openRW opens a database for writing.
func openRW(t testing.TB, path string) *sql.DB {
	t.Helper()
	db, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db.SQL()
}

// importMore imports more files into an existing database.
func importMore(t testing.TB, path string, files ...string) {
	t.Helper()
	db, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := ingest.Import(context.Background(), db, files, ingest.Options{Profile: "oracle", Derived: ingest.Derived{Fresh: CacheFresh, Refresh: RefreshCache}}); err != nil {
		t.Fatal(err)
	}
}
