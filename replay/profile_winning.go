package replay

import "github.com/stud8/stud8/hand"

// winning builds the Winning Poker Network profile (docs/sites/winning.md).
// The files decide the rake: rake plus jackpot fee leave the pot (0.20 on
// 7.25, 0.15 on 8.30, 0.01 on 0.37) and nothing is taken on small pots
// ended early, so rake is checked as 0 up to 5% rounded up, at most 5. The
// odd cent of a split went to the low half in one 2016 hand (3.53 low,
// 3.52 high): a misaward under RULES.md, reported. Cap, heads-up, tied-half
// odd chips and bring-in ties are not shown: the PokerStars settings.
func winning(name string, g hand.Game, desc string) *Profile {
	p := pokerStars(name, g, desc)
	p.Rake = RakePolicy{Rule: RakeUpTo, PerMille: 50, Rounding: RoundUp, CapCash: 500, Proportional: true}
	p.StructureSite = "Winning" // its rows of replay/stakes (none yet: structures are learnt from the run)
	return p
}
