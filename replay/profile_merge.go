package replay

import "github.com/stud8/stud8/hand"

// mergeProfile is the Merge network's default profile. Its files decide the
// bring-in: a fifth of the small bet ($0.05 at $0.25/$0.50, $0.10 at
// $0.50/$1, 30 at 150/300 in tournaments), below RULES.md's quarter. They
// print no rake (it is implied: the pot less the winners), no cap line and
// no board tie, so the PokerStars settings of RULES.md decide the rest:
// four bets a street, ties by seat order, odd chip to high, rake up to 5%
// and none in tournaments. See docs/sites/merge.md.
var mergeProfile = func() *Profile {
	p := pokerStars("merge", hand.GameOther, "Merge, each hand under the rules of its own game (stud hi/lo, stud, razz)")
	p.StructureSite = "Merge" // the site's rows of replay/stakes (none yet: structures are learnt from the run)
	p.BringInMin = 200
	profiles[p.Name] = p
	return p
}()
