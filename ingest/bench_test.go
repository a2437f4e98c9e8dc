package ingest

import (
	"context"
	"database/sql"
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

// BenchmarkImportFloor puts the import next to DuckDB's own load of the
// same rows: each round imports the benchmark's hands into a new database,
// exports it as the Parquet dataset (not timed), and has DuckDB, with its
// default settings, create every table of a new database file from that
// dataset (CREATE TABLE AS SELECT * FROM read_parquet, then CHECKPOINT).
// It reports both times and their ratio, the import's cost over the floor
// of storing its rows.
func BenchmarkImportFloor(b *testing.B) {
	input := benchmarkInput(b)
	ctx := context.Background()
	var importT, floorT time.Duration
	for i := 0; i < b.N; i++ {
		dir := b.TempDir()
		db, err := store.Open(ctx, filepath.Join(dir, "import.duckdb"))
		if err != nil {
			b.Fatal(err)
		}
		t0 := time.Now()
		if _, err := Import(ctx, db, []string{input}, Options{Profile: "oracle", CommitRecords: *benchCommit}); err != nil {
			b.Fatal(err)
		}
		if err := db.Close(); err != nil {
			b.Fatal(err)
		}
		importT += time.Since(t0)
		db, err = store.Open(ctx, filepath.Join(dir, "import.duckdb"))
		if err != nil {
			b.Fatal(err)
		}
		ds := filepath.Join(dir, "dataset")
		if err := store.ExportParquet(ctx, db, ds); err != nil {
			b.Fatal(err)
		}
		db.Close()
		t0 = time.Now()
		if err := loadParquet(filepath.Join(dir, "floor.duckdb"), ds); err != nil {
			b.Fatal(err)
		}
		floorT += time.Since(t0)
	}
	b.ReportMetric(importT.Seconds()/float64(b.N), "import-s")
	b.ReportMetric(floorT.Seconds()/float64(b.N), "duckdb-load-s")
	b.ReportMetric(importT.Seconds()/floorT.Seconds(), "x-floor")
}

// loadParquet creates, in a new DuckDB file at path, one table per table
// of the hive-partitioned dataset ds, and checkpoints it.
func loadParquet(path, ds string) error {
	db, err := sql.Open("duckdb", path)
	if err != nil {
		return err
	}
	defer db.Close()
	tables, err := os.ReadDir(ds)
	if err != nil {
		return err
	}
	for _, t := range tables {
		if !t.IsDir() {
			continue
		}
		q := `CREATE TABLE "` + t.Name() + `" AS SELECT * FROM read_parquet('` + filepath.Join(ds, t.Name()) + `/**/*.parquet', hive_partitioning = true)`
		if _, err := db.Exec(q); err != nil {
			return err
		}
	}
	if _, err := db.Exec(`CHECKPOINT`); err != nil {
		return err
	}
	return db.Close()
}
