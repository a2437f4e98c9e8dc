package reports

import (
	"math/big"
	"path/filepath"
	"slices"
	"testing"

	"github.com/duckdb/duckdb-go/v2"

	"github.com/stud8/stud8/docs"
	"github.com/stud8/stud8/filter"
)

// TestStatsCatalogue checks the catalogue itself: each statistic once, a
// known unit, and a row of docs/definitions.md under the heading its anchor
// names.
func TestStatsCatalogue(t *testing.T) {
	headings := map[string]string{} // anchor -> heading
	for _, s := range docs.Sections() {
		headings[docs.Anchor(s.Heading)] = s.Heading
	}
	seen := map[string]bool{}
	for _, s := range Stats() {
		if seen[s.Name] {
			t.Errorf("%s: listed twice", s.Name)
		}
		seen[s.Name] = true
		switch s.Unit {
		case unitPercent, unitRatio, unitCount:
		default:
			t.Errorf("%s: unknown unit %q", s.Name, s.Unit)
		}
		h, ok := headings[s.Anchor]
		if !ok {
			t.Errorf("%s: %s has no heading with anchor #%s", s.Name, DefinitionsURL, s.Anchor)
			continue
		}
		// Define falls back to any heading: the row found must be under h.
		if d, ok := docs.Define(h, s.Name); !ok || d.Anchor() != s.Anchor {
			t.Errorf("%s: not defined under %s#%s", s.Name, DefinitionsURL, s.Anchor)
		}
	}
	if len(seen) < 40 {
		t.Errorf("catalogue has %d statistics", len(seen))
	}
}

// wideResults are the wide stats' columns after the statistics.
var wideResults = []string{"net", "bb_per_100"}

// wideKeys are the wide stats' columns before the statistics.
var wideKeys = []string{"player", "game", "currency", "stakes"}

// TestStatsWideEqualsLong runs the wide stats (stats_wide.sql) and the long
// stats (stats.sql printed through the catalogue) on a real imported
// database: the wide form has a column per statistic of the catalogue, in
// its order and no other, and for every player, game and currency each
// statistic's value is the one the long form gives with --game and
// --currency set to the row's.
func TestStatsWideEqualsLong(t *testing.T) {
	path := importAny(t, "", filepath.Join("..", "testdata", "pokerstars"))
	importMore(t, path, filepath.Join(testdata, "sample.txt"), filepath.Join(testdata, "examples.txt"))
	db := openRO(t, path)

	wide := run(t, db, "stats", filter.Filter{})
	if len(wide.Columns) < len(wideKeys)+len(wideResults) ||
		!slices.Equal(wide.Columns[:len(wideKeys)], wideKeys) ||
		!slices.Equal(wide.Columns[len(wide.Columns)-len(wideResults):], wideResults) {
		t.Fatalf("wide columns %v: want %v, the statistics, then %v", wide.Columns, wideKeys, wideResults)
	}
	var names []string
	for _, s := range Stats() {
		names = append(names, s.Name)
	}
	if got := wide.Columns[len(wideKeys) : len(wide.Columns)-len(wideResults)]; !slices.Equal(got, names) {
		t.Fatalf("wide statistics\n%v\nwant the catalogue's\n%v", got, names)
	}

	type key struct{ game, currency string }
	groups := map[key][][]any{}
	for _, row := range wide.Rows {
		k := key{str(row[1]), str(row[2])}
		if row[2] == nil {
			t.Fatalf("wide row %v has no currency", row[:4])
		}
		groups[k] = append(groups[k], row)
	}
	if len(groups) < 3 {
		t.Fatalf("only %d games and currencies in the test database: %v", len(groups), groups)
	}
	compared := map[string]int{} // statistic -> non-empty values compared
	for k, rows := range groups {
		long := run(t, db, "stats-long", filter.Filter{Game: k.game, Currency: k.currency})
		byPlayer := map[string][][]any{}
		for _, lr := range long.Rows {
			byPlayer[str(lr[0])] = append(byPlayer[str(lr[0])], lr)
		}
		if len(byPlayer) != len(rows) {
			t.Errorf("%s %s: long has %d players, wide %d", k.game, k.currency, len(byPlayer), len(rows))
		}
		for _, row := range rows {
			player := str(row[0])
			lrs := byPlayer[player]
			if len(lrs) != len(names) {
				t.Errorf("%s %s %s: long has %d statistics, want %d", player, k.game, k.currency, len(lrs), len(names))
				continue
			}
			for i, name := range names {
				lr := lrs[i]
				if str(lr[1]) != name {
					t.Errorf("%s %s %s: long statistic %d is %v, want %s", player, k.game, k.currency, i, lr[1], name)
					continue
				}
				w, wok := statValue(t, row[len(wideKeys)+i])
				l, lok := statValue(t, lr[2])
				if wok != lok || w != l {
					t.Errorf("%s %s %s %s: wide %v, long %v (%v / %v)", player, k.game, k.currency, name,
						row[len(wideKeys)+i], lr[2], lr[4], lr[5])
				}
				if wok {
					compared[name]++
				}
			}
		}
	}
	t.Logf("%d rows in %d games and currencies; values compared per statistic: %v", len(wide.Rows), len(groups), compared)
	for _, name := range names {
		if compared[name] == 0 {
			t.Errorf("%s: no player has a value in the test database, so nothing was compared", name)
		}
	}
}

// statValue is a report value as a float64, false for NULL.
func statValue(t *testing.T, v any) (float64, bool) {
	t.Helper()
	switch v := v.(type) {
	case nil:
		return 0, false
	case float64:
		return v, true
	case int64:
		return float64(v), true
	case int32:
		return float64(v), true
	case *big.Int:
		f, _ := new(big.Float).SetInt(v).Float64()
		return f, true
	case duckdb.Decimal:
		return v.Float64(), true
	}
	t.Fatalf("value %v of type %T", v, v)
	return 0, false
}
