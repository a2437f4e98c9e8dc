// Package bench measures stud8 end to end on a generated set of hands:
// generation, parsing (MB/s and hands/s on one core), replay (hands/s on one
// core), the hand evaluator (evaluations/s), peak memory and, optionally,
// the import into DuckDB. It backs the `stud8 bench` command and BENCHMARKS.md.
package bench

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/gen"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/ingest"
	"github.com/stud8/stud8/replay"
	"github.com/stud8/stud8/reports"
	"github.com/stud8/stud8/store"
)

// Options says what to measure.
type Options struct {
	Hands   int    // hands to generate (at least 1,000,000 for the published figures)
	Seed    uint64 // generator seed
	Dir     string // where the hands go; "" = a temporary directory removed afterwards
	Profile string // replay profile; "" = oracle (the generator's rules)
	Evals   int    // evaluator calls to time; 0 = 20,000,000
	Import  bool   // also import the hands into a fresh DuckDB database
	Log     io.Writer
}

// Phase is one timed step.
type Phase struct {
	Wall  time.Duration // elapsed time
	CPU   time.Duration // user+system CPU of the whole process during the step
	Hands int64
	Bytes int64
}

// PerSecond returns n per second of wall time.
func (p Phase) PerSecond(n int64) float64 {
	if p.Wall <= 0 {
		return 0
	}
	return float64(n) / p.Wall.Seconds()
}

// PerCPUSecond returns n per second of CPU time (0 if not measured).
func (p Phase) PerCPUSecond(n int64) float64 {
	if p.CPU <= 0 {
		return 0
	}
	return float64(n) / p.CPU.Seconds()
}

// Report is what Run measured.
type Report struct {
	Machine  Machine
	Gen      Phase // generating and writing the hands (all cores)
	Files    int
	Parse    Phase // parsing only, one goroutine; CPU is that thread's own
	Replay   Phase // replaying, one goroutine (parse and replay less parse alone)
	Findings int64 // findings over all replayed hands (0 for clean generated hands)
	Rejected int64
	Eval     Phase // Hands = evaluations
	Import   *Phase
	// PeakRSS is the process's peak resident memory after each step, in bytes.
	PeakRSSParse, PeakRSSImport int64
}

// Machine describes where the figures were taken.
type Machine struct {
	CPUs       int
	GOMAXPROCS int
	CPUModel   string
	MemTotal   string
	GoVersion  string
	OS         string
}

// Run generates the hands and measures every step.
func Run(ctx context.Context, o Options) (*Report, error) {
	if o.Hands <= 0 {
		return nil, errors.New("bench: hands must be positive")
	}
	if o.Evals <= 0 {
		o.Evals = 20_000_000
	}
	if o.Profile == "" {
		o.Profile = "oracle"
	}
	prof, err := replay.ProfileByName(o.Profile)
	if err != nil {
		return nil, err
	}
	logf := func(format string, a ...any) {
		if o.Log != nil {
			fmt.Fprintf(o.Log, format+"\n", a...)
		}
	}
	dir := o.Dir
	if dir == "" {
		if dir, err = os.MkdirTemp("", "stud8-bench-"); err != nil {
			return nil, err
		}
		defer os.RemoveAll(dir)
	}
	r := &Report{Machine: machine()}

	logf("generating %d hands into %s ...", o.Hands, dir)
	files, err := r.generate(o, filepath.Join(dir, "hands"))
	if err != nil {
		return nil, err
	}
	logf("  %.1f s, %.0f hands/s, %.0f MB", r.Gen.Wall.Seconds(), r.Gen.PerSecond(r.Gen.Hands), float64(r.Gen.Bytes)/1e6)
	logf("parsing and replaying %d files on one goroutine ...", len(files))
	if err := r.parseReplay(files, prof); err != nil {
		return nil, err
	}
	r.PeakRSSParse = peakRSS()
	logf("  parse %.1f MB/s %.0f hands/s per CPU second, replay %.0f hands/s per CPU second",
		r.Parse.PerCPUSecond(r.Parse.Bytes)/1e6, r.Parse.PerCPUSecond(r.Parse.Hands), r.Replay.PerCPUSecond(r.Replay.Hands))
	logf("timing %d evaluations ...", o.Evals)
	r.evaluate(o.Evals)
	logf("  %.1f M evaluations per CPU second", r.Eval.PerCPUSecond(r.Eval.Hands)/1e6)
	if o.Import {
		logf("importing into DuckDB ...")
		if err := r.importAll(ctx, filepath.Join(dir, "hands"), filepath.Join(dir, "bench.duckdb"), o.Profile); err != nil {
			return nil, err
		}
		r.PeakRSSImport = peakRSS()
	}
	return r, nil
}

// generate writes the hands, one file per table session.
func (r *Report) generate(o Options, dir string) ([]string, error) {
	c0, t0 := cpuTime(), time.Now()
	files, err := gen.GenerateDir(gen.Config{Hands: o.Hands, Seed: o.Seed}, dir, nil)
	if err != nil {
		return nil, err
	}
	r.Gen = Phase{Wall: time.Since(t0), CPU: cpuTime() - c0, Hands: int64(o.Hands)}
	for _, f := range files {
		if st, err := os.Stat(f); err == nil {
			r.Gen.Bytes += st.Size()
		}
	}
	r.Files = len(files)
	return files, nil
}

// parseReplay parses every file on one goroutine, then parses and replays
// them again; the second pass less the first is the replay's share. Each
// step is timed by wall clock and by the thread's own CPU time, which does
// not count time the machine gave to other processes.
func (r *Report) parseReplay(files []string, prof *replay.Profile) error {
	defer lockThread()()
	in := make([]ingest.File, len(files))
	for i, f := range files {
		in[i] = ingest.File{Path: f}
	}
	pass := func(replaying bool) (wall, cpu time.Duration, err error) {
		t0 := time.Now()
		c0, _ := threadCPU()
		err = ingest.Each(context.Background(), in, ingest.ReadOptions{Reuse: true, Replay: replaying, Profile: prof}, ingest.Handler{
			Hand: func(h *hand.Hand, res *replay.Result) error {
				if replaying {
					r.Findings += int64(len(res.Findings))
					r.Replay.Hands++
				} else {
					r.Parse.Hands++
				}
				return nil
			},
			File: func(fr ingest.FileResult) error {
				if fr.Err != nil {
					return fr.Err
				}
				if !replaying {
					r.Rejected += int64(fr.Stats.Rejected)
					if fi, err := os.Stat(fr.Path); err == nil {
						r.Parse.Bytes += fi.Size()
					}
				}
				return nil
			},
		})
		if err != nil {
			return 0, 0, err
		}
		c1, _ := threadCPU()
		return time.Since(t0), c1 - c0, nil
	}
	pw, pc, err := pass(false)
	if err != nil {
		return err
	}
	bw, bc, err := pass(true)
	if err != nil {
		return err
	}
	r.Parse.Wall, r.Parse.CPU = pw, pc
	r.Replay.Wall, r.Replay.CPU = max(bw-pw, 0), max(bc-pc, 0)
	return nil
}

// evaluate times n best-high-and-low evaluations of random seven-card hands.
func (r *Report) evaluate(n int) {
	rng := rand.New(rand.NewPCG(1, 2))
	hands := make([][7]cards.Card, 1<<14)
	for i := range hands {
		perm := rng.Perm(52)
		for k := range 7 {
			hands[i][k] = cards.Card(perm[k] + 1)
		}
	}
	var sink uint64
	defer lockThread()()
	t0 := time.Now()
	c0, _ := threadCPU()
	for i := 0; i < n; i++ {
		hi, lo := cards.Eval7(hands[i&(len(hands)-1)])
		sink += uint64(hi) + uint64(lo)
	}
	c1, _ := threadCPU()
	r.Eval = Phase{Wall: time.Since(t0), CPU: c1 - c0, Hands: int64(n)}
	if sink == 42 {
		r.Eval.Bytes = 1 // keeps the loop from being optimised away
	}
}

// importAll imports the generated files into a new database.
func (r *Report) importAll(ctx context.Context, src, dbPath, profile string) error {
	db, err := store.Open(ctx, dbPath)
	if err != nil {
		return err
	}
	c0, t0 := cpuTime(), time.Now()
	sum, err := ingest.Import(ctx, db, []string{src}, ingest.Options{Profile: profile,
		Derived: ingest.Derived{Fresh: reports.CacheSettled, Refresh: reports.RefreshCache}})
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	r.Import = &Phase{Wall: time.Since(t0), CPU: cpuTime() - c0, Hands: sum.Hands}
	return nil
}

// cpuTime is the process's user+system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// peakRSS is the process's peak resident set size in bytes (VmHWM), or 0.
func peakRSS() int64 {
	return procField("/proc/self/status", "VmHWM:") * 1024
}

// procField reads a "Name:   1234 kB" line of a /proc file as a number.
func procField(path, name string) int64 {
	f, err := os.Open(path)
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := sc.Text(); strings.HasPrefix(l, name) {
			fs := strings.Fields(l[len(name):])
			if len(fs) > 0 {
				n, _ := strconv.ParseInt(fs[0], 10, 64)
				return n
			}
		}
	}
	return 0
}

// machine describes this computer.
func machine() Machine {
	m := Machine{CPUs: runtime.NumCPU(), GOMAXPROCS: runtime.GOMAXPROCS(0), GoVersion: runtime.Version(),
		OS: runtime.GOOS + "/" + runtime.GOARCH}
	if kb := procField("/proc/meminfo", "MemTotal:"); kb > 0 {
		m.MemTotal = fmt.Sprintf("%.1f GiB", float64(kb)/(1<<20))
	}
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if k, v, ok := strings.Cut(l, ":"); ok && strings.TrimSpace(k) == "model name" {
				m.CPUModel = strings.TrimSpace(v)
				break
			}
		}
	}
	return m
}
