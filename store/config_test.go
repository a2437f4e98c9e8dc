package store

import (
	"context"
	"path/filepath"
	"testing"
)

// TestWriterConfig checks that a database opened for writing runs with the
// writer's DuckDB settings, and that the import's raw connection, which
// must ask for the same configuration, can join it.
func TestWriterConfig(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, filepath.Join(t.TempDir(), "cfg.duckdb"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	raw, err := db.openRaw()
	if err != nil {
		t.Fatalf("raw connection: %v", err)
	}
	raw.close()
	want := map[string]string{
		"memory_limit":                 "244.1 MiB", // 256 MB
		"allocator_flush_threshold":    "30.5 MiB",  // 32 MB
		"allocator_background_threads": "true",
	}
	for name, v := range want {
		var got string
		if err := db.sql.QueryRowContext(ctx, `SELECT value FROM duckdb_settings() WHERE name = ?`, name).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != v {
			t.Errorf("%s = %s, want %s", name, got, v)
		}
	}
}
