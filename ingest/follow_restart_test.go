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
	o.Derived = Derived{Refresh: func(rctx context.Context, _ *sql.DB) error { cancel(); return rctx.Err() }}
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

// TestFollowCompactsWhenIdle: the follower's imports leave the day stats
// as their commits wrote them (a table that grew twice holds two rows for
// a player's day: seen from Imported, which runs before any compaction),
// and the first poll that finds nothing changed compacts them to one row
// per key, while the follower runs; the stats summed are the same before
// and after.
func TestFollowCompactsWhenIdle(t *testing.T) {
	var buf bytes.Buffer
	if err := gen.Generate(gen.Config{Hands: 60, Seed: 9, Workers: 1, TableHands: 100000}, &buf, nil); err != nil {
		t.Fatal(err)
	}
	text := buf.Bytes()
	cut := headerOffsets(text)[30]
	dir := t.TempDir()
	p := filepath.Join(dir, "t.txt")
	old := time.Now().Add(-time.Hour)
	if err := os.WriteFile(p, text[:cut], 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(p, old, old)
	db := openTemp(t)
	dups := `SELECT (SELECT count(*) FROM (SELECT 1 FROM player_day_stats GROUP BY player, site, game, stakes, day, unit HAVING count(*) > 1)) +
		(SELECT count(*) FROM (SELECT 1 FROM player_day_cards GROUP BY player, site, game, stakes, unit, day, grouping, class HAVING count(*) > 1))`
	sums := `SELECT sum(hands)::BIGINT FROM player_day_stats`
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	type seen struct{ dups, hands int64 }
	after := make(chan seen, 2)
	o := FollowOptions{Interval: 20 * time.Millisecond, CompactEvery: time.Hour}
	q := func(query string) int64 { // from the follower's goroutine: no t.Fatal
		var n int64
		if err := db.SQL().QueryRow(query).Scan(&n); err != nil {
			return -1
		}
		return n
	}
	o.Imported = func(*Summary) { after <- seen{q(dups), q(sums)} }
	done := make(chan error, 1)
	go func() { done <- Follow(ctx, db, []string{dir}, o) }()
	first := <-after
	appendTo(t, p, text[cut:])
	os.Chtimes(p, old.Add(time.Minute), old.Add(time.Minute))
	second := <-after
	if first.dups != 0 || second.dups == 0 {
		t.Errorf("duplicate keys after the first import %d (want 0), after the second %d (want some: not compacted by the import)", first.dups, second.dups)
	}
	deadline := time.Now().Add(10 * time.Second)
	for count(t, db, dups) != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("the idle follower did not compact the day stats in 10 s")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if h := count(t, db, sums); h != second.hands {
		t.Errorf("hands summed from the day stats: %d compacted, %d before", h, second.hands)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	clean := openTemp(t)
	mustImport(t, clean, Options{}, dir)
	if a, b := count(t, clean, sums), second.hands; a != b {
		t.Errorf("hands summed from the day stats: %d before the compaction, %d in a clean import", b, a)
	}
	for _, tb := range []string{"player_day_stats", "player_day_cards", "player_runs"} {
		if a, b := count(t, clean, `SELECT count(*) FROM `+tb), count(t, db, `SELECT count(*) FROM `+tb); a != b {
			t.Errorf("%s: %d rows after the follower, %d after a clean import", tb, b, a)
		}
	}
}
