package cards

import "math/bits"

// HighClass is the category of a high hand, weakest first.
type HighClass uint8

// High hand classes, weakest first. The zero HighClass is no hand.
const (
	HighCard HighClass = iota + 1
	Pair
	TwoPair
	Trips
	Straight
	Flush
	FullHouse
	Quads
	StraightFlush
)

var highClassNames = [...]string{
	"", "High card", "One pair", "Two pair", "Three of a kind", "Straight",
	"Flush", "Full house", "Four of a kind", "Straight flush",
}

// String returns the class name as the oracle vectors spell it ("One pair", "Full house").
func (c HighClass) String() string {
	if int(c) >= len(highClassNames) {
		return "invalid"
	}
	return highClassNames[c]
}

// HighValue is the strength of a high hand: larger is stronger and equal
// values tie (split the pot). The zero HighValue is no hand.
//
// Layout: class<<26 | primary<<13 | kickers, where primary and kickers are
// 13-bit rank masks (bit 0 = Two, bit 12 = Ace). Primary holds the ranks
// that define the class (the pair, both pairs, the trips, the quads, the
// top card of a straight); kickers holds the remaining ranks that play (for a
// full house, the pair; for a flush or high card, all five).
type HighValue uint32

const (
	classShift   = 26
	primaryShift = 13
	rankMaskAll  = 1<<13 - 1
)

// Class returns the category of the hand.
func (v HighValue) Class() HighClass { return HighClass(v >> classShift) }

func (v HighValue) primary() uint32 { return uint32(v>>primaryShift) & rankMaskAll }
func (v HighValue) kickers() uint32 { return uint32(v) & rankMaskAll }

func makeHigh(c HighClass, primary, kickers uint32) HighValue {
	return HighValue(uint32(c)<<classShift | primary<<primaryShift | kickers)
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

// EvalHigh returns the strength of the best five-card high hand among cs
// (5, 6 or 7 distinct known cards; None cards are ignored). It does not
// allocate. With fewer than five cards it ranks what is there (pairs, trips,
// quads and high cards; no straight or flush).
func EvalHigh(cs []Card) HighValue {
	if len(cs) > 7 {
		return evalPacked(pack(cs))
	}
	key, lanes := uint64(suitBias), uint64(0)
	for _, c := range cs {
		e := &cardTable[c]
		key += e.key
		lanes |= e.lane
	}
	return highFromKey(key, lanes)
}

// Eval7 is the fast path for seven distinct known cards: the best high hand
// and the best 8-or-better low (NoLow when none qualifies). It does not
// allocate and costs about as much as a few cache hits. Invalid input (None
// or repeated cards) gives a meaningless result but never panics.
func Eval7(a [7]Card) (HighValue, LowValue) {
	e0, e1, e2, e3 := &cardTable[a[0]], &cardTable[a[1]], &cardTable[a[2]], &cardTable[a[3]]
	e4, e5, e6 := &cardTable[a[4]], &cardTable[a[5]], &cardTable[a[6]]
	key := suitBias + e0.key + e1.key + e2.key + e3.key + e4.key + e5.key + e6.key
	lanes := e0.lane | e1.lane | e2.lane | e3.lane | e4.lane | e5.lane | e6.lane
	low := low8Packed(lanes)
	if key&flushBits != 0 {
		return flushValue(key, lanes), low
	}
	k := uint32(key)
	slot := k + rowOffset[k>>rowShift&uint32(len(rowOffset)-1)]
	if slot >= rankTableSize {
		return evalPacked(lanes), low // not seven distinct cards
	}
	return rankTable[slot], low
}

// highFromKey returns the high value of cards whose summed cardTable keys
// (plus suitBias) are key and whose packed suit lanes are lanes.
func highFromKey(key, lanes uint64) HighValue {
	if key&flushBits != 0 {
		return flushValue(key, lanes)
	}
	k := uint32(key)
	slot := k + rowOffset[k>>rowShift&uint32(len(rowOffset)-1)]
	if slot >= rankTableSize {
		return evalPacked(lanes) // not a multiset of seven cards or fewer
	}
	return rankTable[slot]
}

// flushValue returns the value of the flush in lanes, the suit whose counter
// in key reached five.
func flushValue(key, lanes uint64) HighValue {
	// Bit 3 of suit s's counter is bit 51+4s; its lane starts at bit 16s.
	shift := 4 * uint(bits.TrailingZeros64(key&flushBits)-51)
	return flushTable[lanes>>shift&rankMaskAll]
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

// evalPacked ranks the cards in the packed suit lanes x.
func evalPacked(x uint64) HighValue {
	a := uint32(x) & rankMaskAll
	b := uint32(x>>16) & rankMaskAll
	c := uint32(x>>32) & rankMaskAll
	d := uint32(x>>48) & rankMaskAll

	// A flush cannot coexist with a full house or quads in 7 cards or fewer.
	if fl := flushMask(a, b, c, d); fl != 0 {
		if t := straightTop(fl); t != 0 {
			return makeHigh(StraightFlush, t, 0)
		}
		return makeHigh(Flush, 0, keepTop(fl, 5))
	}

	// Masks of ranks held at least once, twice, three and four times.
	ab, cd := a&b, c&d
	aob, cod := a|b, c|d
	ones := aob | cod
	twos := ab | cd | aob&cod
	if twos == 0 {
		if t := straightTop(ones); t != 0 {
			return makeHigh(Straight, t, 0)
		}
		return makeHigh(HighCard, 0, keepTop(ones, 5))
	}
	if q := ab & cd; q != 0 {
		q = topBit(q)
		return makeHigh(Quads, q, topBit(ones&^q))
	}
	threes := ab&cod | cd&aob
	if threes != 0 {
		t := topBit(threes)
		if p := twos &^ t; p != 0 {
			return makeHigh(FullHouse, t, topBit(p))
		}
	}
	if t := straightTop(ones); t != 0 {
		return makeHigh(Straight, t, 0)
	}
	if threes != 0 {
		return makeHigh(Trips, threes, keepTop(ones&^threes, 2))
	}
	if twos&(twos-1) != 0 {
		p := keepTop(twos, 2)
		return makeHigh(TwoPair, p, topBit(ones&^p))
	}
	return makeHigh(Pair, twos, keepTop(ones&^twos, 3))
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

// BestHigh returns the strength of the best high hand among cs and the five
// cards that make it (in the order of cs). When several choices of five cards
// tie, it returns one of them. With fewer than five known cards the unused
// slots are None; cards beyond the seventh known one are ignored.
func BestHigh(cs []Card) (HighValue, [5]Card) {
	var known [7]Card
	n := 0
	for _, c := range cs {
		if c.Known() && n < len(known) {
			known[n] = c
			n++
		}
	}
	var best [5]Card
	if n <= 5 {
		copy(best[:], known[:n])
		return EvalHigh(best[:n]), best
	}
	v := EvalHigh(known[:n])
	// Try every five-card subset, as a bit mask over known, until one matches.
	for sub := uint(1<<n - 1); sub > 0; sub-- {
		if bits.OnesCount(sub) != 5 {
			continue
		}
		k := 0
		for i := 0; i < n; i++ {
			if sub&(1<<i) != 0 {
				best[k] = known[i]
				k++
			}
		}
		if EvalHigh(best[:]) == v {
			return v, best
		}
	}
	panic("cards: no five-card subset matches the best hand")
}
