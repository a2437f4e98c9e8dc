package replay

import "github.com/stud8/stud8/hand"

// partyPokerProfile is the default profile of PartyPoker hands (docs/sites/partypoker.md).
// The site's corpus files show the PokerStars settings where they show
// anything (a cap of four bets, odd chip to high, board ties in seat
// order, rake within 5% and none in tournaments), so the profile is the
// PokerStars one under its own name, without PokerStars' table of known
// structures: bring-ins are checked against 1/4 to 1/2 of the small bet.
var partyPokerProfile = func() *Profile {
	p := pokerStars("partypoker", hand.GameOther, "PartyPoker, each hand under the rules of its own game (stud hi/lo, stud, razz)")
	p.Structures = nil
	return p
}()

func init() { profiles["partypoker"] = partyPokerProfile }
