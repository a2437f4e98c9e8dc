package exportdir

import (
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// own claims the files named *.out and the folder x.
func own(rel string, isDir bool) bool {
	if isDir {
		return rel == "x"
	}
	return strings.HasSuffix(rel, ".out")
}

func write(t *testing.T, dir string, names ...string) {
	t.Helper()
	for _, n := range names {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, n)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, n), []byte(n), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func list(t *testing.T, dir string) string {
	t.Helper()
	var out []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			out = append(out, filepath.ToSlash(rel))
		}
		return err
	})
	sort.Strings(out)
	return strings.Join(out, " ")
}

// TestFolderPolicy: a new folder is the temporary one renamed; an aborted
// export leaves the folder as it was and no temporary folder; foreign files
// refuse the export unless forced, and are kept; an earlier export's files
// are replaced.
func TestFolderPolicy(t *testing.T) {
	root := t.TempDir()
	dest := filepath.Join(root, "sub", "dest")
	f, err := Begin(dest, false, own)
	if err != nil {
		t.Fatal(err)
	}
	write(t, f.Path(), "a.out", "x/b.out")
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	if got := list(t, dest); got != "a.out x/b.out" {
		t.Errorf("new folder: %s", got)
	}
	// An export that fails leaves dest as it was.
	f, err = Begin(dest, false, own)
	if err != nil {
		t.Fatal(err)
	}
	write(t, f.Path(), "c.out")
	f.Abort()
	if got := list(t, dest); got != "a.out x/b.out" {
		t.Errorf("after an abort: %s", got)
	}
	if ents, _ := os.ReadDir(filepath.Dir(dest)); len(ents) != 1 {
		t.Errorf("temporary folder left: %v", ents)
	}
	// Foreign files: refused, then kept with force; the earlier export is replaced.
	write(t, dest, "notes.txt")
	if _, err := Begin(dest, false, own); !errors.Is(err, ErrForeignFiles) || !strings.Contains(err.Error(), "notes.txt") {
		t.Fatalf("foreign file: %v", err)
	}
	if f, err = Begin(dest, true, own); err != nil {
		t.Fatal(err)
	}
	write(t, f.Path(), "d.out")
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	if got := list(t, dest); got != "d.out notes.txt" {
		t.Errorf("forced export: %s", got)
	}
	write(t, root, "file")
	if _, err := Begin(filepath.Join(root, "file"), true, own); !errors.Is(err, ErrNotFolder) {
		t.Errorf("a file as destination: %v", err)
	}
}
