package sites

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/phh"
)

// unknownLabelCases are a stud hand of each site and the game label of its
// header, to be changed into one that no reader knows.
var unknownLabelCases = []struct {
	site, file, label string
}{
	{"PokerStars", "../../testdata/pokerstars/stud-7-Stud-USD-0.04-0.08-200911.txt", "7 Card Stud Limit"},
	{"Full Tilt", "../../testdata/fulltilt/stud-cash-lf.txt", "Limit Stud Hi"},
	{"Everleaf", "../../testdata/everleaf/stud-eur-cp1252.txt", "7 Card Stud"},
	{"Absolute", "../../testdata/absolute/stud8-river-mucked.txt", "Seven Card Hi/Lo"},
	{"Bovada", "../../testdata/bovada/hilo-implied-rake.txt", "7CARD HiLo"},
	{"OnGame", "../../testdata/ongame/stud-sample.txt", "SEVEN_CARD_STUD"},
	{"PartyPoker", "../../testdata/partypoker/hilo-no-low.txt", "7 Card Stud Hi-Lo"},
	{"iPoker", "../ipoker/testdata/stud-usd-lf.xml", "7 Card Stud L"},
	{"Merge", "../merge/testdata/razz-allin.xml", `gametype="47"`},
	{"Winamax", "../../testdata/winamax/stud8-halves.txt", "7-Card Stud Hi/Lo"},
	{"KingsClub", "../../testdata/kingsclub/stud8-2022.txt", "Limit Seven Card Stud Hi-Lo"},
	{"Winning", "../../testdata/winning/HH20260216 CASHID-G35414311T295 TN-Braselton GAMETYPE-7 Stud H{BACKSLASH}L LIMIT-fixed CUR-REAL OND-F BUYIN-0 MIN-4 MAX-8.txt", "7Stud H/L"},
	{"PHH", "", "'F7S'"},
}

// TestUnknownGameLabel changes the game label of a stud hand of each site
// into one no reader knows: every hand that shows it is rejected, with its
// file and line and the label it saw, and none is counted as another game.
func TestUnknownGameLabel(t *testing.T) {
	for _, c := range unknownLabelCases {
		t.Run(c.site, func(t *testing.T) {
			text := readCase(t, c.file)
			unknown, quoted := "7Stud X/Y", "7Stud X/Y"
			switch c.site {
			case "Merge":
				unknown, quoted = `gametype="99"`, "gametype 99"
			case "OnGame": // a code, one word
				unknown, quoted = "SEVEN_CARD_STUD_XY", "SEVEN_CARD_STUD_XY"
			case "PHH":
				unknown = "'F7X'"
				quoted = "F7X"
			}
			n := bytes.Count(text, []byte(c.label))
			if n == 0 {
				t.Fatalf("%s: no %q in the text", c.file, c.label)
			}
			text = bytes.ReplaceAll(text, []byte(c.label), []byte(unknown))
			dir := t.TempDir()
			path := filepath.Join(dir, "hands"+filepath.Ext(c.file))
			if c.site == "PHH" {
				path = filepath.Join(dir, "hands.phhs")
			}
			if err := os.WriteFile(path, text, 0o644); err != nil {
				t.Fatal(err)
			}
			var rejects []*parser.Error
			st, err := ParseFile(path, parser.Options{}, func(*hand.Hand) error { return nil }, func(e *parser.Error) { rejects = append(rejects, e) })
			if err != nil {
				t.Fatal(err)
			}
			if !sameSite(st.Site, c.site) {
				t.Fatalf("read as %q", st.Site)
			}
			if st.OtherGame != 0 || len(rejects) == 0 {
				t.Fatalf("stats %+v, %d rejects: want the hands rejected, none another game", st, len(rejects))
			}
			for _, e := range rejects {
				if e.File != path || e.Line <= 0 || !errors.Is(e, parser.ErrUnsupportedGame) ||
					!strings.Contains(e.Error(), "unknown game label `"+quoted+"`") {
					t.Errorf("reject %v: want %s:LINE: ... unknown game label `%s`", e, path, quoted)
				}
			}
		})
	}
}

// readCase is the text of file, or for PHH the PokerStars case written as
// a PHH table.
func readCase(t *testing.T, file string) []byte {
	t.Helper()
	if file != "" {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	var out []byte
	_, err := ParseFile(unknownLabelCases[0].file, parser.Options{}, func(h *hand.Hand) error {
		var err error
		if out == nil {
			out, err = phh.AppendTable(nil, 1, h)
		}
		return err
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
