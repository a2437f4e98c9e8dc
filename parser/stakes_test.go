package parser

import (
	"errors"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
)

func TestSplitStakes(t *testing.T) {
	cases := []struct {
		in                     string
		small, big, ante, rest string
		ok                     bool
	}{
		{"$0.04/$0.08 USD", "$0.04", "$0.08", "", "USD", true},
		{"$2.50 / $5", "$2.50", "$5", "", "", true},
		{"$2.50 /$5 USD", "$2.50", "$5", "", "USD", true},
		{" 10/ 20 ", "10", "20", "", "", true},
		{"€1/€2", "€1", "€2", "", "", true},
		{"$1,000/$2,000 USD", "$1,000", "$2,000", "", "USD", true},
		{"$0.04/$0.08, Ante $0.01", "$0.04", "$0.08", "$0.01", "", true},
		{"$0.04 / $0.08 , ante $0.01 USD", "$0.04", "$0.08", "$0.01", "USD", true},
		{"$2/$4 Ante $0.40", "$2", "$4", "$0.40", "", true},
		{"80/160 - Ante 15", "80", "160", "15", "", true},
		{"80/160, Real money", "80", "160", "", ", Real money", true},
		{"$1/$2 USD, Ante $0.10", "$1", "$2", "$0.10", "USD", true},
		{"$0.04/$0.08, Ante $0.01 USD", "$0.04", "$0.08", "$0.01", "USD", true},
		{"100/200 Antenna", "100", "200", "", "Antenna", true},
		{"80", "", "", "", "", false},
		{"/160", "", "", "", "", false},
		{"80 /", "", "", "", "", false},
		{"80 160", "", "", "", "", false},
		{"0/$5 Ante $0.40", "", "", "", "", false},
		{"$1/€2", "", "", "", "", false},
		{"$1/2", "", "", "", "", false},
	}
	for _, c := range cases {
		s, ok := SplitStakes([]byte(c.in))
		if ok != c.ok || string(s.Small) != c.small || string(s.Big) != c.big || string(s.Ante) != c.ante || string(s.Rest) != c.rest {
			t.Errorf("SplitStakes(%q) = %q %q %q %q %v, want %q %q %q %q %v", c.in,
				s.Small, s.Big, s.Ante, s.Rest, ok, c.small, c.big, c.ante, c.rest, c.ok)
		}
	}
}

// TestNewCards reads the card groups of deal lines: the last group's
// inside, or not ok.
func TestNewCards(t *testing.T) {
	cases := []struct {
		in, want string
		ok       bool
	}{
		{"[8c Tc 7c]", "8c Tc 7c", true},
		{"[X X 8h] [Ks]", "Ks", true},
		{"[]", "", true},
		{"[X X 8h][Ks]", "", false},
		{"[X X 8h]  [Ks]", "", false},
		{"[8c Tc 7c] ", "", false},
		{"[a] [b] [c]", "", false},
		{"8c Tc 7c", "", false},
		{"[8c Tc", "", false},
		{"", "", false},
	}
	for _, c := range cases {
		got, ok := NewCards([]byte(c.in))
		if ok != c.ok || string(got) != c.want {
			t.Errorf("NewCards(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

// TestStakesRead reads the split stakes with a site's syntax: the ante
// left alone when there is none, the first bad amount the error.
func TestStakesRead(t *testing.T) {
	euro := &Syntax{Thousands: '.', Decimal: ',', Suffixes: []string{"€"}}
	cases := []struct {
		text   string
		syntax *Syntax
		dec    int
		want   hand.Stakes
		bad    bool
	}{
		{"$2/$4 Ante $0.40", Plain, 2, hand.Stakes{SmallBet: 200, BigBet: 400, Ante: 40, BringIn: 7}, false},
		{"10/20", Plain, 0, hand.Stakes{SmallBet: 10, BigBet: 20, Ante: 3, BringIn: 7}, false},
		{"1,50€/3€", euro, 2, hand.Stakes{SmallBet: 150, BigBet: 300, Ante: 3, BringIn: 7}, false},
		{"$2/$4x", Plain, 2, hand.Stakes{}, true},
		{"$2/$4 Ante $0.4z", Plain, 2, hand.Stakes{}, true},
	}
	for _, c := range cases {
		st, ok := SplitStakes([]byte(c.text))
		if !ok {
			t.Fatalf("%q: SplitStakes failed", c.text)
		}
		got := hand.Stakes{Ante: 3, BringIn: 7}
		err := st.Read(c.syntax, c.dec, &got)
		if c.bad {
			if !errors.Is(err, ErrBadAmount) {
				t.Errorf("%q: error %v, want ErrBadAmount", c.text, err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("%q: got %+v, %v; want %+v", c.text, got, err, c.want)
		}
	}
}

// TestCardGroups cuts deal lines' card groups: one or two, a space after
// the last let pass, anything else not ok.
func TestCardGroups(t *testing.T) {
	cases := []struct {
		in   string
		want []string
		ok   bool
	}{
		{"[8c Tc 7c]", []string{"8c Tc 7c"}, true},
		{"[X X 8h] [Ks]", []string{"X X 8h", "Ks"}, true},
		{"[8c] ", []string{"8c"}, true},
		{"", nil, true},
		{"[a][b]", nil, false},
		{"[a]  [b]", nil, false},
		{"[a] [b] [c]", nil, false},
		{"[a] b", nil, false},
		{"a", nil, false},
	}
	for _, c := range cases {
		g, n, ok := CardGroups([]byte(c.in))
		var got []string
		for _, x := range g[:n] {
			got = append(got, string(x))
		}
		if ok != c.ok || ok && strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("CardGroups(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}
