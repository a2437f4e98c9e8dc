package ingest

import (
	"bytes"
	"context"
	"database/sql"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stud8/stud8/gen"
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

// BenchmarkFollowPoll is the import a follower's poll makes while a player
// plays 8 tables: one whole hand appended to each of 8 table files (100
// hands already stored), then an Import of the folder. "per-import"
// compacts the day stats at the end of each import, as Import does;
// "follower" leaves them to the follower (Options.deferCompact), as Follow
// does. It reports the wall and CPU milliseconds (the whole process,
// DuckDB's threads included) per poll. Run:
//
//	go test ./ingest -run '^$' -bench FollowPoll -benchtime 40x
func BenchmarkFollowPoll(b *testing.B) {
	for _, c := range []struct {
		name     string
		deferred bool
	}{{"per-import", false}, {"follower", true}} {
		b.Run(c.name, func(b *testing.B) {
			var buf bytes.Buffer
			if err := gen.Generate(gen.Config{Hands: 100 + 8*b.N, Seed: 3, Workers: 1, TableHands: 100000}, &buf, nil); err != nil {
				b.Fatal(err)
			}
			text := buf.Bytes()
			starts := append(headerOffsets(text), len(text))
			dir := b.TempDir()
			db, err := store.Open(context.Background(), filepath.Join(b.TempDir(), "p.duckdb"))
			if err != nil {
				b.Fatal(err)
			}
			defer db.Close()
			opts := Options{deferCompact: c.deferred, checked: true}
			// 100 hands first, 12 or 13 per table.
			for h := 0; h < 100; h++ {
				appendTo(b, filepath.Join(dir, fmt.Sprintf("t%d.txt", h%8)), text[starts[h]:starts[h+1]])
			}
			if _, err := Import(context.Background(), db, []string{dir}, opts); err != nil {
				b.Fatal(err)
			}
			next := 100
			var cpu time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for tb := 0; tb < 8 && next+1 < len(starts); tb++ {
					appendTo(b, filepath.Join(dir, fmt.Sprintf("t%d.txt", tb)), text[starts[next]:starts[next+1]])
					next++
				}
				c0 := cpuTime()
				if _, err := Import(context.Background(), db, []string{dir}, opts); err != nil {
					b.Fatal(err)
				}
				cpu += cpuTime() - c0
			}
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/poll")
			b.ReportMetric(float64(cpu.Milliseconds())/float64(b.N), "cpu-ms/poll")
		})
	}
}
