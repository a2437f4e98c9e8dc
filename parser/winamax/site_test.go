package winamax

import (
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// suite: the golden files of testdata/winamax (regenerate with go test
// ./parser/winamax -update and review the diff); the mutations; the corpus,
// where the negative raise is rejected ("negative amount", known-defects
// table) and every other hand replays with nets summing to minus the rake
// (no findings, docs/sites/winamax.md: the play-money export prints no
// dealt cards, so the order of action on 4th street is left unjudged); a
// hand broken in the middle of three copies of stud8-halves.txt (41 lines
// each: line 17 of the second is line 58); the accepted corpus hands for
// the benchmarks.
var suite = sitetest.Suite{Site: Site, Dir: "../../testdata/winamax", Accepted: true,
	Corpus: sitetest.Corpus{Rejects: []sitetest.Reject{{
		File: "Winamax/stud/7-Stud-6max-EUR-25-50-201611._8games_.negative.bet.txt",
		Hand: "9250793-1578-1479092164", Line: 17, Err: parser.ErrBadAmount, Reason: "negative amount",
	}}},
	DamageFile: "stud8-halves.txt", Copies: 3,
	Damage: sitetest.Damage{Line: 41 + 17, To: "Hero bets 25€ and dances", Hand: "9250793-554-1478991850", Err: parser.ErrBadAmount},
	Seeds:  []string{"Winamax Poker - CashGame - HandId: #1-2-3 - Razz fixed limit (5€/25€/50€) - 2016/11/12 22:39:00 UTC\r\nTable: 'T' 6-max (real money) \r\nSeat 1: A (10€)\r\n"},
}

func TestReader(t *testing.T)          { suite.Run(t) }
func FuzzParse(f *testing.F)           { suite.Fuzz(f) }
func BenchmarkParse(b *testing.B)      { suite.Bench(b, false) }
func BenchmarkParseReuse(b *testing.B) { suite.Bench(b, true) }
