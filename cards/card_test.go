package cards

import (
	"errors"
	"testing"
)

func TestParseCard(t *testing.T) {
	tests := []struct {
		in   string
		rank Rank
		suit Suit
	}{
		{"Ah", Ace, Hearts},
		{"Td", Ten, Diamonds},
		{"2c", Two, Clubs},
		{"Ks", King, Spades},
		{"9h", Nine, Hearts},
	}
	for _, tt := range tests {
		c, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if c.Rank() != tt.rank || c.Suit() != tt.suit {
			t.Errorf("Parse(%q) = rank %v suit %v, want %v %v", tt.in, c.Rank(), c.Suit(), tt.rank, tt.suit)
		}
		if c.String() != tt.in {
			t.Errorf("Parse(%q).String() = %q", tt.in, c.String())
		}
	}
}

func TestParseCardRejects(t *testing.T) {
	for _, in := range []string{"of", "10h", "Xx", "AH", "", "A", "ah", "1c", "Ahh", "T♠", " Ah"} {
		c, err := Parse(in)
		if !errors.Is(err, ErrBadCard) {
			t.Errorf("Parse(%q) = %v, %v; want ErrBadCard", in, c, err)
		}
		if c != None {
			t.Errorf("Parse(%q) returned card %v with the error", in, c)
		}
	}
}

func TestCardRoundTrip(t *testing.T) {
	var seen Set
	for c := Card(1); c <= 52; c++ {
		if !c.Known() || New(c.Rank(), c.Suit()) != c {
			t.Fatalf("card %d: New(%v, %v) = %d", c, c.Rank(), c.Suit(), New(c.Rank(), c.Suit()))
		}
		back, err := Parse(c.String())
		if err != nil || back != c {
			t.Fatalf("Parse(%q) = %v, %v; want %d", c.String(), back, err, c)
		}
		if seen.Has(c) {
			t.Fatalf("Set already has %v", c)
		}
		seen = seen.Add(c)
	}
	if seen != 1<<52-1 {
		t.Errorf("set of all cards = %x", seen)
	}
	if None.String() != "??" || None.Known() {
		t.Errorf("None = %q, known %v", None.String(), None.Known())
	}
}

func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"Ah", "Td", "2c", "of", "10h", "Xx", "AH", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := Parse(s)
		if err != nil {
			if !errors.Is(err, ErrBadCard) {
				t.Fatalf("Parse(%q): error %v does not wrap ErrBadCard", s, err)
			}
			return
		}
		if !c.Known() || c.String() != s {
			t.Fatalf("Parse(%q) = %v, which prints %q", s, c, c.String())
		}
	})
}

// TestAppendIsString checks Card.Append against Card.String for every card
// and for None.
func TestAppendIsString(t *testing.T) {
	for c := None; c <= 52; c++ {
		if got := string(c.Append([]byte("x"))); got != "x"+c.String() {
			t.Errorf("Append(%d) = %q, want %q", c, got, "x"+c.String())
		}
	}
}
