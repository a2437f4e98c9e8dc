package replay

import "github.com/stud8/stud8/hand"

// partyPokerProfile is the default profile of PartyPoker hands (docs/sites/partypoker.md).
// The site's corpus files show the PokerStars settings where they show
// anything (a cap of four bets, odd chip to high, board ties in seat
// order, rake within 5% and none in tournaments), so the profile is the
// PokerStars one under its own name, with its own rows of the stakes table
// (replay/stakes; none yet), and the structures learnt from the run.
var partyPokerProfile = func() *Profile {
	p := pokerStars("partypoker", hand.GameOther, "PartyPoker, each hand under the rules of its own game (stud hi/lo, stud, razz)")
	p.StructureSite = "PartyPoker" // the site's rows of replay/stakes (none yet: structures are learnt from the run)
	return p
}()

func init() { profiles["partypoker"] = partyPokerProfile }
