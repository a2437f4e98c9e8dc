package ledger

import (
	"testing"

	"github.com/stud8/stud8/hand"
)

func TestReturnUnmatched(t *testing.T) {
	type act struct {
		street hand.Street
		p      int
		i      Intent
		a      hand.Money
	}
	cases := []struct {
		name   string
		acts   []act
		tail   []hand.Kind // events after the betting
		at     int         // index of the Uncalled event, -1 none
		who    int
		street hand.Street
		amt    hand.Money
	}{
		{"every bet matched", []act{{0, 0, Ante, 5}, {0, 1, Ante, 5}, {3, 0, BringIn, 10}, {3, 1, Call, 10}},
			[]hand.Kind{hand.Collect}, -1, 0, 0, 0},
		{"a bet over a short all-in, then streets dealt without betting", []act{
			{0, 0, Ante, 5}, {0, 1, Ante, 5}, {3, 0, BringIn, 10}, {3, 1, Call, 10},
			{5, 0, Bet, 40}, {5, 1, Call, 15}, {6, 0, Check, 0}},
			[]hand.Kind{hand.Show, hand.Collect}, 7, 0, 5, 25},
		{"the bet everybody folded to, no award written", []act{
			{3, 0, BringIn, 10}, {3, 1, Bet, 25}, {3, 0, Fold, 0}},
			nil, 3, 1, 3, 15},
	}
	for _, c := range cases {
		var l Ledger
		var h hand.Hand
		for _, a := range c.acts {
			l.SetStreet(a.street)
			var ev hand.Event
			l.Do(&ev, a.p, a.i, Added, a.a)
			h.Events = append(h.Events, ev)
		}
		for _, k := range c.tail {
			h.Events = append(h.Events, hand.Event{Kind: k})
		}
		pot := l.Pot()
		at := l.ReturnUnmatched(&h)
		if at != c.at {
			t.Errorf("%s: at %d, want %d", c.name, at, c.at)
			continue
		}
		if at < 0 {
			if len(h.Events) != len(c.acts)+len(c.tail) {
				t.Errorf("%s: events added", c.name)
			}
			continue
		}
		e := h.Events[at]
		if e.Kind != hand.Uncalled || e.Player != c.who || e.Street != c.street || e.Amount != c.amt ||
			len(h.Events) != len(c.acts)+len(c.tail)+1 || l.Pot() != pot-c.amt {
			t.Errorf("%s: %+v, %d events, pot %d (was %d)", c.name, e, len(h.Events), l.Pot(), pot)
		}
	}
}
