package main

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stud8/stud8/gen"
	"github.com/stud8/stud8/ingest"
)

// BenchmarkWatchLatency: stud8 serve --watch with the follower's defaults
// (a poll every second) over a folder where 8 tables are written, one
// whole hand appended every 50 ms, round robin; for each hand, the time
// from its last line written to its page (/hand/PokerStars/ID) answering
// 200, polled every 10 ms. It reports p50 and p99 in milliseconds over
// 1,000 hands (100 with -short). Run:
//
//	go test ./cmd/stud8 -run '^$' -bench WatchLatency -benchtime 1x
func BenchmarkWatchLatency(b *testing.B) {
	n := 1000
	if testing.Short() {
		n = 100
	}
	var buf bytes.Buffer
	if err := gen.Generate(gen.Config{Hands: n, Seed: 3, Workers: 1, TableHands: 100000}, &buf, nil); err != nil {
		b.Fatal(err)
	}
	text := buf.Bytes()
	re := regexp.MustCompile(`PokerStars Hand #(\d+)`)
	locs := re.FindAllSubmatchIndex(text, -1)
	for i := 0; i < b.N; i++ {
		dir, db := b.TempDir(), filepath.Join(b.TempDir(), "l.duckdb")
		ctx, cancel := context.WithCancel(context.Background())
		var out, errb bytes.Buffer
		e := &env{In: strings.NewReader(""), Out: &out, Err: &errb, Now: time.Now}
		ready := make(chan string, 1)
		done := make(chan error, 1)
		var imports []time.Duration // each poll's import, to tell the import from the wait
		var mu sync.Mutex
		o := &serveOptions{DB: db, Addr: "127.0.0.1:0", Watch: true, Folders: []string{dir}, Ready: func(a string) { ready <- a },
			Follow: ingest.FollowOptions{Imported: func(s *ingest.Summary) { mu.Lock(); imports = append(imports, s.Elapsed); mu.Unlock() }}}
		go func() { done <- serveRun(ctx, e, o) }()
		addr := <-ready
		lat := make([]time.Duration, len(locs))
		var wg sync.WaitGroup
		b.ResetTimer()
		for h, loc := range locs {
			end := len(text)
			if h+1 < len(locs) {
				end = locs[h+1][0]
			}
			id := string(text[loc[2]:loc[3]])
			f, err := os.OpenFile(filepath.Join(dir, fmt.Sprintf("table%d.txt", h%8)), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
			if err != nil {
				b.Fatal(err)
			}
			f.Write(text[loc[0]:end])
			f.Close()
			written := time.Now()
			wg.Add(1)
			go func(h int) {
				defer wg.Done()
				for {
					resp, err := http.Get("http://" + addr + "/hand/PokerStars/" + id)
					if err == nil {
						resp.Body.Close()
						if resp.StatusCode == 200 {
							lat[h] = time.Since(written)
							return
						}
					}
					if time.Since(written) > time.Minute {
						lat[h] = time.Minute
						return
					}
					time.Sleep(10 * time.Millisecond)
				}
			}(h)
			time.Sleep(50 * time.Millisecond)
		}
		wg.Wait()
		b.StopTimer()
		cancel()
		<-done
		sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
		b.ReportMetric(float64(lat[len(lat)/2].Milliseconds()), "p50-ms")
		b.ReportMetric(float64(lat[len(lat)*99/100].Milliseconds()), "p99-ms")
		b.ReportMetric(float64(lat[len(lat)-1].Milliseconds()), "max-ms")
		b.ReportMetric(float64(len(lat)), "hands")
		sort.Slice(imports, func(i, j int) bool { return imports[i] < imports[j] })
		if len(imports) > 0 {
			b.ReportMetric(float64(imports[len(imports)/2].Milliseconds()), "import-p50-ms")
			b.ReportMetric(float64(imports[len(imports)-1].Milliseconds()), "import-max-ms")
		}
	}
}

// BenchmarkWatchIdleCPU: a follower (stud8 import --watch's, defaults) of
// 50 table files that no longer change, after its first import: the CPU
// time the process used over 5 seconds (getrusage, user + system), as a
// percentage of one core. Run:
//
//	go test ./cmd/stud8 -run '^$' -bench WatchIdleCPU -benchtime 1x
func BenchmarkWatchIdleCPU(b *testing.B) {
	dir := b.TempDir()
	old := time.Now().Add(-time.Hour)
	for i := 0; i < 50; i++ {
		var buf bytes.Buffer
		if err := gen.Generate(gen.Config{Hands: 20, Seed: uint64(100 + i), Workers: 1}, &buf, nil); err != nil {
			b.Fatal(err)
		}
		p := filepath.Join(dir, fmt.Sprintf("t%02d.txt", i))
		os.WriteFile(p, buf.Bytes(), 0o644)
		os.Chtimes(p, old, old)
	}
	for i := 0; i < b.N; i++ {
		ctx, cancel := context.WithCancel(context.Background())
		var errb bytes.Buffer
		e := &env{In: strings.NewReader(""), Out: &errb, Err: &errb, Now: time.Now}
		first := make(chan struct{})
		var once sync.Once
		o := &importOptions{DB: filepath.Join(b.TempDir(), "i.duckdb"), Paths: []string{dir}, Watch: true, Progress: "none"}
		done := make(chan error, 1)
		go func() { done <- importWatchHook(ctx, e, o, func() { once.Do(func() { close(first) }) }) }()
		<-first
		time.Sleep(time.Second) // the import's background work settles
		var r0, r1 syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &r0)
		t0 := time.Now()
		time.Sleep(5 * time.Second)
		syscall.Getrusage(syscall.RUSAGE_SELF, &r1)
		wall := time.Since(t0)
		cancel()
		<-done
		cpu := time.Duration(r1.Utime.Nano()-r0.Utime.Nano()) + time.Duration(r1.Stime.Nano()-r0.Stime.Nano())
		b.ReportMetric(100*cpu.Seconds()/wall.Seconds(), "cpu-%")
		if !regexp.MustCompile(`stud8 watch: [\d,]+ hands stored`).MatchString(errb.String()) {
			b.Errorf("the follower's first import: %s", errb.String())
		}
	}
}

// importWatchHook is importWatch with a hook called after each import.
func importWatchHook(ctx context.Context, e *env, o *importOptions, after func()) error {
	o.Follow.Imported = func(*ingest.Summary) { after() }
	return importWatch(ctx, e, o)
}
