package textcorpus

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// Files lists the hand-history files (*.txt) of a testdata folder.
func Files(t testing.TB, dir string) []string {
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata in %s: %v", dir, err)
	}
	return files
}

// ParseBytes reads every hand and error of data with site s.
func ParseBytes(s parser.Site, data []byte, file string) ([]*hand.Hand, []*parser.Error, parser.Stats, error) {
	var hs []*hand.Hand
	var es []*parser.Error
	st, err := parser.ParseAll(s.Open(parser.Decode(bytes.NewReader(data)), file, parser.Options{}),
		func(h *hand.Hand) error { hs = append(hs, h); return nil },
		func(e *parser.Error) { es = append(es, e) })
	return hs, es, st, err
}

// goldenText renders what the reader makes of a file, one JSON object per
// line: each hand's header fields, its seats, events and summary lines,
// then each error, then the counts.
func goldenText(t *testing.T, s parser.Site, path string) []byte {
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
	st, err := parser.ParseAll(s.Open(parser.Decode(bytes.NewReader(data)), filepath.Base(path), parser.Options{}),
		func(h *hand.Hand) error {
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
			return nil
		}, func(e *parser.Error) {
			line("error", map[string]any{"line": e.Line, "hand": e.HandID, "reason": e.Error()})
		})
	if err != nil {
		t.Fatal(err)
	}
	line("stats", st)
	return out.Bytes()
}

// Golden pins the parsed model of every file of dir in its .golden file;
// update rewrites them (go test ./parser/<site> -update; review the diff).
func Golden(t *testing.T, s parser.Site, dir string, update bool) {
	for _, path := range Files(t, dir) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			got := goldenText(t, s, path)
			golden := strings.TrimSuffix(path, ".txt") + ".golden"
			if update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test with -update)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("parsed model differs from %s:\n%s", golden, firstDiff(string(want), string(got)))
			}
		})
	}
}

// firstDiff shows the first differing line of two texts.
func firstDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(la) || i < len(lb); i++ {
		var x, y string
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if x != y {
			return fmt.Sprintf("line %d:\n- %s\n+ %s", i+1, x, y)
		}
	}
	return "(no difference)"
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

// RoundTrip writes h with s's writer, reads the text back, and reports any
// difference (positions aside).
func RoundTrip(s parser.Site, h *hand.Hand) error {
	text, err := s.Writer.Append(nil, h)
	if err != nil {
		return fmt.Errorf("hand %s: write: %w", h.ID, err)
	}
	r := s.Open(parser.Decode(bytes.NewReader(text)), "rewritten", parser.Options{})
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
		return fmt.Errorf("hand %s changed by write and parse:\n%s\n%s", h.ID, text, firstDiff(string(ja), string(jb)))
	}
	return nil
}

// CorpusText returns the decoded text of every corpus file of site (the
// folder name), for benchmarks; it skips the benchmark without STUD8_SHARED.
func CorpusText(b testing.TB, site string) []byte {
	dir := Shared(b)
	files, _ := filepath.Glob(filepath.Join(dir, "corpus", site, "*", "*.txt"))
	var out bytes.Buffer
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		text, err := io.ReadAll(parser.Decode(bytes.NewReader(raw)))
		if err != nil {
			b.Fatal(err)
		}
		out.Write(bytes.TrimRight(text, "\r\n"))
		out.WriteString("\n\n\n")
	}
	return out.Bytes()
}
