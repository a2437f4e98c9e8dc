package replay

import "github.com/stud8/stud8/hand"

// bovadaProfile is the default profile of Bovada hands (docs/sites/bovada.md).
// The site's corpus files show the PokerStars settings where they show
// anything (a cap of four bets, odd chip to high, board ties in seat
// order, rake within 5% and none in tournaments), so the profile is the
// PokerStars one under its own name, with its own rows of the stakes table
// (replay/stakes; none yet), and the structures learnt from the run.
var bovadaProfile = func() *Profile {
	p := pokerStars("bovada", hand.GameOther, "Bovada, each hand under the rules of its own game (stud hi/lo, stud, razz)")
	p.StructureSite = "Bovada" // the site's rows of replay/stakes (none yet: structures are learnt from the run)
	return p
}()

func init() { profiles["bovada"] = bovadaProfile }
