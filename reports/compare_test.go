package reports

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/gen"
)

// twoPopulations generates hands at one stakes of 40 tight regulars and
// fish, a tight player with the given habits, and imports them: no family
// pots, deep stacks, so that every one of them plays his style alone, and
// no rake, so that about half the regulars win.
func twoPopulations(t testing.TB, hands int, fish gen.Player) string {
	t.Helper()
	var ps []gen.Player
	for i := 1; i <= 40; i++ {
		ps = append(ps, gen.Player{Name: fmt.Sprintf("reg%02d", i), Style: "tight"})
	}
	fish.Name, fish.Style = "fish", "tight"
	ps = append(ps, fish)
	dir := t.TempDir()
	cfg := gen.Config{Hands: hands, Seed: 29, Players: ps, Stakes: gen.DefaultStakes[2:3],
		NoFamilyPots: true, DeepStacks: true, Profile: gen.Profile{Name: "no rake", CapBets: 4}}
	if _, err := gen.GenerateDir(cfg, dir, nil); err != nil {
		t.Fatal(err)
	}
	return importAny(t, "oracle", dir)
}

// TestCompareFindsTheDifferencesGiven compares fish with the winners of
// generated populations where he differs from them only by the habits the
// generator was given: the statistics a habit sets must differ, those it
// cannot change must not (Holm's correction over the tested statistics:
// with no habit, no statistic at all). The statistics a habit changes
// through the hands it leaves him (later streets, showdowns) are not
// judged.
func TestCompareFindsTheDifferencesGiven(t *testing.T) {
	if testing.Short() {
		t.Skip("generates and imports 72,000 hands")
	}
	// The decisions of 3rd street (steal_success is not one: it is the
	// others' decisions, and a result, on which the winners are chosen).
	third := []string{"vpip_3rd", "complete_3rd", "reraise_3rd", "steal_attempt",
		"bring_in_defend", "bring_in_fold_to_steal", "first_bet_3rd", "fold_to_bet_3rd"}
	for _, c := range []struct {
		name string
		fish gen.Player
		// differ must be flagged, same must not; every other tested
		// statistic may be either.
		differ, same []string
		// near are statistics whose value must be within 5 points of
		// the rate the habit was given.
		near map[string]float64
	}{
		{name: "no habit", same: nil},
		{name: "completes 70%", fish: gen.Player{Complete: gen.Often(0.7)},
			differ: []string{"complete_3rd", "vpip_3rd", "first_bet_3rd", "steal_attempt"},
			same:   []string{"reraise_3rd", "bring_in_defend", "bring_in_fold_to_steal"},
			near:   map[string]float64{"complete_3rd": 70}},
		{name: "folds on 4th 80%", fish: gen.Player{FoldFourth: gen.Often(0.8)},
			differ: []string{"fold_to_bet_4th"},
			same:   append([]string{"saw_4th", "first_bet_4th"}, third...)},
	} {
		t.Run(c.name, func(t *testing.T) {
			db := openRO(t, twoPopulations(t, 24000, c.fish))
			// At least 1,000 hands: the regulars, not the newcomers of
			// every style who join now and then.
			res, err := Compare(context.Background(), db, CompareOptions{Filter: filter.Filter{Player: "fish"}, MinHands: 1000})
			if err != nil {
				t.Fatal(err)
			}
			var tested, flagged []string
			value := map[string]float64{}
			for _, row := range res.Rows {
				stat := row[res.Column("stat")].(string)
				if v, ok := row[res.Column("value")].(float64); ok {
					value[stat] = v
				}
				switch row[res.Column("differs")] {
				case "yes":
					flagged = append(flagged, stat)
					fallthrough
				case "no":
					tested = append(tested, stat)
				}
			}
			if h := value["hands"]; h < 1500 {
				t.Fatalf("fish has %v hands: too few for the test", h)
			}
			show := func() string {
				var b bytes.Buffer
				Write(&b, res, "table")
				return b.String()
			}
			if len(tested) < 25 {
				t.Errorf("%d statistics tested, want the 30 shares of hands:\n%s", len(tested), show())
			}
			for _, s := range c.differ {
				if !slices.Contains(flagged, s) {
					t.Errorf("%s was given a difference; not flagged:\n%s", s, show())
				}
			}
			for _, s := range c.same {
				if slices.Contains(flagged, s) {
					t.Errorf("%s was given no difference; flagged:\n%s", s, show())
				}
			}
			if c.same == nil && c.differ == nil && len(flagged) > 0 {
				t.Errorf("no habit, yet %v flagged:\n%s", flagged, show())
			}
			for s, want := range c.near {
				if v := value[s]; v < want-5 || v > want+5 {
					t.Errorf("%s = %v, given %v", s, v, want)
				}
			}
			t.Logf("flagged %v", flagged)
		})
	}
}

// TestTwoProportions checks the test and the interval against published
// figures: Newcombe (1998), example (a) of table II, 56/70 against 48/80
// (interval 0.0524 to 0.3339 by the hybrid score method), and the Wilson
// interval of 81/263 (0.2553 to 0.3662).
func TestTwoProportions(t *testing.T) {
	z := math.Sqrt2 * math.Erfinv(0.95)
	got := twoProportions(56, 70, 48, 80, z)
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"low", got.low, 0.0524}, {"high", got.high, 0.3339},
		{"z", got.z, 2.6500}, {"p", got.p, 0.00805},
	} {
		if math.Abs(c.got-c.want) > 5e-4 {
			t.Errorf("56/70 vs 48/80: %s = %.5f, want %.4f", c.name, c.got, c.want)
		}
	}
	if l, h := wilson(81, 263, z); math.Abs(l-0.2553) > 5e-5 || math.Abs(h-0.3662) > 5e-5 {
		t.Errorf("wilson 81/263 = %.4f..%.4f, want 0.2553..0.3662", l, h)
	}
	// Fisher's exact test where counts are small: 1/12 against 9/12 has
	// p = 0.002759 (the studying men and women of Wikipedia's
	// "Fisher's exact test"; R's fisher.test(matrix(c(1, 11, 9, 3), 2))).
	if p := fisher(1, 12, 9, 12); math.Abs(p-0.002759) > 1e-6 {
		t.Errorf("fisher 1/12 vs 9/12: p %.6f, want 0.002759", p)
	}
	// 2 of 152 against 2 of 2054 expects 0.28 in a count: Fisher's p,
	// not the normal approximation's 0.0007.
	if got, want := twoProportions(2, 152, 2, 2054, z).p, fisher(2, 152, 2, 2054); got != want || want < 0.01 {
		t.Errorf("2/152 vs 2/2054: p %.6f, want Fisher's %.6f", got, want)
	}
	if same := twoProportions(0, 10, 0, 20, z); same.z != 0 || same.p != 1 {
		t.Errorf("0/10 vs 0/20: z %v p %v, want 0 and 1", same.z, same.p)
	}
}

// TestHolm checks Holm's adjustment: each p-value times the number from
// it on in order, kept non-decreasing, at most 1.
func TestHolm(t *testing.T) {
	for _, c := range []struct{ ps, want []float64 }{
		{[]float64{0.01, 0.04, 0.03, 0.005}, []float64{0.03, 0.06, 0.06, 0.02}},
		{[]float64{0.5, 0.6}, []float64{1, 1}},
		{nil, []float64{}},
	} {
		got := holm(c.ps)
		if len(got) != len(c.want) {
			t.Fatalf("holm(%v) = %v, want %v", c.ps, got, c.want)
		}
		for i := range got {
			if math.Abs(got[i]-c.want[i]) > 1e-12 {
				t.Errorf("holm(%v) = %v, want %v", c.ps, got, c.want)
				break
			}
		}
	}
}

// TestCompareOptions checks the options Compare refuses before it reads
// anything.
func TestCompareOptions(t *testing.T) {
	for _, o := range []CompareOptions{
		{},
		{Filter: filter.Filter{Player: "fish"}, Level: 1},
		{Filter: filter.Filter{Player: "fish"}, Level: -0.5},
		{Filter: filter.Filter{Player: "fish"}, MinHands: -1},
	} {
		if _, err := Compare(context.Background(), nil, o); !errors.Is(err, ErrCompareOptions) {
			t.Errorf("%+v: %v, want ErrCompareOptions", o, err)
		}
	}
}
