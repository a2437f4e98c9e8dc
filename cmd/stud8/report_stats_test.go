package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/stud8/stud8/reports"
)

// TestStatSetsCoverCatalogue checks that every statistic of the catalogue
// is in a named column set besides "all" (so --columns can show it without
// every column), and that the later streets' set prints its columns: the
// CSV header of --columns later names them in the set's order.
func TestStatSetsCoverCatalogue(t *testing.T) {
	for _, s := range reports.Stats() {
		in := false
		for name, set := range statSets {
			in = in || name != "all" && slices.Contains(set, s.Name)
		}
		if !in {
			t.Errorf("%s: in no column set but all", s.Name)
		}
	}
	code, out, errOut := stud8(t, "report", "stats", "--db", reportDB(t), "--columns", "later", "--format", "csv")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	header := strings.Split(strings.SplitN(out, "\n", 2)[0], ",")
	if want := append(append([]string(nil), statKeys...), statSets["later"]...); !slices.Equal(header, want) {
		t.Errorf("--columns later: header %v, want %v", header, want)
	}
}
