package cards

import (
	"math/rand/v2"
	"testing"
)

// randomHands deals n seven-card hands from a seeded generator.
func randomHands(n int, seed uint64) [][7]Card {
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	hands := make([][7]Card, n)
	var deck [52]Card
	for i := range deck {
		deck[i] = Card(i + 1)
	}
	for h := range hands {
		// Partial Fisher-Yates: the first seven cards of a shuffled deck.
		for i := 0; i < 7; i++ {
			j := i + r.IntN(52-i)
			deck[i], deck[j] = deck[j], deck[i]
			hands[h][i] = deck[i]
		}
	}
	return hands
}

var sinkHigh HighValue
var sinkLow LowValue

// BenchmarkEval7 measures high and 8-or-better low together on seven-card
// hands; one op is one hand, so evaluations per second = 1e9 / ns/op.
func BenchmarkEval7(b *testing.B) {
	hands := randomHands(1<<16, 1)
	b.ReportAllocs()
	b.ResetTimer()
	var h HighValue
	var l LowValue
	for i := 0; i < b.N; i++ {
		hv, lv := Eval7(hands[i&(len(hands)-1)])
		h += hv
		l += lv
	}
	sinkHigh, sinkLow = h, l
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "evals/s")
}

// BenchmarkEvalHighLowSlice measures EvalHigh plus EvalLow8 on a slice of seven cards.
func BenchmarkEvalHighLowSlice(b *testing.B) {
	hands := randomHands(1<<16, 2)
	b.ReportAllocs()
	b.ResetTimer()
	var h HighValue
	var l LowValue
	for i := 0; i < b.N; i++ {
		cs := hands[i&(len(hands)-1)][:]
		h += EvalHigh(cs)
		l += EvalLow8(cs)
	}
	sinkHigh, sinkLow = h, l
}

// BenchmarkEvalLowRazz measures the razz low on seven-card hands.
func BenchmarkEvalLowRazz(b *testing.B) {
	hands := randomHands(1<<16, 3)
	b.ReportAllocs()
	b.ResetTimer()
	var l LowValue
	for i := 0; i < b.N; i++ {
		l += EvalLowRazz(hands[i&(len(hands)-1)][:])
	}
	sinkLow = l
}
