package reports

import (
	"fmt"
	"strings"
)

// Column returns the index of the column named name, -1 if none.
func (r *Result) Column(name string) int {
	for i, c := range r.Columns {
		if c == name {
			return i
		}
	}
	return -1
}

// Keep keeps the key columns (those before the first statistic, n of
// them) and the named columns, in the order given.
func (r *Result) Keep(n int, names []string) error {
	idx := make([]int, 0, n+len(names))
	for i := 0; i < n && i < len(r.Columns); i++ {
		idx = append(idx, i)
	}
	for _, name := range names {
		i := r.Column(name)
		if i < 0 {
			return fmt.Errorf("no column %q (have %s)", name, strings.Join(r.Columns, ", "))
		}
		idx = append(idx, i)
	}
	cols := make([]string, len(idx))
	for j, i := range idx {
		cols[j] = r.Columns[i]
	}
	for k, row := range r.Rows {
		out := make([]any, len(idx))
		for j, i := range idx {
			out[j] = row[i]
		}
		r.Rows[k] = out
	}
	r.Columns = cols
	return nil
}

// number returns v as a float64 when it is a number.
func number(v any) (float64, bool) {
	switch x := v.(type) {
	case int64:
		return float64(x), true
	case int32:
		return float64(x), true
	case float64:
		return x, true
	case fmt.Stringer:
		var f float64
		_, err := fmt.Sscan(x.String(), &f)
		return f, err == nil
	}
	return 0, false
}
