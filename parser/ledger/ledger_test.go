package ledger

import (
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// step is one line of a hand as a site writes it, and the event the
// model has for it (worked out by hand from the rules: RULES.md's
// completion of the bring-in, Amount and To as hand.Event documents them).
type step struct {
	street hand.Street
	p      int
	i      Intent
	f      Form
	a      hand.Money
	kind   hand.Kind
	amount hand.Money
	to     hand.Money
}

func TestDo(t *testing.T) {
	cases := []struct {
		name  string
		small hand.Money
		steps []step
	}{
		{"completion written as a bet, then raises to a street total", 0, []step{
			{0, 0, Ante, Added, 5, hand.Ante, 5, 0},
			{3, 1, BringIn, Added, 10, hand.BringIn, 10, 0},
			{3, 2, Bet, Added, 25, hand.Complete, 15, 25}, // 25 faces 10: completes to 25
			{3, 0, Raise, StreetTo, 50, hand.Raise, 25, 50},
			{3, 1, Call, StreetTo, 50, hand.Call, 40, 0}, // the bring-in's 10 is in
			{3, 2, Call, Added, 25, hand.Call, 25, 0},
			{4, 0, Raise, StreetTo, 25, hand.Bet, 25, 0}, // a "raise" into nothing is the bet
			{4, 1, Raise, Added, 50, hand.Raise, 25, 50},
			{4, 2, Raise, Increment, 25, hand.Raise, 25, 75},
			{4, 0, Fold, Added, 0, hand.Fold, 0, 0},
		}},
		{"a raise first after the bring-in is the completion; the next is a raise", 0, []step{
			{3, 1, BringIn, Added, 10, hand.BringIn, 10, 0},
			{3, 2, Raise, StreetTo, 25, hand.Complete, 15, 25},
			{3, 3, Complete, StreetTo, 50, hand.Raise, 25, 50},
		}},
		{"a bring-in of the full small bet opens the street", 25, []step{
			{3, 1, BringIn, Added, 25, hand.BringIn, 25, 0},
			{3, 2, Raise, StreetTo, 50, hand.Raise, 25, 50},
		}},
		{"all-in below the bet is a call, above it a raise", 0, []step{
			{3, 1, BringIn, Added, 10, hand.BringIn, 10, 0},
			{3, 2, AllIn, Added, 7, hand.Call, 7, 0},
			{3, 3, AllIn, Added, 40, hand.Complete, 30, 40},
			{3, 4, AllIn, StreetTo, 60, hand.Raise, 20, 60},
		}},
		{"hand totals, antes excluded", 0, []step{
			{0, 0, Ante, Added, 5, hand.Ante, 5, 0},
			{0, 1, Ante, Added, 5, hand.Ante, 5, 0},
			{3, 0, BringIn, Added, 10, hand.BringIn, 10, 0},
			{3, 1, Complete, HandTo, 25, hand.Complete, 15, 25},
			{3, 0, Call, HandTo, 25, hand.Call, 15, 0},
			{4, 1, Bet, HandTo, 50, hand.Bet, 25, 0},
			{4, 0, Raise, HandTo, 75, hand.Raise, 25, 50},
		}},
		{"an uncalled bet comes back", 0, []step{
			{5, 0, Bet, Added, 50, hand.Bet, 50, 0},
			{5, 1, Fold, Added, 0, hand.Fold, 0, 0},
			{5, 0, Return, Added, 50, hand.Uncalled, 50, 0},
		}},
	}
	for _, c := range cases {
		var l Ledger
		l.SetSmallBet(c.small)
		for k, s := range c.steps {
			l.SetStreet(s.street)
			var ev hand.Event
			l.Do(&ev, s.p, s.i, s.f, s.a)
			if ev.Kind != s.kind || ev.Amount != s.amount || ev.To != s.to || ev.Player != s.p {
				t.Errorf("%s: step %d (%v %v %d): got %v amount %d to %d, want %v %d %d", c.name, k, s.i, s.f, s.a,
					ev.Kind, ev.Amount, ev.To, s.kind, s.amount, s.to)
			}
		}
	}
}

func TestLedgerTotals(t *testing.T) {
	var l Ledger
	var ev hand.Event
	l.Do(&ev, 0, Ante, Added, 5)
	l.Do(&ev, 1, Ante, Added, 5)
	l.SetStreet(hand.Third)
	l.Do(&ev, 0, BringIn, Added, 10)
	l.Do(&ev, 1, Bet, Added, 25)
	l.Do(&ev, 0, Fold, Added, 0)
	if p, m := l.Excess(); p != 1 || m != 15 {
		t.Errorf("Excess = %d, %d; want 1, 15", p, m)
	}
	if p, m := l.Unmatched(); p != 1 || m != 15 {
		t.Errorf("Unmatched = %d, %d; want 1, 15", p, m)
	}
	if l.Pot() != 45 || l.Total(1) != 30 || l.HandIn(1) != 25 {
		t.Errorf("Pot %d Total(1) %d HandIn(1) %d; want 45 30 25", l.Pot(), l.Total(1), l.HandIn(1))
	}
	if f, on := l.Folded(0); !f || on != hand.Third || l.Live(0) || !l.Live(1) {
		t.Errorf("Folded(0) = %v %v, Live = %v %v", f, on, l.Live(0), l.Live(1))
	}
	l.Do(&ev, 1, Return, Added, 15)
	if p, _ := l.Unmatched(); p != -1 || l.Pot() != 30 {
		t.Errorf("after the return: Unmatched %d, Pot %d", p, l.Pot())
	}
}

func TestTable(t *testing.T) {
	tab := NewTable(
		Verb{Text: "raises ", Intent: Raise, Form: StreetTo, Pair: " to ", PairIncrement: true},
		Verb{Text: "raises to ", Intent: Raise, Form: StreetTo},
		Verb{Text: "bets ", Intent: Bet},
		Verb{Text: "brings in for ", Intent: BringIn},
		Verb{Text: "checks", Intent: Check, Exact: true},
		Verb{Text: "mucks", Kind: hand.Muck, Exact: true},
	)
	var l Ledger
	l.SetStreet(hand.Third)
	syn := &parser.Syntax{Thousands: ','}
	for _, c := range []struct {
		line   string
		kind   hand.Kind
		amount hand.Money
		to     hand.Money
		bad    bool
	}{
		{line: "brings in for $1,000", kind: hand.BringIn, amount: 1000},
		{line: "raises to $2,000", kind: hand.Complete, amount: 1000, to: 2000},
		{line: "raises $1,500 to $4,000", kind: hand.Raise, amount: 1500, to: 4000}, // as written
		{line: "checks", kind: hand.Check},
		{line: "checks twice", bad: true},
		{line: "mucks", kind: hand.Muck},
		{line: "bets 1,5", bad: true},
		{line: "shoves", bad: true},
	} {
		v, rest, ok := tab.Match([]byte(c.line))
		var ev hand.Event
		var err error
		if ok {
			err = l.Apply(&ev, 2, v, rest, syn, 0)
		}
		if c.bad {
			if ok && err == nil {
				t.Errorf("%q: read as %v, want an error", c.line, ev.Kind)
			}
			continue
		}
		if !ok || err != nil || ev.Kind != c.kind || ev.Amount != c.amount || ev.To != c.to {
			t.Errorf("%q: ok %v err %v: %v %d %d, want %v %d %d", c.line, ok, err, ev.Kind, ev.Amount, ev.To, c.kind,
				c.amount, c.to)
		}
	}
}

// TestAct: Act reads the amount in the hand's unit, marks the all-in, and
// only the first ante and bring-in not all-in state the stakes.
func TestAct(t *testing.T) {
	tab := NewTable(Verb{Text: "antes ", Intent: Ante}, Verb{Text: "brings in for ", Intent: BringIn},
		Verb{Text: "bets ", Intent: Bet})
	h := &hand.Hand{Decimals: 2}
	var l Ledger
	for _, c := range []struct {
		line   string
		all    bool
		kind   hand.Kind
		amount hand.Money
		ante   hand.Money
		bring  hand.Money
	}{
		{"antes $0.02", true, hand.Ante, 2, 0, 0}, // all-in for less: not the ante
		{"antes $0.05", false, hand.Ante, 5, 5, 0},
		{"antes $0.04", false, hand.Ante, 4, 5, 0},
		{"brings in for $0.10", false, hand.BringIn, 10, 5, 10},
		{"bets $0.15", true, hand.Complete, 15, 5, 10}, // adds 0.15 to his 0.10: completes to 0.25
	} {
		if c.kind == hand.BringIn {
			l.SetStreet(hand.Third)
		}
		v, rest, _ := tab.Match([]byte(c.line))
		ev := hand.Event{Player: 1}
		if err := l.Act(h, &ev, v, rest, c.all, parser.Plain); err != nil {
			t.Fatal(err)
		}
		if ev.Kind != c.kind || ev.Amount != c.amount || ev.AllIn != c.all || h.Stakes.Ante != c.ante ||
			h.Stakes.BringIn != c.bring {
			t.Errorf("%q: %v %d all-in %v, stakes %+v", c.line, ev.Kind, ev.Amount, ev.AllIn, h.Stakes)
		}
	}
}

// TestMatchPrefix checks the word compare of Match: verbs shorter and longer
// than 8 bytes, lines shorter than a verb, a difference past the 8th byte.
func TestMatchPrefix(t *testing.T) {
	tab := NewTable(
		Verb{Text: "brings in for ", Intent: BringIn},
		Verb{Text: "brings in ", Intent: BringIn},
		Verb{Text: "bets ", Intent: Bet},
		Verb{Text: "folds", Intent: Fold, Exact: true},
		Verb{Text: "is sitting out", Kind: hand.Muck, Exact: true},
	)
	for _, c := range []struct{ line, verb, rest string }{
		{"brings in for $1", "brings in for ", "$1"},
		{"brings in $1", "brings in ", "$1"},
		{"brings in fo $1", "brings in ", "fo $1"},
		{"bets 4", "bets ", "4"},
		{"folds", "folds", ""},
		{"fold", "", ""},
		{"folds ", "", ""},
		{"bet", "", ""},
		{"is sitting out", "is sitting out", ""},
		{"is sitting outx", "", ""},
		{"is sitting in", "", ""},
		{"b", "", ""},
	} {
		v, rest, ok := tab.Match([]byte(c.line))
		got := ""
		if ok {
			got = v.Text
		}
		if got != c.verb || (ok && string(rest) != c.rest) {
			t.Errorf("Match(%q) = %q %q, want %q %q", c.line, got, rest, c.verb, c.rest)
		}
	}
}
