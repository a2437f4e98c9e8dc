package replay

import "github.com/stud8/stud8/hand"

// kingsClub builds the KingsClub profile (docs/sites/kingsclub.md). The
// files decide the structures (bring-in = ante) and the rake: 1 to 5 units
// on pots from 99 to 1,300 and none on a 4,100 pot, so 0 up to 5% rounded
// up, at most 5. The files are silent on the cap (at most three bets a
// street are seen), heads-up, odd chips and bring-in ties: the PokerStars
// settings, which follow RULES.md. KingsClub's own raise sizing on 3rd street
// (the first raise over a completion is by the bring-in) is not modelled:
// the replay reports it (bet.wrong_size).
func kingsClub(name string, g hand.Game, desc string) *Profile {
	p := pokerStars(name, g, desc)
	p.Rake = RakePolicy{Rule: RakeUpTo, PerMille: 50, Rounding: RoundUp, CapCash: 500, Proportional: true}
	p.StructureSite = "KingsClub" // its rows of replay/stakes: the bring-in equals the ante
	p.BringInMin, p.BringInMax = 250, 760
	return p
}
