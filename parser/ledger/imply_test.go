package ledger

import (
	"math/rand"
	"testing"

	"github.com/stud8/stud8/cards"
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

// TestImply: a hand whose site printed no uncalled bet, no summary and
// shows in its own order gets them from its events (worked out by hand:
// player 1 bets 50 on 5th, player 0 calls 20 all-in, 30 goes back).
func TestImply(t *testing.T) {
	ah, kd, qs, two := cards.New(cards.Ace, cards.Hearts), cards.New(cards.King, cards.Diamonds),
		cards.New(cards.Queen, cards.Spades), cards.New(2, cards.Clubs)
	h := hand.Hand{Seats: make([]hand.Seat, 3), Events: []hand.Event{
		{Kind: hand.Ante, Street: hand.NoStreet, Player: 0, Amount: 5},
		{Kind: hand.Ante, Street: hand.NoStreet, Player: 1, Amount: 5},
		{Kind: hand.Deal, Street: hand.Third, Player: 0, NCards: 3, Cards: [hand.MaxCards]cards.Card{ah, kd, qs}},
		{Kind: hand.BringIn, Street: hand.Third, Player: 0, Amount: 10},
		{Kind: hand.Complete, Street: hand.Third, Player: 1, Amount: 15, To: 25},
		{Kind: hand.Call, Street: hand.Third, Player: 0, Amount: 15},
		{Kind: hand.Bet, Street: hand.Fifth, Player: 1, Amount: 50},
		{Kind: hand.Call, Street: hand.Fifth, Player: 0, Amount: 20, AllIn: true},
		{Kind: hand.Show, Street: hand.Fifth, Player: 0, NCards: 4, Cards: [hand.MaxCards]cards.Card{kd, ah, qs, two}, Line: 9},
		{Kind: hand.Collect, Street: hand.Fifth, Player: 0, Amount: 90, Line: 10},
		{Kind: hand.Collect, Street: hand.Fifth, Player: 0, Amount: 5, Line: 11},
	}}
	if back := ReturnUncalled(&h, 8); back != 30 {
		t.Fatalf("ReturnUncalled = %d, want 30", back)
	}
	if e := h.Events[8]; e.Kind != hand.Uncalled || e.Player != 1 || e.Amount != 30 || e.Line != 8 || e.Street != hand.Fifth {
		t.Errorf("uncalled event %+v", e)
	}
	if ReturnUncalled(&h, 8) != 0 {
		t.Error("a second ReturnUncalled returned more")
	}
	ImplyTotals(&h)
	if h.Summary.TotalPot != 100 || h.Summary.Rake != 5 {
		t.Errorf("total %d rake %d, want 100 5", h.Summary.TotalPot, h.Summary.Rake)
	}
	ImplySeatResults(&h)
	if s := h.Summary.Seats; len(s) != 1 || s[0].Player != 0 || s[0].Amount != 95 || s[0].Line != 10 ||
		s[0].Outcome != hand.OutCollected {
		t.Errorf("seat results %+v", s)
	}
	show := &h.Events[9]
	DealOrder(&h, 0, show.Cards[:show.NCards])
	if got := show.Cards[:4]; got[0] != ah || got[1] != kd || got[2] != qs || got[3] != two {
		t.Errorf("DealOrder: %v", got)
	}
}

func TestOnePot(t *testing.T) {
	for _, c := range []struct{ pots, want []string }{
		{[]string{"main pot", "main pot"}, []string{"pot", "pot"}},
		{[]string{"main pot", "side pot-1"}, []string{"main pot", "side pot-1"}},
		{nil, nil},
	} {
		h := hand.Hand{Events: []hand.Event{{Kind: hand.Fold, Text: "main pot"}}}
		for _, p := range c.pots {
			h.Events = append(h.Events, hand.Event{Kind: hand.Collect, Text: p})
		}
		OnePot(&h)
		for i, w := range c.want {
			if got := h.Events[i+1].Text; got != w {
				t.Errorf("%v: collect %d names %q, want %q", c.pots, i, got, w)
			}
		}
		if h.Events[0].Text != "main pot" {
			t.Errorf("%v: a fold was renamed", c.pots)
		}
	}
}
