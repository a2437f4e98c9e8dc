package winning

import (
	"os"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/studtest"
)

// TestDamagedHand: a hand broken in the middle of a file is rejected with
// its line and hand id, and the hand after it is read.
func TestDamagedHand(t *testing.T) {
	one, err := os.ReadFile(testdataDir + "/stud-2019.txt")
	if err != nil {
		t.Fatal(err)
	}
	studtest.DamagedMiddle(t, Site.Open, one, 18, "Dealt to Player2 [Qd Zz]", "85198832", parser.ErrBadCard)
}

// BenchmarkParse2016 reads the accepted 2016-layout corpus hands repeated
// to about 4 MB; BenchmarkParse2019 the 2019 one (a file has one layout).
func BenchmarkParse2016(b *testing.B) {
	studtest.Bench(b, Site.Open, studtest.BenchInput(b, "Winning", Site.Open, is2016, 4<<20), false)
}

func BenchmarkParse2019(b *testing.B) {
	studtest.Bench(b, Site.Open, studtest.BenchInput(b, "Winning", Site.Open, func(l []byte) bool { return !is2016(l) }, 4<<20), false)
}

// BenchmarkParse2016Reuse is BenchmarkParse2016 with Options.ReuseHands.
func BenchmarkParse2016Reuse(b *testing.B) {
	studtest.Bench(b, Site.Open, studtest.BenchInput(b, "Winning", Site.Open, is2016, 4<<20), true)
}

func is2016(first []byte) bool { return isHeader2016(first) }
