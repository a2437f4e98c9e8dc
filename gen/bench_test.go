package gen

import (
	"io"
	"syscall"
	"testing"
	"time"
)

// cpuTime is the process's user+system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchGenerate generates b.N hands on one table worker into io.Discard and
// reports hands/s (wall time) and CPU ns per hand (steadier on a shared machine).
func benchGenerate(b *testing.B, cfg Config, labels io.Writer) {
	cfg.Hands, cfg.Seed, cfg.Workers = b.N, 7, 1
	b.ReportAllocs()
	c0 := cpuTime()
	b.ResetTimer()
	if err := Generate(cfg, io.Discard, labels); err != nil {
		b.Fatal(err)
	}
	b.StopTimer()
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "hands/s")
	b.ReportMetric(float64((cpuTime()-c0).Nanoseconds())/float64(b.N), "cpu-ns/hand")
}

// BenchmarkGenerate measures clean hands (run with -cpu 1).
func BenchmarkGenerate(b *testing.B) { benchGenerate(b, Config{}, nil) }

// BenchmarkGenerateFaults measures 30% faulty hands with labels.
func BenchmarkGenerateFaults(b *testing.B) { benchGenerate(b, Config{FaultRate: 0.3}, io.Discard) }
