package live_test

import (
	"strings"
	"testing"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/live"
	"github.com/stud8/stud8/replay"
)

// parseCards reads "Ah Kd ?" (? an unknown card).
func parseCards(t *testing.T, s string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, f := range strings.Fields(s) {
		if f == "?" {
			out = append(out, cards.None)
			continue
		}
		c, err := cards.Parse(f)
		if err != nil {
			t.Fatalf("%q: %v", f, err)
		}
		out = append(out, c)
	}
	return out
}

// TestAssess: cases written from docs/definitions.md#liveness. own is the
// player's down, down, door; doors are every seat's door card, the
// player's own at seat 0 (it must never count).
func TestAssess(t *testing.T) {
	tests := []struct {
		name   string
		game   hand.Game
		own    string
		others string // the other seats' door cards
		start  string
		need   live.Need
		needed int
		seen   int
		class  live.Class
	}{
		// Trips: one out, the fourth seven.
		{"trips live", hand.StudHiLo, "7c 7d 7h", "Ks 2c Qd", live.StartRolledUp, live.NeedFourth, 1, 0, live.Live},
		{"trips dead", hand.StudHigh, "7c 7d 7h", "Ks 7s Qd", live.StartRolledUp, live.NeedFourth, 1, 1, live.Dead},
		// Pairs: two outs, the other two of the rank.
		{"buried pair live", hand.StudHigh, "Qc Qd 5h", "Ks 2c 5d", live.StartBuriedPair, live.NeedThird, 2, 0, live.Live},
		{"buried pair partly dead", hand.StudHigh, "Qc Qd 5h", "Qs 2c 5d", live.StartBuriedPair, live.NeedThird, 2, 1, live.PartlyDead},
		{"split pair dead", hand.StudHiLo, "9c 2d 9h", "9s 9d 5d", live.StartSplitPair, live.NeedThird, 2, 2, live.Dead},
		// A low draw: 20 low cards (A-8 of the five ranks he lacks); his own
		// ranks (a 4 elsewhere) do not count, nor do high cards.
		{"three low live", hand.StudHiLo, "Ac 4d 7h", "2s 4s Kd Qh 8c", live.StartThreeLow, live.NeedLow, 20, 2, live.Live},
		{"three low partly dead", hand.StudHiLo, "Ac 4d 7h", "2s 3s 5d 8c Td", live.StartThreeLow, live.NeedLow, 20, 4, live.PartlyDead},
		{"three low dead", hand.StudHiLo, "Ac 4d 7h", "2s 3s 5d 6c 8d 8h", live.StartThreeLow, live.NeedLow, 20, 6, live.Dead},
		// A flush draw: ten of the suit left.
		{"three suited live", hand.StudHigh, "Kh 9h 2h", "3h Ks 9c", live.StartThreeSuited, live.NeedSuit, 10, 1, live.Live},
		{"three suited partly dead", hand.StudHiLo, "Kh 9h Jh", "3h Ah 9c", live.StartThreeSuited, live.NeedSuit, 10, 2, live.PartlyDead},
		{"three suited dead", hand.StudHigh, "Kh 9h Jh", "3h Ah 4h Qs", live.StartThreeSuited, live.NeedSuit, 10, 3, live.Dead},
		// Straights: 9-T-J open (7, 8, Q, K: 16); 9-T-Q (8, J, K: 12);
		// 9-J-K gutshot (T, Q: 8); Q-K-A (T, J: 8).
		{"open straight live", hand.StudHigh, "9c Td Jh", "7s 2c", live.StartThreeStraight, live.NeedStraight, 16, 1, live.Live},
		{"open straight partly dead", hand.StudHigh, "9c Td Jh", "7s 8c Kd Qh 9s", live.StartThreeStraight, live.NeedStraight, 16, 4, live.PartlyDead},
		{"open straight dead", hand.StudHigh, "9c Td Jh", "7s 8c Kd Qh Qs", live.StartThreeStraight, live.NeedStraight, 16, 5, live.Dead},
		{"one gap", hand.StudHigh, "9c Td Qh", "7s 8c Ad", live.StartThreeStraight, live.NeedStraight, 12, 1, live.Live},
		{"gutshot partly dead", hand.StudHiLo, "9c Jd Kh", "Ts 2c", live.StartThreeStraight, live.NeedStraight, 8, 1, live.PartlyDead},
		{"ace high dead", hand.StudHigh, "Qc Kd Ah", "Ts Jc Js 9s", live.StartThreeStraight, live.NeedStraight, 8, 3, live.Dead},
		// Nothing needed, or cards unknown: no class.
		{"other", hand.StudHigh, "2c 9d Kh", "Ks 2s", live.StartOther, live.NeedNone, 0, 0, live.NoClass},
		{"down card unknown", hand.StudHiLo, "? 9d Kh", "Ks", "", live.NeedNone, 0, 0, live.NoClass},
		// Razz: low cards of the ranks he lacks, whatever the class.
		{"razz three low live", hand.Razz, "Ac 2d 5h", "3s Kd Qd", live.StartThreeLow, live.NeedLow, 20, 1, live.Live},
		{"razz three low dead", hand.Razz, "Ac 2d 5h", "3s 3c 4d 6h 7h 8s", live.StartThreeLow, live.NeedLow, 20, 6, live.Dead},
		// A pair is dead weight: 3-3-5 holds two low ranks, needs the 24
		// cards of A, 2, 4, 6, 7, 8; the other threes are not needed.
		{"razz pair dead weight", hand.Razz, "3c 3d 5h", "3s 3h 2c", live.StartBuriedPair, live.NeedLow, 24, 1, live.Live},
		{"razz pair partly dead", hand.Razz, "3c 5d 3h", "Ac 2c 4c 7d Kd", live.StartSplitPair, live.NeedLow, 24, 4, live.PartlyDead},
		// A high card is dead weight too; a start with one low rank needs nothing.
		{"razz high card", hand.Razz, "2c 6d Kh", "As Ah Ad 3c 4c 5c 7c 8c", live.StartOther, live.NeedLow, 24, 8, live.Dead},
		{"razz one low rank", hand.Razz, "Kc 4d Kh", "As", live.StartSplitPair, live.NeedNone, 0, 0, live.NoClass},
		{"razz rolled up", hand.Razz, "2c 2d 2h", "As", live.StartRolledUp, live.NeedNone, 0, 0, live.NoClass},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own := parseCards(t, tt.own)
			if len(own) != 3 {
				t.Fatalf("own %q: %d cards", tt.own, len(own))
			}
			doors := append([]cards.Card{own[2]}, parseCards(t, tt.others)...)
			got := live.Assess(tt.game, [3]cards.Card(own), doors, 0)
			want := live.Liveness{Start: tt.start, Need: tt.need, Needed: tt.needed, Seen: tt.seen, Class: tt.class}
			if got != want {
				t.Errorf("got %+v, want %+v", got, want)
			}
		})
	}
}

// TestStartClassIsReplays: live's starting class is replay's, for every
// ordered three cards (down, down, door).
func TestStartClassIsReplays(t *testing.T) {
	var p replay.PlayerResult
	n := 0
	for a := cards.Card(1); a <= 52; a++ {
		for b := cards.Card(1); b <= 52; b++ {
			for c := cards.Card(1); c <= 52; c++ {
				if a == b || a == c || b == c {
					continue
				}
				p.Cards[0], p.Cards[1], p.Cards[2] = a, b, c
				if got, want := live.StartClass([3]cards.Card{a, b, c}), p.StartClass(); got != want {
					t.Fatalf("%v %v %v: live %q, replay %q", a, b, c, got, want)
				}
				n++
			}
		}
	}
	if n != 52*51*50 {
		t.Fatalf("%d triples", n)
	}
}
