package replay

import "github.com/stud8/stud8/hand"

// absoluteProfile is the default profile of Absolute Poker hands
// (docs/sites/absolute.md). The one Absolute hand ($0.02/$0.04 stud hi/lo)
// decides: a $0.04 rake on a $0.43 pot (9.3%), so rake is checked only to
// be at most 10% rounded up; the odd cent of a split goes to high (as
// RULES.md). The rest follows RULES.md as the PokerStars profile does.
var absoluteProfile = func() *Profile {
	p := pokerStars("absolute", hand.GameOther,
		"Absolute Poker, each hand under the rules of its own game (stud hi/lo, stud, razz)")
	p.Rake = RakePolicy{Rule: RakeUpTo, PerMille: 100, Rounding: RoundUp, NoRakeOnThird: true, FreeTourney: true}
	p.StructureSite = "Absolute" // its rows of replay/stakes
	return p
}()

func init() { profiles["absolute"] = absoluteProfile }
