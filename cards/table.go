package cards

import (
	"math/bits"
	"slices"
)

//go:generate go run gen_rowoffset.go

// The fast high evaluator looks up seven-card non-flush hands by their
// multiset of ranks. Each rank has a key (rankKeys) chosen so that the sum of
// the keys of any multiset of at most seven ranks, each at most four times,
// is unique: the scheme and the constants of OMPEval
// (github.com/zekyll/OMPEval). The sums are sparse (below 2^25), so they are
// folded into a dense table by row displacement: the sum's upper bits select
// a row, and rowBase places each row so that no two sums share a slot
// (gen_rowoffset.go computes it). Flushes are looked up by the flush suit's
// rank mask. Other card counts use the bit-mask evaluator (rich.go).
var rankKeys = [13]uint32{
	0x2000, 0x8001, 0x11000, 0x3a000, 0x91000, 0x176005, 0x366000,
	0x41a013, 0x47802e, 0x479068, 0x48c0e4, 0x48f211, 0x494493,
}

const (
	rowShift = 12
	// suitBias starts each suit's 4-bit card counter at 3, so that bit 3 of
	// a counter is set exactly when the suit holds five to seven cards.
	suitBias  = 0x3333 << 48
	flushBits = 0x8888 << 48
)

var (
	// cardKey[c] is the card's contribution to the fast evaluator's key:
	// its rank's key in the low 32 bits and one in its suit's 4-bit counter
	// at bit 48+4*suit. Unknown and invalid cards add nothing.
	cardKey [256]uint64
	// lowBit[c] is the card's bit in a low8Table index (bit 0 = Ace ...
	// bit 7 = Eight), 0 for higher ranks and unknown cards.
	lowBit [256]uint8
	// cardSet[c] is the card as a Set (0 for unknown and invalid cards).
	cardSet [256]Set
	// rankTable maps a seven-card rank multiset's slot (see rankSlot) to
	// its HighValue when no flush is possible. It has 2^16 slots, so that
	// any uint16 slot is in range; the first rankTableSize are used.
	rankTable [1 << 16]uint16
	// flushTable maps a suit's 13-bit rank mask holding five or more cards
	// to the value of the best flush or straight flush.
	flushTable [1 << 13]uint16
	// richOf lists every richValue the evaluators can return, in increasing
	// order: HighValue v is richOf[v]. richOf[0] is 0, no hand.
	richOf []richValue
)

func init() {
	for c := Card(1); c <= 52; c++ {
		cardKey[c] = uint64(rankKeys[c.Rank()-Two]) | 1<<(48+4*uint(c.Suit()))
		cardSet[c] = Set(0).Add(c)
		if r := lowRankValue(c.Rank()); r <= 8 {
			lowBit[c] = 1 << (r - 1)
		}
	}
	multisets := rankMultisets()
	buildRichOf(multisets)
	for m := range flushTable {
		if bits.OnesCount(uint(m)) >= 5 {
			flushTable[m] = uint16(evalPacked(uint64(m)).value())
		}
	}
	buildRankTable(multisets)
}

// rankMultiset is a multiset of ranks: the sum of its rank keys, its
// value, and its number of cards.
type rankMultiset struct {
	key   uint32
	rich  richValue
	cards int
}

// rankMultisets returns every multiset of at most seven ranks, each at most
// four times, except those of six (which no table needs), valued with suits
// dealt in turn so that no suit holds five cards.
func rankMultisets() []rankMultiset {
	out := make([]rankMultiset, 0, 58000)
	var rec func(rank, cards int, key uint32, lanes uint64)
	rec = func(rank, cards int, key uint32, lanes uint64) {
		if rank == 13 {
			if cards != 6 {
				out = append(out, rankMultiset{key, evalPacked(lanes), cards})
			}
			return
		}
		for c := 0; c <= 4 && cards+c <= 7; c++ {
			rec(rank+1, cards+c, key, lanes)
			key += rankKeys[rank]
			lanes |= 1 << (16*uint((cards+c)%4) + uint(rank))
		}
	}
	rec(0, 0, 0, 0)
	return out
}

// buildRichOf numbers in order every value a hand can have. The best five
// of six or seven cards is worth what those five are alone, so the values
// of the multisets of up to five ranks and of the five-card flushes are all
// of them (value panics if one were missing).
func buildRichOf(multisets []rankMultiset) {
	all := make([]richValue, 0, 12000)
	for _, m := range multisets {
		if m.cards <= 5 {
			all = append(all, m.rich)
		}
	}
	for m := uint64(0); m < 1<<13; m++ {
		if bits.OnesCount64(m) == 5 {
			all = append(all, evalPacked(m))
		}
	}
	slices.Sort(all)
	richOf = slices.Clip(slices.Compact(all))
}

// buildRankTable fills rankTable with the value of every seven-card rank
// multiset, at the slot given by the generated rowBase.
func buildRankTable(multisets []rankMultiset) {
	var filled [len(rankTable)]bool
	for _, m := range multisets {
		if m.cards != 7 {
			continue
		}
		slot := rankSlot(uint64(m.key))
		if filled[slot] || slot >= rankTableSize {
			panic("cards: rank table collision; run go generate ./cards")
		}
		filled[slot] = true
		rankTable[slot] = uint16(m.rich.value())
	}
}
