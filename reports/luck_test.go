package reports

import (
	"path/filepath"
	"testing"
)

func init() {
	goldenCases = append(goldenCases,
		struct {
			file   string
			report string
			filter Filter
			format string
		}{"luck.golden", "luck", Filter{}, "table"})
}

// TestLuckAddsUp checks the luck report's columns against each other: the
// luck is net won less the adjusted net, all-ins are among the hands, and
// a player without an all-in has the adjusted net of his net.
func TestLuckAddsUp(t *testing.T) {
	db := openRO(t, importDB(t, "oracle", filepath.Join(testdata, "sample.txt"), filepath.Join(testdata, "examples.txt")))
	res := run(t, db, "luck", Filter{})
	col := map[string]int{}
	for i, c := range res.Columns {
		col[c] = i
	}
	allIns := 0.0
	for _, row := range res.Rows {
		f := func(c string) float64 {
			v, ok := ToFloat(row[col[c]])
			if !ok {
				t.Fatalf("%s: %v", c, row[col[c]])
			}
			return v
		}
		if d := f("net") - f("adjusted_net") - f("luck"); d > 1e-9 || d < -1e-9 {
			t.Errorf("%v: luck is not net - adjusted_net", row)
		}
		if f("all_ins") > f("hands") {
			t.Errorf("%v: more all-ins than hands", row)
		}
		if f("all_ins") == 0 && (f("luck") != 0 || f("all_in_net") != 0) {
			t.Errorf("%v: no all-in but luck", row)
		}
		if d := f("all_in_net") - f("all_in_expected") - f("luck"); d > 1e-9 || d < -1e-9 {
			t.Errorf("%v: luck is not all_in_net - all_in_expected", row)
		}
		allIns += f("all_ins")
	}
	if allIns == 0 {
		t.Error("no all-in in the sample")
	}
}
