// Package sitetest holds the tests every site reader shares: golden files,
// the shared corpus (counts against MANIFEST.tsv, rejects, replay of every
// accepted hand), the fuzz body and the throughput benchmark. A site's
// test files call it with the site's parser.Site.
package sitetest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/replay"
)

// Open is a site's reader constructor.
type Open = func(r io.Reader, file string, opt parser.Options) parser.HandReader

// SharedDir returns $STUD8_SHARED or skips the test.
func SharedDir(t testing.TB) string {
	t.Helper()
	dir := os.Getenv("STUD8_SHARED")
	if dir == "" {
		t.Skip("STUD8_SHARED not set")
	}
	return dir
}

// ParseBytes reads every hand and error of data.
func ParseBytes(t testing.TB, site parser.Site, data []byte, file string) ([]*hand.Hand, []*parser.Error, parser.Stats) {
	t.Helper()
	var hs []*hand.Hand
	var es []*parser.Error
	st, err := parser.ParseAll(site.Open(parser.Decode(bytes.NewReader(data)), file, parser.Options{}),
		func(h *hand.Hand) error { hs = append(hs, h); return nil },
		func(e *parser.Error) { es = append(es, e) })
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return hs, es, st
}

// ParseFile reads every hand and error of the file at path.
func ParseFile(t testing.TB, site parser.Site, path string) ([]*hand.Hand, []*parser.Error, parser.Stats) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return ParseBytes(t, site, data, filepath.Base(path))
}

// GoldenText renders what the reader makes of a file, one JSON object per
// line: each hand's header fields, seats, events and summary lines, each
// error, then the counts.
func GoldenText(t testing.TB, site parser.Site, path string) []byte {
	var out bytes.Buffer
	line := func(tag string, v any) {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&out, "%s %s\n", tag, b)
	}
	hs, es, st := ParseFile(t, site, path)
	for _, h := range hs {
		j := hand.ToJSON(h)
		seats, events, sum := j.Seats, j.Events, j.Summary
		j.Seats, j.Events, j.Summary = nil, nil, hand.JSONSummary{}
		line("hand", j)
		for _, s := range seats {
			line("  seat", s)
		}
		for _, e := range events {
			line("  event", e)
		}
		results := sum.Seats
		sum.Seats = nil
		line("  summary", sum)
		for _, r := range results {
			line("  result", r)
		}
	}
	for _, e := range es {
		line("error", map[string]any{"line": e.Line, "hand": e.HandID, "reason": e.Error()})
	}
	line("stats", st)
	return out.Bytes()
}

// Golden compares every testdata file of dir (*.txt) with its .golden file,
// or rewrites the golden files when update is set.
func Golden(t *testing.T, site parser.Site, dir string, update bool) {
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	if len(files) == 0 {
		t.Fatalf("no testdata in %s", dir)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			got := GoldenText(t, site, path)
			golden := strings.TrimSuffix(path, ".txt") + ".golden"
			if update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("parsed model differs from %s:\n%s", golden, firstDiff(string(want), string(got)))
			}
		})
	}
}

// firstDiff shows the first differing line of two texts.
func firstDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := range gl {
		if i >= len(wl) || wl[i] != gl[i] {
			w := ""
			if i < len(wl) {
				w = wl[i]
			}
			return "line " + strconv.Itoa(i+1) + ":\nwant " + strconv.Quote(w) + "\ngot  " + strconv.Quote(gl[i])
		}
	}
	return "(got is a prefix)"
}

// ManifestRow is one hand-history file of corpus/MANIFEST.tsv.
type ManifestRow struct {
	Site, File string
	ByGame     map[string]int
}

// Manifest reads the hand-history rows of site from MANIFEST.tsv (a file
// listed twice counts once).
func Manifest(t testing.TB, dir, site string) []ManifestRow {
	f, err := os.Open(filepath.Join(dir, "corpus", "MANIFEST.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []ManifestRow
	seen := map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Scan() // header
	for sc.Scan() {
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 10 || c[0] != site || strings.HasPrefix(c[2], "sidecar") || seen[c[3]] {
			continue
		}
		seen[c[3]] = true
		r := ManifestRow{Site: c[0], File: c[3], ByGame: map[string]int{}}
		for _, kv := range strings.Split(c[9], ";") {
			k, v, _ := strings.Cut(kv, "=")
			n, _ := strconv.Atoi(v)
			r.ByGame[k] = n
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		t.Fatalf("no %s rows in MANIFEST.tsv", site)
	}
	return rows
}

// Reject is a hand the known-defects table says the reader must reject.
type Reject struct {
	File   string // corpus path
	HandID string
	Line   int
	Err    error // the sentinel
}

// CorpusResult is what Corpus found, for a site's own further checks.
type CorpusResult struct {
	File     string
	Hands    []*hand.Hand
	Findings map[string][]string // hand id -> "code line: message"
}

// Corpus reads every corpus file of site: the stats must equal
// MANIFEST.tsv's hands_by_game less the expected rejects, which must be
// exactly those given (file, hand id, line, reason); every accepted hand is
// replayed under its site's default profile and its nets must sum to minus
// its rake. The findings on real hands must be exactly want (file -> hand
// id -> codes, sorted), as docs/sites/<site>.md lists them.
func Corpus(t *testing.T, site parser.Site, rejects []Reject, want map[string]map[string][]string) []CorpusResult {
	dir := SharedDir(t)
	var out []CorpusResult
	eng := replay.NewEngine()
	for _, row := range Manifest(t, dir, site.Name) {
		hs, es, st := ParseFile(t, site, filepath.Join(dir, "corpus", row.File))
		res := CorpusResult{File: row.File, Hands: hs, Findings: map[string][]string{}}
		var wantRej []Reject
		for _, r := range rejects {
			if r.File == row.File {
				wantRej = append(wantRej, r)
			}
		}
		if len(es) != len(wantRej) {
			t.Errorf("%s: %d rejects %v, want %d", row.File, len(es), es, len(wantRej))
		} else {
			for i, e := range es {
				w := wantRej[i]
				if e.HandID != w.HandID || e.Line != w.Line || !errors.Is(e, w.Err) {
					t.Errorf("%s: reject %v, want hand %s line %d: %v", row.File, e, w.HandID, w.Line, w.Err)
				}
			}
		}
		stud := row.ByGame["stud8"] + row.ByGame["stud"] + row.ByGame["razz"]
		wantSt := parser.Stats{Site: site.Name, Hands: stud - len(wantRej), Rejected: len(wantRej),
			OtherGame: row.ByGame["other"] + row.ByGame["stud5"] + row.ByGame["razz27"]}
		if st != wantSt {
			t.Errorf("%s: stats %+v, want %+v", row.File, st, wantSt)
		}
		games := map[string]int{}
		codes := map[string][]string{}
		for _, h := range hs {
			games[h.Game.String()]++
			if h.Site != site.Name {
				t.Errorf("%s: hand %s: site %q", row.File, h.ID, h.Site)
			}
			r := eng.Replay(h, replay.DefaultProfile(h.Site))
			var sum hand.Money
			for _, p := range r.Players {
				sum += p.Net
			}
			if sum != -h.Summary.Rake {
				t.Errorf("%s: hand %s: nets sum to %d, rake is %d", row.File, h.ID, sum, h.Summary.Rake)
			}
			for _, f := range r.Findings {
				res.Findings[h.ID] = append(res.Findings[h.ID], fmt.Sprintf("%s %d: %s", f.Code, f.Line, f.Message))
				codes[h.ID] = append(codes[h.ID], string(f.Code))
			}
		}
		if len(wantRej) == 0 {
			for _, g := range []string{"stud8", "stud", "razz"} {
				if games[g] != row.ByGame[g] {
					t.Errorf("%s: %s hands: %d, want %d", row.File, g, games[g], row.ByGame[g])
				}
			}
		}
		for id := range codes {
			sort.Strings(codes[id])
		}
		w := want[row.File]
		if w == nil {
			w = map[string][]string{}
		}
		if fmt.Sprint(codes) != fmt.Sprint(w) {
			t.Errorf("%s: findings %v, want %v", row.File, codes, w)
			for id, fs := range res.Findings {
				for _, f := range fs {
					t.Logf("  hand %s: %s", id, f)
				}
			}
		}
		out = append(out, res)
	}
	return out
}

// Fuzz is the body of a site's FuzzParse: the reader must never panic or
// hang, every error must be a positioned *parser.Error, and a reader with
// ReuseHands set must return the same hands and errors.
func Fuzz(t *testing.T, site parser.Site, data []byte) {
	r := site.Open(parser.Decode(bytes.NewReader(data)), "fuzz", parser.Options{})
	reuse := site.Open(parser.Decode(bytes.NewReader(data)), "fuzz", parser.Options{ReuseHands: true})
	for n := 0; ; n++ {
		if n > len(data)+1 {
			t.Fatalf("more results (%d) than input bytes", n)
		}
		h, err := r.Next()
		h2, err2 := reuse.Next()
		if fmt.Sprint(err) != fmt.Sprint(err2) {
			t.Fatalf("result %d: with ReuseHands %v; without %v", n, err2, err)
		}
		if h != nil {
			a, _ := hand.MarshalJSON(h)
			b, _ := hand.MarshalJSON(h2)
			if !bytes.Equal(a, b) {
				t.Fatalf("result %d: ReuseHands changes the hand:\n%s\n%s", n, a, b)
			}
		}
		if err == io.EOF {
			return
		}
		if err != nil {
			var pe *parser.Error
			if !errors.As(err, &pe) {
				t.Fatalf("untyped error %T: %v", err, err)
			}
		}
	}
}

// Seeds returns the hands of the testdata files of dir, one seed each.
func Seeds(t testing.TB, dir string) [][]byte {
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	var out [][]byte
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, data)
	}
	return out
}

// BenchInput repeats the site's corpus hands (with STUD8_SHARED set; the
// testdata files of dir otherwise) to at least size bytes: each file with
// its BOM stripped and a blank line after it.
func BenchInput(b *testing.B, site parser.Site, dir string, size int) []byte {
	var files []string
	if shared := os.Getenv("STUD8_SHARED"); shared != "" {
		for _, row := range Manifest(b, shared, site.Name) {
			files = append(files, filepath.Join(shared, "corpus", row.File))
		}
	} else {
		files, _ = filepath.Glob(filepath.Join(dir, "*.txt"))
	}
	var one []byte
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		d, _ := io.ReadAll(parser.Decode(bytes.NewReader(data)))
		one = append(one, d...)
		one = append(one, "\r\n\r\n"...)
	}
	if len(one) == 0 {
		b.Fatal("no input")
	}
	var out []byte
	for len(out) < size {
		out = append(out, one...)
	}
	return out
}

// Bench parses input b.N times and reports MB per CPU second ("cpu-MB/s")
// and allocations per hand.
func Bench(b *testing.B, site parser.Site, input []byte, reuse bool) {
	b.SetBytes(int64(len(input)))
	b.ReportAllocs()
	var ms0, ms1 runtime.MemStats
	runtime.ReadMemStats(&ms0)
	cpu0 := cpuTime()
	hands := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := site.Open(bytes.NewReader(input), "bench.txt", parser.Options{ReuseHands: reuse})
		for {
			_, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				var pe *parser.Error
				if errors.As(err, &pe) {
					continue // the corpus's known rejects
				}
				b.Fatal(err)
			}
			hands++
		}
	}
	b.StopTimer()
	if cpu := cpuTime() - cpu0; cpu > 0 {
		b.ReportMetric(float64(len(input))*float64(b.N)/cpu.Seconds()/1e6, "cpu-MB/s")
	}
	runtime.ReadMemStats(&ms1)
	if hands > 0 {
		b.ReportMetric(float64(ms1.Mallocs-ms0.Mallocs)/float64(hands), "allocs/hand")
	}
}

// cpuTime returns the user and system CPU time used by this process.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// Damaged breaks one line of data (the nth occurrence, from 1, of the
// line old, replaced by repl) and checks that exactly that hand is
// rejected, with its id, the line and the reason wantErr, and that the
// other wantHands hands, after it too, are read.
func Damaged(t *testing.T, site parser.Site, data []byte, old, repl string, nth int, wantID string, wantErr error, wantHands int) {
	lines := strings.SplitAfter(string(data), "\n")
	at := -1
	for i, l := range lines {
		if strings.TrimRight(l, "\r\n") == old {
			if nth--; nth == 0 {
				at = i
				break
			}
		}
	}
	if at < 0 {
		t.Fatalf("line %q not found", old)
	}
	lines[at] = repl + lines[at][len(strings.TrimRight(lines[at], "\r\n")):]
	hs, es, st := ParseBytes(t, site, []byte(strings.Join(lines, "")), "damaged.txt")
	if len(es) != 1 {
		t.Fatalf("errors %v, want one", es)
	}
	e := es[0]
	if e.HandID != wantID || e.Line != at+1 || !errors.Is(e, wantErr) || e.File != "damaged.txt" {
		t.Errorf("error %v (hand %q line %d), want hand %s line %d: %v", e, e.HandID, e.Line, wantID, at+1, wantErr)
	}
	if len(hs) != wantHands || st.Hands != wantHands || st.Rejected != 1 {
		t.Errorf("%d hands, stats %+v; want %d hands and one reject", len(hs), st, wantHands)
	}
	for _, h := range hs {
		if h.ID == wantID && wantID != "" && strings.Count(string(data), wantID) == 1 {
			t.Errorf("the damaged hand %s was accepted", wantID)
		}
	}
}
