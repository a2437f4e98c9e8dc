package store

import (
	"context"
	"path/filepath"
	"testing"
)

// openTemp opens a new database in a temporary directory.
func openTemp(t *testing.T) *DB {
	t.Helper()
	db, err := Open(context.Background(), filepath.Join(t.TempDir(), "test.duckdb"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}
