package sitetest

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"os"
	"reflect"
	"runtime"
	"testing"
	"time"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// Check is a site's own check of an accepted hand (a write-back, say).
type Check func(h *hand.Hand) error

// readChecked reads data to the end with site's reader: no more results
// than bytes, only *parser.Error values naming file, the same hands and
// errors with ReuseHands, the PHH round trip (PHHRoundTrip) of every
// accepted hand, which must succeed for one that replays without findings
// (PHHClean), and checks.
func readChecked(site parser.Site, data []byte, file string, checks []Check) error {
	r := site.Open(parser.Decode(bytes.NewReader(data)), file, parser.Options{})
	reuse := site.Open(parser.Decode(bytes.NewReader(data)), file, parser.Options{ReuseHands: true})
	for n := 0; ; n++ {
		if n > len(data)+1 {
			return fmt.Errorf("more results (%d) than input bytes", n)
		}
		h, err := r.Next()
		h2, err2 := reuse.Next()
		if !reflect.DeepEqual(h, h2) || fmt.Sprint(err) != fmt.Sprint(err2) {
			return fmt.Errorf("result %d: with ReuseHands %v, %v; without %v, %v", n, h2, err2, h, err)
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			var pe *parser.Error
			if !errors.As(err, &pe) || pe.File != file {
				return fmt.Errorf("untyped or unpositioned error %T: %v", err, err)
			}
			continue
		}
		clean := PHHClean(h) // the replay must not panic either
		if _, err := PHHRoundTrip(h); err != nil && clean {
			return err
		}
		for _, c := range checks {
			if err := c(h); err != nil {
				return err
			}
		}
	}
}

// Fuzz is the body of a site's FuzzParse: no panic, no hang (an input that
// takes more than 30 s panics, so the fuzzer keeps it), no more results
// than bytes, only positioned *parser.Error values, the same results with
// ReuseHands, a replay of every accepted hand and its PHH round trip (write
// as PHH, read the PHH, the same phh.Carried; a failure counts for a hand
// that replays without findings), and checks on each. PHH writes a call as "cc", whose amount the
// order of the actions implies, and derives all-in flags and the uncalled
// bet from the stacks: a hand the replay finds at fault (a call out of turn
// or of the wrong amount, a stack that does not add up) is not one PHH can
// carry.
func Fuzz(t *testing.T, site parser.Site, data []byte, checks ...Check) {
	watch := time.AfterFunc(30*time.Second, func() {
		buf := make([]byte, 1<<16)
		panic(fmt.Sprintf("hang on %q\n%s", data, buf[:runtime.Stack(buf, true)]))
	})
	defer watch.Stop()
	if err := readChecked(site, data, "fuzz", checks); err != nil {
		t.Fatal(err)
	}
}

// Seeds adds to f's seed corpus every testdata file of dir, whole and
// each hand of it (blocks between blank-line runs, below 8 KB), the
// site's corpus files (with STUD8_SHARED set) and extra.
func Seeds(f *testing.F, site parser.Site, dir string, extra ...string) {
	for _, data := range Read(f, Files(f, dir), false) {
		addSeeds(f, site, data)
	}
	for _, data := range CorpusTexts(f, site.Name) {
		addSeeds(f, site, data)
	}
	for _, s := range extra {
		f.Add([]byte(s))
	}
}

// seedMax is the largest seed Seeds adds: with a bigger one each execution
// reads, replays and round-trips so much text that the fuzzer hardly
// mutates (Full Tilt's and Everleaf's whole files made 21-46 executions in
// 10 s).
const seedMax = 8 << 10

// addSeeds adds data when it is small, and each hand of it on its own.
func addSeeds(f *testing.F, site parser.Site, data []byte) {
	if len(data) <= seedMax {
		f.Add(data)
	}
	for _, h := range HandTexts(site, data) {
		if len(h) <= seedMax {
			f.Add(h)
		}
	}
}

// HandTexts cuts data, decoded, at the first line of each hand site reads
// in it: one text per hand (a hand's text runs to the next hand's first
// line). It returns nothing for fewer than two hands.
func HandTexts(site parser.Site, data []byte) [][]byte {
	text, err := io.ReadAll(parser.Decode(bytes.NewReader(data)))
	if err != nil {
		return nil
	}
	var starts []int
	// A read error ends the hands: those before it are cut.
	_, _ = parser.ParseAll(site.Open(bytes.NewReader(text), "seed", parser.Options{}),
		func(h *hand.Hand) error { starts = append(starts, h.Pos.Line); return nil }, nil)
	if len(starts) < 2 {
		return nil
	}
	lineAt := []int{0} // lineAt[i]: the offset of line i+1
	for i, c := range text {
		if c == '\n' {
			lineAt = append(lineAt, i+1)
		}
	}
	var out [][]byte
	for k, ln := range starts {
		if ln < 1 || ln > len(lineAt) {
			break
		}
		a, b := lineAt[ln-1], len(text)
		if k+1 < len(starts) && starts[k+1] >= 1 && starts[k+1] <= len(lineAt) {
			b = lineAt[starts[k+1]-1]
		}
		if b > a {
			out = append(out, text[a:b])
		}
	}
	return out
}

// Mutate is a deterministic stand-in for the fuzzer's first minutes: n
// mutants of seeds (1 to 4 byte edits, deletions, splices, repeated
// ranges, markup bytes and huge numbers each) must each be read within
// two seconds as Fuzz requires.
func Mutate(t *testing.T, site parser.Site, seeds [][]byte, n int, checks ...Check) {
	rng := rand.New(rand.NewSource(1))
	for it := 0; it < n; it++ {
		seed := seeds[rng.Intn(len(seeds))]
		d := mutant(rng, seed)
		done := make(chan error, 1)
		go func() { done <- readChecked(site, d, "mutant", checks) }()
		select {
		case err := <-done:
			if err != nil {
				t.Fatalf("mutant %d: %v\n%q", it, err, d)
			}
		case <-time.After(2 * time.Second):
			f, _ := os.CreateTemp("", "hang-*")
			f.Write(d)
			f.Close()
			t.Fatalf("mutant %d: no result within 2s (input in %s)", it, f.Name())
		}
	}
}

// mutant returns seed with 1 to 4 random edits.
func mutant(rng *rand.Rand, seed []byte) []byte {
	d := append([]byte(nil), seed...)
	for k := 0; k < 1+rng.Intn(4) && len(d) > 0; k++ {
		i := rng.Intn(len(d))
		switch rng.Intn(6) {
		case 0:
			d[i] = byte(rng.Intn(256))
		case 1:
			d = append(d[:i], d[min(len(d), i+rng.Intn(50)):]...)
		case 2:
			j := rng.Intn(len(seed))
			ins := append([]byte(nil), seed[j:min(len(seed), j+rng.Intn(40))]...)
			d = append(d[:i:i], append(ins, d[i:]...)...)
		case 3:
			j := rng.Intn(len(d))
			lo, hi := min(i, j), max(i, j)
			d = append(d[:hi:hi], append(append([]byte(nil), d[lo:hi]...), d[hi:]...)...)
		case 4:
			d[i] = "<>/\"= &;\n[]()$:"[rng.Intn(15)]
		case 5:
			d = append(d[:i:i], append([]byte("4294967295"), d[i:]...)...)
		}
	}
	return d
}

// Comparable returns a copy of h without what differs between two texts
// of the same hand: line numbers, the file position, and the site.
func Comparable(h *hand.Hand) *hand.Hand {
	c := *h
	c.Pos, c.EndLine, c.Site = hand.Pos{}, 0, ""
	c.Seats = append([]hand.Seat(nil), h.Seats...)
	for i := range c.Seats {
		c.Seats[i].Line = 0
	}
	c.Events = append([]hand.Event(nil), h.Events...)
	for i := range c.Events {
		c.Events[i].Line = 0
	}
	c.Summary.Seats = append([]hand.SeatResult(nil), h.Summary.Seats...)
	for i := range c.Summary.Seats {
		c.Summary.Seats[i].Line = 0
	}
	c.Summary.Line = 0
	if len(c.Summary.SidePots) == 0 {
		c.Summary.SidePots = nil
	}
	if len(c.Summary.Seats) == 0 {
		c.Summary.Seats = nil
	}
	if len(c.Events) == 0 {
		c.Events = nil
	}
	return &c
}

// RoundTrip writes h with site's writer, reads the text back, and reports
// any difference (positions aside).
func RoundTrip(site parser.Site, h *hand.Hand) error {
	text, err := site.Writer.Append(nil, h)
	if err != nil {
		return fmt.Errorf("hand %s: write: %w", h.ID, err)
	}
	r := site.Open(parser.Decode(bytes.NewReader(text)), "rewritten", parser.Options{})
	h2, err := r.Next()
	if err != nil {
		return fmt.Errorf("hand %s: reparse: %w\n%s", h.ID, err, text)
	}
	if _, err := r.Next(); err != io.EOF {
		return fmt.Errorf("hand %s: reparse: more than one hand: %v", h.ID, err)
	}
	a, b := Comparable(h), Comparable(h2)
	if !reflect.DeepEqual(a, b) {
		ja, _ := hand.MarshalJSONIndent(a)
		jb, _ := hand.MarshalJSONIndent(b)
		return fmt.Errorf("hand %s changed by write and parse:\n%s\n%s", h.ID, text, FirstDiff(string(ja), string(jb)))
	}
	return nil
}

// WriteBack is the Check that every accepted hand survives RoundTrip.
func WriteBack(site parser.Site) Check {
	return func(h *hand.Hand) error { return RoundTrip(site, h) }
}
