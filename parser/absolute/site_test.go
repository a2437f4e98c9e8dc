package absolute

import (
	"strings"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// suite: the golden files of testdata/absolute (regenerate with go test
// ./parser/absolute -update and review the diff); the third of four copies
// of a hand broken; the mutations; the corpus file, with no findings
// (docs/sites/absolute.md lists none).
var suite = sitetest.Suite{Site: Site, Dir: "../../testdata/absolute", DamageFile: "stud8-river-mucked.txt", Clean: clean,
	Damages: []sitetest.Damage{
		{After: "#1300000001", Hand: "1300000001", Name: "bad amount", From: "PLAYER1 - Calls $0.01", To: "PLAYER1 - Calls $0.0z", Err: parser.ErrBadAmount},
		{After: "#1300000001", Hand: "1300000001", Name: "bad card", From: "Hero - Pocket [10c 5c 7s] \nPLAYER5", To: "Hero - Pocket [11c 5c 7s] \nPLAYER5", Err: parser.ErrBadCard},
		{After: "#1300000001", Hand: "1300000001", Name: "bad seat", From: "Seat 2 - PLAYER2 ($0.36 in chips)", To: "Seat 2 PLAYER2 ($0.36 in chips)", Err: parser.ErrBadSeat},
		{After: "#1300000001", Hand: "1300000001", Name: "unknown line", From: "PLAYER3 - Checks", To: "PLAYER3 - Dances", Err: parser.ErrUnknownLine},
		{After: "#1300000001", Hand: "1300000001", Name: "bad summary", From: "Total Pot($0.43) | Rake ($0.04)", To: "Total Pot($0.43) | Rake $0.04", Err: parser.ErrBadSummary},
	}}

func TestReader(t *testing.T)          { suite.Run(t) }
func FuzzParse(f *testing.F)           { suite.Fuzz(f) }
func BenchmarkParse(b *testing.B)      { suite.Bench(b, false) }
func BenchmarkParseReuse(b *testing.B) { suite.Bench(b, true) }

// clean is four copies of the testdata hand, the last two renumbered.
func clean(data []byte) []byte {
	one := strings.TrimRight(string(data), "\n") + "\n\n\n"
	return []byte(one + one + strings.Replace(one, "#1300000000", "#1300000001", 1) + strings.Replace(one, "#1300000000", "#1300000002", 1))
}
