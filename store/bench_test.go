package store

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/replay"
)

var (
	benchHands  = flag.Int("import.hands", 20000, "hands BenchmarkImport generates and imports")
	benchDir    = flag.String("import.dir", "", "import this folder instead of generating hands")
	benchCommit = flag.Int("import.commit", 0, "records per transaction in BenchmarkImport (0: the default)")
)

var (
	benchOnce  sync.Once
	benchInput string
)

// benchmarkInput generates the benchmark's hands once per process.
func benchmarkInput(b *testing.B) string {
	if *benchDir != "" {
		return *benchDir
	}
	benchOnce.Do(func() {
		dir, err := os.MkdirTemp("", "stud8-bench-")
		if err != nil {
			b.Fatal(err)
		}
		generate(b, dir, *benchHands, 1)
		benchInput = dir
	})
	return benchInput
}

// cpuTime is the user and system CPU time of the process so far (every
// thread, DuckDB's included): on a shared machine it says what an import
// costs better than the wall clock does.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkImport measures parse + replay + audit + store of generated hands
// into a new DuckDB database, end to end, and reports hands per second.
func BenchmarkImport(b *testing.B) {
	input := benchmarkInput(b)
	ctx := context.Background()
	var hands int64
	var cpu time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		path := filepath.Join(b.TempDir(), "bench.duckdb")
		db, err := Open(ctx, path)
		if err != nil {
			b.Fatal(err)
		}
		c0 := cpuTime()
		b.StartTimer()
		sum, err := db.Import(ctx, []string{input}, Options{Profile: "oracle", CommitRecords: *benchCommit})
		if err != nil {
			b.Fatal(err)
		}
		if err := db.Close(); err != nil {
			b.Fatal(err)
		}
		hands += sum.Hands
		cpu += cpuTime() - c0
	}
	b.ReportMetric(float64(hands)/b.Elapsed().Seconds(), "hands/s")
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(hands), "cpu-ns/hand")
}

// benchmarkHands parses and replays the first n hands of the benchmark input.
func benchmarkResults(b *testing.B, n int) []*replay.Result {
	b.Helper()
	files, _, _ := ExpandPaths([]string{benchmarkInput(b)})
	prof, err := replay.ProfileByName("oracle")
	if err != nil {
		b.Fatal(err)
	}
	var out []*replay.Result
	for _, f := range files {
		sites.ParseFile(f, parser.Options{}, func(h *hand.Hand) error {
			if len(out) < n {
				out = append(out, replay.Replay(h, prof))
			}
			return nil
		}, nil)
		if len(out) >= n {
			break
		}
	}
	return out
}

// BenchmarkRows measures turning replayed hands into column buffers.
func BenchmarkRows(b *testing.B) {
	res := benchmarkResults(b, 1000)
	r := newRows()
	c0 := cpuTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r.reset()
		for k, x := range res {
			if err := r.addHand(k, int64(k+1), x); err != nil {
				b.Fatal(err)
			}
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
	for k, x := range res {
		r.addHand(k, int64(k+1), x)
	}
	ctx := context.Background()
	db, err := Open(ctx, filepath.Join(b.TempDir(), "append.duckdb"))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	w, err := newWriter(db, newKeySet(0), Options{}, &Summary{})
	if err != nil {
		b.Fatal(err)
	}
	defer w.close()
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
