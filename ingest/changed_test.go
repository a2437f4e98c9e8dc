package ingest

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stud8/stud8/store"
)

// TestFileChangedWhileRead: the content parsed is not the content hashed
// when the import was planned (the file grew in between): the import
// reports it and does not record the file as complete under the old hash;
// the next import, of the file as it now is, completes it.
func TestFileChangedWhileRead(t *testing.T) {
	text, _ := oracleText(t)
	path := filepath.Join(t.TempDir(), "growing.txt")
	cut := bytes.Index(text, []byte("\n\n")) + 2
	os.WriteFile(path, text[:cut], 0o644)
	defer func(f func(string) (io.ReadCloser, error)) { openFile = f }(openFile)
	openFile = func(p string) (io.ReadCloser, error) {
		// The client writes more hands between the hash and the parse.
		os.WriteFile(p, text, 0o644)
		return os.Open(p)
	}
	db := openTemp(t)
	sum := mustImport(t, db, Options{Profile: "oracle"}, path)
	if len(sum.Problems) != 1 || !errors.Is(sum.Problems[0], errChanged) {
		t.Fatalf("problems %v, want the file reported as changed", sum.Problems)
	}
	if n := count(t, db, `SELECT count(*) FROM imports WHERE status = 'complete'`); n != 0 {
		t.Errorf("%d imports rows complete for a file that changed while read", n)
	}
	openFile = func(p string) (io.ReadCloser, error) { return os.Open(p) }
	sum = mustImport(t, db, Options{Profile: "oracle"}, path)
	if len(sum.Problems) != 0 {
		t.Errorf("second import: %v", sum.Problems)
	}
	if n := count(t, db, `SELECT count(*) FROM imports WHERE status = 'complete' AND size_bytes = ?`, len(text)); n != 1 {
		t.Errorf("%d complete imports rows of the whole file, want 1", n)
	}
	clean := openTemp(t)
	mustImport(t, clean, Options{Profile: "oracle"}, path)
	a, b := checksums(t, clean), checksums(t, db)
	delete(a, "imports")
	delete(b, "imports")
	if d := diffChecksums(a, b); d != nil {
		t.Errorf("tables differ from a clean import: %v", d)
	}
}

// TestImportRefusesFIFO: a FIFO is refused at once with a clear message
// (opening it would wait for a writer, and it cannot be read twice).
func TestImportRefusesFIFO(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.txt")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	db := openTemp(t)
	done := make(chan *Summary)
	go func() { done <- mustImport(t, db, Options{Profile: "oracle"}, fifo) }()
	select {
	case sum := <-done:
		if len(sum.Problems) != 1 || !errors.Is(sum.Problems[0], ErrNotRegular) || !strings.Contains(sum.Problems[0].Error(), "FIFO") {
			t.Errorf("problems %v", sum.Problems)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("import of a FIFO hangs")
	}
}

// TestImportRefusesDamagedDatabase: bytes overwritten in the middle of a
// database file: an import refuses it (store.ErrDamaged) instead of adding
// to it, whenever a full read of the tables fails.
func TestImportRefusesDamagedDatabase(t *testing.T) {
	in := faultFixture(t)
	ctx := context.Background()
	clean, err := os.ReadFile(filepath.Join(faultTmp, "clean.duckdb"))
	if err != nil {
		t.Fatal(err)
	}
	damaged := 0
	for _, frac := range []float64{0.2, 0.4, 0.6, 0.8} {
		path := filepath.Join(t.TempDir(), "d.duckdb")
		b := bytes.Clone(clean)
		at := int(float64(len(b)) * frac)
		copy(b[at:], bytes.Repeat([]byte{0xff}, 64))
		os.WriteFile(path, b, 0o644)
		db, err := store.Open(ctx, path)
		if err != nil {
			if !errors.Is(err, store.ErrDamaged) {
				t.Errorf("at %d: open: %v, want ErrDamaged", at, err)
			}
			damaged++
			continue
		}
		_, err = Import(ctx, db, []string{in.dir}, Options{Profile: "oracle"})
		db.Close()
		if err != nil {
			if !errors.Is(err, store.ErrDamaged) {
				t.Errorf("at %d: import: %v, want ErrDamaged", at, err)
			}
			damaged++
			t.Logf("at %d: %v", at, err)
		}
	}
	if damaged == 0 {
		t.Errorf("no damage detected at any of 4 places")
	}
}
