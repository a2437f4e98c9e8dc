package reports

import (
	"fmt"
	"testing"

	"github.com/stud8/stud8/filter"
)

// TestStartLiveAddsToStart: the rows of stats-by-start-live of a player,
// game, stakes, unit and starting class add up to that class's row of
// stats-by-start (hands, showdowns, net; stats-by-start sums the stored
// player_day_cards, stats-by-start-live the hands), and only the class
// 'other' has rows without a liveness.
func TestStartLiveAddsToStart(t *testing.T) {
	db := rowsDB(t)
	type sums struct {
		hands, showdowns int64
		net              string
	}
	read := func(name string) (map[string]sums, map[string]int) {
		res := run(t, db, name, filter.Filter{})
		cols := map[string]int{}
		for _, c := range []string{"player", "game", "stakes", "currency", "start_class", "hands", "showdowns", "net"} {
			if cols[c] = res.Column(c); cols[c] < 0 {
				t.Fatalf("%s: no column %s (%v)", name, c, res.Columns)
			}
		}
		out := map[string]sums{}
		nets := map[string]float64{}
		live := map[string]int{}
		lc := res.Column("liveness")
		for _, row := range res.Rows {
			k := fmt.Sprint(row[cols["player"]], row[cols["game"]], row[cols["stakes"]], row[cols["currency"]], row[cols["start_class"]])
			s := out[k]
			s.hands += row[cols["hands"]].(int64)
			s.showdowns += row[cols["showdowns"]].(int64)
			v, _ := ToFloat(row[cols["net"]])
			nets[k] += v
			s.net = fmt.Sprintf("%.2f", nets[k])
			out[k] = s
			if lc >= 0 {
				l, _ := row[lc].(string)
				if (l == "") != (row[cols["start_class"]] == "other") {
					t.Errorf("%s %v: liveness %q for class %v", name, row, l, row[cols["start_class"]])
				}
				live[l] += int(row[cols["hands"]].(int64))
			}
		}
		return out, live
	}
	start, _ := read("stats-by-start")
	split, live := read("stats-by-start-live")
	if len(start) == 0 || len(start) != len(split) {
		t.Fatalf("%d stats-by-start rows, %d groups of stats-by-start-live", len(start), len(split))
	}
	for k, w := range start {
		if g := split[k]; g != w {
			t.Errorf("%s: split by liveness %+v, stats-by-start %+v", k, g, w)
		}
	}
	for _, c := range []string{"live", "partly dead", "dead"} {
		if live[c] == 0 {
			t.Errorf("no hand is %q: %v", c, live)
		}
	}
	t.Logf("hands by liveness: %v", live)
}
