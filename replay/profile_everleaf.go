package replay

import "github.com/stud8/stud8/hand"

// everleafProfile is the default profile of Everleaf hands
// (docs/sites/everleaf.md). The two Everleaf files (25 stud hands at
// $0.05/$0.10) decide little: no rake when the hand ends on 3rd street,
// and an implied rake (no rake is printed) of 3.8% to 7.9% of the pot, so
// rake is checked only to be at most 8% rounded up. No hand reaches a cap
// or ties a board with cards known, so the rest follows RULES.md as the
// PokerStars profile does; the structure ($0.01 ante, $0.02 bring-in) is
// the one the files show.
var everleafProfile = func() *Profile {
	p := pokerStars("everleaf", hand.GameOther,
		"Everleaf Gaming, each hand under the rules of its own game (stud, stud hi/lo, razz)")
	p.Rake = RakePolicy{Rule: RakeUpTo, PerMille: 80, Rounding: RoundUp, NoRakeOnThird: true, FreeTourney: true}
	p.StructureSite = "Everleaf" // its rows of replay/stakes
	return p
}()

func init() { profiles["everleaf"] = everleafProfile }
