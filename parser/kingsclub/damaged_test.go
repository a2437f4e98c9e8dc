package kingsclub

import (
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestDamagedHand: a hand broken in the middle of a file is rejected with
// its line and hand id, and the hands around it are read.
func TestDamagedHand(t *testing.T) {
	clean, stride := sitetest.Copies(sitetest.Read(t, []string{testdataDir + "/stud8-2022.txt"}, false)[0], 3)
	sitetest.Damaged(t, Site, clean, sitetest.Damage{Line: stride + 27, To: "Player0 dances",
		Hand: "49595550", Err: parser.ErrUnknownLine})
}

// BenchmarkParse reads the site's accepted corpus hands repeated to about 4 MB.
func BenchmarkParse(b *testing.B) { sitetest.Bench(b, Site, benchInput(b), false) }

// BenchmarkParseReuse is BenchmarkParse with Options.ReuseHands.
func BenchmarkParseReuse(b *testing.B) { sitetest.Bench(b, Site, benchInput(b), true) }

func benchInput(b *testing.B) []byte {
	return sitetest.Repeat(sitetest.AcceptedHands(b, Site, sitetest.CorpusTexts(b, Site.Name), nil), "\r\n\r\n", 4<<20)
}
