package gen

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stud8/stud8/cards"
)

func cs(t *testing.T, s string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, f := range strings.Fields(s) {
		c, err := cards.Parse(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

func TestBringInKey(t *testing.T) {
	// Each card must bring in against the next one (RULES.md section 2).
	order := "2c 2d 2h 2s 3c 7s 8c Tc Jd Kh As"
	c := cs(t, order)
	for i := 0; i+1 < len(c); i++ {
		if bringInKey(c[i]) >= bringInKey(c[i+1]) {
			t.Errorf("%s should bring in before %s", c[i], c[i+1])
		}
	}
}

func TestBoardKey(t *testing.T) {
	// Each board acts before the next one (RULES.md section 3).
	tests := []struct{ better, worse string }{
		{"Ah", "Kd"},
		{"2c 2d", "Ah Kd"},
		{"3c 3d", "2h 2s"},
		{"3c 3d Kh", "3h 3s Qh"},
		{"2c 2d 3c 3d", "Ah Ad Kh"},
		{"4c 4d 4h", "Ac Ad Kc Kd"},
		{"2c 2d 2h 2s", "Ac Ad Ah Kd"},
		{"2c 2d", "5h 6h 7h 8h"}, // straights and flushes do not count
		{"Ac 9d 7h", "Ah 9s 6c"},
	}
	for _, tc := range tests {
		if b, w := boardKey(cs(t, tc.better)), boardKey(cs(t, tc.worse)); b <= w {
			t.Errorf("board %s should act before %s", tc.better, tc.worse)
		}
	}
	if boardKey(cs(t, "Ac 9d 7h")) != boardKey(cs(t, "As 9c 7d")) {
		t.Error("suits must not break board ties")
	}
}

func TestLowValue(t *testing.T) {
	tests := []struct {
		cards string
		max   int
		want  string // "" = no low
	}{
		{"8s 7d 6c 3h Ad Kc Qs", 8, "8,7,6,3,A"},
		{"Ac 2d 3h 4s 5c 6d 7h", 8, "5,4,3,2,A"},
		{"Ac Ad 2h 2s 3c 4d 9h", 8, ""},
		{"Ac 2d 3h 4s 9c 9d Kh", 8, ""},
		{"Ac 2d 3h 4s 9c 9d Kh", 9, "9,4,3,2,A"},
		{"6c 4d 3h 2s Ac 8d 7h", 8, "6,4,3,2,A"},
		{"Th 5c 3c 2h Ac", 8, ""},
	}
	for _, tc := range tests {
		v := lowValue(cs(t, tc.cards), tc.max)
		got := ""
		if v != 0 {
			got = lowText(v)
		}
		if got != tc.want {
			t.Errorf("lowValue(%s, %d) = %q, want %q", tc.cards, tc.max, got, tc.want)
		}
	}
	// Smaller is better: 6-4-3-2-A beats 6-5-4-3-2.
	if a, b := lowValue(cs(t, "6c 4d 3h 2s Ac"), 8), lowValue(cs(t, "6c 5d 4h 3s 2c"), 8); a >= b {
		t.Error("6,4,3,2,A must beat 6,5,4,3,2")
	}
}

func TestRakeFor(t *testing.T) {
	oracle, stars := Profiles["oracle"], Profiles["pokerstars"]
	tests := []struct {
		p        Profile
		pot, big int64
		want     int64
	}{
		{oracle, 100, 20, 5},
		{oracle, 130, 20, 6},       // 6.5 rounds half to even
		{oracle, 150, 20, 8},       // 7.5 rounds half to even
		{oracle, 131, 20, 7},       // 6.55
		{oracle, 5000, 20, 60},     // capped at 3 big bets
		{stars, 100000, 1000, 500}, // capped at $5
		{stars, 4600, 1000, 230},   // the oracle's "$46 | Rake $2.30"
		{oracle, 4600, 1000, 230},
	}
	for _, tc := range tests {
		if got := rakeFor(tc.p, tc.pot, tc.big); got != tc.want {
			t.Errorf("rakeFor(%s, %d, %d) = %d, want %d", tc.p.Name, tc.pot, tc.big, got, tc.want)
		}
	}
}

func TestParseStakes(t *testing.T) {
	st, err := ParseStakes("0.10/0.20, $5/$10,2:5:10:20,1.5/3,0.04/0.08")
	if err != nil {
		t.Fatal(err)
	}
	want := []Stakes{DefaultStakes[0], DefaultStakes[5], DefaultStakes[0], {Ante: 30, BringIn: 37, SmallBet: 150, BigBet: 300},
		{Ante: 1, BringIn: 2, SmallBet: 4, BigBet: 8}}
	if len(st) != len(want) {
		t.Fatalf("got %v", st)
	}
	for i := range want {
		if st[i] != want[i] {
			t.Errorf("stakes %d = %+v, want %+v", i, st[i], want[i])
		}
	}
	for _, bad := range []string{"", "x", "1/2/3", "0.01/0.02", "2:5:4:8", "0.1.2/1", "-1/2"} {
		if _, err := ParseStakes(bad); !errors.Is(err, ErrConfig) {
			t.Errorf("ParseStakes(%q) = %v, want ErrConfig", bad, err)
		}
	}
}

func TestNames(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	for range 5000 {
		n := playerName(r)
		if n == "" || strings.TrimSpace(n) != n || strings.Contains(n, ": ") || strings.Contains(n, " collected ") {
			t.Errorf("bad player name %q", n)
		}
	}
	seen := map[string]bool{}
	for i := range 3000 {
		n := tableName(i)
		if seen[n] {
			t.Fatalf("table name %q repeats at %d", n, i)
		}
		seen[n] = true
	}
	if roman(1) != "I" || roman(14) != "XIV" || roman(49) != "XLIX" || roman(1994) != "MCMXCIV" {
		t.Error("roman numerals")
	}
}

func TestEachShare(t *testing.T) {
	// A $25.70 low half quartered three ways between seats 1, 3 and 6
	// (indexes 0, 2, 5): 856 each and 2 odd chips.
	mask := uint8(1<<0 | 1<<2 | 1<<5)
	tests := []struct {
		each bool
		want [3]int64
	}{
		{false, [3]int64{858, 856, 856}}, // oracle: the whole remainder to the lowest seat
		{true, [3]int64{857, 857, 856}},  // one chip each from the lowest seat on
	}
	for _, tc := range tests {
		g := &game{prof: Profile{OddChipEach: tc.each}}
		for k, i := range []int{0, 2, 5} {
			if got := g.eachShare(mask, 2570, i); int64(got) != tc.want[k] {
				t.Errorf("each=%v: player %d gets %d, want %d", tc.each, i, got, tc.want[k])
			}
		}
	}
}
