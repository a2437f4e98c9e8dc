package store

import (
	"context"
	"path/filepath"
	"strings"
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

// TestInUseMessage: the message of a held database names the holder and
// says what to do about it: stop stud8 serve, or wait for an import; never
// a guess that it is an import.
func TestInUseMessage(t *testing.T) {
	for _, c := range []struct {
		e    InUseError
		want []string
	}{
		{InUseError{Path: "x.duckdb", PID: "42", Command: "/usr/bin/stud8 serve --db x.duckdb"},
			[]string{"process 42 (/usr/bin/stud8 serve --db x.duckdb) holds it", "stop it (Ctrl-C where it runs)"}},
		{InUseError{Path: "x.duckdb", PID: "42", Command: "/usr/bin/stud8 serve --watch --db x.duckdb"},
			[]string{"process 42 (/usr/bin/stud8 serve --watch --db x.duckdb) holds it", "copy them into a folder it follows", "stop it (Ctrl-C where it runs"}},
		{InUseError{Path: "x.duckdb", PID: "42", Command: "stud8 import --watch /hh"},
			[]string{"copy them into a folder it follows", "to read the database, stop it (Ctrl-C"}},
		{InUseError{Path: "x.duckdb", PID: "42", Command: "stud8 import hands/"},
			[]string{"process 42 (stud8 import hands/)", "wait for that import to finish"}},
		{InUseError{Path: "x.duckdb", PID: "42"},
			[]string{"process 42 holds it", "an import to finish, or stop stud8 serve"}},
		{InUseError{Path: "x.duckdb"},
			[]string{"another stud8 process (an import, or stud8 serve) holds it"}},
	} {
		msg := c.e.Error()
		for _, w := range c.want {
			if !strings.Contains(msg, w) || strings.Contains(msg, "probably") {
				t.Errorf("%+v: %q, want %q", c.e, msg, w)
			}
		}
	}
}
