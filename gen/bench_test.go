package gen

import (
	"io"
	"testing"
)

// BenchmarkGenerate measures generated hands per second on one table
// worker (run with -cpu 1), text written to io.Discard.
func BenchmarkGenerate(b *testing.B) {
	cfg := Config{Hands: b.N, Seed: 7, Workers: 1}
	b.ReportAllocs()
	b.ResetTimer()
	if err := Generate(cfg, io.Discard, nil); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "hands/s")
}

// BenchmarkGenerateFaults is BenchmarkGenerate with 30% faulty hands and labels.
func BenchmarkGenerateFaults(b *testing.B) {
	cfg := Config{Hands: b.N, Seed: 7, Workers: 1, FaultRate: 0.3}
	b.ReportAllocs()
	b.ResetTimer()
	if err := Generate(cfg, io.Discard, io.Discard); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "hands/s")
}
