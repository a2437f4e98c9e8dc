package pokerstars

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/pokerstars")

const testdataDir = "../../testdata/pokerstars"

// testdataFiles lists the hand-history files of testdata/pokerstars.
func testdataFiles(t testing.TB) []string {
	files, err := filepath.Glob(filepath.Join(testdataDir, "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata: %v", err)
	}
	return files
}

// goldenText renders what the parser makes of a file, one JSON object per
// line: each hand's header fields, then its seats, events and summary lines,
// then each error, then the counts.
func goldenText(t *testing.T, path string) []byte {
	var out bytes.Buffer
	line := func(tag string, v any) {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&out, "%s %s\n", tag, b)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	st, err := parser.ParseAll(NewReader(f, filepath.Base(path)), func(h *hand.Hand) error {
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

// TestGolden pins the parsed model of every testdata file; regenerate with
// go test ./parser -update and review the diff.
func TestGolden(t *testing.T) {
	for _, path := range testdataFiles(t) {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			got := goldenText(t, path)
			golden := strings.TrimSuffix(path, ".txt") + ".golden"
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./parser -update)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("parsed model differs from %s:\n%s", golden, firstDiff(string(want), string(got)))
			}
		})
	}
}

// TestTestdataRoundTrip writes every accepted testdata hand and parses it
// again to the same hand.
func TestTestdataRoundTrip(t *testing.T) {
	for _, path := range testdataFiles(t) {
		hs, _, _ := parseAllFile(t, path)
		for _, h := range hs {
			if err := roundTrip(h); err != nil {
				t.Errorf("%s: %v", filepath.Base(path), err)
			}
		}
	}
}

// TestOracleSampleBytes: the oracle hands in testdata are written back byte
// for byte (they use LF and the site's separators).
func TestOracleSampleBytes(t *testing.T) {
	path := filepath.Join(testdataDir, "oracle-sample.txt")
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	hs, es, _ := parseAllFile(t, path)
	if len(es) > 0 || len(hs) == 0 {
		t.Fatalf("%d hands, errors %v", len(hs), es)
	}
	var got []byte
	for _, h := range hs {
		if got, err = Append(got, h); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(got, want) {
		t.Fatal(firstDiff(string(want), string(got)))
	}
}
