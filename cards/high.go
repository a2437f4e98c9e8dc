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
// values tie (split the pot). The zero HighValue is no hand. Values are
// dense ranks (1 for the weakest hand of one card) so that the fast
// evaluator's tables stay small; Class and Describe decode them.
type HighValue uint32

// Class returns the category of the hand.
func (v HighValue) Class() HighClass { return v.rich().class() }

// rich returns the value in its descriptive layout (see richValue).
func (v HighValue) rich() richValue {
	if int(v) >= len(richOf) {
		return 0
	}
	return richOf[v]
}

// EvalHigh returns the strength of the best five-card high hand among cs
// (5, 6 or 7 distinct known cards; None cards are ignored). It does not
// allocate. With fewer than five cards it ranks what is there (pairs, trips,
// quads and high cards; no straight or flush).
func EvalHigh(cs []Card) HighValue {
	if len(cs) > 7 {
		return evalPacked(pack(cs)).value()
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
		return evalPacked(lanes).value(), low // not seven distinct cards
	}
	return HighValue(rankTable[slot]), low
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
		return evalPacked(lanes).value() // not a multiset of seven cards or fewer
	}
	return HighValue(rankTable[slot])
}

// flushValue returns the value of the flush in lanes, the suit whose counter
// in key reached five.
func flushValue(key, lanes uint64) HighValue {
	// Bit 3 of suit s's counter is bit 51+4s; its lane starts at bit 16s.
	shift := 4 * uint(bits.TrailingZeros64(key&flushBits)-51)
	return HighValue(flushTable[lanes>>shift&rankMaskAll])
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
