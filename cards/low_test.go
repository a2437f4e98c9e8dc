package cards

import "testing"

func TestEvalLow8(t *testing.T) {
	tests := []struct{ cards, want string }{
		{"8h 7c 6d 3s Ah Kd Kc", "8,7,6,3,A"},
		{"Ah 2c 3d 4s 5h Kd Kc", "5,4,3,2,A"},
		{"Ah Ac 2c 3d 4s 5h 5d", "5,4,3,2,A"},
		{"8h 8c 7d 6s 5h 4d 9c", "8,7,6,5,4"},
		{"Kh 6d 4c 8c 2s Ah Jc", "8,6,4,2,A"},
		{"7c 3s 5h Qc Kc 6d 4d", "7,6,5,4,3"},
		{"9h 7c 6d 3s Ah Kd Kc", "no low"},
		{"Ah Ac 2c 2d 3s 4h Kd", "no low"},
		{"Ah 2c 3d 4s", "no low"},
		{"Ah 2c 3d 4s 8h", "8,4,3,2,A"},
	}
	for _, tt := range tests {
		if got := EvalLow8(cardsOf(t, tt.cards)).Describe(); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.cards, got, tt.want)
		}
	}
}

func TestEvalLowRazz(t *testing.T) {
	tests := []struct{ cards, want string }{
		{"3c Ac 5s 2h Th Js 5h", "T,5,3,2,A"},
		{"6h 8h 3d Ad Ac Kh 8c", "K,8,6,3,A"},
		{"Ah 2c 3d 4s 5h Kd Kc", "5,4,3,2,A"},
		{"Kh Qd Jc Ts 9h 9d 9c", "K,Q,J,T,9"},
		// Fewer than five distinct ranks: the paired cards must play.
		{"Ah Ac 2c 2d 3s 3h 4d", "4,3,2,A,A"},
		{"Ah Ac 2c 2d 3s 3h Ad", "3,2,2,A,A"},
		{"Ah Ac Ad 2c 3d", "3,2,A,A,A"},
		{"Ah Ac Ad 2c 2d 2h", "2,2,A,A,A"},
		{"Kh Kc Kd Ks Qc Qd Qh", "K,K,Q,Q,Q"},
		{"Ah Ac Ad As 2c", "2,A,A,A,A"},
		{"Ah 2c 3d 4s", "no low"},
	}
	for _, tt := range tests {
		if got := EvalLowRazz(cardsOf(t, tt.cards)).Describe(); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.cards, got, tt.want)
		}
	}
}

func TestLowOrder(t *testing.T) {
	// Each razz low is strictly better than the next.
	razz := []string{
		"Ah 2c 3d 4s 5h", // the wheel
		"Ah 2c 3d 4s 6h", // 6-high
		"Ah 3c 4d 5s 6h", // 6,5,4,3,A loses to 6,4,3,2,A
		"7c 4d 2h Ac 3s", // 7,4,3,2,A
		"7s 5d Ah 2c 3d", // 7,5,3,2,A
		"8h 7c 6d 3s Ah", // 8-high
		"Kh Qd Jc Ts 9h", // the worst unpaired low
		"2h 2c 3d 4s 5h", // pair of Deuces beats a pair of Fives
		"Ah 3c 4d 5s 5h", // pair of Fives
		"Kh Kc Qd Js Th", // pair of Kings
		"Ah Ac 2c 2d 3s", // two pair beats trips
		"Qh Qc Kc Kd Js", // two pair, Kings and Queens
		"Ah Ac Ad 2c 3d", // trips
		"Ah Ac Ad 2c 2d", // full house beats quads
		"Ah Ac Ad As 2c", // quads
	}
	var prev LowValue
	for i, s := range razz {
		v := EvalLowRazz(cardsOf(t, s))
		if i > 0 && !prev.Better(v) {
			t.Errorf("razz: %s (%s) should lose to %s (%s)", s, v.Describe(), razz[i-1], prev.Describe())
		}
		if v.Better(v) {
			t.Errorf("%s is better than itself", s)
		}
		if !v.Better(NoLow) || NoLow.Better(v) {
			t.Errorf("%s: NoLow must be worse than every low", s)
		}
		prev = v
	}
	if NoLow.Better(NoLow) {
		t.Error("NoLow better than NoLow")
	}
	// Suits do not matter: equal ranks tie.
	if EvalLow8(cardsOf(t, "8h 6c 4d 2s Ah")) != EvalLow8(cardsOf(t, "8s 6s 4s 2s As")) {
		t.Error("equal 8-or-better lows do not tie")
	}
	if a, b := EvalLow8(cardsOf(t, "8h 6c 4d 2s Ah")), EvalLow8(cardsOf(t, "8h 6c 5d 2s Ah")); !a.Better(b) {
		t.Error("8,6,4,2,A should beat 8,6,5,2,A")
	}
}

func TestLowRanks(t *testing.T) {
	got := EvalLow8(cardsOf(t, "8h 7c 6d 3s Ah Kd Kc")).Ranks()
	if want := [5]Rank{Eight, Seven, Six, Three, Ace}; got != want {
		t.Errorf("Ranks = %v, want %v", got, want)
	}
	if got := NoLow.Ranks(); got != [5]Rank{} {
		t.Errorf("NoLow.Ranks = %v", got)
	}
	if got := NoLow.Describe(); got != "no low" {
		t.Errorf("NoLow.Describe = %q", got)
	}
}
