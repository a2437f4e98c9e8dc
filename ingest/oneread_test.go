package ingest

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stud8/stud8/gen"
	"github.com/stud8/stud8/store"
)

// openCounter replaces openFile and counts, per path, the opens and the
// bytes read.
type openCounter struct {
	mu    sync.Mutex
	opens map[string]int
	bytes map[string]int64
}

func countOpens(t *testing.T) *openCounter {
	c := &openCounter{opens: map[string]int{}, bytes: map[string]int64{}}
	old := openFile
	t.Cleanup(func() { openFile = old })
	openFile = func(p string) (io.ReadCloser, error) {
		c.mu.Lock()
		c.opens[p]++
		c.mu.Unlock()
		f, err := old(p)
		if err != nil {
			return nil, err
		}
		return &countedFile{f, c, p}, nil
	}
	return c
}

// reset forgets what was counted.
func (c *openCounter) reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	clear(c.opens)
	clear(c.bytes)
}

type countedFile struct {
	io.ReadCloser
	c    *openCounter
	path string
}

func (f *countedFile) Read(b []byte) (int, error) {
	n, err := f.ReadCloser.Read(b)
	f.c.mu.Lock()
	f.c.bytes[f.path] += int64(n)
	f.c.mu.Unlock()
	return n, err
}

// checkReadOnce checks that each of files was opened once and read to
// its size, and that no other file was opened.
func (c *openCounter) checkReadOnce(t *testing.T, files []string) {
	t.Helper()
	c.mu.Lock()
	defer c.mu.Unlock()
	want := map[string]bool{}
	for _, f := range files {
		want[f] = true
		fi, err := os.Stat(f)
		if err != nil {
			t.Fatal(err)
		}
		if c.opens[f] != 1 || c.bytes[f] != fi.Size() {
			t.Errorf("%s: opened %d times, %d bytes read; want once, %d bytes", f, c.opens[f], c.bytes[f], fi.Size())
		}
	}
	for f, n := range c.opens {
		if !want[f] {
			t.Errorf("%s opened %d times, want not at all", f, n)
		}
	}
}

// TestEachFileReadOnce: an import opens each file once and reads it once
// (it hashes the bytes it parses); a second import opens none; after an
// interrupted import, the next one reads the files it did not complete
// once each, and none of those it did.
func TestEachFileReadOnce(t *testing.T) {
	dir := t.TempDir()
	files, err := gen.GenerateDir(gen.Config{Hands: 600, Seed: 5, FaultRate: 0.05, TableHands: 50}, dir, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 6 {
		t.Fatalf("%d files generated, want several", len(files))
	}
	c := countOpens(t)
	db := openTemp(t)
	mustImport(t, db, Options{Profile: "oracle", BatchRecords: 20}, dir)
	c.checkReadOnce(t, files)

	c.reset()
	sum := mustImport(t, db, Options{Profile: "oracle"}, dir)
	if sum.FilesSkipped != len(files) || sum.Hands+sum.Duplicates != 0 {
		t.Errorf("second import: %d of %d files skipped, %d hands read", sum.FilesSkipped, len(files), sum.Hands+sum.Duplicates)
	}
	c.checkReadOnce(t, nil)

	// Interrupted at the fourth commit, then resumed.
	defer func(w func(*store.Session) session) { wrapSession = w }(wrapSession)
	wrapSession = func(s *store.Session) session { return &faultSession{session: s, failCommit: 4} }
	path := filepath.Join(t.TempDir(), "f.duckdb")
	var db2 *store.DB
	db2, err = store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db2.Close() })
	opts := Options{Profile: "oracle", BatchRecords: 20, CommitRecords: 100, Now: fixedClock}
	if _, err := Import(context.Background(), db2, []string{dir}, opts); !errors.Is(err, errInjected) {
		t.Fatalf("import: %v, want the injected failure", err)
	}
	wrapSession = func(s *store.Session) session { return s }
	var left []string
	for _, f := range files {
		if count(t, db2, `SELECT count(*) FROM imports WHERE path = ? AND status = 'complete'`, f) == 0 {
			left = append(left, f)
		}
	}
	if len(left) == 0 || len(left) == len(files) {
		t.Fatalf("%d of %d files left to import after the failure; want some", len(left), len(files))
	}
	c.reset()
	sum = mustImport(t, db2, opts, dir)
	c.checkReadOnce(t, left)
	if sum.FilesResumed == 0 {
		t.Errorf("no file resumed")
	}
	if d := diffChecksums(checksums(t, db), checksums(t, db2)); d != nil {
		t.Errorf("after the interruption and resume, tables differ from one import: %v", d)
	}
}

// TestAppendedFileReadAgain: a file that grew between two imports (a
// client writing a session's hands) resumes after the hands the first
// import read (its first bytes hash to what that import read): its new
// hands are stored, none read twice; the file touched without change is
// read again from its start and stores nothing; each import leaves the
// tables as one import of the whole file does, and one imports row for the
// path, which counts every hand stored from it.
func TestAppendedFileReadAgain(t *testing.T) {
	hands := oracleHands(t)
	const first = 15
	path := writeFile(t, filepath.Join(t.TempDir(), "session.txt"), []byte(strings.Join(hands[:first], "")))
	db := openTemp(t)
	sum := mustImport(t, db, Options{Profile: "oracle"}, path)
	if sum.Hands != first {
		t.Fatalf("first import stored %d hands, want %d", sum.Hands, first)
	}
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString(strings.Join(hands[first:], "")); err != nil {
		t.Fatal(err)
	}
	f.Close()

	sum = mustImport(t, db, Options{Profile: "oracle"}, path)
	if sum.FilesSkipped != 0 || sum.FilesGrown != 1 || sum.Hands != int64(len(hands)-first) || sum.Duplicates != 0 {
		t.Errorf("after the append: %d skipped, %d grown, %d hands stored, %d duplicates; want 0, 1, %d, 0",
			sum.FilesSkipped, sum.FilesGrown, sum.Hands, sum.Duplicates, len(hands)-first)
	}
	clean := openTemp(t)
	mustImport(t, clean, Options{Profile: "oracle"}, path)
	sameButImports := func(when string) {
		t.Helper()
		a, b := checksums(t, clean), checksums(t, db)
		delete(a, "imports")
		delete(b, "imports")
		if d := diffChecksums(a, b); d != nil {
			t.Errorf("%s: tables differ from one import of the whole file: %v", when, d)
		}
		if hands, counted := count(t, db, `SELECT count(*) FROM hands`), count(t, db, `SELECT sum(hands)::BIGINT FROM imports`); hands != counted {
			t.Errorf("%s: %d hands, imports rows count %d", when, hands, counted)
		}
	}
	sameButImports("after the append")
	if n := count(t, db, `SELECT count(*) FROM imports WHERE path = ? AND status = 'complete' AND content_hash IS NOT NULL`, path); n != 1 {
		t.Errorf("%d complete imports rows with a hash, want 1 (the file as it is after the append)", n)
	}

	// Touched, not changed: read again, nothing stored.
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(path, later, later); err != nil {
		t.Fatal(err)
	}
	sum = mustImport(t, db, Options{Profile: "oracle"}, path)
	if sum.FilesSkipped != 0 || sum.Hands != 0 || sum.Duplicates != int64(len(hands)) {
		t.Errorf("after a touch: %d skipped, %d stored, %d duplicates; want 0, 0, %d", sum.FilesSkipped, sum.Hands, sum.Duplicates, len(hands))
	}
	sameButImports("after a touch")
	sum = mustImport(t, db, Options{Profile: "oracle"}, path)
	if sum.FilesSkipped != 1 {
		t.Errorf("unchanged file not skipped: %+v", sum)
	}
}

// TestChangedSincePartialStartsOver: a file whose import was interrupted
// and that grew before the next import is read from its start, not
// resumed: its partial row is replaced, its hands are stored once.
func TestChangedSincePartialStartsOver(t *testing.T) {
	hands := oracleHands(t)
	path := writeFile(t, filepath.Join(t.TempDir(), "session.txt"), []byte(strings.Join(hands[:30], "")))
	defer func(w func(*store.Session) session) { wrapSession = w }(wrapSession)
	wrapSession = func(s *store.Session) session { return &faultSession{session: s, failCommit: 2} }
	db := openTemp(t)
	opts := Options{Profile: "oracle", BatchRecords: 4, CommitRecords: 8}
	if _, err := Import(context.Background(), db, []string{path}, opts); !errors.Is(err, errInjected) {
		t.Fatalf("import: %v, want the injected failure", err)
	}
	wrapSession = func(s *store.Session) session { return s }
	stored := count(t, db, `SELECT count(*) FROM hands`)
	if n := count(t, db, `SELECT count(*) FROM imports WHERE status = 'partial' AND content_hash IS NULL`); n != 1 || stored == 0 {
		t.Fatalf("%d partial rows without a hash, %d hands; want 1 and some", n, stored)
	}
	if err := os.WriteFile(path, []byte(strings.Join(hands, "")), 0o644); err != nil {
		t.Fatal(err)
	}
	sum := mustImport(t, db, opts, path)
	if sum.FilesResumed != 0 || sum.Duplicates != stored || sum.Hands != int64(len(hands))-stored {
		t.Errorf("%d resumed, %d duplicates, %d stored; want 0, %d, %d", sum.FilesResumed, sum.Duplicates, sum.Hands, stored, int64(len(hands))-stored)
	}
	if n := count(t, db, `SELECT count(*) FROM imports WHERE status = 'partial'`); n != 0 {
		t.Errorf("%d partial rows left", n)
	}
	if n := count(t, db, `SELECT count(*) FROM hands`); n != int64(len(hands)) {
		t.Errorf("%d hands, want %d", n, len(hands))
	}
}
