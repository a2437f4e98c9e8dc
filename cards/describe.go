package cards

import (
	"math/bits"
	"strings"
)

var rankNames = [...]string{
	Two: "Deuce", Three: "Three", Four: "Four", Five: "Five", Six: "Six",
	Seven: "Seven", Eight: "Eight", Nine: "Nine", Ten: "Ten", Jack: "Jack",
	Queen: "Queen", King: "King", Ace: "Ace",
}

var rankPlurals = [...]string{
	Two: "Deuces", Three: "Threes", Four: "Fours", Five: "Fives", Six: "Sixes",
	Seven: "Sevens", Eight: "Eights", Nine: "Nines", Ten: "Tens", Jack: "Jacks",
	Queen: "Queens", King: "Kings", Ace: "Aces",
}

// Name returns the rank's name as PokerStars writes it in hand
// descriptions ("Deuce", "Six", "Ace").
func (r Rank) Name() string { return rankNames[r] }

// Plural returns the rank's plural as PokerStars writes it ("Deuces", "Sixes").
func (r Rank) Plural() string { return rankPlurals[r] }

// maskRank returns the highest rank in a 13-bit rank mask (bit 0 = Two).
func maskRank(m uint32) Rank { return Rank(bits.Len32(m)-1) + Two }

// straightLow returns the lowest rank of the straight whose top rank is top.
func straightLow(top Rank) Rank {
	if top == Five {
		return Ace
	}
	return top - 4
}

// Describe returns the hand as PokerStars describes it after "HI:" or
// "with": "high card Ace", "a pair of Eights", "two pair, Queens and Fives",
// "three of a kind, Aces", "a straight, Three to Seven", "a straight, Ace to
// Five", "a flush, Queen high", "a full house, Kings full of Fives", "four of
// a kind, Aces", "a straight flush, Ace to Five", and "a Royal Flush" for the
// ace-high straight flush (PokerStars' wording in its other games; no stud
// royal appears in our samples).
func (v HighValue) Describe() string {
	r := v.rich()
	p, k := r.primary(), r.kickers()
	switch r.class() {
	case HighCard:
		return "high card " + maskRank(k).Name()
	case Pair:
		return "a pair of " + maskRank(p).Plural()
	case TwoPair:
		lo := p & -p // the lower pair
		return "two pair, " + maskRank(p).Plural() + " and " + maskRank(lo).Plural()
	case Trips:
		return "three of a kind, " + maskRank(p).Plural()
	case Straight:
		top := maskRank(p)
		return "a straight, " + straightLow(top).Name() + " to " + top.Name()
	case Flush:
		return "a flush, " + maskRank(k).Name() + " high"
	case FullHouse:
		return "a full house, " + maskRank(p).Plural() + " full of " + maskRank(k).Plural()
	case Quads:
		return "four of a kind, " + maskRank(p).Plural()
	case StraightFlush:
		top := maskRank(p)
		if top == Ace {
			return "a Royal Flush"
		}
		return "a straight flush, " + straightLow(top).Name() + " to " + top.Name()
	}
	return "no hand"
}

// Describe returns the low as PokerStars prints it after "LO:" (stud
// hi/lo) or "Lo:" (razz): the five ranks highest first, separated by commas,
// ace as "A" and ten as "T" ("8,7,6,3,A", "T,5,3,2,A"). A paired razz low
// lists its ranks the same way ("6,6,4,2,A"). NoLow is "no low".
func (v LowValue) Describe() string {
	if v == NoLow {
		return "no low"
	}
	var sb strings.Builder
	sb.Grow(9)
	for i, r := range v.Ranks() {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteByte(r.Char())
	}
	return sb.String()
}
