package cards

import (
	"math/bits"
	"slices"
)

//go:generate go run gen_rowoffset.go

// The fast high evaluator looks up non-flush hands by their multiset of
// ranks. Each rank has a key (rankKeys) chosen so that the sum of the keys of
// any multiset of at most seven ranks, each at most four times, is unique:
// the scheme and the constants of OMPEval (Henrik Aalto, github.com/zekyll/OMPEval).
// The sums are sparse (below 2^25), so they are folded into a dense table by
// row displacement: the sum's upper bits select a row, and rowOffset shifts
// each row so that no two sums share a slot. Flushes are looked up by the
// flush suit's rank mask.
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

// cardEntry is a card's contribution to the fast evaluator: key adds the
// rank's key (low 32 bits) and one to the suit's counter (bits 48..63);
// lane is the card's bit in the packed suit lanes (see laneBits).
type cardEntry struct{ key, lane uint64 }

var (
	cardTable [256]cardEntry
	rankTable [rankTableSize]uint16
	// flushTable maps a suit's 13-bit rank mask holding five or more cards
	// to the value of the best flush or straight flush.
	flushTable [1 << 13]uint16
	// richOf lists every richValue the evaluators can return, in increasing
	// order: HighValue v is richOf[v]. richOf[0] is 0, no hand.
	richOf []richValue
)

func init() {
	for c := Card(1); c <= 52; c++ {
		cardTable[c] = cardEntry{
			key:  uint64(rankKeys[c.Rank()-Two]) | 1<<(48+4*uint(c.Suit())),
			lane: laneBits[c],
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

// rankMultiset is a multiset of ranks: the sum of its rank keys and its value.
type rankMultiset struct {
	key  uint32
	rich richValue
}

// rankMultisets returns every multiset of at most seven ranks, each at most
// four times, valued with suits dealt in turn so that no suit holds five cards.
func rankMultisets() []rankMultiset {
	out := make([]rankMultiset, 0, 1<<17)
	var rec func(rank, cards int, key uint32, lanes uint64)
	rec = func(rank, cards int, key uint32, lanes uint64) {
		if rank == 13 {
			out = append(out, rankMultiset{key, evalPacked(lanes)})
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

// buildRichOf numbers in order the values of every rank multiset and of
// every flush.
func buildRichOf(multisets []rankMultiset) {
	all := make([]richValue, 0, len(multisets)+1<<13)
	for _, m := range multisets {
		all = append(all, m.rich)
	}
	for m := uint64(0); m < 1<<13; m++ {
		if bits.OnesCount64(m) >= 5 {
			all = append(all, evalPacked(m))
		}
	}
	slices.Sort(all)
	richOf = slices.Clip(slices.Compact(all))
}

// buildRankTable fills rankTable with the value of every rank multiset, at
// the slot given by the generated rowOffset.
func buildRankTable(multisets []rankMultiset) {
	var filled [rankTableSize]bool
	for _, m := range multisets {
		slot := m.key + rowOffset[m.key>>rowShift]
		if filled[slot] {
			panic("cards: rank table collision; run go generate ./cards")
		}
		filled[slot] = true
		rankTable[slot] = uint16(m.rich.value())
	}
}
