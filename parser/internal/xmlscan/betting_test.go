package xmlscan

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ledger"
)

// act is one action of a Betting script: on street st (0: the antes),
// player p's intent i of amount a in form f, allIn when the code says so.
type act struct {
	st    hand.Street
	p     int
	i     ledger.Intent
	f     ledger.Form
	allIn bool
	a     hand.Money
}

// TestBettingAct runs scripts of actions through Betting (stacks of 100,
// the small bet 10 when known) and compares the events, written
// "kind amount[>to][!]" ("!" for all-in), or the error of the last action.
func TestBettingAct(t *testing.T) {
	A, B := ledger.Ante, ledger.BringIn
	cases := []struct {
		name  string
		small hand.Money
		acts  []act
		want  string
		err   error
	}{
		{"the all-in that opens 3rd short of a bet is the bring-in", 10, []act{
			{0, 0, A, 0, false, 1}, {3, 0, ledger.AllIn, 0, true, 3}, {3, 1, ledger.Call, 0, false, 3}},
			"ante 1 bring-in 3! call 3", nil},
		{"a full all-in opening 3rd is a bet", 10, []act{{3, 0, ledger.AllIn, 0, true, 10}},
			"bet 10!", nil},
		{"completion, then raise, written as added and as a street total", 0, []act{
			{3, 0, B, 0, false, 3}, {3, 1, ledger.Bet, 0, false, 10}, {3, 0, ledger.Raise, ledger.StreetTo, false, 20},
			{3, 1, ledger.AllIn, 0, true, 5}},
			"bring-in 3 complete 7>10 raise 10>20 call 5!", nil},
		{"an all-in puts in at most the stack", 0, []act{
			{0, 0, A, 0, false, 1}, {4, 1, ledger.Bet, 0, false, 10}, {4, 0, ledger.AllIn, 0, true, 500}},
			"ante 1 bet 10 raise 89>99!", nil},
		{"an ante of the whole stack is all-in", 0, []act{{0, 0, A, 0, false, 100}}, "ante 100!", nil},
		{"a bet of nothing", 0, []act{{4, 0, ledger.Bet, 0, false, 0}}, "", parser.ErrBadAmount},
		{"a raise that does not exceed the bet", 0, []act{
			{4, 0, ledger.Bet, 0, false, 10}, {4, 1, ledger.Raise, ledger.StreetTo, false, 10}}, "", parser.ErrBadAmount},
		{"a raise to less than is in", 0, []act{
			{4, 0, ledger.Bet, 0, false, 10}, {4, 1, ledger.Call, 0, false, 10}, {4, 0, ledger.Raise, ledger.StreetTo, false, 20},
			{4, 1, ledger.Raise, ledger.StreetTo, false, 5}}, "", parser.ErrBadAmount},
	}
	for _, c := range cases {
		h := &hand.Hand{Stakes: hand.Stakes{SmallBet: c.small}}
		var b Betting
		b.Reset(h, false)
		b.Seat(0, 100)
		b.Seat(1, 100)
		var got []string
		var err error
		for _, a := range c.acts {
			b.SetStreet(a.st)
			var ev hand.Event
			if err = b.Act(&ev, a.p, a.i, a.f, a.allIn, a.a); err != nil {
				break
			}
			s := fmt.Sprintf("%s %d", ev.Kind, ev.Amount)
			if ev.To != 0 {
				s += fmt.Sprintf(">%d", ev.To)
			}
			if ev.AllIn {
				s += "!"
			}
			got = append(got, s)
		}
		if c.err != nil {
			if !errors.Is(err, c.err) {
				t.Errorf("%s: %v, want %v", c.name, err, c.err)
			}
			continue
		}
		if err != nil || strings.Join(got, " ") != c.want {
			t.Errorf("%s: %q, %v; want %q", c.name, strings.Join(got, " "), err, c.want)
		}
	}
}

// TestBettingStakes: the ante, the bring-in, the small bet (a completion)
// and the big bet (5th street) are learned when asked, all-ins aside.
func TestBettingStakes(t *testing.T) {
	for _, learn := range []bool{true, false} {
		h := &hand.Hand{}
		var b Betting
		b.Reset(h, learn)
		for p := range 3 {
			b.Seat(p, 1000)
		}
		for _, a := range []act{{0, 2, ledger.AllIn, 0, true, 1}, {0, 0, ledger.Ante, 0, false, 2}, {3, 0, ledger.BringIn, 0, false, 5},
			{3, 1, ledger.Bet, 0, false, 20}, {5, 1, ledger.AllIn, 0, true, 30}, {5, 0, ledger.Raise, ledger.StreetTo, false, 70},
			{6, 0, ledger.Bet, 0, false, 40}} {
			b.SetStreet(a.st)
			i := a.i
			if a.st == 0 {
				i = ledger.Ante
			}
			var ev hand.Event
			if err := b.Act(&ev, a.p, i, a.f, a.allIn, a.a); err != nil {
				t.Fatal(err)
			}
		}
		want := hand.Stakes{Ante: 2, BringIn: 5}
		if learn {
			want.SmallBet, want.BigBet = 20, 40
		}
		if h.Stakes != want {
			t.Errorf("learn %v: stakes %+v, want %+v", learn, h.Stakes, want)
		}
	}
}

// TestBettingReturn: the bet nobody called goes back after the last
// betting action of its street, before a later street's events.
func TestBettingReturn(t *testing.T) {
	h := &hand.Hand{}
	var b Betting
	b.Reset(h, false)
	b.Seat(0, 100)
	b.Seat(1, 100)
	for _, a := range []act{{4, 0, ledger.Bet, 0, false, 10}, {4, 1, ledger.Fold, 0, false, 0}} {
		b.SetStreet(a.st)
		ev := hand.Event{Line: len(h.Events) + 1}
		if err := b.Act(&ev, a.p, a.i, a.f, a.allIn, a.a); err != nil {
			t.Fatal(err)
		}
		h.Events = append(h.Events, ev)
	}
	h.Events = append(h.Events, hand.Event{Kind: hand.Deal, Street: hand.Fifth, Line: 3})
	p, back := b.L.Unmatched()
	b.Return(p, back, 9)
	if e := h.Events[2]; p != 0 || back != 10 || e.Kind != hand.Uncalled || e.Street != hand.Fourth || e.Line != 2 || len(h.Events) != 4 {
		t.Errorf("returned %d to %d: %+v", back, p, h.Events)
	}
	if b.L.Pot() != 0 {
		t.Errorf("pot %d after the return, want 0", b.L.Pot())
	}
}

func TestLevels(t *testing.T) {
	var lv Levels
	first := hand.Stakes{Ante: 5, SmallBet: 20, BigBet: 40}
	lv.Fill(&first)
	next := hand.Stakes{Ante: 5}
	lv.Fill(&next)
	other := hand.Stakes{Ante: 10}
	lv.Fill(&other)
	if next != first || other.SmallBet != 0 {
		t.Errorf("level 5 %+v, level 10 %+v", next, other)
	}
	st := hand.Stakes{SmallBet: 10}
	FixedLimit(&st)
	if st.BigBet != 20 {
		t.Errorf("FixedLimit: %+v", st)
	}
}

// TestBettingResult: player 0 folds on 4th street, player 1 plays on; the
// summary seat of each, from what they won, showed and mucked.
func TestBettingResult(t *testing.T) {
	h := &hand.Hand{Stakes: hand.Stakes{SmallBet: 10}}
	var b Betting
	b.Reset(h, false)
	b.Seat(0, 100)
	b.Seat(1, 100)
	for _, a := range []act{{3, 0, ledger.BringIn, 0, false, 3}, {3, 1, ledger.Call, 0, false, 3},
		{4, 1, ledger.Bet, 0, false, 10}, {4, 0, ledger.Fold, 0, false, 0}} {
		b.SetStreet(a.st)
		var ev hand.Event
		if err := b.Act(&ev, a.p, a.i, a.f, a.allIn, a.a); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		p             int
		won           hand.Money
		shown, mucked bool
		want          hand.Outcome
		amount        hand.Money
		street        hand.Street
	}{
		{0, 0, false, false, hand.OutFolded, 0, hand.Fourth},
		{1, 26, false, false, hand.OutCollected, 26, hand.NoStreet},
		{1, 26, true, false, hand.OutShowedWon, 26, hand.NoStreet},
		{1, 0, true, false, hand.OutShowedLost, 0, hand.NoStreet},
		{1, 0, false, true, hand.OutMucked, 0, hand.NoStreet},
		{1, 0, false, false, hand.OutOther, 0, hand.NoStreet},
	}
	for _, c := range cases {
		var r hand.SeatResult
		b.Result(&r, c.p, c.won, c.shown, c.mucked)
		if r.Outcome != c.want || r.Amount != c.amount || r.Street != c.street {
			t.Errorf("%+v: got %v %d street %v", c, r.Outcome, r.Amount, r.Street)
		}
	}
}
