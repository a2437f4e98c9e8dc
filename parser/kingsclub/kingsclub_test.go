package kingsclub

import (
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser/internal/sitetest"
	"github.com/stud8/stud8/replay"
)

const testdataDir = "../../testdata/kingsclub"

func TestGolden(t *testing.T) { sitetest.Golden(t, Site, testdataDir, sitetest.Lines) }

// TestCorpus: every KingsClub file of the shared corpus reads as MANIFEST.tsv
// counts (2-7 razz as another game), nothing is rejected, and every hand
// replays with nets summing to minus the rake.
func TestCorpus(t *testing.T) {
	sitetest.Corpus{Site: Site,
		// docs/sites/kingsclub.md: KingsClub's first raise over a
		// completion on 3rd street is by the bring-in, not the small bet.
		Findings: []sitetest.Finding{
			{File: "KingsClub/razz/Razz-USD-500-100-202101.multi.pot.failure.txt", Hand: "3537921", Code: "bet.wrong_size", Line: 31},
			{File: "KingsClub/stud/7-Stud-USD-44-88-202010.txt", Hand: "37581152", Code: "bet.wrong_size", Line: 25},
		},
		Check: func(t *testing.T, _ string, h *hand.Hand, r *replay.Result) { checkNets(t, h, r) },
	}.Run(t)
}

// TestMutations reads 1,000 damaged variants of the testdata files as FuzzParse would.
func TestMutations(t *testing.T) {
	sitetest.Mutate(t, Site, sitetest.Read(t, sitetest.Files(t, testdataDir), false), 1000)
}

func FuzzParse(f *testing.F) {
	sitetest.Seeds(f, Site, testdataDir, "#1: Limit Razz - 40/80\r\n2021-01-02 15:48:40\r\nTable 'T'\r\nSeat 1: A (1,000)\r\nA: posts ante 10\r\n")
	f.Fuzz(func(t *testing.T, data []byte) { sitetest.Fuzz(t, Site, data) })
}

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
