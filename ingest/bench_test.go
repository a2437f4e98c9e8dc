package ingest

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stud8/stud8/store"
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
		db, err := store.Open(ctx, path)
		if err != nil {
			b.Fatal(err)
		}
		c0 := cpuTime()
		b.StartTimer()
		sum, err := Import(ctx, db, []string{input}, Options{Profile: "oracle", CommitRecords: *benchCommit})
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
