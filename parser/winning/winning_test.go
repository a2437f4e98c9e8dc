package winning

import (
	"flag"
	"testing"

	"github.com/stud8/stud8/parser/internal/studtest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/winning")

const testdataDir = "../../testdata/winning"

func TestGolden(t *testing.T) { studtest.Golden(t, Site.Open, testdataDir, *update) }

// TestCorpus: every Winning file of the shared corpus reads as MANIFEST.tsv
// counts; the hand truncated after its seat lines is rejected as incomplete
// (known-defects table); every other hand replays with nets summing to
// minus the rake.
func TestCorpus(t *testing.T) {
	studtest.Corpus{
		Site: "Winning",
		Open: Site.Open,
		Rejects: map[string][]studtest.Reject{
			"Winning/stud8/7-Stud-HL-8max-USD-1.00-2.00-201608.HH00000000 G0.txt": {
				{Line: 51, Hand: "693976187", Reason: "no actions/summary"},
			},
		},
		// docs/sites/winning.md: the site gave the odd cent of a split
		// pot to the low half; RULES.md gives it to the high half.
		Findings: []studtest.Finding{{Hand: "693975843", Code: "pot.misaward", Line: 44}},
	}.Run(t)
}

func FuzzParse(f *testing.F) {
	for _, b := range studtest.TestdataHands(f, testdataDir) {
		f.Add(b)
	}
	for _, b := range studtest.CorpusHands(f, "Winning") {
		f.Add(b)
	}
	f.Add([]byte("Game started at: 2016/8/2 11:13:2\r\nGame ID: 1 1/2 T (Razz)\r\nSeat 2: A (18.20).\r\nPlayer A ante (0.15)\r\n"))
	f.Fuzz(func(t *testing.T, data []byte) { studtest.Fuzz(t, Site.Open, data) })
}
