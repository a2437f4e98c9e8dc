package replay

import (
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stud8/stud8/hand"
)

// BenchmarkReplay replays and audits parsed oracle hands (showdowns, side
// pots and community cards included) with one reused Engine.
func BenchmarkReplay(b *testing.B) {
	hands := parseHands(b, filepath.Join("..", "testdata", "oracle", "hands.txt"))
	benchHands(b, hands)
}

// BenchmarkReplayOracleAll replays all 1,912 oracle hands ($STUD8_SHARED).
func BenchmarkReplayOracleAll(b *testing.B) {
	benchHands(b, parseHands(b, filepath.Join(sharedDir(b), "oracle", "hands.txt")))
}

// benchHands replays hands in turn with one warmed Engine, reporting hands
// per second of wall time and per second of process CPU time.
func benchHands(b *testing.B, hands []*hand.Hand) {
	p := oracleProfile(b)
	eng := NewEngine()
	for _, h := range hands {
		eng.Replay(h, p) // warm the buffers
	}
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuSeconds()
	for i := 0; i < b.N; i++ {
		eng.Replay(hands[i%len(hands)], p)
	}
	cpu = cpuSeconds() - cpu
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "hands/s")
	if cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu, "hands/cpu-s")
	}
}

// cpuSeconds returns the CPU time the process has used, so the benchmark
// can report hands per CPU-second on a machine shared with other work.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}
