package gen

import (
	"errors"
	"math"
	"testing"

	"github.com/stud8/stud8/hand"
)

// TestPlayersHabits generates hands with named regulars and counts, in
// the hands themselves, how often fish completes 3rd street when nobody
// has (as the bring-in or facing it alone) and folds when he acts facing
// a bet on 4th street: the rates he was given, and his style's without a
// habit.
func TestPlayersHabits(t *testing.T) {
	rates := func(fish Player) (complete, fold float64, nComplete, nFold int) {
		fish.Name = "fish"
		ps := []Player{{Name: "reg1", Style: "tight"}, {Name: "reg2", Style: "loose"}, {Name: "reg3", Style: "rock"}, fish}
		var completed, folded int
		err := Each(Config{Hands: 12000, Seed: 5, Players: ps, DeepStacks: true, NoFamilyPots: true}, func(h *hand.Hand, _ Label) error {
			me := -1
			for i, s := range h.Seats {
				if s.Name == "fish" {
					me = i
				}
			}
			opened := false // a completion (or the bring-in's) on 3rd street
			for _, e := range h.Events {
				if e.Player != me || !e.Kind.IsBetting() {
					if e.Street == hand.Third && (e.Kind == hand.Complete || e.Kind == hand.Bet) {
						opened = true
					}
					continue
				}
				switch {
				case e.Street == hand.Third && !opened:
					nComplete++
					if e.Kind == hand.Complete || e.Kind == hand.Bet {
						completed++
						opened = true
					}
				case e.Street == hand.Fourth && (e.Kind == hand.Fold || e.Kind == hand.Call || e.Kind == hand.Raise):
					nFold++
					if e.Kind == hand.Fold {
						folded++
					}
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return float64(completed) / float64(nComplete), float64(folded) / float64(nFold), nComplete, nFold
	}
	c0, f0, _, _ := rates(Player{Style: "tight"})
	c, f, nc, nf := rates(Player{Style: "tight", Complete: Often(0.7), FoldFourth: Often(0.8)})
	t.Logf("without habits: completes %.3f, folds on 4th %.3f; with: %.3f of %d, %.3f of %d", c0, f0, c, nc, f, nf)
	if nc < 500 || nf < 200 {
		t.Fatalf("fish had %d chances to complete and faced %d bets on 4th: too few", nc, nf)
	}
	// Three standard errors of the rate given.
	if se := math.Sqrt(0.7 * 0.3 / float64(nc)); math.Abs(c-0.7) > 3*se+0.02 {
		t.Errorf("completes %.3f of %d times, given 0.7", c, nc)
	}
	if se := math.Sqrt(0.8 * 0.2 / float64(nf)); math.Abs(f-0.8) > 3*se {
		t.Errorf("folds %.3f of %d bets faced on 4th, given 0.8", f, nf)
	}
	if c0 > 0.3 || f0 > 0.6 {
		t.Errorf("without habits a tight fish completes %.3f and folds %.3f on 4th: the habits test nothing", c0, f0)
	}
}

// TestPlayersConfig checks the configuration errors of Config.Players.
func TestPlayersConfig(t *testing.T) {
	for _, ps := range [][]Player{
		{{Name: ""}},
		{{Name: "a"}, {Name: "a"}},
		{{Name: "a", Style: "shark"}},
		{{Name: "a", Complete: Often(1.5)}},
		{{Name: "a", FoldFourth: Often(math.NaN())}},
	} {
		if err := Each(Config{Hands: 1, Players: ps}, func(*hand.Hand, Label) error { return nil }); !errors.Is(err, ErrConfig) {
			t.Errorf("%+v: %v, want ErrConfig", ps, err)
		}
	}
}
