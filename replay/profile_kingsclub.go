package replay

import "github.com/stud8/stud8/hand"

// kingsClubStructures are the KingsClub structures of the corpus: the
// bring-in equals the ante (33.16 at 44/88, three quarters of the small bet).
var kingsClubStructures = []Structure{
	{SmallBet: 2200, BigBet: 4400, Ante: 1658, BringIn: 1658},
	{SmallBet: 4000, BigBet: 8000, Ante: 1000, BringIn: 1000},
	{SmallBet: 4400, BigBet: 8800, Ante: 3316, BringIn: 3316},
	{SmallBet: 50000, BigBet: 100000, Ante: 12500, BringIn: 12500},
}

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
	p.Structures = kingsClubStructures
	p.BringInMin, p.BringInMax = 250, 760
	return p
}
