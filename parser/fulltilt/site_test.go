package fulltilt

import (
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// suite: the golden files of testdata/fulltilt (regenerate with go test
// ./parser/fulltilt -update and review the diff) and their round trip
// through Append; the second of three copies of a hand broken; the
// mutations, each hand written back; the corpus, with no rejects (the
// known-defects table asks to accept every Full Tilt defect), and no
// findings: the engine no longer reports pot.total_mismatch on hand
// 31349767778 (an ante above an all-in ante returned), which
// docs/sites/fulltilt.md still lists.
var suite = sitetest.Suite{Site: Site, Dir: "../../testdata/fulltilt", Checks: []sitetest.Check{writeBack}, RoundTrip: true,
	DamageFile: "stud8-cash-lf.txt", Clean: clean,
	Damages: []sitetest.Damage{
		{After: "#29408130001", Hand: "29408130001", Name: "bad amount", From: "Player5 calls $2\n", To: "Player5 calls $2x\n", Err: parser.ErrBadAmount},
		{After: "#29408130001", Hand: "29408130001", Name: "bad card", From: "Dealt to Player3 [7h]", To: "Dealt to Player3 [7x]", Err: parser.ErrBadCard},
		{After: "#29408130001", Hand: "29408130001", Name: "unknown player", From: "Player8 folds", To: "Nobody folds", Err: parser.ErrUnknownLine},
		{After: "#29408130001", Hand: "29408130001", Name: "bad seat", From: "Seat 3: Player3 ($81.70)", To: "Seat 3: Player3 $81.70", Err: parser.ErrBadSeat},
		{After: "#29408130001", Hand: "29408130001", Name: "bad deal", From: "Dealt to Player5 [4c] [7c]", To: "Dealt to Player5 [4c] [7c] [8c]", Err: parser.ErrBadDeal},
		{After: "#29408130001", Hand: "29408130001", Name: "no summary", From: "*** SUMMARY ***", To: "*** SUMMARY", Err: parser.ErrUnknownLine},
		{After: "#29408130001", Hand: "29408130001", Name: "bad total", From: "Total pot $10.90 | Rake $0", To: "Total pot $10.90", Err: parser.ErrBadSummary},
	}}

func TestReader(t *testing.T)          { suite.Run(t) }
func FuzzParse(f *testing.F)           { suite.Fuzz(f) }
func BenchmarkParse(b *testing.B)      { suite.Bench(b, false) }
func BenchmarkParseReuse(b *testing.B) { suite.Bench(b, true) }

// clean is three copies of a testdata hand, the last two renumbered.
func clean(data []byte) []byte {
	one := strings.TrimRight(string(data), "\n") + "\n\n\n"
	return []byte(one + strings.Replace(one, "#29408130000", "#29408130001", 1) + strings.Replace(one, "#29408130000", "#29408130002", 1))
}

// TestTruncatedFile: a hand cut off before its summary is rejected as truncated.
func TestTruncatedFile(t *testing.T) {
	one := string(sitetest.Read(t, []string{"../../testdata/fulltilt" + "/stud8-cash-lf.txt"}, false)[0])
	sitetest.Truncated(t, Site, []byte(one[:strings.Index(one, "*** 5TH STREET")]), "29408130000", 0)
}

// writeBack is sitetest.WriteBack but for hands of a mixed game: Append
// does not write the mix name back (a gap of the writer, open).
func writeBack(h *hand.Hand) error {
	if h.Mix != "" {
		return nil
	}
	return sitetest.RoundTrip(Site, h)
}
