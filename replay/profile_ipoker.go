package replay

import "github.com/stud8/stud8/hand"

// iPokerProfile is the iPoker network's default profile. Its files print
// no rake (the rake is implied: the players put in more than they win; 3.7%
// of a $0.82 pot in the corpus), no cap line and no board-tie case, so
// RULES.md's defaults as the PokerStars profile states them decide: four
// bets a street, ties between equal boards by seat order, odd chip to high,
// rake up to 5% and none in tournaments. See docs/sites/ipoker.md.
var iPokerProfile = func() *Profile {
	p := pokerStars("ipoker", hand.GameOther, "iPoker, each hand under the rules of its own game (stud hi/lo, stud, razz)")
	p.StructureSite = "iPoker" // the site's rows of replay/stakes (none yet: structures are learnt from the run)
	profiles[p.Name] = p
	return p
}()
