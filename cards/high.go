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

// EvalHigh returns the strength of the best five-card high hand among the
// known cards of cs (None cards are ignored; a repeated card counts once).
// It does not allocate. Seven cards take the table-driven path of Eval7;
// other counts the slower bit-mask path. With fewer than five cards it ranks
// what is there (pairs, trips, quads and high cards; no straight or flush).
// Beyond seven cards it is exact as long as one suit at most holds five.
func EvalHigh(cs []Card) HighValue {
	if len(cs) == 7 {
		var set Set
		key := uint64(suitBias)
		for _, c := range cs {
			set |= cardSet[c]
			key += cardKey[c]
		}
		if bits.OnesCount64(uint64(set)) == 7 {
			if key&flushBits != 0 {
				return flushValue(key, pack(cs))
			}
			return HighValue(rankTable[rankSlot(key)])
		}
	}
	return evalPacked(pack(cs)).value()
}

// Eval7 is the fast path for seven distinct known cards: the best high hand
// and the best 8-or-better low (NoLow when none qualifies), equal to
// EvalHigh and EvalLow8 of the same cards. It does not allocate: a handful
// of loads from small tables. Invalid input (None or repeated cards) gives a
// meaningless result but never panics.
func Eval7(a [7]Card) (HighValue, LowValue) { return eval7(&a) }

// eval7 is Eval7 on a pointer: Eval7 stays small enough to be inlined, so
// callers do not pay for copying the array through the stack twice.
func eval7(a *[7]Card) (HighValue, LowValue) {
	key := suitBias + cardKey[a[0]] + cardKey[a[1]] + cardKey[a[2]] + cardKey[a[3]] +
		cardKey[a[4]] + cardKey[a[5]] + cardKey[a[6]]
	low := low8Table[lowBit[a[0]]|lowBit[a[1]]|lowBit[a[2]]|lowBit[a[3]]|
		lowBit[a[4]]|lowBit[a[5]]|lowBit[a[6]]]
	if f := key & flushBits; f != 0 {
		lanes := laneBits[a[0]] | laneBits[a[1]] | laneBits[a[2]] | laneBits[a[3]] |
			laneBits[a[4]] | laneBits[a[5]] | laneBits[a[6]]
		// Bit 3 of suit s's counter is bit 51+4s; its lane starts at bit 16s.
		shift := 4 * uint(bits.TrailingZeros64(f)-51)
		return HighValue(flushTable[lanes>>shift&rankMaskAll]), low
	}
	return HighValue(rankTable[rankSlot(key)]), low
}

// rankSlot returns the rankTable slot of a seven-card rank key sum (the low
// 32 bits of key). For other sums it returns some slot: uint16 arithmetic
// keeps it in range.
func rankSlot(key uint64) uint16 {
	k := uint32(key)
	return uint16(k&(1<<rowShift-1)) + rowBase[k>>rowShift&uint32(len(rowBase)-1)]
}

// flushValue returns the value of the flush in lanes, in the suit whose
// counter in key reached five.
func flushValue(key, lanes uint64) HighValue {
	shift := 4 * uint(bits.TrailingZeros64(key&flushBits)-51)
	return HighValue(flushTable[lanes>>shift&rankMaskAll])
}

// BestHigh returns the strength of the best high hand among cs and the five
// cards that make it (in the order of cs). When several choices of five cards
// tie, it returns one of them. With fewer than five known cards the unused
// slots are None. Unknown and repeated cards are skipped, and known cards
// beyond the seventh distinct one ignored.
func BestHigh(cs []Card) (HighValue, [5]Card) {
	var known [7]Card
	var seen Set
	n := 0
	for _, c := range cs {
		if c.Known() && !seen.Has(c) && n < len(known) {
			seen = seen.Add(c)
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

// Partial is a seven-card hand in the making, for valuing many hands that
// share some of their cards: the shared cards are added once and each hand
// adds only its own. A Partial holding seven distinct known cards gives by
// Eval7 what Eval7 gives for the same cards, in any order. The zero Partial
// holds no card.
type Partial struct {
	key, lanes uint64
	low        uint8
}

// Add returns p with card c added. Unknown cards add nothing.
func (p Partial) Add(c Card) Partial {
	return Partial{key: p.key + cardKey[c], lanes: p.lanes | laneBits[c], low: p.low | lowBit[c]}
}

// Eval7 returns the best high hand and 8-or-better low of p's seven cards
// (see Eval7). With other than seven distinct known cards the result is
// meaningless, never a panic.
func (p Partial) Eval7() (HighValue, LowValue) {
	key := suitBias + p.key
	if key&flushBits != 0 {
		return flushValue(key, p.lanes), low8Table[p.low]
	}
	return HighValue(rankTable[rankSlot(key)]), low8Table[p.low]
}
