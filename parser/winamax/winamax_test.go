package winamax

import (
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

const testdataDir = "../../testdata/winamax"

func TestGolden(t *testing.T) { sitetest.Golden(t, Site, testdataDir, sitetest.Lines) }

// TestCorpus: every Winamax file of the shared corpus reads as MANIFEST.tsv
// counts; the negative raise is rejected ("negative amount", known-defects
// table); every other hand replays with nets summing to minus the rake.
// No findings (docs/sites/winamax.md): the play-money export prints no
// dealt cards, so the order of action on 4th street is left unjudged.
func TestCorpus(t *testing.T) {
	sitetest.Corpus{Site: Site, Rejects: []sitetest.Reject{{
		File: "Winamax/stud/7-Stud-6max-EUR-25-50-201611._8games_.negative.bet.txt",
		Hand: "9250793-1578-1479092164", Line: 17, Err: parser.ErrBadAmount, Reason: "negative amount",
	}}}.Run(t)
}

// TestMutations reads 1,000 damaged variants of the testdata files as FuzzParse would.
func TestMutations(t *testing.T) {
	sitetest.Mutate(t, Site, sitetest.Read(t, sitetest.Files(t, testdataDir), false), 1000)
}

func FuzzParse(f *testing.F) {
	sitetest.Seeds(f, Site, testdataDir, "Winamax Poker - CashGame - HandId: #1-2-3 - Razz fixed limit (5€/25€/50€) - 2016/11/12 22:39:00 UTC\r\nTable: 'T' 6-max (real money) \r\nSeat 1: A (10€)\r\n")
	f.Fuzz(func(t *testing.T, data []byte) { sitetest.Fuzz(t, Site, data) })
}
