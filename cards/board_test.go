package cards

import "testing"

func TestEvalBoard(t *testing.T) {
	// Each pair: better board first.
	tests := []struct{ better, worse string }{
		{"2c 2d", "Ah Ks"},
		{"2c 2d 3h 3s", "Ah Ad Kc Qs"},
		{"4c 4d 4h 2s", "Ac Ad Kc Kd"},
		{"3c 3d 3h 3s", "Ac Ad Ah Kd"},
		{"Kc Kd", "Qc Qd"},
		{"Kc Kd Ah", "Kh Ks Qc"},
		{"Ah 9c 3d", "Ah 8c 7d"},
		{"Ac 2d 3h 5s", "Ks Qs Js Ts"}, // no straights or flushes
		{"Ac", "Kc"},
		{"Ac Kd", "Ah Qd"},
		{"Ac Ad 2c 2d", "Kc Kd Qc Qd"},
		{"Ac Ad Kc 2d", "Ac Ad Qc Jd"}, // same pair: the kickers decide
		{"5c 5d 5h Ks", "5c 5d 5h Qs"},
	}
	for _, tt := range tests {
		b, w := EvalBoard(cardsOf(t, tt.better)), EvalBoard(cardsOf(t, tt.worse))
		if b <= w {
			t.Errorf("EvalBoard: %s (%d) should beat %s (%d)", tt.better, b, tt.worse, w)
		}
	}
	ties := []struct{ a, b string }{
		{"Ah Kd", "As Kc"},
		{"Ac", "As"},
		{"9c 9d 4h", "9h 9s 4c"},
		{"Ks Qs Js Ts", "Kh Qd Jc Ts"},
	}
	for _, tt := range ties {
		if a, b := EvalBoard(cardsOf(t, tt.a)), EvalBoard(cardsOf(t, tt.b)); a != b {
			t.Errorf("EvalBoard: %s (%d) should tie %s (%d)", tt.a, a, tt.b, b)
		}
	}
	if EvalBoard(nil) != 0 {
		t.Error("empty board is not 0")
	}
}

func TestEvalBoardRazz(t *testing.T) {
	tests := []struct{ better, worse string }{
		{"Ac 2d", "3c 2d"},
		{"Ac", "2c"},
		{"Kc Qd", "Ac Ad"}, // a pair is worse than any unpaired board
		{"7c 4d 2h", "7s 5d Ah"},
		{"Qc Jd", "Kc 2d"}, // king is the highest card
		{"Kc Kd Qc Jd", "2c 2d 3c 3d"},
		{"2c 2d 5h", "3c 3d Ah"},
		{"2c 2d 3c 3d", "Ac Ad Ah 2c"},
		{"6c 5d 4h 3s", "7c 2d 3h 4s"},
	}
	for _, tt := range tests {
		b, w := EvalBoardRazz(cardsOf(t, tt.better)), EvalBoardRazz(cardsOf(t, tt.worse))
		if b <= w {
			t.Errorf("EvalBoardRazz: %s (%d) should beat %s (%d)", tt.better, b, tt.worse, w)
		}
	}
	if a, b := EvalBoardRazz(cardsOf(t, "Ah 5d")), EvalBoardRazz(cardsOf(t, "As 5c")); a != b {
		t.Errorf("EvalBoardRazz: equal boards differ: %d %d", a, b)
	}
	if EvalBoardRazz(nil) != 0 {
		t.Error("empty razz board is not 0")
	}
}

func TestBringInIndex(t *testing.T) {
	tests := []struct {
		up   string
		razz bool
		want int
	}{
		{"Kh 2c 2d Ah", false, 1}, // lowest rank, clubs lowest suit
		{"Ah Kd", false, 1},       // ace is high in stud
		{"2s 2h", false, 1},       // hearts below spades
		{"3c 2s", false, 1},       // rank before suit
		{"2d 2c 2h 2s", false, 1},
		{"7h", false, 0},
		{"Kc Ks 2d", true, 1}, // razz: king highest, spades highest suit
		{"Ac 2d", true, 1},    // ace is low in razz
		{"Qs Kc", true, 1},
		{"Ac Ad", true, 1},
		{"5c 5h 5d", true, 1},
		{"", false, -1},
		{"", true, -1},
	}
	for _, tt := range tests {
		if got := BringInIndex(cardsOf(t, tt.up), tt.razz); got != tt.want {
			t.Errorf("BringInIndex(%s, razz=%v) = %d, want %d", tt.up, tt.razz, got, tt.want)
		}
	}
	if got := BringInIndex([]Card{None, New(Five, Clubs)}, false); got != 1 {
		t.Errorf("unknown card not skipped: %d", got)
	}
}
