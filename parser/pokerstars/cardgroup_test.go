package pokerstars

import (
	"reflect"
	"testing"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// TestCardGroup checks the one-pass reader of a card group against bracket
// and parseCardList: it must accept every well-formed group that fits dst,
// with the same cards and rest, and decline everything else.
func TestCardGroup(t *testing.T) {
	tests := []struct {
		in   string
		size int // len(dst)
		ok   bool
	}{
		{"[Ah]", 7, true},
		{"[Ah 3c Td]", 7, true},
		{"[Ah 3c Td] [Qs]", 7, true},
		{"[2c 3d 4h 5s 6c 7d 8h]", 7, true},
		{"[2c 3d 4h 5s 6c 7d 8h] (HI: a straight)", 7, true},
		{"[2c 3d 4h 5s 6c 7d 8h 9s]", 7, false}, // more than dst
		{"[Ah 3c]", 1, false},
		{"[Ah]", 1, true},
		{"[]", 7, false},
		{"[ ]", 7, false},
		{"[Ah ]", 7, false},
		{"[ Ah]", 7, false},
		{"[Ah  3c]", 7, false},
		{"[Ah,3c]", 7, false},
		{"[Ah 3c", 7, false},
		{"[Ah3c]", 7, false},
		{"[1h]", 7, false},
		{"[Ax]", 7, false},
		{"[ah]", 7, false},
		{"[A]", 7, false},
		{"Ah]", 7, false},
		{"", 7, false},
		{"[Ah]]", 7, true},
	}
	for _, tt := range tests {
		dst := make([]cards.Card, tt.size)
		n, rest, ok := parser.CardGroup([]byte(tt.in), dst)
		if ok != tt.ok {
			t.Errorf("%q: ok %v, want %v", tt.in, ok, tt.ok)
			continue
		}
		if !ok {
			if n != 0 || string(rest) != tt.in {
				t.Errorf("%q declined: got %d, %q, want 0 and the input", tt.in, n, rest)
			}
			continue
		}
		inside, wantRest, bok := parser.Bracket([]byte(tt.in))
		want := make([]cards.Card, tt.size)
		wn, err := syntax.Cards(inside, want)
		if !bok || err != nil {
			t.Fatalf("%q: the slow reader fails (%v, %v)", tt.in, bok, err)
		}
		if n != wn || !reflect.DeepEqual(dst, want) || string(rest) != string(wantRest) {
			t.Errorf("%q: got %d %v %q, want %d %v %q", tt.in, n, dst, rest, wn, want, wantRest)
		}
	}
}

// TestDealUsual checks that the fast path of deal gives the event the slow
// path gives, on every street and for both shapes of line, and that it
// declines (adding nothing) the lines the slow path rejects.
func TestDealUsual(t *testing.T) {
	declines := []struct {
		street hand.Street
		rest   string
	}{
		{hand.NoStreet, "[7c]"},
		{hand.Third, "[7c 3s]"},
		{hand.Third, "[7c 3s 5h] [Qc]"},
		{hand.Fourth, "[7c 3s]"},
		{hand.Fourth, "[7c] [3s] [4d]"},
		{hand.Fourth, "[7c][3s]"},
		{hand.Fourth, "[7c] [3s 4d]"},
		{hand.Fourth, "[7c] "},
		{hand.Fifth, "[7c] [3s] x"},
	}
	for _, tt := range declines {
		var p handParser
		p.H = &hand.Hand{Seats: []hand.Seat{{Name: "Bob"}}}
		p.Ledger.SetStreet(tt.street)
		if p.dealUsual(0, []byte(tt.rest), 9) || len(p.H.Events) != 0 {
			t.Errorf("%s %q: taken, want declined", tt.street, tt.rest)
		}
	}
	tests := []struct {
		street hand.Street
		rest   string
	}{
		{hand.Third, "[7c 3s 5h]"},
		{hand.Third, "[5h]"},
		{hand.Fourth, "[Qc]"},
		{hand.Fourth, "[7c 3s 5h] [Qc]"},
		{hand.Sixth, "[7c 3s 5h Qc 2d] [Kh]"},
		{hand.Seventh, "[7c 3s 5h Qc 2d Kh] [As]"},
		{hand.Seventh, "[As]"},
	}
	for _, tt := range tests {
		var fast, slow handParser
		for _, p := range []*handParser{&fast, &slow} {
			p.H = &hand.Hand{Seats: []hand.Seat{{Name: "Bob"}}}
			p.Ledger.SetStreet(tt.street)
		}
		if !fast.dealUsual(0, []byte(tt.rest), 9) {
			t.Errorf("%s %q: declined", tt.street, tt.rest)
			continue
		}
		l := "Bob " + tt.rest
		if err := slow.dealAny(0, []byte(l), []byte(tt.rest), 9); err != nil {
			t.Fatalf("%s %q: %v", tt.street, tt.rest, err)
		}
		if !reflect.DeepEqual(fast.H.Events, slow.H.Events) {
			t.Errorf("%s %q: fast %+v, slow %+v", tt.street, tt.rest, fast.H.Events, slow.H.Events)
		}
	}
}
