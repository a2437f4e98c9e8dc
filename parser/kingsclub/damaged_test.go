package kingsclub

import (
	"os"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/studtest"
)

// TestDamagedHand: a hand broken in the middle of a file is rejected with
// its line and hand id, and the hand after it is read.
func TestDamagedHand(t *testing.T) {
	one, err := os.ReadFile(testdataDir + "/stud8-2022.txt")
	if err != nil {
		t.Fatal(err)
	}
	studtest.DamagedMiddle(t, Site.Open, one, 27, "Player0 dances", "49595550", parser.ErrUnknownLine)
}

// BenchmarkParse reads the site's corpus hands repeated to about 4 MB.
func BenchmarkParse(b *testing.B) {
	studtest.Bench(b, Site.Open, studtest.BenchInput(b, "KingsClub", Site.Open, nil, 4<<20), false)
}

// BenchmarkParseReuse is BenchmarkParse with Options.ReuseHands.
func BenchmarkParseReuse(b *testing.B) {
	studtest.Bench(b, Site.Open, studtest.BenchInput(b, "KingsClub", Site.Open, nil, 4<<20), true)
}
