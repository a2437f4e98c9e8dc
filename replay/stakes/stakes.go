// Package stakes is the one table of known stud betting structures: the
// ante and bring-in that go with a small and big bet, per site and game,
// each row with its source. The replay profiles check hands against it and
// the generator deals by it.
package stakes

import "github.com/stud8/stud8/hand"

// Oracle is the site name of the rows of the simulated reference hands
// (oracle/PROFILE.md); PokerStars is the site as hand.Hand.Site spells it.
const (
	Oracle     = "oracle"
	PokerStars = "PokerStars"
)

// Row is one known cash structure: amounts in cents.
type Row struct {
	Site     string
	Game     hand.Game
	SmallBet hand.Money
	BigBet   hand.Money
	Ante     hand.Money
	BringIn  hand.Money
	Source   string // where the figures come from
}

// Stakes returns the row as a hand.Stakes.
func (r Row) Stakes() hand.Stakes {
	return hand.Stakes{Ante: r.Ante, BringIn: r.BringIn, SmallBet: r.SmallBet, BigBet: r.BigBet}
}

const (
	srcFullTilt  = "corpus: FullTilt cash files (razz $0.10/$0.20; stud and stud8 $2/$4; stud $2.50/$5 and $3/$6)"
	srcEverleaf  = "corpus: Everleaf stud files at $0.05/$0.10 (EUR and USD)"
	srcAbsolute  = "corpus: Absolute/stud8/7-StudHL-USD-0.02-0.04-200903.River.with.mucked.txt"
	srcKingsClub = "corpus: KingsClub cash files (razz 40/80 and 500/1,000; stud 44/88; stud8 40/80 and 44/88: the bring-in equals the ante)"
	srcOracle    = "oracle/PROFILE.md (the stake table of the simulated reference hands)"
	srcCorpus04  = "corpus: PokerStars cash files at $0.04/$0.08 (stud8, stud and razz: every ante $0.01, every bring-in $0.02)"
	srcCorpus400 = "corpus: PokerStars/stud8/7-StudHL-USD-400-800-201701.3bet.fix.txt (8-Game, antes $60, bring-in $120)"
)

// Known is the table. Only cash structures are listed: tournament antes
// change by level and by tournament, and are learnt from the data
// (replay.Structures).
var Known = []Row{
	{Oracle, hand.StudHiLo, 10, 20, 2, 5, srcOracle},
	{Oracle, hand.StudHiLo, 30, 60, 7, 15, srcOracle},
	{Oracle, hand.StudHiLo, 50, 100, 10, 25, srcOracle},
	{Oracle, hand.StudHiLo, 100, 200, 15, 50, srcOracle},
	{Oracle, hand.StudHiLo, 200, 400, 25, 100, srcOracle},
	{Oracle, hand.StudHiLo, 500, 1000, 50, 200, srcOracle},
	{PokerStars, hand.StudHiLo, 4, 8, 1, 2, srcCorpus04},
	{PokerStars, hand.StudHigh, 4, 8, 1, 2, srcCorpus04},
	{PokerStars, hand.Razz, 4, 8, 1, 2, srcCorpus04},
	{PokerStars, hand.StudHiLo, 40000, 80000, 6000, 12000, srcCorpus400},
	{"FullTilt", hand.Razz, 10, 20, 2, 3, srcFullTilt},
	{"FullTilt", hand.StudHigh, 200, 400, 40, 50, srcFullTilt},
	{"FullTilt", hand.StudHiLo, 200, 400, 40, 50, srcFullTilt},
	{"FullTilt", hand.StudHigh, 250, 500, 40, 75, srcFullTilt},
	{"FullTilt", hand.StudHigh, 300, 600, 50, 100, srcFullTilt},
	{"Everleaf", hand.StudHigh, 5, 10, 1, 2, srcEverleaf},
	{"Absolute", hand.StudHiLo, 2, 4, 1, 1, srcAbsolute},
	{"KingsClub", hand.Razz, 4000, 8000, 1000, 1000, srcKingsClub},
	{"KingsClub", hand.Razz, 50000, 100000, 12500, 12500, srcKingsClub},
	{"KingsClub", hand.StudHigh, 4400, 8800, 3316, 3316, srcKingsClub},
	{"KingsClub", hand.StudHiLo, 4000, 8000, 1000, 1000, srcKingsClub},
	{"KingsClub", hand.StudHiLo, 4400, 8800, 3316, 3316, srcKingsClub},
}

// Lookup returns the row of a site's cash structure for game g and the
// given bets.
func Lookup(site string, g hand.Game, small, big hand.Money) (Row, bool) {
	for _, r := range Known {
		if r.Site == site && r.Game == g && r.SmallBet == small && r.BigBet == big {
			return r, true
		}
	}
	return Row{}, false
}

// Of returns the rows of one site, in table order.
func Of(site string) []Row {
	var out []Row
	for _, r := range Known {
		if r.Site == site {
			out = append(out, r)
		}
	}
	return out
}
