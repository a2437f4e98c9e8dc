package store

import (
	"bytes"
	"context"
	"io"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stud8/stud8/gen"
	"github.com/stud8/stud8/parser/pokerstars"
	"github.com/stud8/stud8/replay"
	"github.com/stud8/stud8/tally"
)

// cpuTime is the user and system CPU time of the process so far (every
// thread, DuckDB's included): on a shared machine it says what an import
// costs better than the wall clock does.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchmarkResults replays n generated hands. (The text goes through the
// parser, as gen.Each reuses its hand; only this test reads text.)
func benchmarkResults(b testing.TB, n int) []*replay.Result {
	b.Helper()
	prof, err := replay.ProfileByName("oracle")
	if err != nil {
		b.Fatal(err)
	}
	var text bytes.Buffer
	if err := gen.Generate(gen.Config{Hands: n, Seed: 1}, &text, nil); err != nil {
		b.Fatal(err)
	}
	r := pokerstars.NewReader(&text, "bench.txt")
	var out []*replay.Result
	for {
		h, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			b.Fatal(err)
		}
		out = append(out, replay.Replay(h, prof))
	}
	return out
}

// BenchmarkRows measures turning replayed hands into column buffers and
// player-day sums (tally's rows, then the store's).
func BenchmarkRows(b *testing.B) {
	res := benchmarkResults(b, 1000)
	r := newRows()
	var tr tally.Rows
	var td tally.Days
	c0 := cpuTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r.reset()
		for k, x := range res {
			if err := r.addHand(k, int64(k+1), tr.Hand(x)); err != nil {
				b.Fatal(err)
			}
			r.days.add(k, td.Hand(x))
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(res)), "ns/hand")
	b.ReportMetric(float64((cpuTime()-c0).Nanoseconds())/float64(b.N*len(res)), "cpu-ns/hand")
}

// benchReps is how many times BenchmarkAppendCommit appends its 1,000 hands
// in one transaction.
var benchReps = 100

// BenchmarkAppendCommit measures appending the rows of 100,000 hands to
// DuckDB and committing them.
func BenchmarkAppendCommit(b *testing.B) {
	res := benchmarkResults(b, 1000)
	r := newRows()
	var tr tally.Rows
	for k, x := range res {
		r.addHand(k, int64(k+1), tr.Hand(x))
	}
	ctx := context.Background()
	db, err := Open(ctx, filepath.Join(b.TempDir(), "append.duckdb"))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	w, err := db.newSession(newKeySet(0), "default", time.Now, &Totals{})
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	c0 := cpuTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		w.raw.exec("BEGIN TRANSACTION")
		for rep := 0; rep < benchReps; rep++ {
			for t, a := range w.apps {
				if err := a.append(r.t[t]); err != nil {
					b.Fatal(err)
				}
			}
		}
		for _, a := range w.apps {
			a.flush()
		}
		if err := w.raw.exec("COMMIT"); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*benchReps*len(res)), "ns/hand")
	b.ReportMetric(float64((cpuTime()-c0).Nanoseconds())/float64(b.N*benchReps*len(res)), "cpu-ns/hand")
}
