package sitetest

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

var update = flag.Bool("update", false, "rewrite the .golden files of the site's testdata")

// Layout is how a golden file prints what a testdata file reads as.
type Layout int

const (
	// Lines (text sites): one JSON object a line, each hand's header,
	// seats, events, summary and results, then each error and the stats;
	// case.txt's golden file is case.golden.
	Lines Layout = iota
	// Indented (XML sites): each hand as indented JSON, then "reject:"
	// and "stats:" lines; case.xml's golden file is case.xml.golden.
	Indented
)

// GoldenText renders what site's reader makes of the file at path.
func GoldenText(tb testing.TB, site parser.Site, path string, layout Layout) []byte {
	tb.Helper()
	data := Read(tb, []string{path}, false)[0]
	hs, es, st := Parse(tb, site, data, filepath.Base(path))
	var out bytes.Buffer
	line := func(tag string, v any) {
		b, err := json.Marshal(v)
		if err != nil {
			tb.Fatal(err)
		}
		fmt.Fprintf(&out, "%s %s\n", tag, b)
	}
	for _, h := range hs {
		if layout == Indented {
			j, err := hand.MarshalJSONIndent(h)
			if err != nil {
				tb.Fatal(err)
			}
			out.Write(j)
			out.WriteByte('\n')
			continue
		}
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
		if layout == Indented {
			fmt.Fprintf(&out, "reject: %v\n", e)
		} else {
			line("error", map[string]any{"line": e.Line, "hand": e.HandID, "reason": e.Error()})
		}
	}
	if layout == Indented {
		fmt.Fprintf(&out, "stats: %+v\n", st)
	} else {
		line("stats", st)
	}
	return out.Bytes()
}

// goldenPath is the golden file of the testdata file at path.
func goldenPath(path string, layout Layout) string {
	if layout == Indented {
		return path + ".golden"
	}
	return strings.TrimSuffix(path, filepath.Ext(path)) + ".golden"
}

// Golden compares what every testdata file of dir reads as with its
// golden file; go test -update rewrites them (review the diff).
func Golden(t *testing.T, site parser.Site, dir string, layout Layout) {
	for _, path := range Files(t, dir) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			got := GoldenText(t, site, path, layout)
			golden := goldenPath(path, layout)
			if *update {
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
				t.Errorf("parsed model differs from %s (run go test -update and review the diff):\n%s",
					golden, FirstDiff(string(want), string(got)))
			}
		})
	}
}
