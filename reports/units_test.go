package reports

import (
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/filter"
)

// TestCashAndChipsApart imports one cash hand ($1,658.00 won) and one
// tournament hand (360 chips lost) of one player and checks that no report
// adds dollars and chips: each shows them on rows (or, in the graph,
// panels) of their own unit.
func TestCashAndChipsApart(t *testing.T) {
	ps := filepath.Join("..", "testdata", "pokerstars")
	db := openRO(t, importDB(t, "",
		filepath.Join(ps, "stud8-7-StudHL-USD-400-800-201701.3bet.fix.txt"),
		filepath.Join(ps, "razz-Razz-8max-USD-200-15-201009.bracket.in.alias.txt")))
	want := map[string]float64{"USD": 1658, "chips": -360}
	hero := filter.Filter{Player: "Hero", GapMinutes: 30}
	for _, name := range []string{"summary", "sessions", "stats-by-door", "stats-by-start"} {
		res := run(t, db, name, hero)
		cur, net := column(t, res, "currency"), column(t, res, "net")
		by := res.Column("by")
		got := map[string]float64{}
		for _, row := range res.Rows {
			if by >= 0 && row[by] != "rank" {
				continue // the low/high rows count the same hands again
			}
			v, _ := ToFloat(row[net])
			got[row[cur].(string)] += v
		}
		if len(got) != len(want) || got["USD"] != want["USD"] || got["chips"] != want["chips"] {
			t.Errorf("%s: net by currency %v, want %v", name, got, want)
		}
	}
	res := run(t, db, "graph", hero)
	c, err := CurvesFromResult("Hero", res)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]float64{}
	for _, u := range append([]*Curves{c}, c.Others...) {
		vals := u.Lines[0].Values
		got[u.Currency] = vals[len(vals)-1]
	}
	if len(got) != 2 || got["USD"] != want["USD"] || got["chips"] != want["chips"] {
		t.Errorf("graph: final total by unit %v, want %v", got, want)
	}
	for _, u := range c.Units() {
		if p := u.Panels(InMoney); len(p) != 2 || p[0].Axis != "net won ("+u.Currency+")" || p[1].Axis != "collected ("+u.Currency+")" {
			t.Errorf("graph %s: %d panels, axes %q; want two panels with the unit on the axis", u.Currency, len(p), p[0].Axis)
		}
		if u.Hands != 1 || u.Drawable() { // one hand each: nothing to draw
			t.Errorf("graph %s: %d hands, drawable %v", u.Currency, u.Hands, u.Drawable())
		}
	}
	stats := run(t, db, "stats", filter.Filter{Player: "Hero"})
	cur, net := column(t, stats, "currency"), column(t, stats, "net")
	got = map[string]float64{}
	for _, row := range stats.Rows {
		v, _ := ToFloat(row[net])
		got[row[cur].(string)] += v
	}
	if len(got) != len(want) || got["USD"] != want["USD"] || got["chips"] != want["chips"] {
		t.Errorf("stats: net by currency %v, want %v", got, want)
	}
}
