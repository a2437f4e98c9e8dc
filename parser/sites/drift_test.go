package sites

import (
	"bytes"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

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
	says                 string     // a text the reject's message holds
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

	// Winning 2023: Hand #1903647457 - 7Stud H/L(Fixed Limit) - $0.10/$0.20 - 2023/10/22 02:49:52 UTC
	{name: "winning spaces around /", file: winning2023, old: "$0.10/$0.20", new: "$0.10 / $0.20", small: 10, big: 20},
	{name: "winning space before (", file: winning2023, old: "H/L(Fixed", new: "H/L (Fixed", small: 10, big: 20},
	{name: "winning ante suffix", file: winning2023, old: "$0.10/$0.20 -", new: "$0.10 / $0.20, Ante $0.02 -", small: 10, big: 20, ante: 2},
	{name: "winning CET", file: winning2023, old: "2023/10/22 02:49:52 UTC", new: "2023/10/22 04:49:52 CET",
		small: 10, big: 20, time: "2023-10-22T02:49:52Z"}, // Paris +2 until 29 October 2023
	{name: "winning ET", file: winning2023, old: "2023/10/22 02:49:52 UTC", new: "2023/10/21 22:49:52 ET",
		small: 10, big: 20, time: "2023-10-22T02:49:52Z"}, // -4 until 5 November 2023
	{name: "winning unknown zone", file: winning2023, old: "02:49:52 UTC", new: "02:49:52 XST", err: parser.ErrUnknownZone},
	{name: "winning unknown label", file: winning2023, old: "7Stud H/L(", new: "7Stud X/Y(", err: parser.ErrUnsupportedGame, says: "`7Stud X/Y`"},
	// Winning 2026: ... - $0.04/$0.08, Ante $0.01 - 2026/02/16 03:36:34 UTC
	{name: "winning 2026 spaces, AEDT", file: winning2026, old: "$0.04/$0.08, Ante $0.01 - 2026/02/16 03:36:34 UTC",
		new: "$0.04 / $0.08 , Ante $0.01 - 2026/02/16 14:36:34 AEDT", small: 4, big: 8, ante: 1, time: "2026-02-16T03:36:34Z"}, // +11
	// Winning tournament: Level 3 (200.00/400.00)
	{name: "winning level no space, ante", file: winningMTT, old: "Level 3 (200.00/400.00)", new: "Level 3(200.00 / 400.00, Ante 20)", small: 200, big: 400, ante: 20},
	// Winning 2016 (UTF-16): Game started at: 2016/8/2 11:13:2, taken as UTC
	{name: "winning 2016 CEST", file: winning2016, old: "2016/8/2 11:13:2", new: "2016/8/2 13:13:2 CEST", small: 100, big: 200, time: "2016-08-02T11:13:02Z"},
	{name: "winning 2016 unknown zone", file: winning2016, old: "2016/8/2 11:13:2", new: "2016/8/2 11:13:2 XST", err: parser.ErrUnknownZone},

	// Winamax: 7-Card Stud Hi/Lo fixed limit (5€/25€/50€) - 2016/11/12 23:04:10 UTC
	{name: "winamax spaces around /", file: winamaxCash, old: "(5€/25€/50€)", new: "(5€ / 25€ / 50€)", small: 2500, big: 5000, ante: 500},
	{name: "winamax no space, ante suffix", file: winamaxCash, old: "limit (5€/25€/50€)", new: "limit(25€/50€, Ante 5€)", small: 2500, big: 5000, ante: 500},
	{name: "winamax CET", file: winamaxCash, old: "2016/11/12 23:04:10 UTC", new: "2016/11/13 00:04:10 CET",
		small: 2500, big: 5000, time: "2016-11-12T23:04:10Z"}, // +1
	{name: "winamax unknown zone", file: winamaxCash, old: "23:04:10 UTC", new: "23:04:10 XST", err: parser.ErrUnknownZone},
	{name: "winamax unknown label", file: winamaxCash, old: "7-Card Stud Hi/Lo", new: "7-Card Stud X/Y", err: parser.ErrUnsupportedGame, says: "`7-Card Stud X/Y`"},

	// KingsClub: #49595550: Limit Seven Card Stud Hi-Lo - 44/88, then the time line 2022-03-04 19:13:39 (UTC)
	{name: "kingsclub spaces around /", file: kingsCash, old: "- 44/88", new: "- 44 / 88", small: 4400, big: 8800},
	{name: "kingsclub ante suffix", file: kingsCash, old: "- 44/88", new: "- 44/88 - Ante 4", small: 4400, big: 8800, ante: 400},
	{name: "kingsclub CET", file: kingsCash, old: "2022-03-04 19:13:39", new: "2022-03-04 20:13:39 CET",
		small: 4400, big: 8800, time: "2022-03-04T19:13:39Z"}, // +1
	{name: "kingsclub unknown zone", file: kingsCash, old: "2022-03-04 19:13:39", new: "2022-03-04 19:13:39 XST", err: parser.ErrUnknownZone, line: 2},
	{name: "kingsclub unknown label", file: kingsCash, old: "Limit Seven Card Stud Hi-Lo", new: "Limit Seven Card Stud X/Y", err: parser.ErrUnsupportedGame, says: "`Limit Seven Card Stud X/Y`"},

	// Bovada: Bovada Hand #2633952287 TBL#2027664 7CARD HiLo Fixed Limit - 2012-09-19 13:11:08 (ET)
	{name: "bovada UTC", file: bovadaCash, old: "2012-09-19 13:11:08", new: "2012-09-19 17:11:08 UTC", small: 25, big: 50, time: "2012-09-19T17:11:08Z"},
	{name: "bovada CEST", file: bovadaCash, old: "2012-09-19 13:11:08", new: "2012-09-19 19:11:08 CEST", small: 25, big: 50, time: "2012-09-19T17:11:08Z"},
	{name: "bovada unknown zone", file: bovadaCash, old: "13:11:08", new: "13:11:08 XST", err: parser.ErrUnknownZone},
	{name: "bovada unknown label", file: bovadaCash, old: "7CARD HiLo", new: "7CARD X/Y", err: parser.ErrUnsupportedGame, says: "`7CARD X/Y`"},
	// Bovada tournament: ... Fixed Limit- Level 1 (0/0) - 2012-06-17 22:21:03
	{name: "bovada level no space", file: bovadaMTT, old: "Level 1 (0/0)", new: "Level 1(0/0)", small: 10, big: 20},

	// OnGame: Table: Taegu [78227816] (LIMIT SEVEN_CARD_STUD_HI_LO $0.25/$0.50, ante: $0.05, Real money)
	{name: "ongame spaces around /", file: ongameHiLo, old: "$0.25/$0.50", new: "$0.25 / $0.50", small: 25, big: 50},
	{name: "ongame ante suffix", file: ongameHiLo, old: "$0.25/$0.50, ante: $0.05", new: "$0.25 / $0.50, Ante $0.05", small: 25, big: 50, ante: 5},
	{name: "ongame unknown label", file: ongameHiLo, old: "SEVEN_CARD_STUD_HI_LO", new: "SEVEN_CARD_STUD_X", err: parser.ErrUnsupportedGame, line: 3, says: "`SEVEN_CARD_STUD_X`"},
}

const (
	ftCash       = "../../testdata/fulltilt/stud-cash-lf.txt"
	everleafUSD  = "../../testdata/everleaf/stud-usd-nocards-crlf-mixed.txt"
	absoluteCash = "../../testdata/absolute/stud8-river-mucked.txt"
	ongameCash   = "../../testdata/ongame/stud-sample.txt"
	partyCash    = "../../testdata/partypoker/hilo-no-low.txt"
	starsCash    = "../../testdata/pokerstars/stud-7-Stud-USD-0.04-0.08-200911.txt"
	starsMTT     = "../../testdata/pokerstars/razz-Razz-8max-USD-200-15-201009.bracket.in.alias.txt"
	winning2023  = "../../testdata/winning/HH20231022 CASHID-G27716011T12 TN-Crainville GAMETYPE-7 Stud H{BACKSLASH}L LIMIT-fixed CUR-REAL OND-F BUYIN-0 MIN-10 MAX-20.txt"
	winning2026  = "../../testdata/winning/HH20260216 CASHID-G35414311T295 TN-Braselton GAMETYPE-7 Stud H{BACKSLASH}L LIMIT-fixed CUR-REAL OND-F BUYIN-0 MIN-4 MAX-8.txt"
	winningMTT   = "../../testdata/winning/HH20260124 SITGOID-G34375301T7 TN-Stud HiLo Turbo GAMETYPE-7 Stud H{BACKSLASH}L LIMIT-fixed CUR-REAL OND-T BUYIN-1.txt"
	winning2016  = "../../testdata/winning/stud8-2016-utf16-truncated.txt"
	winamaxCash  = "../../testdata/winamax/stud8-halves.txt"
	kingsCash    = "../../testdata/kingsclub/stud8-2022.txt"
	bovadaCash   = "../../testdata/bovada/hilo-no-bringin.txt"
	bovadaMTT    = "../../testdata/bovada/mtt-sample.txt"
	ongameHiLo   = "../../testdata/ongame/hilo-all-streets.txt"
)

// encodeLike returns s in the encoding of a file that starts as data
// does: UTF-16LE after its byte order mark, as is otherwise.
func encodeLike(data []byte, s string) []byte {
	if !bytes.HasPrefix(data, []byte{0xff, 0xfe}) {
		return []byte(s)
	}
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return b
}

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
			old, new := encodeLike(clean, c.old), encodeLike(clean, c.new)
			if bytes.Count(clean, old) == 0 {
				t.Fatalf("%q not in %s", c.old, c.file)
			}
			drifted := bytes.Replace(clean, old, new, 1)
			want, rej := firstHand(t, clean)
			if want == nil {
				t.Fatalf("original not read: %v", rej)
			}
			got, rej := firstHand(t, drifted)
			if c.err != nil {
				line := max(c.line, 1)
				if rej == nil || !errors.Is(rej, c.err) || rej.Line != line || !strings.Contains(rej.Error(), c.says) {
					t.Fatalf("got hand %v, reject %v; want a reject of line %d wrapping %v, saying %q", got != nil, rej, line, c.err, c.says)
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
