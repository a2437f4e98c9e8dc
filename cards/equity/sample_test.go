package equity

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stud8/stud8/hand"
)

// TestSampleWithinStdErr checks that Monte Carlo results lie within four
// standard errors of the exact ones, and that a seed repeats its result.
func TestSampleWithinStdErr(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	games := []hand.Game{hand.StudHiLo, hand.StudHigh, hand.Razz}
	figures := 0
	for k := range 12 {
		game := games[k%3]
		players, dead := randomPosition(r, 200_000)
		exact, err := Calc(game, players, dead, Options{})
		if err != nil {
			t.Fatal(err)
		}
		opt := Options{MaxRunouts: -1, Samples: 20_000, Seed: uint64(k)}
		mc, err := Calc(game, players, dead, opt)
		if err != nil {
			t.Fatal(err)
		}
		if exact.Method != Exact || mc.Method != MonteCarlo || mc.Runouts != 20_000 || len(mc.StdErrs) != len(players) {
			t.Fatalf("methods %s %s, %d samples, %d standard errors", exact.Method, mc.Method, mc.Runouts, len(mc.StdErrs))
		}
		for i, e := range exact.Players {
			m, se := mc.Players[i], mc.StdErrs[i]
			for _, f := range [][3]float64{{m.High, e.High, se.High}, {m.Low, e.Low, se.Low}, {m.Total, e.Total, se.Total}, {m.Scoop, e.Scoop, se.Scoop}} {
				figures++
				if se := f[2]; math.Abs(f[0]-f[1]) > 4*se+1e-12 || se > mc.StdErr {
					t.Errorf("%v %v dead %v player %d: sampled %+v ± %+v, exact %+v", game, players, dead, i+1, m, mc.StdErrs[i], e)
				}
			}
		}
		again, _ := Calc(game, players, dead, opt)
		if again.Players[0] != mc.Players[0] {
			t.Errorf("the same seed gave %+v, then %+v", mc.Players[0], again.Players[0])
		}
	}
	t.Logf("%d figures within 4 standard errors", figures)
}

// TestIntNIsRandIntN checks that intN draws what math/rand/v2's Rand.IntN
// draws from the same PCG state, for bounds of every size the sampler uses
// and for powers of two and large bounds: the stored Monte Carlo figures
// stay those of the earlier code that called Rand.IntN.
func TestIntNIsRandIntN(t *testing.T) {
	bounds := []uint64{1, 2, 3, 7, 8, 31, 32, 33, 45, 52, 1 << 20, 1<<32 + 5, 1<<63 + 1}
	for _, n := range bounds {
		a := rand.NewPCG(1, 2)
		ra := rand.New(rand.NewPCG(1, 2))
		for i := 0; i < 10_000; i++ {
			if got, want := intN(a, n), uint64(ra.Uint64N(n)); got != want {
				t.Fatalf("n=%d draw %d: intN %d, Rand.Uint64N %d", n, i, got, want)
			}
		}
	}
	for n := 1; n <= 52; n++ {
		a := rand.NewPCG(uint64(n), sampleStream)
		ra := rand.New(rand.NewPCG(uint64(n), sampleStream))
		for i := 0; i < 2_000; i++ {
			if got, want := int(intN(a, uint64(n))), ra.IntN(n); got != want {
				t.Fatalf("n=%d draw %d: intN %d, Rand.IntN %d", n, i, got, want)
			}
		}
	}
}
