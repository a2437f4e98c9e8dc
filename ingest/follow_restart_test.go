package ingest

import (
	"bytes"
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stud8/stud8/gen"
)

// TestFollowKilledAndRestarted: the follower's context is cancelled in the
// middle of an import (once its first batch is written: batches of 1, 40,
// 130 and 299 records, commits every 50, 20, 50 and 1,000), and a new
// follower started on
// the same database; once it has read the files, every table holds what one
// clean import of the files holds (checksums per table), and the imports
// rows say the same of each file.
func TestFollowKilledAndRestarted(t *testing.T) {
	var buf bytes.Buffer
	if err := gen.Generate(gen.Config{Hands: 300, Seed: 8, Workers: 1, TableHands: 100000}, &buf, nil); err != nil {
		t.Fatal(err)
	}
	text := buf.Bytes()
	cut := headerOffsets(text)[170]
	dir := t.TempDir()
	old := time.Now().Add(-time.Hour) // settled: every read is final
	for name, b := range map[string][]byte{"t1.txt": text[:cut], "t2.txt": text[cut:]} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		os.Chtimes(p, old, old)
	}
	clean := openTemp(t)
	mustImport(t, clean, Options{}, dir)
	if n := count(t, clean, `SELECT count(*) FROM hands`) + count(t, clean, `SELECT count(*) FROM rejects`); n != 300 {
		t.Fatalf("clean import: %d hands and rejects, want the 300 generated", n)
	}
	want := checksums(t, clean)
	importsQ := `SELECT string_agg(path || ' ' || size_bytes || ' ' || content_hash || ' ' || status || ' ' || records || ' ' ||
		hands || ' ' || rejects, '; ' ORDER BY path) FROM imports`
	var wantImports string
	clean.SQL().QueryRow(importsQ).Scan(&wantImports)
	for _, c := range []struct{ batch, commit int }{{1, 50}, {40, 20}, {130, 50}, {299, 1000}} {
		at := c.batch
		db := openTemp(t)
		o := FollowOptions{Interval: 20 * time.Millisecond, Settle: time.Second}
		o.BatchRecords, o.CommitRecords = c.batch, c.commit
		// First run: cancelled when the first batch is written (the
		// first progress report), before the next one.
		ctx, cancel := context.WithCancel(context.Background())
		o.Progress = func(Progress) { cancel() }
		if err := Follow(ctx, db, []string{dir}, o); err != nil {
			t.Fatalf("cancelled after a batch of %d: %v", at, err)
		}
		cancel()
		stored := count(t, db, `SELECT count(*) FROM hands`)
		// Second run: to the end of its first import, then one more poll.
		ctx, cancel = context.WithCancel(context.Background())
		o.Progress = nil
		o.Imported = func(*Summary) { time.AfterFunc(50*time.Millisecond, cancel) }
		if err := Follow(ctx, db, []string{dir}, o); err != nil {
			t.Fatalf("restarted after a batch of %d: %v", at, err)
		}
		cancel()
		got := checksums(t, db)
		delete(got, "imports")
		w := map[string]string{}
		for k, v := range want {
			if k != "imports" {
				w[k] = v
			}
		}
		if d := diffChecksums(w, got); d != nil {
			t.Errorf("cancelled after a batch of %d (%d hands committed): tables differ from a clean import: %v", at, stored, d)
		}
		var gotImports string
		db.SQL().QueryRow(importsQ).Scan(&gotImports)
		if gotImports != wantImports {
			t.Errorf("cancelled after a batch of %d: imports rows\n got %s\nwant %s", at, gotImports, wantImports)
		}
		t.Logf("cancelled after a batch of %d: %d hands committed", at, stored)
		if stored == 0 || stored >= 300 {
			t.Errorf("cancelled after a batch of %d: %d hands were committed, want some but not all (the cut was not mid-import)", at, stored)
		}
	}
}

// TestFollowCancelledAfterCommit: a follower cancelled after its import
// committed every hand but before the import returned (here in the
// refresh of the derived data, where a Ctrl-C or a stopped server can
// land) still reports that import through Imported, with the hands the
// database holds: a log of the follower never misses stored hands.
func TestFollowCancelledAfterCommit(t *testing.T) {
	dir := t.TempDir()
	var buf bytes.Buffer
	if err := gen.Generate(gen.Config{Hands: 30, Seed: 4, Workers: 1}, &buf, nil); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "t.txt")
	if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-time.Hour)
	os.Chtimes(p, old, old)
	db := openTemp(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var reported []*Summary
	o := FollowOptions{Interval: 20 * time.Millisecond, Imported: func(s *Summary) { reported = append(reported, s) }}
	o.Derived = Derived{Refresh: func(context.Context, *sql.DB) error { cancel(); return ctx.Err() }}
	if err := Follow(ctx, db, []string{dir}, o); err != nil {
		t.Fatalf("Follow cancelled: %v, want nil", err)
	}
	stored := count(t, db, `SELECT count(*) FROM hands`)
	if stored == 0 {
		t.Fatalf("nothing stored before the cancel")
	}
	if len(reported) != 1 || reported[0].Hands != stored {
		var got []int64
		for _, s := range reported {
			got = append(got, s.Hands)
		}
		t.Errorf("Imported called with hands %v, want once with the %d stored", got, stored)
	}
}
