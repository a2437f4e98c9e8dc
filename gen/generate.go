package gen

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"sync"

	"github.com/stud8/stud8/hand"
)

// plan splits the run into tables: table i plays sizes[i] hands.
func plan(cfg *Config) []int {
	r := rand.New(rand.NewPCG(cfg.Seed, 0x5eed))
	var sizes []int
	for left := cfg.Hands; left > 0; {
		n := min(left, cfg.TableHands/2+r.IntN(cfg.TableHands+1))
		sizes = append(sizes, max(n, 1))
		left -= max(n, 1)
	}
	return sizes
}

// runTable plays table idx, whose first hand is hand number first of the run;
// onHand, if set, receives each hand instead of the text being kept.
func runTable(cfg *Config, idx, first, hands int, onHand func(*hand.Hand, Label) error) *tableOut {
	t := newTable(cfg, idx, first)
	t.hands, t.onHand = hands, onHand
	for k := 0; k < hands; k++ {
		if err := t.playHand(k); err != nil {
			t.out.err = fmt.Errorf("table %s: %w", t.name, err)
			break
		}
	}
	return t.out
}

// each generates the tables of cfg on cfg.Workers goroutines and hands
// their output to emit in table order, so the result does not depend on
// the number of workers.
func each(cfg Config, emit func(*tableOut) error) error {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return err
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	sizes := plan(&cfg)
	firsts := make([]int, len(sizes)) // index of each table's first hand in the run
	for i := 1; i < len(sizes); i++ {
		firsts[i] = firsts[i-1] + sizes[i-1]
	}
	results := make([]chan *tableOut, len(sizes))
	for i := range results {
		results[i] = make(chan *tableOut, 1)
	}
	window := make(chan struct{}, 2*workers) // tables in flight, bounding memory
	jobs := make(chan int)
	done := make(chan struct{})
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results[i] <- runTable(&cfg, i, firsts[i], sizes[i], nil)
			}
		}()
	}
	go func() {
		defer close(jobs)
		for i := range sizes {
			select {
			case window <- struct{}{}:
			case <-done:
				return
			}
			select {
			case jobs <- i:
			case <-done:
				return
			}
		}
	}()
	var firstErr error
	for i := range sizes {
		out := <-results[i]
		<-window
		if firstErr == nil {
			if out.err != nil {
				firstErr = out.err
			} else {
				firstErr = emit(out)
			}
			if firstErr != nil {
				close(done)
			}
		}
		if firstErr != nil {
			break
		}
	}
	if firstErr != nil {
		// Let the workers finish the tables already handed out.
		go func() {
			for range jobs {
			}
		}()
	}
	wg.Wait()
	return firstErr
}

// Generate writes cfg.Hands hands to w as one history in the format of
// cfg.Site, table after table, and one label line per hand to labels (which may be nil).
func Generate(cfg Config, w io.Writer, labels io.Writer) error {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 1<<20)
	var lw *bufio.Writer
	if labels != nil {
		lw = bufio.NewWriterSize(labels, 1<<18)
	}
	err = each(cfg, func(out *tableOut) error {
		for _, s := range out.sessions {
			if _, err := bw.Write(cfg.closeSession(s.text)); err != nil {
				return err
			}
		}
		if lw != nil {
			if _, err := lw.Write(out.labels); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	if lw != nil {
		if err := lw.Flush(); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// GenerateDir writes cfg.Hands hands into dir, one file per table session
// as the client of cfg.Site saves them, and the labels to labels (may be nil).
// It returns the files written.
func GenerateDir(cfg Config, dir string, labels io.Writer) ([]string, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var lw *bufio.Writer
	if labels != nil {
		lw = bufio.NewWriterSize(labels, 1<<18)
	}
	var files []string
	err = each(cfg, func(out *tableOut) error {
		for _, s := range out.sessions {
			if s.hands == 0 {
				continue
			}
			path := filepath.Join(dir, s.name)
			if err := os.WriteFile(path, cfg.closeSession(s.text), 0o644); err != nil {
				return err
			}
			files = append(files, path)
		}
		if lw != nil {
			if _, err := lw.Write(out.labels); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return files, err
	}
	if lw != nil {
		return files, lw.Flush()
	}
	return files, nil
}

// Label is the ground truth of one generated hand, as written to the labels file.
type Label struct {
	HandID  string
	Mutated bool
	Code    string // the injected fault's finding code, "" for a clean hand
	Note    string // what was changed, for people
}

// Each generates the same hands as Generate, in the same order, on the
// calling goroutine, and hands each one to fn with its label instead of
// writing text. The hand is reused: it is valid only until fn returns.
// Each stops at the first error fn returns.
func Each(cfg Config, fn func(h *hand.Hand, l Label) error) error {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return err
	}
	first := 0
	for i, n := range plan(&cfg) {
		if out := runTable(&cfg, i, first, n, fn); out.err != nil {
			return out.err
		}
		first += n
	}
	return nil
}
