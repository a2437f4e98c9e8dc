package reports

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stud8/stud8/filter"
)

// TestRowsPagesInTheDatabase checks Filter.Rows against the whole report
// sorted in Go (sortBy: largest first, missing last, ties in the
// report's order): every page is the matching slice, Total counts the whole
// report, and a page without OrderBy keeps the report's own order.
func TestRowsPagesInTheDatabase(t *testing.T) {
	db := openRO(t, importDB(t, "oracle", filepath.Join(testdata, "sample.txt"), filepath.Join(testdata, "examples.txt")))
	for _, tc := range []struct {
		report, col string
	}{
		{"stats", "vpip_3rd"}, {"stats", "hands"}, {"stats", "af_5th"}, {"summary", "net"},
		{"sessions", "hands"}, {"sessions", ""}, {"summary", ""},
	} {
		full := run(t, db, tc.report, filter.Filter{})
		if len(full.Rows) < 6 {
			t.Fatalf("%s: %d rows, too few to page", tc.report, len(full.Rows))
		}
		if tc.col != "" {
			if err := sortBy(full, tc.col); err != nil {
				t.Fatal(err)
			}
		}
		for _, p := range []filter.Rows{{Limit: 3}, {Limit: 4, Offset: 2}, {Offset: len(full.Rows) - 2}, {Limit: 5, Offset: len(full.Rows)}} {
			p.OrderBy, p.Desc = tc.col, tc.col != ""
			got := run(t, db, tc.report, filter.Filter{Rows: p})
			end := len(full.Rows)
			if p.Limit > 0 {
				end = min(end, p.Offset+p.Limit)
			}
			want := full.Rows[min(p.Offset, len(full.Rows)):end]
			if g, w := fmt.Sprint(got.Rows), fmt.Sprint(want); g != w {
				t.Errorf("%s %+v:\n got %s\nwant %s", tc.report, p, g, w)
			}
			if len(want) > 0 && got.Total != len(full.Rows) {
				t.Errorf("%s %+v: Total %d, want %d", tc.report, p, got.Total, len(full.Rows))
			}
			if fmt.Sprint(got.Columns) != fmt.Sprint(full.Columns) {
				t.Errorf("%s %+v: columns %v, want %v", tc.report, p, got.Columns, full.Columns)
			}
		}
	}
	r, _ := Lookup("stats")
	for _, bad := range []string{"no_such_stat", `vpip"; DROP TABLE hands; --`} {
		_, err := Run(context.Background(), db, r, filter.Filter{Rows: filter.Rows{OrderBy: bad}})
		if !errors.Is(err, ErrNoColumn) {
			t.Errorf("OrderBy %q: error %v, want ErrNoColumn", bad, err)
		}
	}
}

// sortBy orders the rows of r by column name, largest first for numbers
// (missing values last), A-Z for text; ties keep their order.
func sortBy(r *Result, name string) error {
	i := r.Column(name)
	if i < 0 {
		return fmt.Errorf("no column %q (have %s)", name, strings.Join(r.Columns, ", "))
	}
	sort.SliceStable(r.Rows, func(a, b int) bool {
		x, y := r.Rows[a][i], r.Rows[b][i]
		if x == nil || y == nil {
			return x != nil && y == nil
		}
		fx, okx := number(x)
		fy, oky := number(y)
		if okx && oky {
			return fx > fy
		}
		return fmt.Sprint(x) < fmt.Sprint(y)
	})
	return nil
}
