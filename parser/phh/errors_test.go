package phh_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/phh"
)

// goodHand is a small valid .phhs table: three players, a bring-in, a
// completion, a fold, a call and a muck at 4th street's end.
const goodHand = `[1]
variant = 'F7S/8'
antes = [1, 1, 1]
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [100, 100, 100]
actions = [
  'd dh p1 ????2c',
  'd dh p2 AsKs9h',
  'd dh p3 ????Qd',
  'p1 pb',
  'p2 cbr 5',
  'p3 f',
  'p1 cc',
  'd dh p1 3c',
  'd dh p2 4h',
  'p1 cc',
  'p2 cbr 5',
  'p1 f',
]
hand = 7
players = ['ann', 'bob', 'cy']
winnings = [0, 13, 0]
`

// TestErrors checks the exact sentinel and line of each damaged hand, and
// that the good hand after it is still read.
func TestErrors(t *testing.T) {
	cases := []struct {
		name, old, new string
		want           error
		line           int
	}{
		{"unknown variant", "variant = 'F7S/8'", "variant = 'F7X'", parser.ErrUnsupportedGame, 2},
		{"missing actions", "actions = [", "xactions = [", phh.ErrMissingField, 1},
		{"missing bring_in", "bring_in = 2\n", "", phh.ErrMissingField, 1},
		{"missing variant", "variant = 'F7S/8'\n", "", phh.ErrMissingField, 1},
		{"variant not a string", "variant = 'F7S/8'", "variant = 7", phh.ErrBadField, 2},
		{"antes too short", "antes = [1, 1, 1]", "antes = [1, 1]", phh.ErrBadField, 3},
		{"stack not a number", "starting_stacks = [100, 100, 100]", "starting_stacks = [100, 'x', 100]", phh.ErrBadField, 7},
		{"negative amount", "bring_in = 2", "bring_in = -2", parser.ErrBadAmount, 4},
		{"repeated player", "players = ['ann', 'bob', 'cy']", "players = ['ann', 'bob', 'ann']", parser.ErrBadSeat, 23},
		{"fold twice", "  'p1 f',", "  'p3 f',", phh.ErrIllegalAction, 20},
		{"bet above stack", "'p2 cbr 5',\n  'p3 f'", "'p2 cbr 500',\n  'p3 f'", phh.ErrIllegalAction, 13},
		{"raise not above the bet", "  'p2 cbr 5',\n  'p3 f',", "  'p2 cbr 2',\n  'p3 f',", phh.ErrIllegalAction, 13},
		{"draw in stud", "  'p3 f',", "  'p3 sd',", phh.ErrIllegalAction, 14},
		{"player out of range", "  'p3 f',", "  'p4 f',", parser.ErrUnknownPlayer, 14},
		{"bad card", "'d dh p2 AsKs9h'", "'d dh p2 AsKs9x'", parser.ErrBadCard, 10},
		{"two cards on 3rd street", "'d dh p2 AsKs9h'", "'d dh p2 AsKs'", parser.ErrBadDeal, 10},
		{"second bring-in", "  'p2 cbr 5',\n  'p3 f',", "  'p3 pb',\n  'p3 f',", phh.ErrIllegalAction, 13},
		{"unterminated string", "hand = 7", "hand = '7", phh.ErrSyntax, 22},
		{"key twice", "hand = 7", "hand = 7\nhand = 8", phh.ErrSyntax, 23},
		{"dotted key", "hand = 7", "a.b = 7", phh.ErrSyntax, 22},
		{"bad value", "hand = 7", "hand = seven", phh.ErrSyntax, 22},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(goodHand, c.old) {
				t.Fatalf("case does not apply: %q", c.old)
			}
			bad := strings.Replace(goodHand, c.old, c.new, 1)
			text := bad + "\n" + strings.Replace(goodHand, "[1]", "[2]", 1)
			hs, es, err := readAll([]byte(text), "bad.phhs")
			if err != nil {
				t.Fatal(err)
			}
			if len(es) != 1 || len(hs) != 1 {
				t.Fatalf("%d hands, errors %v; want 1 hand and 1 error", len(hs), es)
			}
			e := es[0]
			if !errors.Is(e, c.want) || e.File != "bad.phhs" {
				t.Errorf("error %v, want %v", e, c.want)
			}
			if c.line > 0 && e.Line != c.line {
				t.Errorf("error %v on line %d, want line %d", e, e.Line, c.line)
			}
			if hs[0].ID != "7" || hs[0].Pos.Line != strings.Count(bad, "\n")+2 {
				t.Errorf("hand after the bad one: id %q at line %d", hs[0].ID, hs[0].Pos.Line)
			}
		})
	}
}

// TestGoodHand reads goodHand: its events and the uncalled bet and
// collection the reader adds.
func TestGoodHand(t *testing.T) {
	hs, es, err := readAll([]byte(goodHand), "good.phhs")
	if err != nil || len(es) > 0 || len(hs) != 1 {
		t.Fatalf("%d hands, %v, %v", len(hs), es, err)
	}
	h := hs[0]
	var kinds []string
	for _, e := range h.Events {
		kinds = append(kinds, e.Kind.String())
	}
	want := "ante ante ante deal deal deal bring-in complete fold call deal deal check bet fold uncalled collect"
	if got := strings.Join(kinds, " "); got != want {
		t.Errorf("events %s\nwant   %s", got, want)
	}
	if h.Site != "PHH" || h.Seats[1].Name != "bob" || h.Stakes.Ante != 1 || h.Summary.TotalPot != 13 {
		t.Errorf("hand %+v", h)
	}
}

// TestUnclosedBracket: a table of a .phhs file whose "[" is never closed
// is rejected alone, with its line; the next "[N]" header at the start of
// a line starts the next table, so the 4 good hands around it are read
// (issue 27 item 4: the damaged table swallowed every later hand).
func TestUnclosedBracket(t *testing.T) {
	var b strings.Builder
	for n := 1; n <= 5; n++ {
		table := strings.Replace(goodHand, "[1]", "["+strconv.Itoa(n)+"]", 1)
		table = strings.Replace(table, "hand = 7", "hand = "+strconv.Itoa(n), 1)
		if n == 3 {
			table = strings.Replace(table, "  'p1 f',\n]\n", "  'p1 f',\n", 1) // actions = [ never closed
		}
		if n > 1 {
			b.WriteString("\n")
		}
		b.WriteString(table)
	}
	hs, errs, err := readAll([]byte(b.String()), "damaged.phhs")
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, h := range hs {
		ids = append(ids, h.ID)
	}
	if strings.Join(ids, ",") != "1,2,4,5" {
		t.Errorf("hands %v, want 1,2,4,5", ids)
	}
	if len(errs) != 1 || !errors.Is(errs[0], phh.ErrSyntax) || errs[0].Line != 2*(strings.Count(goodHand, "\n")+1)+1+7 {
		t.Fatalf("rejects %v, want one syntax error at the unclosed array of table [3]", errs)
	}
	t.Logf("reject: %v", errs[0])
}
