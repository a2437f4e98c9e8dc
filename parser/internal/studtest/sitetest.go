// Package studtest holds the tests every text-format site reader of
// Winamax, Winning and KingsClub runs: golden files, the corpus check
// against MANIFEST.tsv, the known-defects table and the replay, a
// damaged-hand check, the fuzz body and the benchmark. It is imported by
// tests only.
package studtest

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
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

// Open opens a reader of one site over r.
type Open func(r io.Reader, file string, opt parser.Options) parser.HandReader

// SharedDir returns $STUD8_SHARED or skips the test.
func SharedDir(t testing.TB) string {
	t.Helper()
	dir := os.Getenv("STUD8_SHARED")
	if dir == "" {
		t.Skip("STUD8_SHARED not set")
	}
	return dir
}

// Parse reads all of data.
func Parse(open Open, data []byte, file string) ([]*hand.Hand, []*parser.Error, parser.Stats, error) {
	var hs []*hand.Hand
	var es []*parser.Error
	st, err := parser.ParseAll(open(parser.Decode(bytes.NewReader(data)), file, parser.Options{}),
		func(h *hand.Hand) error { hs = append(hs, h); return nil },
		func(e *parser.Error) { es = append(es, e) })
	return hs, es, st, err
}

// goldenText renders what the reader makes of a file, one JSON object per line.
func goldenText(t *testing.T, open Open, path string) []byte {
	var out bytes.Buffer
	line := func(tag string, v any) {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&out, "%s %s\n", tag, b)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	hs, es, st, err := Parse(open, data, filepath.Base(path))
	if err != nil {
		t.Fatal(err)
	}
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

// Golden compares the parsed model of every *.txt file of dir with its
// .golden file; with update set it rewrites them.
func Golden(t *testing.T, open Open, dir string, update bool) {
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata in %s: %v", dir, err)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			got := goldenText(t, open, path)
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

func firstDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("line %d:\nwant %s\ngot  %s", i+1, w, g)
		}
	}
	return "(equal)"
}

// Reject is a hand the known-defects table says must be rejected: its line
// and a part of the reason.
type Reject struct {
	Line   int
	Hand   string
	Reason string
}

// Finding is a replay finding on a real hand that docs/sites/<site>.md explains.
type Finding struct {
	Hand string
	Code string
	Line int
}

// Corpus is what a site's corpus test checks.
type Corpus struct {
	Site    string // folder and hand.Hand.Site
	Open    Open
	Rejects map[string][]Reject // by file (relative to corpus/): the rejects, in order
	// Findings are the replay findings expected on real hands.
	Findings []Finding
	// Check, when set, runs extra checks on every accepted hand and its replay.
	Check func(t *testing.T, h *hand.Hand, r *replay.Result)
}

// Run checks every corpus file of the site against MANIFEST.tsv's counts,
// the rejects of the known-defects table, and the replay: every accepted
// hand replays under its site's default profile, its nets sum to minus the
// rake, and its findings are exactly those listed.
func (c Corpus) Run(t *testing.T) {
	dir := SharedDir(t)
	rows := readManifest(t, dir, c.Site)
	if len(rows) == 0 {
		t.Fatalf("no %s rows in MANIFEST.tsv", c.Site)
	}
	eng := replay.NewEngine()
	var gotFindings []Finding
	for _, row := range rows {
		t.Run(row.file, func(t *testing.T) {
			path := filepath.Join(dir, "corpus", row.file)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(path + ".hp"); err == nil {
				t.Errorf("%s.hp exists: compare it (this site's test has no sidecar to read)", row.file)
			}
			hs, es, st, err := Parse(c.Open, data, row.file)
			if err != nil {
				t.Fatal(err)
			}
			games := map[string]int{}
			for _, h := range hs {
				games[h.Game.String()]++
				if h.Site != c.Site {
					t.Errorf("hand %s: site %q", h.ID, h.Site)
				}
				r := eng.Replay(h, replay.DefaultProfile(h.Site))
				var net hand.Money
				for _, p := range r.Players {
					net += p.Net
				}
				if net != -r.Rake {
					t.Errorf("hand %s: nets sum to %s, rake is %s", h.ID, h.Money(net), h.Money(r.Rake))
				}
				for _, f := range r.Findings {
					t.Logf("finding %s:%d: hand %s: %s: %s", row.file, f.Line, h.ID, f.Code, f.Message)
					gotFindings = append(gotFindings, Finding{Hand: h.ID, Code: string(f.Code), Line: f.Line})
				}
				if c.Check != nil {
					c.Check(t, h, r)
				}
			}
			want := c.Rejects[row.file]
			if len(es) != len(want) {
				t.Errorf("%d rejects, want %d: %v", len(es), len(want), es)
			}
			for i := range min(len(es), len(want)) {
				e, w := es[i], want[i]
				if e.Line != w.Line || e.HandID != w.Hand || !strings.Contains(e.Error(), w.Reason) {
					t.Errorf("reject %d: %v; want line %d, hand %s, %q", i, e, w.Line, w.Hand, w.Reason)
				}
				t.Logf("rejected as the known-defects table says: %v", e)
			}
			studWant := 0
			for g, n := range row.byGame {
				switch g {
				case "stud8", "stud", "razz":
					studWant += n
					if len(want) == 0 && games[g] != n {
						t.Errorf("%s: %d hands read; MANIFEST says %d", g, games[g], n)
					}
				default:
					if st.OtherGame != n {
						t.Errorf("other games: %d, MANIFEST says %d (%s)", st.OtherGame, n, g)
					}
				}
			}
			if st.Hands+st.Rejected != studWant {
				t.Errorf("%d stud-family hands read and %d rejected; MANIFEST says %d", st.Hands, st.Rejected, studWant)
			}
			total := 0
			for _, n := range row.byGame {
				total += n
			}
			if got := st.Hands + st.OtherGame + st.Rejected; got != total || st.Hands != len(hs) {
				t.Errorf("stats %+v: %d hands in all, MANIFEST says %d", st, got, total)
			}
			t.Logf("%s: accepted %d %v, other %d, rejected %d; MANIFEST %v", row.file, st.Hands, games,
				st.OtherGame, st.Rejected, row.byGame)
		})
	}
	sortF := func(f []Finding) {
		sort.Slice(f, func(i, j int) bool {
			return fmt.Sprint(f[i]) < fmt.Sprint(f[j])
		})
	}
	want := append([]Finding(nil), c.Findings...)
	sortF(want)
	sortF(gotFindings)
	if !reflect.DeepEqual(gotFindings, want) && !(len(gotFindings) == 0 && len(want) == 0) {
		t.Errorf("replay findings on real hands:\n got  %v\n want %v (docs/sites list them)", gotFindings, want)
	}
}

type manifestRow struct {
	file   string
	byGame map[string]int
}

func readManifest(t *testing.T, dir, site string) []manifestRow {
	f, err := os.Open(filepath.Join(dir, "corpus", "MANIFEST.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []manifestRow
	sc := bufio.NewScanner(f)
	sc.Scan()
	for sc.Scan() {
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 10 || c[0] != site || strings.HasPrefix(c[2], "sidecar") {
			continue
		}
		r := manifestRow{file: c[3], byGame: map[string]int{}}
		for _, kv := range strings.Split(c[9], ";") {
			k, v, _ := strings.Cut(kv, "=")
			n, _ := strconv.Atoi(v)
			r.byGame[k] += n
		}
		rows = append(rows, r)
	}
	return rows
}

// CorpusHands returns the corpus files of a site, for fuzz seeds and benchmarks.
func CorpusHands(tb testing.TB, site string) [][]byte {
	dir := os.Getenv("STUD8_SHARED")
	if dir == "" {
		return nil
	}
	files, _ := filepath.Glob(filepath.Join(dir, "corpus", site, "*", "*.txt"))
	var out [][]byte
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			tb.Fatal(err)
		}
		b, err := io.ReadAll(parser.Decode(fh)) // UTF-8, whatever the file's encoding
		fh.Close()
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

// Damaged checks that a hand broken in the middle of a file is rejected
// with its line and hand id, and that the hands around it are read.
func Damaged(t *testing.T, open Open, data []byte, wantLine int, wantHand string, sentinel error, hands int) {
	t.Helper()
	hs, es, _, err := Parse(open, data, "damaged.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 1 {
		t.Fatalf("%d errors, want 1: %v", len(es), es)
	}
	e := es[0]
	if e.Line != wantLine || e.HandID != wantHand || !errors.Is(e, sentinel) || e.File != "damaged.txt" {
		t.Errorf("got %v (line %d, hand %q); want line %d, hand %s, %v", e, e.Line, e.HandID, wantLine, wantHand, sentinel)
	}
	if len(hs) != hands {
		t.Errorf("%d hands read around the damaged one, want %d", len(hs), hands)
	}
}

// Fuzz is the body of FuzzParse: no panic, no hang (an input that takes
// more than 30 s panics, so the fuzzer keeps it), typed errors, the same
// results with ReuseHands, and a replay of every accepted hand.
func Fuzz(t *testing.T, open Open, data []byte) {
	watch := time.AfterFunc(30*time.Second, func() {
		buf := make([]byte, 1<<16)
		panic(fmt.Sprintf("hang on %q\n%s", data, buf[:runtime.Stack(buf, true)]))
	})
	defer watch.Stop()
	r := open(parser.Decode(bytes.NewReader(data)), "fuzz", parser.Options{})
	reuse := open(parser.Decode(bytes.NewReader(data)), "fuzz", parser.Options{ReuseHands: true})
	for n := 0; ; n++ {
		if n > len(data)+1 {
			t.Fatalf("more results (%d) than input bytes", n)
		}
		h, err := r.Next()
		h2, err2 := reuse.Next()
		if !reflect.DeepEqual(h, h2) || fmt.Sprint(err) != fmt.Sprint(err2) {
			t.Fatalf("result %d: with ReuseHands %v, %v; without %v, %v", n, h2, err2, h, err)
		}
		if err == io.EOF {
			return
		}
		if err != nil {
			var pe *parser.Error
			if !errors.As(err, &pe) {
				t.Fatalf("untyped error %T: %v", err, err)
			}
			continue
		}
		replay.Replay(h, replay.DefaultProfile(h.Site)) // must not panic either
	}
}

// Bench parses input (made of whole hands) b.N times and reports the input
// bytes per CPU second as cpu-MB/s.
func Bench(b *testing.B, open Open, input []byte, reuse bool) {
	if len(input) == 0 {
		b.Skip("STUD8_SHARED not set: no corpus hands to repeat")
	}
	b.SetBytes(int64(len(input)))
	b.ReportAllocs()
	var ms0, ms1 runtime.MemStats
	runtime.ReadMemStats(&ms0)
	cpu0 := cpuTime()
	hands := 0
	var pe *parser.Error // outside the loop: errors.As would move it to the heap at every hand
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := open(parser.Decode(bytes.NewReader(input)), "bench.txt", parser.Options{ReuseHands: reuse})
		hands = 0
		for {
			_, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil && !errors.As(err, &pe) {
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
		b.ReportMetric(float64(ms1.Mallocs-ms0.Mallocs)/float64(b.N*hands), "allocs/hand")
		b.ReportMetric(float64(ms1.TotalAlloc-ms0.TotalAlloc)/float64(b.N*hands), "B/hand")
	}
	b.ReportMetric(float64(hands), "hands")
}

// Repeat joins the inputs, each ending with a blank line, until size bytes.
func Repeat(parts [][]byte, size int) []byte {
	var out []byte
	for len(out) < size && len(parts) > 0 {
		for _, p := range parts {
			out = append(out, bytes.TrimRight(p, "\r\n")...)
			out = append(out, "\r\n\r\n"...)
		}
	}
	return out
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// DamagedMiddle makes a file of three copies of one hand whose second copy
// has its line k (1-based) replaced by bad, and checks that the second
// hand is rejected at that line with its id and the other two are read.
func DamagedMiddle(t *testing.T, open Open, one []byte, k int, bad, wantHand string, sentinel error) {
	t.Helper()
	one = bytes.TrimRight(one, "\r\n")
	lines := bytes.Split(one, []byte("\n"))
	if k < 1 || k > len(lines) {
		t.Fatalf("line %d of a %d-line hand", k, len(lines))
	}
	broken := make([][]byte, len(lines))
	copy(broken, lines)
	broken[k-1] = []byte(bad + "\r")
	var data []byte
	data = append(data, one...)
	data = append(data, "\r\n\r\n"...)
	data = append(data, bytes.Join(broken, []byte("\n"))...)
	data = append(data, "\r\n\r\n"...)
	data = append(data, one...)
	Damaged(t, open, data, len(lines)+1+k, wantHand, sentinel, 2)
}

// BenchInput repeats the site's corpus hands that the reader accepts (one
// blank-line-separated block each; rejected hands and, with keep set, the
// blocks keep refuses are left out) to about size bytes.
func BenchInput(b *testing.B, site string, open Open, keep func(first []byte) bool, size int) []byte {
	var blocks [][]byte
	for _, f := range CorpusHands(b, site) {
		f = bytes.ReplaceAll(f, []byte("\r\n"), []byte("\n"))
		for _, blk := range bytes.Split(f, []byte("\n\n")) {
			blk = bytes.Trim(blk, "\n")
			if len(blk) == 0 || keep != nil && !keep(blk) {
				continue
			}
			blk = bytes.ReplaceAll(blk, []byte("\n"), []byte("\r\n"))
			hs, es, _, err := Parse(open, blk, "bench")
			if err == nil && len(es) == 0 && len(hs) == 1 {
				blocks = append(blocks, blk)
			}
		}
	}
	return Repeat(blocks, size)
}

// TestdataHands returns the *.txt files of dir, decoded, for fuzz seeds.
func TestdataHands(tb testing.TB, dir string) [][]byte {
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	var out [][]byte
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			tb.Fatal(err)
		}
		b, err := io.ReadAll(parser.Decode(fh))
		fh.Close()
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}
