package pokerstars

import (
	"bytes"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// baseHand is a complete hand (the $400/$800 file of the corpus); its
// line numbers are those of the file.
const baseHand = `PokerStars Hand #164954571644:  8-Game (7 Card Stud Hi/Lo Limit, $400/$800 USD) - 2017/01/21 16:58:03 ET
Table 'Educatio' 6-max
Seat 1: Hero ($51125.64 in chips) 
Seat 3: Player0 ($36765.21 in chips) 
Hero: posts the ante $60
Player0: posts the ante $60
*** 3rd STREET ***
Dealt to Hero [7s 7c Ah]
Dealt to Player0 [Ts]
Player0: brings in for $120
Hero: raises $280 to $400
Player0: raises $400 to $800
Hero: raises $400 to $1200
Player0: calls $400
*** 4th STREET ***
Dealt to Hero [7s 7c Ah] [Jh]
Dealt to Player0 [Ts] [4s]
Hero: bets $400
Player0: calls $400
*** 5th STREET ***
Dealt to Hero [7s 7c Ah Jh] [Jd]
Dealt to Player0 [Ts 4s] [9d]
Hero: bets $800
Player0: folds 
Uncalled bet ($800) returned to Hero
Hero collected $3318 from pot
Hero: doesn't show hand 
*** SUMMARY ***
Total pot $3320 | Rake $2 
Seat 1: Hero collected ($3318)
Seat 3: Player0 folded on the 5th Street`

// baseLines is the number of lines of baseHand.
var baseLines = strings.Count(baseHand, "\n") + 1

// TestErrors damages one line of a good hand, puts the damaged hand between
// two good ones, and checks the exact error (sentinel, line, hand id) and
// that the good hands around it are still read.
func TestErrors(t *testing.T) {
	cases := []struct {
		name     string
		old, new string // first occurrence of old in baseHand becomes new
		want     error
		line     int // line within the damaged hand
		noID     bool
	}{
		{"corrupt card token", "[Ts] [4s]", "[Ts] [of]", parser.ErrBadCard, 17, false},
		{"corrupt down card", "[7s 7c Ah]", "[7s Xx Ah]", parser.ErrBadCard, 8, false},
		{"ten written 10", "[Ts 4s] [9d]", "[Ts 4s] [10d]", parser.ErrBadCard, 22, false},
		{"corrupt shown card", "Hero: doesn't show hand ", "Hero: shows [Ah Kx]", parser.ErrBadCard, 27, false},
		{"corrupt summary card", "Seat 3: Player0 folded on the 5th Street", "Seat 3: Player0 mucked [Ts 4s 1d]", parser.ErrBadCard, 31, false},
		{"two new cards", "[Ts] [4s]", "[Ts] [4s 5s]", parser.ErrBadDeal, 17, false},
		{"two cards on 3rd street", "Dealt to Player0 [Ts]", "Dealt to Player0 [Ts 2c]", parser.ErrBadDeal, 9, false},
		{"cards before 3rd street", "*** 3rd STREET ***\n", "", parser.ErrBadDeal, 7, false},
		{"truncated after an action", "\nUncalled bet ($800) returned to Hero" + baseHand[strings.Index(baseHand, "\nHero collected"):], "", parser.ErrTruncated, 24, false},
		{"no total line", "Total pot $3320 | Rake $2 \n", "", parser.ErrTruncated, 30, false},
		{"header only", baseHand[strings.Index(baseHand, "\n"):], "", parser.ErrTruncated, 1, false},
		{"letters in amount", "Hero: bets $400", "Hero: bets $4o0", parser.ErrBadAmount, 18, false},
		{"three decimals", "Player0: calls $400\n***", "Player0: calls $4.005\n***", parser.ErrBadAmount, 14, false},
		{"empty amount", "brings in for $120", "brings in for $", parser.ErrBadAmount, 10, false},
		{"negative raise", "raises $280 to $400", "raises -$280 to $400", parser.ErrBadAmount, 11, false},
		{"bad stack", "($36765.21 in chips)", "(lots in chips)", parser.ErrBadAmount, 4, false},
		{"bad rake", "| Rake $2", "| Rake two", parser.ErrBadAmount, 29, false},
		{"action by a stranger", "Player0: calls $400\n*** 4th", "Villain: calls $400\n*** 4th", parser.ErrUnknownPlayer, 14, false},
		{"cards to a stranger", "Dealt to Player0 [Ts]", "Dealt to Ghost [Ts]", parser.ErrUnknownPlayer, 9, false},
		{"uncalled to a stranger", "returned to Hero", "returned to Ghost", parser.ErrUnknownPlayer, 25, false},
		{"stranger collects", "Hero collected", "Ghost collected", parser.ErrUnknownPlayer, 26, false},
		{"summary seat of nobody", "Seat 3: Player0 folded", "Seat 7: Ghost folded", parser.ErrUnknownPlayer, 31, false},
		{"unknown verb", "Hero: bets $400", "Hero: dances", parser.ErrUnknownLine, 18, false},
		{"unknown line", "Player0: folds ", "Something odd happens", parser.ErrUnknownLine, 24, false},
		{"check all-in", "Player0: folds ", "Player0: folds and is all-in", parser.ErrUnknownLine, 24, false},
		{"unknown marker", "*** 5th STREET ***", "*** FLOP ***", parser.ErrUnknownLine, 20, false},
		{"street back in time", "*** 5th STREET ***", "*** 3rd STREET ***", parser.ErrUnknownLine, 20, false},
		// (Text straight after the summary is now a reject of its own, the hand kept: sites.TestBadStretchCostsOnlyItself.)
		{"second total line", "Seat 1: Hero collected", "Total pot $1\nSeat 1: Hero collected", parser.ErrBadSummary, 30, false},
		{"no hand number", "Hand #164954571644:", "Hand #:", parser.ErrBadHeader, 1, true},
		{"bad stakes", "$400/$800 USD", "$400-$800 USD", parser.ErrBadHeader, 1, false},
		{"no date", " - 2017/01/21 16:58:03 ET", "", parser.ErrBadHeader, 1, false},
		{"bad table line", "Table 'Educatio' 6-max", "Tabel Educatio", parser.ErrBadTable, 2, false},
		{"bad seat number", "Seat 3: Player0 ($36765.21 in chips)", "Seat three: Player0 ($36765.21 in chips)", parser.ErrBadSeat, 4, false},
		{"seated twice", "Seat 3: Player0 ($36765.21 in chips)", "Seat 3: Hero ($36765.21 in chips)", parser.ErrBadSeat, 4, false},
		{"no seats", "Seat 1: Hero ($51125.64 in chips) \nSeat 3: Player0 ($36765.21 in chips) \n", "", parser.ErrTruncated, 2, false},
		{"NUL byte", "Hero: bets $400", "Hero: bets $400\x00", parser.ErrBinary, 18, false},
	}
	good2 := strings.Replace(baseHand, "164954571644", "164954571645", 1)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(baseHand, c.old) {
				t.Fatalf("case does not apply: %q not in the hand", c.old)
			}
			bad := strings.Replace(baseHand, c.old, c.new, 1)
			text := baseHand + "\n\n" + bad + "\n\n\n" + good2 + "\n"
			var ids []string
			var got []*parser.Error
			st, err := parser.ParseAll(NewReader(strings.NewReader(text), "case.txt"),
				func(h *hand.Hand) error { ids = append(ids, h.ID); return nil },
				func(e *parser.Error) { got = append(got, e) })
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 1 {
				t.Fatalf("errors %v, want one", got)
			}
			e := got[0]
			if !errors.Is(e, c.want) {
				t.Errorf("error %v, want %v", e, c.want)
			}
			if wantLine := baseLines + 1 + c.line; e.Line != wantLine {
				t.Errorf("line %d, want %d (%v)", e.Line, wantLine, e)
			}
			wantID := "164954571644"
			if c.noID {
				wantID = ""
			}
			if e.HandID != wantID || e.File != "case.txt" || e.Raw != bad {
				t.Errorf("error fields: file %q hand %q raw %q", e.File, e.HandID, e.Raw)
			}
			if strings.Join(ids, ",") != "164954571644,164954571645" {
				t.Errorf("hands read around the bad one: %v", ids)
			}
			if !reflect.DeepEqual(st, parser.Stats{Site: "PokerStars", Hands: 2, Rejected: 1}) {
				t.Errorf("stats %+v", st)
			}
		})
	}
}

// TestErrorText checks the "file:line: hand N: reason" form.
func TestErrorText(t *testing.T) {
	cases := []struct {
		e    parser.Error
		want string
	}{
		{parser.Error{File: "a.txt", Line: 7, HandID: "12", Err: parser.ErrTruncated}, "a.txt:7: hand 12: truncated hand"},
		{parser.Error{File: "a.txt", Line: 7, Err: parser.ErrTruncated}, "a.txt:7: truncated hand"},
		{parser.Error{File: "a.txt", Err: parser.ErrTruncated}, "a.txt: truncated hand"},
		{parser.Error{HandID: "12", Err: parser.ErrTruncated}, "hand 12: truncated hand"},
		{parser.Error{Line: 3, Err: parser.ErrTruncated}, "3: truncated hand"},
	}
	for _, c := range cases {
		if got := c.e.Error(); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
		if !errors.Is(&c.e, parser.ErrTruncated) {
			t.Errorf("%q does not unwrap", c.want)
		}
	}
}

// TestFragments: text that is not a hand. Before any hand of a file that
// never turns into PokerStars, one parser.ErrUnknownFormat; between hands, an
// parser.ErrUnknownLine fragment, after which reading goes on.
func TestFragments(t *testing.T) {
	fullTilt := "Full Tilt Poker Game #21948066071: Table Jubilee (6 max) - $1/$2 - Limit Razz - 22:38:09 ET - 2010/06/07\nSeat 1: x ($10)\n\nFull Tilt Poker Game #2\nmore\n"
	r := NewReader(strings.NewReader(fullTilt), "ft.txt")
	_, err := r.Next()
	if !errors.Is(err, parser.ErrUnknownFormat) || err.(*parser.Error).Line != 1 {
		t.Fatalf("got %v, want parser.ErrUnknownFormat at line 1", err)
	}
	if _, err := r.Next(); err != io.EOF {
		t.Fatalf("second error %v, want io.EOF", err)
	}

	text := baseHand + "\n\nsome notes\nabout the session\n\n" + baseHand + "\n"
	var errs []*parser.Error
	st, err := parser.ParseAll(NewReader(strings.NewReader(text), "notes.txt"), func(*hand.Hand) error { return nil },
		func(e *parser.Error) { errs = append(errs, e) })
	if err != nil {
		t.Fatal(err)
	}
	if len(errs) != 1 || !errors.Is(errs[0], parser.ErrUnknownLine) || errs[0].Line != baseLines+2 || errs[0].Raw != "some notes\nabout the session" {
		t.Fatalf("errors %v", errs)
	}
	if !reflect.DeepEqual(st, parser.Stats{Site: "PokerStars", Hands: 2, Rejected: 1}) {
		t.Errorf("stats %+v", st)
	}
}

// TestNoBlankLineBetweenHands: a header ends the previous hand even without
// a blank line.
func TestNoBlankLineBetweenHands(t *testing.T) {
	text := baseHand + "\n" + strings.Replace(baseHand, "164954571644", "2", 1)
	var ids []string
	st, err := parser.ParseAll(NewReader(bytes.NewReader([]byte(text)), ""), func(h *hand.Hand) error {
		ids = append(ids, h.ID+"@"+h.Pos.String())
		return nil
	}, func(e *parser.Error) { t.Error(e) })
	if err != nil || st.Hands != 2 {
		t.Fatalf("%v %+v", err, st)
	}
	if want := "164954571644@1,2@" + itoa(baseLines+1); strings.Join(ids, ",") != want {
		t.Errorf("got %v, want %s", ids, want)
	}
}

func itoa(n int) string { return strings.TrimSpace(strings.Repeat(" ", 0) + fmtInt(n)) }

func fmtInt(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return fmtInt(n/10) + string(rune('0'+n%10))
}

// TestLongInput: a hand longer than the read buffer is read whole; a block
// of text longer than the limit is one parser.ErrTooLong error, and reading
// resumes at the next hand with the right line numbers.
func TestLongInput(t *testing.T) {
	chat := strings.Repeat(`Hero said, "`+strings.Repeat("x", 200)+`"`+"\n", 2000) // ~430 KB
	long := strings.Replace(baseHand, "*** SUMMARY ***", strings.TrimSuffix(chat, "\n")+"\n*** SUMMARY ***", 1)
	junk := strings.Repeat("y", (1<<20)+(32<<10)+10)
	text := long + "\n\n" + junk + "\n\n" + baseHand + "\n"
	var errs []*parser.Error
	var hands []string
	st, err := parser.ParseAll(NewReader(strings.NewReader(text), "long.txt"), func(h *hand.Hand) error {
		hands = append(hands, h.Pos.String())
		return nil
	}, func(e *parser.Error) { errs = append(errs, e) })
	if err != nil {
		t.Fatal(err)
	}
	longLines := strings.Count(long, "\n") + 1
	if want := []string{"long.txt:1", "long.txt:" + itoa(longLines+4)}; strings.Join(hands, " ") != strings.Join(want, " ") {
		t.Errorf("hands at %v, want %v", hands, want)
	}
	if len(errs) != 1 || !errors.Is(errs[0], parser.ErrTooLong) || errs[0].Line != longLines+2 {
		t.Errorf("errors %v", errs)
	}
	if !reflect.DeepEqual(st, parser.Stats{Site: "PokerStars", Hands: 2, Rejected: 1}) {
		t.Errorf("stats %+v", st)
	}
}
