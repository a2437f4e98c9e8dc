package gen

import (
	"bytes"
	"fmt"
	"sort"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/replay"
)

// coverage counts the situations a generated set must contain, judged from
// the parsed hands and the replay engine's pots.
func coverage(t *testing.T, hs []*hand.Hand) map[string]int {
	t.Helper()
	p, err := replay.ProfileByName("oracle")
	if err != nil {
		t.Fatal(err)
	}
	c := map[string]int{}
	for _, h := range hs {
		last, shown, allIn := hand.Third, 0, false
		for i := range h.Events {
			e := &h.Events[i]
			last = max(last, e.Street)
			switch e.Kind {
			case hand.Show, hand.Muck:
				shown++
			}
			allIn = allIn || e.AllIn
		}
		if shown == 0 {
			c["ends by folds on "+last.String()]++
		} else {
			c[fmt.Sprintf("showdown with %d players", shown)]++
		}
		if allIn {
			c["all-in"]++
		}
		if len(h.Summary.SidePots) > 0 {
			c["side pots"]++
		}
		if h.Summary.Board.Known() {
			c["community card"]++
		}
		if h.Summary.Rake > 0 {
			c["rake"]++
		}
		r := replay.Replay(h, p)
		for _, pot := range r.Pots {
			switch {
			case len(pot.Eligible) < 2 || shown == 0:
			case !pot.LowQualified && len(pot.High) == 1:
				c["no-low scoop"]++
			case pot.LowQualified:
				c["qualifying low"]++
				if pot.AmountRaw%2 == 1 && pot.High[0].Player != pot.Low[0].Player {
					c["odd chip to high"]++
				}
			}
			if len(pot.Low) > 1 {
				c["quartered pot"]++
			}
			if len(pot.High) > 1 {
				c["tied high"]++
			}
		}
	}
	return c
}

func TestCoverage(t *testing.T) {
	text, _ := generated(t, Config{Hands: 8000, Seed: 3})
	c := coverage(t, parseAll(t, text))
	want := []string{"ends by folds on 3rd", "ends by folds on 4th", "ends by folds on 5th", "ends by folds on 6th",
		"ends by folds on 7th", "all-in", "side pots", "community card", "rake", "no-low scoop", "qualifying low",
		"odd chip to high", "quartered pot", "tied high"}
	for n := 2; n <= 8; n++ {
		want = append(want, fmt.Sprintf("showdown with %d players", n))
	}
	for _, w := range want {
		if c[w] == 0 {
			t.Errorf("no generated hand with %s", w)
		}
	}
	keys := make([]string, 0, len(c))
	for k := range c {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%-28s %5d", k, c[k])
	}
}

func TestDeterministic(t *testing.T) {
	cfg := Config{Hands: 700, Seed: 99, FaultRate: 0.3, Workers: 1}
	a, la := generated(t, cfg)
	cfg.Workers = 3
	b, lb := generated(t, cfg)
	if !bytes.Equal(a, b) || len(la) != len(lb) {
		t.Fatal("the same seed with another number of workers gave other bytes")
	}
	cfg.Seed = 100
	c, _ := generated(t, cfg)
	if bytes.Equal(a, c) {
		t.Fatal("another seed gave the same bytes")
	}
}
