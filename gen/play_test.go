package gen

import (
	"math/rand/v2"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/replay"
)

// playOne plays one hand with the given stacks (in seat order) and returns it.
func playOne(seed uint64, st Stakes, stacks []hand.Money, sty style) *hand.Hand {
	h := &hand.Hand{Site: "PokerStars", ID: "1", Game: hand.StudHiLo, Currency: "USD", Decimals: 2,
		Stakes: st, Table: "Test", MaxSeats: 8, TimeText: "2018/03/01 9:00:00 ET"}
	g := &game{r: rand.New(rand.NewPCG(seed, 1)), st: st, prof: Profiles["oracle"]}
	g.reset(h, len(stacks))
	for i, s := range stacks {
		h.Seats = append(h.Seats, hand.Seat{Num: i + 1, Name: "p" + string(rune('a'+i)), Stack: s})
		g.ps[i].stack, g.ps[i].sty = s, sty
	}
	g.play()
	g.settle(settleOpts{})
	return h
}

// TestShortStacks plays hands where players are all-in on the ante or the
// bring-in and requires the replay engine to find nothing wrong.
func TestShortStacks(t *testing.T) {
	prof, _ := replay.ProfileByName("oracle")
	st := DefaultStakes[2] // $0.50/$1: ante 10, bring-in 25
	cases := [][]hand.Money{
		{3, 13811, 900},       // all-in for part of the ante
		{13811, 900, 3},       //
		{10, 500, 700},        // all-in for exactly the ante
		{20, 30, 4000, 4000},  // all-in on the bring-in, or for part of it
		{3, 5, 7, 9000, 8000}, // several short antes: layered side pots of ante money
	}
	for _, stacks := range cases {
		for seed := uint64(0); seed < 200; seed++ {
			for _, sty := range []style{styleFamily, styleManiac, styleRock} {
				h := playOne(seed, st, stacks, sty)
				res := replay.Replay(h, prof)
				if len(res.Findings) > 0 {
					t.Fatalf("stacks %v seed %d: %v", stacks, seed, res.Findings)
				}
				var out hand.Money
				for _, e := range h.Events {
					if e.Kind == hand.Collect {
						out += e.Amount
					}
				}
				if out != h.Summary.TotalPot-h.Summary.Rake {
					t.Fatalf("stacks %v seed %d: collected %d of a %d pot less %d rake", stacks, seed, out,
						h.Summary.TotalPot, h.Summary.Rake)
				}
			}
		}
	}
}
