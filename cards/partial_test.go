package cards

import (
	"math/rand/v2"
	"testing"
)

// TestPartialEval7 builds random seven-card hands one card at a time, in a
// random order and from a shared prefix, and checks Partial.Eval7 against
// the bit-mask evaluator (rich.go) and against Eval7 of the same cards.
func TestPartialEval7(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	deck := make([]Card, 52)
	for i := range deck {
		deck[i] = Card(i + 1)
	}
	flushes := 0
	for n := 0; n < 200_000; n++ {
		rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		var a [7]Card
		copy(a[:], deck)
		// A shared prefix of k cards, then the rest added to a copy.
		k := rng.IntN(8)
		var base Partial
		for _, c := range a[:k] {
			base = base.Add(c)
		}
		p := base
		for _, c := range a[k:] {
			p = p.Add(c)
		}
		h, l := p.Eval7()
		x := pack(a[:])
		if r := evalPacked(x); richOf[h] != r || l != low8Packed(x) {
			t.Fatalf("%v: Partial %s, %s; bit masks %s, %s", a, h.Describe(), l.Describe(), r.value().Describe(), low8Packed(x).Describe())
		}
		if eh, el := Eval7(a); eh != h || el != l {
			t.Fatalf("%v: Partial %s, %s; Eval7 %s, %s", a, h.Describe(), l.Describe(), eh.Describe(), el.Describe())
		}
		if c := h.Class(); c == Flush || c == StraightFlush {
			flushes++
		}
	}
	if flushes == 0 {
		t.Error("no flush among the hands: the flush path went untested")
	}
	// Unknown cards add nothing.
	var p Partial
	if p.Add(None) != p {
		t.Error("adding None changed the Partial")
	}
}
