package replay

import (
	"math/bits"

	"github.com/stud8/stud8/cards"
)

// boardMasks counts the ranks of up to four up cards: m[k] has the bit of
// every rank seen more than k times (bit r-1 for rank r; in razz the ace is
// rank 1). Adding a card is O(1), so the engine keeps one per player.
type boardMasks [4]uint16

// add counts one more card of rank bit b.
func (m *boardMasks) add(c cards.Card, razz bool) {
	r := uint(c.Rank())
	if razz && r == 14 {
		r = 1
	}
	b := uint16(1) << (r - 1)
	switch {
	case m[2]&b != 0:
		m[3] |= b
	case m[1]&b != 0:
		m[2] |= b
	case m[0]&b != 0:
		m[1] |= b
	default:
		m[0] |= b
	}
}

// value ranks the board for the order of action, larger acting first: in
// stud and stud hi/lo quads > trips > two pair > pair > high cards, then
// the paired ranks, then the other cards, highest first (ace high); in razz
// the lowest board is the largest value (ace low, any pairing worse than
// none). Comparing rank masks as integers compares the ranks highest first.
func (m *boardMasks) value(razz bool) uint32 {
	quads := m[3]
	trips := m[2] &^ m[3]
	pairs := m[1] &^ m[2]
	singles := m[0] &^ m[1]
	var cat uint32
	switch {
	case quads != 0:
		cat = 4
	case trips != 0:
		cat = 3
	case bits.OnesCount16(pairs) >= 2:
		cat = 2
	case pairs != 0:
		cat = 1
	}
	key := cat<<28 | uint32(quads|trips|pairs)<<14 | uint32(singles)
	if razz {
		return 1<<31 - key
	}
	return key
}

// boardValue ranks up to four up cards as boardMasks.value does. It orders
// boards exactly as cards.EvalBoard and cards.EvalBoardRazz
// (TestBoardValueOrder); the engine keeps the masks incrementally because
// it looks at every board on every street.
func boardValue(up []cards.Card, razz bool) uint32 {
	var m boardMasks
	for _, c := range up {
		if c.Known() {
			m.add(c, razz)
		}
	}
	return m.value(razz)
}
