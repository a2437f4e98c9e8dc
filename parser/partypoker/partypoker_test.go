package partypoker

import (
	"bytes"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// suite: the golden files of testdata/partypoker (regenerate with go test
// ./parser/partypoker -update and review the diff); the shared corpus,
// whose four hands are all accepted (the leading NUL byte is skipped, the
// "Game #N starts." preamble is not a reject) and replay with no findings:
// PartyPoker prints no opponent's up card, and the engine leaves the
// bring-in player and the first actor unjudged where it cannot see them
// (docs/sites/partypoker.md); and three copies of a hand, each with its
// preamble, where a bad amount in the second rejects it with its id and
// line and the third is read.
var suite = sitetest.Suite{Site: Site, Dir: "../../testdata/partypoker", DamageFile: "hilo-no-low.txt",
	Clean: threeCopies, Damage: sitetest.Damage{After: "#9581478202", From: "Player7 bets [$1 USD]",
		To: "Player7 bets [$1x USD]", Hand: "9581478202", Err: parser.ErrBadAmount}}

func TestReader(t *testing.T)          { suite.Run(t) }
func FuzzParse(f *testing.F)           { suite.Fuzz(f) }
func BenchmarkParse(b *testing.B)      { suite.Bench(b, false) }
func BenchmarkParseReuse(b *testing.B) { suite.Bench(b, true) }

// threeCopies is hand 9581478205 three times, as 9581478201 to 9581478203.
func threeCopies(data []byte) []byte {
	var out []byte
	for _, id := range []string{"9581478201", "9581478202", "9581478203"} {
		out = append(out, bytes.ReplaceAll(data, []byte("9581478205"), []byte(id))...)
		out = append(out, "\n\n"...)
	}
	return out
}
