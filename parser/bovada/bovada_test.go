package bovada

import (
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// suite: the golden files of testdata/bovada (regenerate with go test
// ./parser/bovada -update and review the diff); the shared corpus, whose
// 46 hands are all accepted (the README's known defects for Bovada, BOM,
// implied rake and no bring-in line, are all "accept") and replay with the
// findings docs/sites/bovada.md lists (none); and a bad amount in the
// second of eight tournament hands, which rejects that hand with its id
// and line while the seven others are read.
var suite = sitetest.Suite{Site: Site, Dir: "../../testdata/bovada", DamageFile: "mtt-sample.txt",
	Damage: sitetest.Damage{After: "2633116884", From: "Seat+8 : Double bets 20 ", To: "Seat+8 : Double bets 2x0 ",
		Hand: "2633116884", Err: parser.ErrBadAmount}}

func TestReader(t *testing.T)          { suite.Run(t) }
func FuzzParse(f *testing.F)           { suite.Fuzz(f) }
func BenchmarkParse(b *testing.B)      { suite.Bench(b, false) }
func BenchmarkParseReuse(b *testing.B) { suite.Bench(b, true) }
