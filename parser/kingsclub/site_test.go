package kingsclub

import (
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
	"github.com/stud8/stud8/replay"
)

// suite: the golden files of testdata/kingsclub (regenerate with go test
// ./parser/kingsclub -update and review the diff); the mutations; the
// corpus, read as MANIFEST.tsv counts (2-7 razz as another game) with
// nothing rejected, every hand replaying with nets summing to minus the
// rake; a hand broken in the middle of three copies of stud8-2022.txt (68
// lines each: line 27 of the second is line 95); the accepted corpus hands
// for the benchmarks.
var suite = sitetest.Suite{Site: Site, Dir: "../../testdata/kingsclub", Accepted: true,
	Corpus: sitetest.Corpus{
		// docs/sites/kingsclub.md: KingsClub's first raise over a
		// completion on 3rd street is by the bring-in, not the small bet.
		Findings: []sitetest.Finding{
			{File: "KingsClub/razz/Razz-USD-500-100-202101.multi.pot.failure.txt", Hand: "3537921", Code: "bet.wrong_size", Line: 31},
			{File: "KingsClub/stud/7-Stud-USD-44-88-202010.txt", Hand: "37581152", Code: "bet.wrong_size", Line: 25},
		},
		Check: func(t *testing.T, _ string, h *hand.Hand, r *replay.Result) { checkNets(t, h, r) },
	},
	DamageFile: "stud8-2022.txt", Copies: 3,
	Damage: sitetest.Damage{Line: 68 + 27, To: "Player0 dances", Hand: "49595550", Err: parser.ErrUnknownLine},
	Seeds:  []string{"#1: Limit Razz - 40/80\r\n2021-01-02 15:48:40\r\nTable 'T'\r\nSeat 1: A (1,000)\r\nA: posts ante 10\r\n"},
}

func TestReader(t *testing.T)          { suite.Run(t) }
func FuzzParse(f *testing.F)           { suite.Fuzz(f) }
func BenchmarkParse(b *testing.B)      { suite.Bench(b, false) }
func BenchmarkParseReuse(b *testing.B) { suite.Bench(b, true) }

// checkNets compares the net the summary prints for each seat ("(1,010.38)
// -50") with the replay's, and checks that the printed nets sum to minus
// the rake, and the final stacks to the start stacks plus the nets.
func checkNets(t *testing.T, h *hand.Hand, r *replay.Result) {
	var sum hand.Money
	seen := 0
	for _, sr := range h.Summary.Seats {
		if sr.Outcome != hand.OutOther {
			continue
		}
		stack, net, ok := strings.Cut(strings.TrimPrefix(sr.Text, "("), ") ")
		if !ok {
			t.Errorf("hand %s line %d: summary %q", h.ID, sr.Line, sr.Text)
			continue
		}
		neg := strings.HasPrefix(net, "-")
		n, err := syntax.Money([]byte(strings.TrimLeft(net, "+-")), 2)
		if err != nil {
			t.Errorf("hand %s line %d: %v", h.ID, sr.Line, err)
			continue
		}
		if neg {
			n = -n
		}
		final, err := syntax.Money([]byte(stack), 2)
		if err != nil {
			t.Errorf("hand %s line %d: %v", h.ID, sr.Line, err)
			continue
		}
		if final != h.Seats[sr.Player].Stack+n {
			t.Errorf("hand %s line %d: final stack %s is not %s %+d", h.ID, sr.Line, stack, h.Money(h.Seats[sr.Player].Stack), n)
		}
		if got := r.Players[sr.Player].Net; got != n {
			t.Errorf("hand %s line %d: printed net %s, replay net %s", h.ID, sr.Line, h.Money(n), h.Money(got))
		}
		sum += n
		seen++
	}
	if seen != len(h.Seats) || sum != -h.Summary.Rake {
		t.Errorf("hand %s: %d net lines summing to %s; rake %s", h.ID, seen, h.Money(sum), h.Money(h.Summary.Rake))
	}
}
