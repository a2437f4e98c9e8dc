package everleaf

import (
	"strings"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// suite: the golden files of testdata/everleaf (regenerate with go test
// ./parser/everleaf -update and review the diff); a copy of the first hand,
// renumbered 295679511, broken in the middle of a file; the mutations; the
// corpus, with no findings: the USD file prints no cards, and the engine
// leaves the order of action and the 4th-street double bet unjudged where
// it cannot see the boards (docs/sites/everleaf.md).
var suite = sitetest.Suite{Site: Site, Dir: "../../testdata/everleaf", DamageFile: "stud-eur-cp1252.txt", Clean: clean,
	Damages: []sitetest.Damage{
		{After: "#295679511", Hand: "295679511", Name: "bad amount", From: "Hero calls [\x80 0.03 EURO]", To: "Hero calls [\x80 0.0x EURO]", Err: parser.ErrBadAmount},
		{After: "#295679511", Hand: "295679511", Name: "bad card", From: "Dealt to Villain_ [ 6c ].", To: "Dealt to Villain_ [ 6x ].", Err: parser.ErrBadCard},
		{After: "#295679511", Hand: "295679511", Name: "unknown line", From: "Villain_: bets [\x80 0.05 EURO]\n", To: "Villain_ dances\n", Err: parser.ErrUnknownLine},
		{After: "#295679511", Hand: "295679511", Name: "no winner", From: "Villain_ wins \x80 0.12 EURO from main pot", To: "", Err: parser.ErrTruncated, Shift: -1},
	}}

func TestReader(t *testing.T)          { suite.Run(t) }
func FuzzParse(f *testing.F)           { suite.Fuzz(f) }
func BenchmarkParse(b *testing.B)      { suite.Bench(b, false) }
func BenchmarkParseReuse(b *testing.B) { suite.Bench(b, true) }

// clean is the EUR file with a copy of its first hand after it.
func clean(data []byte) []byte {
	text := string(data)
	first := text[:strings.Index(text, "Everleaf Gaming Game #295679620")]
	return []byte(first + strings.ReplaceAll(first, "295679510", "295679511") + text[len(first):])
}
