package fulltilt

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/textcorpus"
)

// TestDamagedHand: a hand broken in the middle of a file is rejected with
// its line, hand id and reason, and the hands around it are read.
func TestDamagedHand(t *testing.T) {
	one, err := os.ReadFile(testdataDir + "/stud8-cash-lf.txt")
	if err != nil {
		t.Fatal(err)
	}
	hand := strings.TrimRight(string(one), "\n") + "\n\n\n"
	lines := strings.Count(hand, "\n")
	cases := []struct {
		name, from, to string
		line           int // line of the damage inside the hand (1-based)
		want           error
	}{
		{"bad amount", "Player5 calls $2\n", "Player5 calls $2x\n", 26, parser.ErrBadAmount},
		{"bad card", "Dealt to Player3 [7h]", "Dealt to Player3 [7x]", 18, parser.ErrBadCard},
		{"unknown player", "Player8 folds", "Nobody folds", 29, parser.ErrUnknownLine},
		{"bad seat", "Seat 3: Player3 ($81.70)", "Seat 3: Player3 $81.70", 4, parser.ErrBadSeat},
		{"bad deal", "Dealt to Player5 [4c] [7c]", "Dealt to Player5 [4c] [7c] [8c]", 33, parser.ErrBadDeal},
		{"no summary", "*** SUMMARY ***", "*** SUMMARY", 44, parser.ErrUnknownLine},
		{"bad total", "Total pot $10.90 | Rake $0", "Total pot $10.90", 45, parser.ErrBadSummary},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			bad := strings.Replace(hand, c.from, c.to, 1)
			if bad == hand {
				t.Fatalf("%q not in the hand", c.from)
			}
			bad = strings.Replace(bad, "#29408130000", "#29408130001", 1)
			third := strings.Replace(hand, "#29408130000", "#29408130002", 1)
			data := hand + bad + third
			hs, es, st, err := textcorpus.ParseBytes(Site, []byte(data), "damaged.txt")
			if err != nil {
				t.Fatal(err)
			}
			if len(hs) != 2 || hs[0].ID != "29408130000" || hs[1].ID != "29408130002" || st.Rejected != 1 {
				t.Fatalf("hands %d, stats %+v, errors %v", len(hs), st, es)
			}
			e := es[0]
			if e.HandID != "29408130001" || e.Line != lines+c.line || e.File != "damaged.txt" || !errors.Is(e, c.want) {
				t.Errorf("got %v (line %d, hand %s), want line %d, %v", e, e.Line, e.HandID, lines+c.line, c.want)
			}
		})
	}
}

// TestTruncatedFile: a hand cut off before its summary is rejected as truncated.
func TestTruncatedFile(t *testing.T) {
	one, err := os.ReadFile(testdataDir + "/stud8-cash-lf.txt")
	if err != nil {
		t.Fatal(err)
	}
	cut := string(one)[:strings.Index(string(one), "*** 5TH STREET")]
	_, es, _, err := textcorpus.ParseBytes(Site, []byte(cut), "cut.txt")
	if err != nil || len(es) != 1 || !errors.Is(es[0], parser.ErrTruncated) {
		t.Fatalf("errors %v, %v", es, err)
	}
}
