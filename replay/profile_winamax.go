package replay

import "github.com/stud8/stud8/hand"

// winamax builds the Winamax profile (docs/sites/winamax.md). The files
// decide the rake check: a rake on every pot including play money, from 2%
// to 6% of the gross pot (0.04 on a 0.69 play-money pot is 5% rounded up),
// with no cap visible (2.50€ on 72.80€, 2€ on 460€), so rake is checked as
// 0 up to 5% rounded up, at most 5€, hands ending on 3rd street included.
// The files show no cap, heads-up, odd-chip or bring-in tie: those follow
// the PokerStars profile, which follows RULES.md.
func winamax(name string, g hand.Game, desc string) *Profile {
	p := pokerStars(name, g, desc)
	p.Rake = RakePolicy{Rule: RakeUpTo, PerMille: 50, Rounding: RoundUp, CapCash: 500, Proportional: true}
	p.StructureSite = "Winamax" // its rows of replay/stakes (none yet: structures are learnt from the run)
	return p
}
