package winning

import (
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestDamagedHand: a hand broken in the middle of a file is rejected with
// its line and hand id, and the hands around it are read.
func TestDamagedHand(t *testing.T) {
	clean, stride := sitetest.Copies(sitetest.Read(t, []string{testdataDir + "/stud-2019.txt"}, false)[0], 3)
	sitetest.Damaged(t, Site, clean, sitetest.Damage{Line: stride + 18, To: "Dealt to Player2 [Qd Zz]",
		Hand: "85198832", Err: parser.ErrBadCard})
}

// BenchmarkParse2016 reads the accepted 2016-layout corpus hands repeated
// to about 4 MB; BenchmarkParse2019 the 2019 one (a file has one layout).
func BenchmarkParse2016(b *testing.B) { sitetest.Bench(b, Site, benchInput(b, is2016), false) }

func BenchmarkParse2019(b *testing.B) {
	sitetest.Bench(b, Site, benchInput(b, func(l []byte) bool { return !is2016(l) }), false)
}

// BenchmarkParse2016Reuse is BenchmarkParse2016 with Options.ReuseHands.
func BenchmarkParse2016Reuse(b *testing.B) { sitetest.Bench(b, Site, benchInput(b, is2016), true) }

func is2016(first []byte) bool { return isHeader2016(first) }

func benchInput(b *testing.B, keep func([]byte) bool) []byte {
	return sitetest.Repeat(sitetest.AcceptedHands(b, Site, sitetest.CorpusTexts(b, Site.Name), keep), "\r\n\r\n", 4<<20)
}
