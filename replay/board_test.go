package replay

import (
	"math/rand/v2"
	"testing"

	"github.com/stud8/stud8/cards"
)

func cmp[T uint32 | cards.BoardValue](a, b T) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// TestBoardValueOrder checks that boardValue orders random boards exactly
// as the cards package's board evaluators do.
func TestBoardValueOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	deal := func(n int) []cards.Card {
		perm := rng.Perm(52)
		out := make([]cards.Card, n)
		for i := range out {
			out[i] = cards.Card(perm[i] + 1)
		}
		return out
	}
	for i := 0; i < 20000; i++ {
		n := 1 + i%4
		a, b := deal(n), deal(n)
		if got, want := cmp(boardValue(a, false), boardValue(b, false)), cmp(cards.EvalBoard(a), cards.EvalBoard(b)); got != want {
			t.Fatalf("stud %v vs %v: boardValue says %d, EvalBoard %d", a, b, got, want)
		}
		if got, want := cmp(boardValue(a, true), boardValue(b, true)), cmp(cards.EvalBoardRazz(a), cards.EvalBoardRazz(b)); got != want {
			t.Fatalf("razz %v vs %v: boardValue says %d, EvalBoardRazz %d", a, b, got, want)
		}
	}
}

// TestBoardValueExamples spells out the board order of RULES.md section 3.
func TestBoardValueExamples(t *testing.T) {
	c := func(s string) cards.Card {
		x, err := cards.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	tests := []struct {
		better, worse []string
		razz          bool
	}{
		{[]string{"2c", "2d"}, []string{"Ah", "Ks"}, false},                         // a pair beats high cards
		{[]string{"3c", "3d", "3h", "2s"}, []string{"Ac", "Ad", "Kh", "Ks"}, false}, // trips beat two pair
		{[]string{"Ac", "Ad", "Ah", "Ks"}, []string{"Kc", "Kd", "Qh", "Qs"}, false},
		{[]string{"Ac", "5d"}, []string{"Kc", "Qd"}, false},             // ace high
		{[]string{"Kc", "Qd", "9h"}, []string{"Kd", "Qc", "8s"}, false}, // third card decides
		{[]string{"Ac", "2d"}, []string{"2c", "3d"}, true},              // razz: ace is low, A-2 is best
		{[]string{"Kc", "Qd"}, []string{"2c", "2d"}, true},              // razz: any pair is worse
	}
	for _, tc := range tests {
		var a, b []cards.Card
		for _, s := range tc.better {
			a = append(a, c(s))
		}
		for _, s := range tc.worse {
			b = append(b, c(s))
		}
		if boardValue(a, tc.razz) <= boardValue(b, tc.razz) {
			t.Errorf("%v should act before %v (razz %v)", a, b, tc.razz)
		}
	}
}

// TestRakeProportional checks the PokerStars spread of a rake over pots:
// $0.05 on a $0.44 main and $0.64 side pot leaves $0.42 and $0.61, as the
// real hand 60974484959 prints.
func TestRakeProportional(t *testing.T) {
	e := NewEngine()
	e.p = profiles["pokerstars"]
	e.res.Pots = []Pot{{AmountRaw: 44, Amount: 44}, {AmountRaw: 64, Amount: 64}}
	e.res.TotalPot = 108
	e.rakeProportional(5)
	if e.res.Pots[0].Amount != 42 || e.res.Pots[1].Amount != 61 {
		t.Errorf("pots after rake %d and %d, want 42 and 61", e.res.Pots[0].Amount, e.res.Pots[1].Amount)
	}
}
