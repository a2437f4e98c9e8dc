package reports

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"
)

// stakesRE matches stakes as users type them: "5/10", "$5/$10",
// "5.00/10.00", "0.04-0.08", "€2/€4".
var stakesRE = regexp.MustCompile(`^\s*[$€£]?\s*([0-9]+(?:\.[0-9]+)?)\s*[/-]\s*[$€£]?\s*([0-9]+(?:\.[0-9]+)?)\s*$`)

// maxStakeDigits is the most digits before the point of a stake: the
// stakes are DECIMAL(18,2) in the database.
const maxStakeDigits = 16

// ParseStakes reads stakes as users type them into the filter's small and
// big bets, compared as numbers (5/10 matches the stored 5.00/10.00).
func ParseStakes(s string) (small, bigBet string, err error) {
	m := stakesRE.FindStringSubmatch(s)
	if m == nil {
		return "", "", fmt.Errorf("stakes %q: want small/big, e.g. 5/10, $5/$10 or 0.04/0.08", s)
	}
	for _, v := range m[1:3] {
		if whole, _, _ := strings.Cut(v, "."); len(strings.TrimLeft(whole, "0")) > maxStakeDigits {
			return "", "", fmt.Errorf("stakes %q: at most %d digits before the point", s, maxStakeDigits)
		}
		if r, ok := new(big.Rat).SetString(v); !ok || !r.Mul(r, big.NewRat(100, 1)).IsInt() {
			return "", "", fmt.Errorf("stakes %q: at most two decimals", s)
		}
	}
	return m[1], m[2], nil
}

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
