package store

import (
	"context"
	"database/sql"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// snapshot lists the files under dir with their contents.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		out[strings.TrimPrefix(p, dir)] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestExportIsAtomic: an export that fails midway (here at the imports
// table, after the hand tables and rejects, which gained a row, were
// written) leaves the previous export whole and
// no temporary folder beside it, with or without --force; a complete one
// replaces it.
func TestExportIsAtomic(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t)
	parent := t.TempDir()
	for _, force := range []bool{false, true} {
		dir := filepath.Join(parent, "ds")
		os.RemoveAll(dir)
		if err := ExportParquet(ctx, db, dir); err != nil {
			t.Fatal(err)
		}
		if force {
			os.WriteFile(filepath.Join(dir, "hands", "notes.txt"), []byte("mine"), 0o644)
		}
		before := snapshot(t, dir)
		if _, err := db.SQL().Exec(`INSERT INTO rejects (source_file, line, hand_id, reason, detail, raw_text, raw_length, raw_hash) VALUES ('f.txt', 1, NULL, 'unknown line', 'x', 'x', 1, '00')`); err != nil {
			t.Fatal(err)
		}
		exportTableFn = func(ctx context.Context, c *sql.Conn, d, table, id string) error {
			if table == "imports" {
				return errors.New("disk full")
			}
			return exportTable(ctx, c, d, table, id)
		}
		export := ExportParquet
		if force {
			export = ExportParquetForce
		}
		err := export(ctx, db, dir)
		exportTableFn = exportTable
		if err == nil || !strings.Contains(err.Error(), "disk full") || !strings.Contains(err.Error(), "left as it was") {
			t.Fatalf("force=%v: export failing midway: %v", force, err)
		}
		after := snapshot(t, dir)
		if len(after) != len(before) || len(before) < len(Tables) {
			t.Errorf("force=%v: %d files before, %d after the failed export", force, len(before), len(after))
		}
		for f, b := range before {
			if after[f] != b {
				t.Errorf("force=%v: %s changed or went", force, f)
			}
		}
		if entries, _ := os.ReadDir(parent); len(entries) != 1 {
			t.Errorf("force=%v: %d entries beside the export, want it alone: %v", force, len(entries), entries)
		}
		if err := export(ctx, db, dir); err != nil {
			t.Fatalf("force=%v: %v", force, err)
		}
		if st, err := os.Stat(dir); err != nil || st.Mode().Perm() != 0o755 && !force {
			t.Errorf("force=%v: the export folder: %v %v", force, st.Mode(), err)
		}
		if force {
			if b, err := os.ReadFile(filepath.Join(dir, "hands", "notes.txt")); err != nil || string(b) != "mine" {
				t.Errorf("the user's file is gone: %v", err)
			}
		}
	}
}
