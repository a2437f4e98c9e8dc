package winamax

import (
	"flag"
	"testing"

	"github.com/stud8/stud8/parser/internal/studtest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/winamax")

const testdataDir = "../../testdata/winamax"

func TestGolden(t *testing.T) { studtest.Golden(t, Site.Open, testdataDir, *update) }

// TestCorpus: every Winamax file of the shared corpus reads as MANIFEST.tsv
// counts; the negative raise is rejected ("negative amount", known-defects
// table); every other hand replays with nets summing to minus the rake.
func TestCorpus(t *testing.T) {
	studtest.Corpus{
		Site: "Winamax",
		Open: Site.Open,
		Rejects: map[string][]studtest.Reject{
			"Winamax/stud/7-Stud-6max-EUR-25-50-201611._8games_.negative.bet.txt": {
				{Line: 17, Hand: "9250793-1578-1479092164", Reason: "negative amount"},
			},
		},
		// docs/sites/winamax.md: the play-money export prints no dealt
		// cards, so the order of action on 4th street is left unjudged.
		Findings: nil,
	}.Run(t)
}

func FuzzParse(f *testing.F) {
	for _, b := range studtest.TestdataHands(f, testdataDir) {
		f.Add(b)
	}
	for _, b := range studtest.CorpusHands(f, "Winamax") {
		f.Add(b)
	}
	f.Add([]byte("Winamax Poker - CashGame - HandId: #1-2-3 - Razz fixed limit (5€/25€/50€) - 2016/11/12 22:39:00 UTC\r\nTable: 'T' 6-max (real money) \r\nSeat 1: A (10€)\r\n"))
	f.Fuzz(func(t *testing.T, data []byte) { studtest.Fuzz(t, Site.Open, data) })
}
