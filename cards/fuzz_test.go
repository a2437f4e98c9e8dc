package cards

import (
	"math/bits"
	"testing"
)

// FuzzEvaluators feeds arbitrary bytes as cards (unknown, invalid and
// repeated ones included) to every evaluator: none may panic, and the fast
// paths must agree with the bit-mask evaluator whenever the input is valid.
func FuzzEvaluators(f *testing.F) {
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7})
	f.Add([]byte{52, 51, 50, 49, 48, 47, 46})
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0})
	f.Add([]byte{1, 1, 1, 1, 1, 1, 1})
	f.Add([]byte{200, 53, 255, 9, 13, 17, 21, 25})
	f.Add([]byte{4, 8, 12, 16, 20})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 9 {
			data = data[:9]
		}
		cs := make([]Card, len(data))
		for i, b := range data {
			cs[i] = Card(b)
		}
		x := pack(cs)
		distinct := bits.OnesCount64(x)

		high := EvalHigh(cs)
		if distinct <= 7 && high != evalPacked(x).value() {
			t.Fatalf("%v: EvalHigh %s, bit masks %s", cs, high.Describe(), evalPacked(x).value().Describe())
		}
		_ = high.Describe()
		low := EvalLow8(cs)
		razz := EvalLowRazz(cs)
		if (razz == NoLow) != (distinct < 5) {
			t.Fatalf("%v: razz low %q with %d distinct cards", cs, razz.Describe(), distinct)
		}
		if low != NoLow && low != razz {
			t.Fatalf("%v: 8-or-better %q but razz %q", cs, low.Describe(), razz.Describe())
		}
		_, _ = low.Describe(), razz.Describe()
		if v, five := BestHigh(cs); distinct <= 7 && v != high {
			t.Fatalf("%v: BestHigh %s (%v), EvalHigh %s", cs, v.Describe(), five, high.Describe())
		}
		if len(cs) == 7 {
			var a [7]Card
			copy(a[:], cs)
			h, l := Eval7(a)
			if distinct == 7 && (h != high || l != low) {
				t.Fatalf("%v: Eval7 %s %s, EvalHigh %s, EvalLow8 %s", cs, h.Describe(), l.Describe(), high.Describe(), low.Describe())
			}
		}
		up := cs
		if len(up) > 4 {
			up = up[:4]
		}
		_, _ = EvalBoard(up), EvalBoardRazz(up)
		for _, razz := range []bool{false, true} {
			if i := BringInIndex(cs, razz); i >= len(cs) || (i < 0 && distinct > 0) {
				t.Fatalf("%v: BringInIndex %d", cs, i)
			}
		}
	})
}
