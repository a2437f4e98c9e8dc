package replay

import "github.com/stud8/stud8/hand"

// onGameProfile is the default profile of OnGame hands (docs/sites/ongame.md).
// The site's corpus files show the PokerStars settings where they show
// anything (a cap of four bets, odd chip to high, board ties in seat
// order, rake within 5% and none in tournaments), so the profile is the
// PokerStars one under its own name, with its own rows of the stakes table
// (replay/stakes; none yet), and the structures learnt from the run.
var onGameProfile = func() *Profile {
	p := pokerStars("ongame", hand.GameOther, "OnGame, each hand under the rules of its own game (stud hi/lo, stud, razz)")
	p.StructureSite = "OnGame" // the site's rows of replay/stakes (none yet: structures are learnt from the run)
	return p
}()

func init() { profiles["ongame"] = onGameProfile }
