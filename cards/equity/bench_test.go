package equity

import (
	"testing"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// benchmarkPosition times Calc on one position.
func benchmarkPosition(b *testing.B, game hand.Game, players []string, dead string, opt Options) {
	var ps [][]cards.Card
	for _, p := range players {
		ps = append(ps, parseCards(b, p))
	}
	d := parseCards(b, dead)
	res, err := Calc(game, ps, d, opt)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		Calc(game, ps, d, opt)
	}
	b.ReportMetric(float64(res.Runouts), "runouts")
}

// BenchmarkExactFifthStreet is two players all in on fifth street, two
// cards to come each: 671,580 runouts (no dead cards) enumerated exactly.
func BenchmarkExactFifthStreet(b *testing.B) {
	benchmarkPosition(b, hand.StudHiLo, []string{"As 2s 3d 4h 5h", "Kc Kd Ks Qh 9c"}, "", Options{})
}

// BenchmarkExactFifthStreetRazz is the same in razz (the slower evaluator).
func BenchmarkExactFifthStreetRazz(b *testing.B) {
	benchmarkPosition(b, hand.Razz, []string{"As 2s 3d 4h 5h", "Kc Kd Ks Qh 9c"}, "", Options{})
}

// BenchmarkSample is three players on fourth street, sampled (the default
// 200,000 runouts).
func BenchmarkSample(b *testing.B) {
	benchmarkPosition(b, hand.StudHiLo, []string{"As 2s 3d 4h", "Kc Kd Ks Qh", "7c 8c 9d Td"}, "", Options{})
}

// TestExactAllocations checks that the walk over runouts does not allocate:
// a position's allocations (draw tables, result) do not grow with its runouts.
func TestExactAllocations(t *testing.T) {
	ps := [][]cards.Card{parseCards(t, "As 2s 3d 4h 5h"), parseCards(t, "Kc Kd Ks Qh 9c")}
	allocs := testing.AllocsPerRun(2, func() {
		if _, err := Calc(hand.StudHiLo, ps, nil, Options{}); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 16 {
		t.Errorf("%v allocations for 671,580 runouts, want a handful", allocs)
	}
}

// BenchmarkSampleImport is three players on fifth street sampled with the
// import's 500 runouts (luck.ImportSamples), the common sampled case.
func BenchmarkSampleImport(b *testing.B) {
	benchmarkPosition(b, hand.StudHiLo, []string{"As 2s 3d 4h 5h", "Kc Kd Ks Qh 9c", "7c 8c 9d Td Jd"}, "", Options{MaxRunouts: -1, Samples: 500})
}
