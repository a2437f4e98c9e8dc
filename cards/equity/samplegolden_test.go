package equity

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

var updateSamples = flag.Bool("update", false, "rewrite testdata/samples.golden")

// TestSamplesUnchanged samples 60 random positions of 2 to 7 players in
// each game, with the import's 500 runouts and with 3,001, and compares
// every figure (shares, standard errors, printed exactly) with
// testdata/samples.golden, written by the sampler that tallied each runout
// as it was dealt: a faster sampler must deal and count the same runouts.
func TestSamplesUnchanged(t *testing.T) {
	r := rand.New(rand.NewPCG(24, 2))
	games := []hand.Game{hand.StudHiLo, hand.StudHigh, hand.Razz}
	var b strings.Builder
	for k := range 60 {
		game := games[k%3]
		players, dead := crowdedPosition(r, 2+k%6)
		for _, n := range []int{500, 3_001} {
			res, err := Calc(game, players, dead, Options{MaxRunouts: -1, Samples: n, Seed: uint64(k)})
			if err != nil {
				t.Fatalf("%v %v dead %v: %v", game, players, dead, err)
			}
			fmt.Fprintf(&b, "%v %v dead %v n=%d: %s %d %v %v ± %v\n", game, players, dead, n, res.Method, res.Runouts, res.Players, res.StdErrs, res.StdErr)
		}
	}
	golden := filepath.Join("testdata", "samples.golden")
	if *updateSamples {
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Split(b.String(), "\n")
	for i, w := range strings.Split(string(want), "\n") {
		if i >= len(got) || got[i] != w {
			t.Fatalf("line %d:\ngot  %s\nwant %s", i+1, got[min(i, len(got)-1)], w)
		}
	}
}

// crowdedPosition deals n players 3 to 6 cards each (an unseen down card
// now and then) and up to a few dead cards from a shuffled deck.
func crowdedPosition(r *rand.Rand, n int) (players [][]cards.Card, dead []cards.Card) {
	deck := make([]cards.Card, 52)
	for i := range deck {
		deck[i] = cards.Card(i + 1)
	}
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	players = make([][]cards.Card, n)
	for i := range players {
		players[i] = append([]cards.Card(nil), deck[:3+r.IntN(4)]...)
		deck = deck[len(players[i]):]
		if r.IntN(5) == 0 {
			players[i][0] = cards.None
		}
	}
	return players, append([]cards.Card(nil), deck[:r.IntN(52-7*n+1)]...)
}
