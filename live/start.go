package live

import "github.com/stud8/stud8/cards"

// Starting classes of 3rd street's three cards
// (docs/definitions.md#starting-class), tried in this order. They are
// replay's (replay.StartClasses); TestStartClassIsReplays checks that both
// classify every ordered three cards alike.
const (
	StartRolledUp      = "rolled-up trips"
	StartBuriedPair    = "buried pair"
	StartSplitPair     = "split pair"
	StartThreeLow      = "three to a low"
	StartThreeSuited   = "three suited"
	StartThreeStraight = "three to a straight"
	StartOther         = "other"
)

// StartClass classifies 3rd street's three cards own (two down cards, then
// the door card), "" unless all three are known.
func StartClass(own [3]cards.Card) string {
	d1, d2, door := own[0], own[1], own[2]
	if !door.Known() || !d1.Known() || !d2.Known() {
		return ""
	}
	r0, r1, r2 := door.Rank(), d1.Rank(), d2.Rank()
	l0, l1, l2 := lowValue(r0), lowValue(r1), lowValue(r2)
	spread3 := func(a, b, c int) int { return max(a, b, c) - min(a, b, c) }
	switch {
	case r0 == r1 && r1 == r2:
		return StartRolledUp
	case r1 == r2:
		return StartBuriedPair
	case r0 == r1 || r0 == r2:
		return StartSplitPair
	case l0 <= 8 && l1 <= 8 && l2 <= 8:
		return StartThreeLow
	case door.Suit() == d1.Suit() && d1.Suit() == d2.Suit():
		return StartThreeSuited
	case spread3(int(r0), int(r1), int(r2)) <= 4 || spread3(l0, l1, l2) <= 4:
		return StartThreeStraight
	}
	return StartOther
}
