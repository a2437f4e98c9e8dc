package parser

import "testing"

// TestSeatHead checks the seat numbers a seat line may carry: 1 to
// hand.MaxSeatNum, on the fast path (one or two digits) and the slow one.
func TestSeatHead(t *testing.T) {
	for _, c := range []struct {
		in   string
		num  int
		rest string
		ok   bool
	}{
		{"3: Hero (10)", 3, "Hero (10)", true},
		{"10: Hero (10)", 10, "Hero (10)", true},
		{"99: Hero", 99, "Hero", true},
		{"0: Hero", 0, "", false},
		{"100: Hero", 0, "", false},
		{"170: Player10 ($6.49)", 0, "", false},
		{"3 : Hero", 0, "", false},
		{"x: Hero", 0, "", false},
		{"3:Hero", 0, "", false},
	} {
		num, rest, ok := SeatHead([]byte(c.in))
		if ok != c.ok || ok && (num != c.num || string(rest) != c.rest) {
			t.Errorf("SeatHead(%q) = %d, %q, %t; want %d, %q, %t", c.in, num, rest, ok, c.num, c.rest, c.ok)
		}
	}
}
