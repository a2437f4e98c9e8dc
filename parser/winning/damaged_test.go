package winning

import (
	"os"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestDamagedHand: a hand broken in the middle of a file is rejected with
// its line and hand id, and the hand after it is read.
func TestDamagedHand(t *testing.T) {
	one, err := os.ReadFile(testdataDir + "/stud-2019.txt")
	if err != nil {
		t.Fatal(err)
	}
	sitetest.DamagedMiddle(t, Site.Open, one, 18, "Dealt to Player2 [Qd Zz]", "85198832", parser.ErrBadCard)
}

// BenchmarkParse reads the site's corpus hands repeated to about 4 MB.
func BenchmarkParse(b *testing.B) {
	sitetest.Bench(b, Site.Open, sitetest.Repeat(sitetest.CorpusHands(b, "Winning"), 4<<20), false)
}

// BenchmarkParseReuse is BenchmarkParse with Options.ReuseHands.
func BenchmarkParseReuse(b *testing.B) {
	sitetest.Bench(b, Site.Open, sitetest.Repeat(sitetest.CorpusHands(b, "Winning"), 4<<20), true)
}
