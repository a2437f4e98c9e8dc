package parser

import "testing"

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
	}
	for _, c := range cases {
		s, ok := SplitStakes([]byte(c.in))
		if ok != c.ok || string(s.Small) != c.small || string(s.Big) != c.big || string(s.Ante) != c.ante || string(s.Rest) != c.rest {
			t.Errorf("SplitStakes(%q) = %q %q %q %q %v, want %q %q %q %q %v", c.in,
				s.Small, s.Big, s.Ante, s.Rest, ok, c.small, c.big, c.ante, c.rest, c.ok)
		}
	}
}
