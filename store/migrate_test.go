package store

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"

	_ "github.com/duckdb/duckdb-go/v2"
)

func TestMigrateTwiceIsNoop(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.duckdb")
	db, err := sql.Open("duckdb", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	for i := 0; i < 2; i++ {
		if err := migrate(ctx, db); err != nil {
			t.Fatalf("migrate #%d: %v", i+1, err)
		}
	}
	var n, v int
	if err := db.QueryRow(`SELECT count(*), max(version) FROM schema_version`).Scan(&n, &v); err != nil {
		t.Fatal(err)
	}
	if n != len(mustMigrations(t)) || v != SchemaVersion() {
		t.Errorf("schema_version has %d rows up to %d; want %d up to %d", n, v, len(mustMigrations(t)), SchemaVersion())
	}
	for _, tb := range Tables {
		if _, err := db.Exec(`SELECT * FROM ` + tb + ` LIMIT 0`); err != nil {
			t.Errorf("table %s: %v", tb, err)
		}
	}
}

func mustMigrations(t *testing.T) []Migration {
	t.Helper()
	ms, err := Migrations()
	if err != nil {
		t.Fatal(err)
	}
	return ms
}
