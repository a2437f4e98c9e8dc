package winning

import (
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/replay"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

const testdataDir = "../../testdata/winning"

func TestGolden(t *testing.T) { sitetest.Golden(t, Site, testdataDir, sitetest.Lines) }

// TestCorpus: every Winning file of the shared corpus reads as MANIFEST.tsv
// counts; the hand truncated after its seat lines is rejected as incomplete
// (known-defects table); every other hand replays with nets summing to
// minus the rake.
func TestCorpus(t *testing.T) {
	const g0 = "Winning/stud8/7-Stud-HL-8max-USD-1.00-2.00-201608.HH00000000 G0.txt"
	sitetest.Corpus{Site: Site,
		Rejects: []sitetest.Reject{{File: g0, Hand: "693976187", Line: 51, Err: parser.ErrTruncated, Reason: "no actions/summary"}},
		// docs/sites/winning.md: the site gave the odd cent of a split
		// pot to the low half; RULES.md gives it to the high half.
		Findings: []sitetest.Finding{{File: g0, Hand: "693975843", Code: "pot.misaward", Line: 44}},
	}.Run(t)
}

// TestMutations reads 1,000 damaged variants of the testdata files as
// FuzzParse would, writing back every accepted hand of the "Hand #" layout.
func TestMutations(t *testing.T) {
	sitetest.Mutate(t, Site, sitetest.Read(t, sitetest.Files(t, testdataDir), false), 1000, writeBack)
}

// writeBack is sitetest.WriteBack for the hands of the "Hand #" layout, the
// one Append writes (their time is written "... UTC"); a 2016 hand, whose
// time has no zone, is written in that layout with its time as UTC text,
// so it does not read back to the same hand.
func writeBack(h *hand.Hand) error {
	if !strings.HasSuffix(h.TimeText, " UTC") {
		return nil
	}
	return sitetest.RoundTrip(Site, h)
}

// FuzzParse is seeded with the testdata files (both layouts, the
// 2023-2026 cash and tournament hands among them) and a tournament header.
func FuzzParse(f *testing.F) {
	sitetest.Seeds(f, Site, testdataDir, "Game started at: 2016/8/2 11:13:2\r\nGame ID: 1 1/2 T (Razz)\r\nSeat 2: A (18.20).\r\nPlayer A ante (0.15)\r\n",
		"Game Hand #1 - Tournament #2 - 7Stud (Fixed Limit) - Level 1 (10.00/20.00) - 2026/01/24 03:15:18 UTC\r\nSeat 1: A (500.00)\r\nA posts ante 1.00\r\n")
	f.Fuzz(func(t *testing.T, data []byte) { sitetest.Fuzz(t, Site, data, writeBack) })
}

// TestNets: the hands of the 2023-2026 layout in testdata (written from
// formats/Winning.md, their figures worked out by hand) give each
// player's net, the rake and the jackpot fee, and replay with no finding.
func TestNets(t *testing.T) {
	type want struct {
		nets          map[string]string
		rake, jackpot string
	}
	wants := map[string]want{
		"1903647457": {map[string]string{"AzRic": "0.25", "malibu dan": "-0.02", "fuggins": "0.25", "KickShorty": "-0.61"}, "0.11", "0.02"},
		"2672065780": {map[string]string{"POPCHOW288": "-0.33", "cleaver52": "-0.05", "Hero": "0.34"}, "0.03", "0.01"},
		"2672065991": {map[string]string{"POPCHOW288": "-0.33", "cleaver52": "-0.03", "Hero": "0.33"}, "0.02", "0.01"},
		"2653060555": {map[string]string{"Hero": "110", "Vanya K": "110", "ElmoRio": "-220"}, "0", "0"},
	}
	seen := 0
	for _, path := range sitetest.Files(t, testdataDir) {
		if !strings.Contains(path, "/HH20") {
			continue
		}
		hs, es, _ := sitetest.Parse(t, Site, sitetest.Read(t, []string{path}, false)[0], path)
		if len(es) > 0 {
			t.Fatalf("%s: %v", path, es)
		}
		for _, h := range hs {
			w, ok := wants[h.ID]
			if !ok {
				t.Errorf("%s: hand %s not expected", path, h.ID)
				continue
			}
			seen++
			r := replay.Replay(h, replay.DefaultProfile(h.Site))
			if len(r.Findings) > 0 {
				t.Errorf("hand %s: findings %v", h.ID, r.Findings)
			}
			sum := h.Summary.Rake + h.Summary.Jackpot
			for i, p := range r.Players {
				sum += p.Net
				if got := p.Net.Format(h.Decimals); got != w.nets[h.Seats[i].Name] {
					t.Errorf("hand %s: %s net %s, want %s", h.ID, h.Seats[i].Name, got, w.nets[h.Seats[i].Name])
				}
			}
			if got := h.Summary.Rake.Format(h.Decimals); got != w.rake && h.Decimals > 0 {
				t.Errorf("hand %s: rake %s, want %s", h.ID, got, w.rake)
			}
			if got := h.Summary.Jackpot.Format(h.Decimals); got != w.jackpot && h.Decimals > 0 {
				t.Errorf("hand %s: jackpot %s, want %s", h.ID, got, w.jackpot)
			}
			if h.Decimals == 0 && h.Summary.Rake+h.Summary.Jackpot != 0 {
				t.Errorf("hand %s: tournament rake %d + jackpot %d", h.ID, h.Summary.Rake, h.Summary.Jackpot)
			}
			if sum != 0 {
				t.Errorf("hand %s: nets, rake and jackpot sum to %d", h.ID, sum)
			}
		}
	}
	if seen != len(wants) {
		t.Errorf("%d of %d hands read", seen, len(wants))
	}
}
