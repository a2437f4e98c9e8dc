package winning

import (
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

const testdataDir = "../../testdata/winning"

func TestGolden(t *testing.T) { sitetest.Golden(t, Site, testdataDir, sitetest.Lines) }

// TestCorpus: every Winning file of the shared corpus reads as MANIFEST.tsv
// counts; the hand truncated after its seat lines is rejected as incomplete
// (known-defects table); every other hand replays with nets summing to
// minus the rake.
func TestCorpus(t *testing.T) {
	const g0 = "Winning/stud8/7-Stud-HL-8max-USD-1.00-2.00-201608.HH00000000 G0.txt"
	sitetest.Corpus{Site: Site,
		Rejects: []sitetest.Reject{{File: g0, Hand: "693976187", Line: 51, Err: parser.ErrTruncated, Reason: "no actions/summary"}},
		// docs/sites/winning.md: the site gave the odd cent of a split
		// pot to the low half; RULES.md gives it to the high half.
		Findings: []sitetest.Finding{{File: g0, Hand: "693975843", Code: "pot.misaward", Line: 44}},
	}.Run(t)
}

// TestMutations reads 1,000 damaged variants of the testdata files as FuzzParse would.
func TestMutations(t *testing.T) {
	sitetest.Mutate(t, Site, sitetest.Read(t, sitetest.Files(t, testdataDir), false), 1000)
}

func FuzzParse(f *testing.F) {
	sitetest.Seeds(f, Site, testdataDir, "Game started at: 2016/8/2 11:13:2\r\nGame ID: 1 1/2 T (Razz)\r\nSeat 2: A (18.20).\r\nPlayer A ante (0.15)\r\n")
	f.Fuzz(func(t *testing.T, data []byte) { sitetest.Fuzz(t, Site, data) })
}
