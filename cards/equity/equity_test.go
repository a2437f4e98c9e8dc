package equity

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// parseCards reads space-separated cards ("As Kd ??"); "??" is cards.None.
func parseCards(t testing.TB, s string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, f := range strings.Fields(s) {
		if f == "??" {
			out = append(out, cards.None)
			continue
		}
		c, err := cards.Parse(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// TestCalcByHand checks positions whose equity is counted by hand in the comments.
func TestCalcByHand(t *testing.T) {
	tests := []struct {
		name    string
		game    hand.Game
		players []string
		dead    string
		want    []Share
		runouts int64
	}{{
		// Quad aces against a king-high straight-flush draw whose only out
		// (9h) is dead: nothing else beats quads with one card.
		name:    "made hand against a dead draw",
		game:    hand.StudHigh,
		players: []string{"As Ad Ah Ac 2c 3d 7s", "Kh Qh Jh Th 2s 3s"},
		dead:    "9h",
		want:    []Share{{High: 1, Total: 1, Scoop: 1}, {}},
		runouts: 38,
	}, {
		// Kings against queens with one card to come, 39 unseen: the
		// queens win with Qh Qs, seven clubs (Ac 2c 5c 8c 9c Tc Jc), a
		// second pair of 3s, 4s, 6s (three each), or 8h 8s: 20 outs.
		name:    "one card to come, outs counted",
		game:    hand.StudHigh,
		players: []string{"Kc Kd 2h 5s 7c 9d Jh", "Qc Qd 3c 4c 6c 8d"},
		want:    []Share{{High: 19.0 / 39, Total: 19.0 / 39, Scoop: 19.0 / 39}, {High: 20.0 / 39, Total: 20.0 / 39, Scoop: 20.0 / 39}},
		runouts: 39,
	}, {
		// The same with Qh Qs Kh folded face up: 18 outs among 36.
		name:    "one card to come, outs dead",
		game:    hand.StudHigh,
		players: []string{"Kc Kd 2h 5s 7c 9d Jh", "Qc Qd 3c 4c 6c 8d"},
		dead:    "Qh Qs Kh",
		want:    []Share{{High: 18.0 / 36, Total: 18.0 / 36, Scoop: 18.0 / 36}, {High: 18.0 / 36, Total: 18.0 / 36, Scoop: 18.0 / 36}},
		runouts: 36,
	}, {
		// A full house against a four-card low: any 5, 6, 7 or 8 (16 of
		// 39) makes the low and splits the pot; otherwise the boat scoops.
		name:    "hi/lo: the low half only when a low qualifies",
		game:    hand.StudHiLo,
		players: []string{"Kc Kd Ks 9h 9c Jd Qs", "Ac 2d 3h 4s 9d Td"},
		want: []Share{
			{High: 1 - 8.0/39, Total: 1 - 8.0/39, Scoop: 23.0 / 39},
			{Low: 8.0 / 39, Total: 8.0 / 39},
		},
		runouts: 39,
	}, {
		// Both hold the wheel for low; the six-high straight wins the high:
		// the wheel-only hand gets a quarter.
		name:    "hi/lo: quartered",
		game:    hand.StudHiLo,
		players: []string{"Ac 2c 3d 4d 5h Kc Kd", "Ad 2h 3h 4s 5d 6c Tc"},
		want:    []Share{{Low: 0.25, Total: 0.25}, {High: 0.5, Low: 0.25, Total: 0.75}},
		runouts: 1,
	}, {
		// A wheel against a four-card wheel draw: 5c 5d 5h (of 39) tie.
		name:    "razz: tie with three outs",
		game:    hand.Razz,
		players: []string{"As 2s 3s 4s 5s Kd Kh", "Ad 2d 3d 4d Qc Jc"},
		want:    []Share{{Low: 1 - 1.5/39, Total: 1 - 1.5/39, Scoop: 36.0 / 39}, {Low: 1.5 / 39, Total: 1.5 / 39}},
		runouts: 39,
	}, {
		// An unseen down card is dealt like a card to come.
		name:    "razz: unknown down card",
		game:    hand.Razz,
		players: []string{"As 2s 3s 4s 5s Kd Kh", "?? 2d 3d 4d Ad Qc Jc"},
		want:    []Share{{Low: 1 - 1.5/39, Total: 1 - 1.5/39, Scoop: 36.0 / 39}, {Low: 1.5 / 39, Total: 1.5 / 39}},
		runouts: 39,
	}, {
		// Three identical straights: the pot splits three ways.
		name:    "three-way tie",
		game:    hand.StudHigh,
		players: []string{"9c Tc Jd Qd Kh 2s 3s", "9d Th Js Qc Ks 2c 3c", "9h Ts Jc Qh Kc 2d 4h"},
		want:    []Share{{High: 1.0 / 3, Total: 1.0 / 3}, {High: 1.0 / 3, Total: 1.0 / 3}, {High: 1.0 / 3, Total: 1.0 / 3}},
		runouts: 1,
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var players [][]cards.Card
			for _, p := range tt.players {
				players = append(players, parseCards(t, p))
			}
			res, err := Calc(tt.game, players, parseCards(t, tt.dead), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if res.Method != Exact || res.Runouts != tt.runouts || res.StdErr != 0 || res.StdErrs != nil {
				t.Errorf("method %s, %d runouts, stderr %v; want exact, %d, 0", res.Method, res.Runouts, res.StdErr, tt.runouts)
			}
			for i, w := range tt.want {
				if d := maxDiff(res.Players[i], w); d > 1e-12 {
					t.Errorf("player %d: got %+v, want %+v", i+1, res.Players[i], w)
				}
			}
		})
	}
}

// maxDiff returns the largest difference between two shares' figures.
func maxDiff(a, b Share) float64 {
	return max(math.Abs(a.High-b.High), math.Abs(a.Low-b.Low), math.Abs(a.Total-b.Total), math.Abs(a.Scoop-b.Scoop))
}

// TestCalcErrors checks that bad input gives the documented InputError.
func TestCalcErrors(t *testing.T) {
	tests := []struct {
		name    string
		game    hand.Game
		players []string
		dead    string
		err     error
		player  int
		isDead  bool
		card    string
	}{
		{"unknown game", hand.GameOther, []string{"As", "Kd"}, "", ErrUnknownGame, -1, false, ""},
		{"one player", hand.StudHiLo, []string{"As Kd"}, "", ErrTooFewPlayers, -1, false, ""},
		{"eight cards", hand.StudHiLo, []string{"As", "2c 3c 4c 5c 6c 7c 8c 9c"}, "", ErrTooManyCards, 1, false, ""},
		{"duplicate between players", hand.StudHiLo, []string{"As Kd", "Qc Kd"}, "", ErrDuplicateCard, 1, false, "Kd"},
		{"duplicate within a player", hand.Razz, []string{"As As", "Qc"}, "", ErrDuplicateCard, 0, false, "As"},
		{"player card among the dead", hand.StudHigh, []string{"As Kd", "Qc"}, "7h As", ErrDuplicateCard, 0, true, "As"},
		{"dead card twice", hand.StudHigh, []string{"As Kd", "Qc"}, "7h 7h", ErrDuplicateCard, -1, true, "7h"},
		{"deck runs out", hand.StudHiLo, []string{"As", "Ks", "Qs", "Js", "Ts", "9s", "8s"}, "2c 3c 4c 5c", ErrDeckExhausted, -1, false, ""},
		{"eight players", hand.StudHiLo, []string{"As", "Ks", "Qs", "Js", "Ts", "9s", "8s", "7s"}, "", ErrDeckExhausted, -1, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var players [][]cards.Card
			for _, p := range tt.players {
				players = append(players, parseCards(t, p))
			}
			_, err := Calc(tt.game, players, parseCards(t, tt.dead), Options{})
			var ie *InputError
			if !errors.As(err, &ie) || !errors.Is(err, tt.err) {
				t.Fatalf("got %v, want an InputError wrapping %v", err, tt.err)
			}
			var card cards.Card
			if tt.card != "" {
				card = parseCards(t, tt.card)[0]
			}
			if ie.Player != tt.player || ie.Dead != tt.isDead || ie.Card != card {
				t.Errorf("got player %d dead %v card %v, want %d %v %v (%v)", ie.Player, ie.Dead, ie.Card, tt.player, tt.isDead, card, err)
			}
		})
	}
	_, err := Calc(hand.StudHiLo, [][]cards.Card{{cards.Card(60)}, {}}, nil, Options{})
	if !errors.Is(err, ErrBadCard) {
		t.Errorf("card 60: got %v, want ErrBadCard", err)
	}
}
