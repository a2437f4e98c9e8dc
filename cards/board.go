package cards

// BoardValue is the strength of an exposed board (the up cards) for the
// order of action: larger is better. Equal values tie whatever the suits.
// Values are only meaningful between boards of the same number of cards,
// from the same function. The empty board is 0.
type BoardValue uint32

// Board pairing categories, weakest first.
const (
	boardHigh = iota
	boardPair
	boardTwoPair
	boardTrips
	boardQuads
)

// boardGroups sorts the up cards' ranks into groups, largest group first and,
// within equal sizes, best rank first by the given rank order (larger is
// better). It returns the pairing category and the ranks in that order as
// four 4-bit digits, most significant first, for ranks mapped by value.
func boardGroups(up []Card, value func(Rank) uint32) (cat, digits uint32, n int) {
	var count [16]uint8
	for _, c := range up {
		if c.Known() {
			count[value(c.Rank())]++
			n++
		}
	}
	// Emit ranks by group size (4 down to 1), each size by value high to low.
	pairs := 0
	shift := 12
	for size := uint8(4); size >= 1; size-- {
		for v := 15; v >= 0; v-- {
			if count[v] != size {
				continue
			}
			switch size {
			case 4:
				cat = boardQuads
			case 3:
				cat = boardTrips
			case 2:
				pairs++
			}
			for i := uint8(0); i < size && shift >= 0; i++ {
				digits |= uint32(v) << uint(shift)
				shift -= 4
			}
		}
	}
	if cat == boardHigh {
		cat = uint32(min(pairs, 2)) // boardHigh, boardPair or boardTwoPair
	}
	return cat, digits, n
}

// EvalBoard ranks 1 to 4 up cards for stud and stud hi/lo: quads beat trips
// beat two pair beat a pair beat high cards; within a category the ranks
// are compared in turn (the paired ranks first), ace high. Straights and
// flushes do not count and suits are ignored.
func EvalBoard(up []Card) BoardValue {
	cat, digits, n := boardGroups(up, func(r Rank) uint32 { return uint32(r) })
	if n == 0 {
		return 0
	}
	return BoardValue(cat<<16 | digits)
}

// EvalBoardRazz ranks 1 to 4 up cards for razz, where the best low board
// acts first: larger is a better (lower) board. Ace is low; any pairing is
// worse than no pairing (a pair beats two pair beats trips beats quads),
// then the ranks are compared from the most significant (paired ranks first,
// then the highest card), lower being better.
func EvalBoardRazz(up []Card) BoardValue {
	cat, digits, n := boardGroups(up, lowRankValue)
	if n == 0 {
		return 0
	}
	return BoardValue(lowLimit - (cat<<16 | digits))
}

// BringInIndex returns the index in up of the card that must bring in, or -1
// when up holds no known card. In stud and stud hi/lo it is the lowest card
// by rank (ace high), ties broken by suit (clubs lowest); in razz the
// highest by rank (ace low, king highest), ties broken by suit (spades
// highest).
func BringInIndex(up []Card, razz bool) int {
	best := -1
	var bestKey uint32
	for i, c := range up {
		if !c.Known() {
			continue
		}
		// key: larger means "more obliged to bring in".
		var key uint32
		if razz {
			key = lowRankValue(c.Rank())<<2 | uint32(c.Suit())
		} else {
			key = (15-uint32(c.Rank()))<<2 | (3 - uint32(c.Suit()))
		}
		if best < 0 || key > bestKey {
			best, bestKey = i, key
		}
	}
	return best
}
