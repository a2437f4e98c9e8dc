package replay

import "github.com/stud8/stud8/hand"

// fullTiltProfile is the default profile of Full Tilt hands
// (docs/sites/fulltilt.md). The Full Tilt files decide: a cap of 4 bets
// (completion and three raises, reached three times on 3rd street, never
// passed), no rake when the hand ends on 3rd street nor in tournaments, rake
// up to 5% (the files show 3.97% to 4.72%) capped at $3 ($3 on $75.50 and
// on $132.40), board ties and odd chips as PokerStars (nothing in the
// files contradicts RULES.md). The rest follows RULES.md as the PokerStars
// profile does.
var fullTiltProfile = func() *Profile {
	p := pokerStars("fulltilt", hand.GameOther,
		"Full Tilt Poker, each hand under the rules of its own game (stud hi/lo, stud, razz)")
	p.Rake = RakePolicy{Rule: RakeUpTo, PerMille: 50, Rounding: RoundHalfEven, CapCash: 300,
		NoRakeOnThird: true, FreeTourney: true}
	p.StructureSite = "FullTilt" // its rows of replay/stakes
	return p
}()

func init() { profiles["fulltilt"] = fullTiltProfile }
