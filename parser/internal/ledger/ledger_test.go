package ledger

import (
	"testing"

	"github.com/stud8/stud8/hand"
)

// TestAmount covers the forms of Amount: symbols, thousands commas, the
// trailing currency codes and " chips", and what it rejects.
func TestAmount(t *testing.T) {
	for _, c := range []struct {
		in   string
		dec  int
		want hand.Money
		ok   bool
	}{
		{"$0.05 USD", 2, 5, true}, {" 10 EUR ", 2, 1000, true}, {"£1.5 GBP", 2, 150, true},
		{"2,560 chips", 0, 2560, true}, {"7 chips", 0, 7, true}, {"12", 0, 12, true}, {"1 USD", 2, 100, true},
		{"chips", 0, 0, false}, {" chips", 0, 0, false}, {"5 usd", 2, 0, false}, {"5 XSD", 2, 0, false},
		{"5 USDD", 2, 0, false}, {"0.123", 2, 0, false}, {"", 2, 0, false}, {"5EUR", 2, 0, false},
	} {
		got, err := Amount([]byte(c.in), c.dec)
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("Amount(%q, %d) = %d, %v; want %d, ok %v", c.in, c.dec, got, err, c.want, c.ok)
		}
	}
}
