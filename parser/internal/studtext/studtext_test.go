package studtext

import (
	"math/rand"
	"testing"

	"github.com/stud8/stud8/hand"
)

// contributionsTwoPass is Contributions as two walks (the amounts, then
// the raises by street): the reference of TestContributions.
func contributionsTwoPass(h *hand.Hand, in []hand.Money) hand.Money {
	var total hand.Money
	for i := range h.Events {
		e := &h.Events[i]
		if e.Player < 0 || e.Player >= len(in) {
			continue
		}
		var m hand.Money
		switch e.Kind {
		case hand.Ante, hand.BringIn, hand.Bet, hand.Call:
			m = e.Amount
		case hand.Uncalled:
			m = -e.Amount
		}
		in[e.Player] += m
		total += m
	}
	var street hand.Street
	var put [16]hand.Money
	for i := range h.Events {
		e := &h.Events[i]
		if e.Street != street {
			street, put = e.Street, [16]hand.Money{}
		}
		if e.Player < 0 || e.Player >= len(put) || e.Player >= len(in) {
			continue
		}
		switch e.Kind {
		case hand.BringIn, hand.Bet, hand.Call:
			put[e.Player] += e.Amount
		case hand.Uncalled:
			put[e.Player] -= e.Amount
		case hand.Raise, hand.Complete:
			add := e.To - put[e.Player]
			put[e.Player] = e.To
			in[e.Player] += add
			total += add
		}
	}
	return total
}

// TestContributions compares Contributions with the two-walk reference on
// random events, players out of range (negative, past 16, past in)
// included.
func TestContributions(t *testing.T) {
	kinds := []hand.Kind{hand.Ante, hand.Deal, hand.BringIn, hand.Complete, hand.Bet, hand.Call, hand.Raise,
		hand.Check, hand.Fold, hand.Uncalled, hand.Collect}
	rnd := rand.New(rand.NewSource(1))
	for round := 0; round < 5000; round++ {
		var h hand.Hand
		street := hand.NoStreet
		for k := rnd.Intn(30); k > 0; k-- {
			if rnd.Intn(5) == 0 {
				street = hand.Street(3 + rnd.Intn(5))
			}
			h.Events = append(h.Events, hand.Event{Kind: kinds[rnd.Intn(len(kinds))], Street: street,
				Player: rnd.Intn(20) - 1, Amount: hand.Money(rnd.Intn(100)), To: hand.Money(rnd.Intn(300))})
		}
		n := 1 + rnd.Intn(20)
		got, want := make([]hand.Money, n), make([]hand.Money, n)
		gt, wt := Contributions(&h, got), contributionsTwoPass(&h, want)
		if gt != wt {
			t.Fatalf("round %d: total %d, want %d", round, gt, wt)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("round %d: player %d put in %d, want %d", round, i, got[i], want[i])
			}
		}
	}
}
