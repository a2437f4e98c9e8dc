package replay

import "github.com/stud8/stud8/hand"

// bovadaProfile is the default profile of Bovada hands (docs/sites/bovada.md).
// The site's corpus files show the PokerStars settings where they show
// anything (a cap of four bets, odd chip to high, board ties in seat
// order, rake within 5% and none in tournaments), so the profile is the
// PokerStars one under its own name, without PokerStars' table of known
// structures: bring-ins are checked against 1/4 to 1/2 of the small bet.
var bovadaProfile = func() *Profile {
	p := pokerStars("bovada", hand.GameOther, "Bovada, each hand under the rules of its own game (stud hi/lo, stud, razz)")
	p.Structures = nil
	return p
}()

func init() { profiles["bovada"] = bovadaProfile }
