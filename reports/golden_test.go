package reports

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/filter"
)

// goldenCases are the reports run on the fixed sample (40 oracle hands, 14 of
// them with an injected fault, plus the hand-made examples), with the filter
// and format of each golden file.
var goldenCases = []struct {
	file   string
	report string
	filter filter.Filter
	format string
}{
	{"sessions.golden", "sessions", filter.Filter{}, "table"},
	{"sessions_steve.golden", "sessions", filter.Filter{Player: "Steve", GapMinutes: 30}, "table"},
	{"summary.golden", "summary", filter.Filter{}, "table"},
	{"summary.csv.golden", "summary", filter.Filter{MinHands: 2}, "csv"},
	{"summary.json.golden", "summary", filter.Filter{Player: "Steve"}, "json"},
	{"summary.md.golden", "summary", filter.Filter{Small: "0.10", Big: "0.20"}, "markdown"},
	{"stats.golden", "stats", filter.Filter{MinHands: 10}, "table"},
	{"stats_steve.golden", "stats-long", filter.Filter{Player: "Steve"}, "table"},
	{"stats_by_door.golden", "stats-by-door", filter.Filter{MinHands: 3}, "table"},
	{"stats_by_start.golden", "stats-by-start", filter.Filter{}, "table"},
	{"stats_by_start_live.golden", "stats-by-start-live", filter.Filter{}, "table"},
	{"audit.golden", "audit", filter.Filter{}, "table"},
	{"audit_hands.golden", "audit-hands", filter.Filter{}, "table"},
	{"audit_detail.golden", "audit-detail", filter.Filter{}, "table"},
	{"audit_recheck.golden", "audit-recheck", filter.Filter{}, "table"},
	{"sessions_hands.golden", "sessions-hands", filter.Filter{GapMinutes: 30}, "table"},
	{"graph_walterw.golden", "graph", filter.Filter{Player: "walterw"}, "csv"},
}

// TestGolden runs every report on the sample and compares the output with
// testdata/reports/*.golden; go test -update rewrites them.
func TestGolden(t *testing.T) {
	path := importDB(t, "oracle", filepath.Join(testdata, "sample.txt"), filepath.Join(testdata, "examples.txt"))
	db := openRO(t, path)
	seen := map[string]bool{}
	for _, tc := range goldenCases {
		seen[tc.report] = true
		t.Run(tc.file, func(t *testing.T) {
			var buf bytes.Buffer
			if err := Write(&buf, run(t, db, tc.report, tc.filter), tc.format); err != nil {
				t.Fatal(err)
			}
			golden := filepath.Join(testdata, tc.file)
			if *update {
				if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if !bytes.Equal(buf.Bytes(), want) {
				t.Errorf("%s differs from the golden file; got:\n%s", tc.file, buf.String())
			}
		})
	}
	for _, r := range All() {
		if !seen[r.Name] {
			t.Errorf("report %s has no golden case", r.Name)
		}
	}
}

// TestStreamMatchesWrite checks that streaming CSV and JSON gives the same
// bytes as collecting the rows and writing them.
func TestStreamMatchesWrite(t *testing.T) {
	db := openRO(t, importDB(t, "oracle", filepath.Join(testdata, "sample.txt"), filepath.Join(testdata, "examples.txt")))
	for _, tc := range goldenCases {
		for _, format := range []string{"csv", "json", "table", "markdown"} {
			var a, b bytes.Buffer
			if err := Write(&a, run(t, db, tc.report, tc.filter), format); err != nil {
				t.Fatal(err)
			}
			r, _ := Lookup(tc.report)
			if _, err := Stream(context.Background(), db, r, tc.filter, &b, format); err != nil {
				t.Fatal(err)
			}
			if a.String() != b.String() {
				t.Errorf("%s %s: streamed output differs:\n%s\nwritten:\n%s", tc.file, format, b.String(), a.String())
			}
		}
	}
}
