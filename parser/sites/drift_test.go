package sites

import (
	"bytes"
	"errors"
	"os"
	"reflect"
	"testing"
	"time"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// driftCases are header drift (issue 22, item 4): a testdata hand of each
// site with a piece of its first header rewritten. The expected stakes,
// ante and time are worked out by hand from the new text (an offset and a
// clock); everything else must equal the hand read from the original.
var driftCases = []struct {
	name, file, old, new string
	small, big, ante     hand.Money // in the hand's units (cents for cash)
	time                 string     // RFC 3339 in UTC; "" keeps the original's
	err                  error      // a reject wrapping it, instead
	line                 int        // the reject's line, when not 1
}{
	// PokerStars: 7 Card Stud Limit ($0.04/$0.08 USD) - 2009/11/26 10:08:43 ET
	{name: "stars spaces around /", file: starsCash, old: "($0.04/$0.08 USD)", new: "($0.04 / $0.08 USD)", small: 4, big: 8},
	{name: "stars no space before (", file: starsCash, old: "Limit ($0.04", new: "Limit($0.04", small: 4, big: 8},
	{name: "stars ante suffix", file: starsCash, old: "($0.04/$0.08 USD)", new: "($0.04/$0.08, Ante $0.01 USD)", small: 4, big: 8, ante: 1},
	{name: "stars CET and bracketed ET", file: starsCash, old: "2009/11/26 10:08:43 ET", new: "2009/11/26 16:08:43 CET [2009/11/26 10:08:43 ET]",
		small: 4, big: 8, time: "2009-11-26T15:08:43Z"}, // the ET time, -5 in November
	{name: "stars lone CEST", file: starsCash, old: "2009/11/26 10:08:43 ET", new: "2009/11/26 16:08:43 CEST",
		small: 4, big: 8, time: "2009-11-26T14:08:43Z"}, // +2
	{name: "stars lone MSK", file: starsCash, old: "2009/11/26 10:08:43 ET", new: "2009/11/26 18:08:43 MSK",
		small: 4, big: 8, time: "2009-11-26T15:08:43Z"}, // +3 (Moscow in winter 2009)
	{name: "stars lone AEDT", file: starsCash, old: "2009/11/26 10:08:43 ET", new: "2009/11/27 2:08:43 AEDT",
		small: 4, big: 8, time: "2009-11-26T15:08:43Z"}, // +11
	{name: "stars unknown zone", file: starsCash, old: "2009/11/26 10:08:43 ET", new: "2009/11/26 10:08:43 XST", err: parser.ErrUnknownZone},
	// Tournament: Level IV (50/100)
	{name: "stars level no space", file: starsMTT, old: "Level IV (50/100)", new: "Level IV(50 / 100)", small: 50, big: 100},

	// Full Tilt: Table Hagan - $3/$6 Ante $0.50 - Limit Stud Hi - 12:22:17 ET - 2010/06/11
	{name: "fulltilt spaces and comma ante", file: ftCash, old: "$3/$6 Ante $0.50", new: "$3 / $6, Ante $0.50", small: 300, big: 600, ante: 50},
	{name: "fulltilt CEST", file: ftCash, old: "12:22:17 ET", new: "18:22:17 CEST",
		small: 300, big: 600, time: "2010-06-11T16:22:17Z"}, // +2
	{name: "fulltilt unknown zone", file: ftCash, old: "12:22:17 ET", new: "12:22:17 QQT", err: parser.ErrUnknownZone},
	// Everleaf: $0.05/$0.10 7 Card Stud - 2011/07/08 - 00:08:53
	{name: "everleaf spaces around /", file: everleafUSD, old: "$0.05/$0.10 7", new: "$0.05 / $0.10 7", small: 5, big: 10},
	// Absolute: Seven Card Hi/Lo  Normal $0.02/$0.04 - 2009-03-18 19:10:00 (ET)
	{name: "absolute spaces, no space before (", file: absoluteCash, old: "$0.02/$0.04 - 2009-03-18 19:10:00 (ET)",
		new: "$0.02 / $0.04 - 2009-03-18 19:10:00(ET)", small: 2, big: 4},
	{name: "absolute CET", file: absoluteCash, old: "19:10:00 (ET)", new: "19:10:00 (CET)",
		small: 2, big: 4, time: "2009-03-18T18:10:00Z"}, // +1: EU summer time from 29 March 2009
	{name: "absolute unknown zone", file: absoluteCash, old: "(ET)", new: "(XYZ)", err: parser.ErrUnknownZone},
	// OnGame: Start hand: Mon Sep 13 22:31:30 GMT+0100 2010
	{name: "ongame BST", file: ongameCash, old: "GMT+0100", new: "BST", small: 10, big: 20, time: "2010-09-13T21:31:30Z"},
	{name: "ongame EDT", file: ongameCash, old: "22:31:30 GMT+0100", new: "17:31:30 EDT", small: 10, big: 20, time: "2010-09-13T21:31:30Z"},
	{name: "ongame unknown zone", file: ongameCash, old: "GMT+0100", new: "XYZ", err: parser.ErrUnknownZone, line: 2},
	// PartyPoker: $0.50/$1 USD 7 Card Stud Hi-Lo - Monday, August 30, 20:20:17 EEST 2010
	{name: "party spaces around /", file: partyCash, old: "$0.50/$1 USD", new: "$0.50 / $1 USD", small: 50, big: 100},
	{name: "party CEST", file: partyCash, old: "20:20:17 EEST", new: "20:20:17 CEST", small: 50, big: 100, time: "2010-08-30T18:20:17Z"},
	{name: "party unknown zone", file: partyCash, old: "20:20:17 EEST", new: "20:20:17 ZZT", err: parser.ErrUnknownZone, line: 5},
}

const (
	ftCash       = "../../testdata/fulltilt/stud-cash-lf.txt"
	everleafUSD  = "../../testdata/everleaf/stud-usd-nocards-crlf-mixed.txt"
	absoluteCash = "../../testdata/absolute/stud8-river-mucked.txt"
	ongameCash   = "../../testdata/ongame/stud-sample.txt"
	partyCash    = "../../testdata/partypoker/hilo-no-low.txt"
	starsCash    = "../../testdata/pokerstars/stud-7-Stud-USD-0.04-0.08-200911.txt"
	starsMTT     = "../../testdata/pokerstars/razz-Razz-8max-USD-200-15-201009.bracket.in.alias.txt"
)

// firstHand reads data and returns its first hand, or its first reject.
func firstHand(t *testing.T, data []byte) (*hand.Hand, *parser.Error) {
	t.Helper()
	var first *hand.Hand
	var rej *parser.Error
	_, err := parser.ParseAll(Open(bytes.NewReader(data), "in", parser.Options{}), func(h *hand.Hand) error {
		if first == nil && rej == nil {
			c := *h
			first = &c
		}
		return nil
	}, func(e *parser.Error) {
		if first == nil && rej == nil {
			rej = e
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return first, rej
}

// TestHeaderDrift reads each drift case against its original hand.
func TestHeaderDrift(t *testing.T) {
	for _, c := range driftCases {
		t.Run(c.name, func(t *testing.T) {
			clean, err := os.ReadFile(c.file)
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Count(clean, []byte(c.old)) == 0 {
				t.Fatalf("%q not in %s", c.old, c.file)
			}
			drifted := bytes.Replace(clean, []byte(c.old), []byte(c.new), 1)
			want, rej := firstHand(t, clean)
			if want == nil {
				t.Fatalf("original not read: %v", rej)
			}
			got, rej := firstHand(t, drifted)
			if c.err != nil {
				line := max(c.line, 1)
				if rej == nil || !errors.Is(rej, c.err) || rej.Line != line {
					t.Fatalf("got hand %v, reject %v; want a reject of line %d wrapping %v", got != nil, rej, line, c.err)
				}
				return
			}
			if got == nil {
				t.Fatalf("rejected: %v", rej)
			}
			if s := got.Stakes; s.SmallBet != c.small || s.BigBet != c.big || c.ante != 0 && s.Ante != c.ante {
				t.Errorf("stakes %d/%d ante %d, want %d/%d ante %d", s.SmallBet, s.BigBet, s.Ante, c.small, c.big, c.ante)
			}
			if c.time != "" && got.Time.Format(time.RFC3339) != c.time {
				t.Errorf("time %s, want %s", got.Time.Format(time.RFC3339), c.time)
			}
			// The rest of the hand is the original's.
			g, w := sitetest.Comparable(got), sitetest.Comparable(want)
			g.TimeText, w.TimeText = "", ""
			if c.time != "" {
				g.Time = w.Time
			}
			if c.ante != 0 {
				g.Stakes.Ante = w.Stakes.Ante
			}
			if !reflect.DeepEqual(g, w) {
				t.Errorf("hand differs from the original:\n got %+v\nwant %+v", g, w)
			}
		})
	}
}
