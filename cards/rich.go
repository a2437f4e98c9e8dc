package cards

import (
	"math/bits"
	"slices"
)

// richValue is a high hand's strength in a descriptive layout:
// class<<26 | primary<<13 | kickers, where primary and kickers are 13-bit
// rank masks (bit 0 = Two, bit 12 = Ace). Primary holds the ranks that define
// the class (the pair, both pairs, the trips, the quads, the top card of a
// straight); kickers holds the other ranks that play (for a full house, the
// pair; for a flush or high card, all five). Larger is stronger, as for
// HighValue, which numbers the richValues in order.
type richValue uint32

const (
	classShift   = 26
	primaryShift = 13
	rankMaskAll  = 1<<13 - 1
)

func makeRich(c HighClass, primary, kickers uint32) richValue {
	return richValue(uint32(c)<<classShift | primary<<primaryShift | kickers)
}

func (r richValue) class() HighClass { return HighClass(r >> classShift) }
func (r richValue) primary() uint32  { return uint32(r>>primaryShift) & rankMaskAll }
func (r richValue) kickers() uint32  { return uint32(r) & rankMaskAll }

// value returns the HighValue numbering r (see richOf).
func (r richValue) value() HighValue {
	i, ok := slices.BinarySearch(richOf, r)
	if !ok {
		panic("cards: hand value missing from richOf")
	}
	return HighValue(i)
}

// laneBits[c] is the card's bit in the packed suit representation: each suit
// has a 16-bit lane (clubs lowest) holding a 13-bit rank mask. Unknown or
// invalid cards map to 0 and are ignored by the evaluators.
var laneBits = func() (t [256]uint64) {
	for c := Card(1); c <= 52; c++ {
		t[c] = 1 << (16*uint(c.Suit()) + uint(c.Rank()-Two))
	}
	return t
}()

// pack returns the suit lanes of the known cards in cs.
func pack(cs []Card) uint64 {
	var x uint64
	for _, c := range cs {
		x |= laneBits[c]
	}
	return x
}

// straightTop returns the mask bit of the top card of the highest straight in
// the rank mask m (bit 0 = Two), or 0. The wheel's top card is the Five.
func straightTop(m uint32) uint32 {
	// Shift up one place and put the ace below the deuce as well.
	w := m<<1 | m>>12&1
	s := w & (w << 1) & (w << 2) & (w << 3) & (w << 4)
	if s == 0 {
		return 0
	}
	return 1 << (bits.Len32(s) - 2)
}

// keepTop clears the lowest bits of m until at most n remain.
func keepTop(m uint32, n int) uint32 {
	for k := bits.OnesCount32(m); k > n; k-- {
		m &= m - 1
	}
	return m
}

// topBit returns the highest bit of m (0 for 0).
func topBit(m uint32) uint32 {
	if m == 0 {
		return 0
	}
	return 1 << (bits.Len32(m) - 1)
}

// evalPacked ranks the cards in the packed suit lanes x (any number of
// cards, as long as at most one suit holds five or more). It is the
// bit-mask evaluator the fast tables are built from.
func evalPacked(x uint64) richValue {
	if x == 0 {
		return 0
	}
	a := uint32(x) & rankMaskAll
	b := uint32(x>>16) & rankMaskAll
	c := uint32(x>>32) & rankMaskAll
	d := uint32(x>>48) & rankMaskAll
	fl := flushMask(a, b, c, d)
	if t := straightTop(fl); t != 0 {
		return makeRich(StraightFlush, t, 0)
	}

	// Masks of ranks held at least once, twice, three and four times.
	ab, cd := a&b, c&d
	aob, cod := a|b, c|d
	ones := aob | cod
	twos := ab | cd | aob&cod
	threes := ab&cod | cd&aob
	if q := ab & cd; q != 0 {
		q = topBit(q)
		return makeRich(Quads, q, topBit(ones&^q))
	}
	if t := topBit(threes); t != 0 {
		if p := twos &^ t; p != 0 {
			return makeRich(FullHouse, t, topBit(p))
		}
	}
	switch {
	case fl != 0:
		return makeRich(Flush, 0, keepTop(fl, 5))
	case straightTop(ones) != 0:
		return makeRich(Straight, straightTop(ones), 0)
	case threes != 0:
		return makeRich(Trips, threes, keepTop(ones&^threes, 2))
	case bits.OnesCount32(twos) >= 2:
		p := keepTop(twos, 2)
		return makeRich(TwoPair, p, topBit(ones&^p))
	case twos != 0:
		return makeRich(Pair, twos, keepTop(ones&^twos, 3))
	}
	return makeRich(HighCard, 0, keepTop(ones, 5))
}

// flushMask returns the rank mask of a suit holding five or more cards, or 0.
func flushMask(a, b, c, d uint32) uint32 {
	switch {
	case bits.OnesCount32(a) >= 5:
		return a
	case bits.OnesCount32(b) >= 5:
		return b
	case bits.OnesCount32(c) >= 5:
		return c
	case bits.OnesCount32(d) >= 5:
		return d
	}
	return 0
}
