package kingsclub

import (
	"flag"
	"testing"

	"github.com/stud8/stud8/parser/internal/sitetest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/kingsclub")

const testdataDir = "../../testdata/kingsclub"

func TestGolden(t *testing.T) { sitetest.Golden(t, Site.Open, testdataDir, *update) }

// TestCorpus: every KingsClub file of the shared corpus reads as MANIFEST.tsv
// counts (2-7 razz as another game), nothing is rejected, and every hand
// replays with nets summing to minus the rake.
func TestCorpus(t *testing.T) {
	sitetest.Corpus{Site: "KingsClub", Open: Site.Open,
		// docs/sites/kingsclub.md: KingsClub's first raise over a
		// completion on 3rd street is by the bring-in, not the small bet.
		Findings: []sitetest.Finding{
			{Hand: "3537921", Code: "bet.wrong_size", Line: 31},
			{Hand: "37581152", Code: "bet.wrong_size", Line: 25},
		},
	}.Run(t)
}

func FuzzParse(f *testing.F) {
	for _, b := range sitetest.CorpusHands(f, "KingsClub") {
		f.Add(b)
	}
	f.Add([]byte("#1: Limit Razz - 40/80\r\n2021-01-02 15:48:40\r\nTable 'T'\r\nSeat 1: A (1,000)\r\nA: posts ante 10\r\n"))
	f.Fuzz(func(t *testing.T, data []byte) { sitetest.Fuzz(t, Site.Open, data) })
}
