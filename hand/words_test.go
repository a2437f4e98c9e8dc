package hand

import (
	"strconv"
	"testing"
)

func TestWords(t *testing.T) {
	cents := func(m Money) string { return strconv.FormatFloat(float64(m)/100, 'f', 2, 64) }
	tests := []struct {
		kind       Kind
		amount, to Money
		allIn      bool
		want       string
	}{
		{Ante, 50, 0, false, "antes 0.50"},
		{BringIn, 25, 0, false, "brings in 0.25"},
		{Complete, 25, 50, false, "completes to 0.50"},
		{Bet, 100, 0, false, "bets 1.00"},
		{Call, 100, 0, false, "calls 1.00"},
		{Raise, 1000, 2000, false, "raises to 20.00 (+10.00)"},
		{Check, 0, 0, false, "checks"},
		{Fold, 0, 0, false, "folds"},
		{Uncalled, 6, 0, false, "gets 0.06 back (uncalled)"},
		{Call, 37, 0, true, "calls 0.37, all-in"},
		{Raise, 150, 250, true, "raises to 2.50 (+1.50), all-in"},
		{Show, 0, 0, false, "show"},
	}
	for _, tt := range tests {
		if got := Words(tt.kind, tt.amount, tt.to, tt.allIn, cents); got != tt.want {
			t.Errorf("Words(%s, %d, %d, %v) = %q, want %q", tt.kind, tt.amount, tt.to, tt.allIn, got, tt.want)
		}
	}
}
