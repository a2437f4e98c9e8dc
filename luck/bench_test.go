package luck_test

import (
	"io"
	"testing"
	"time"

	"github.com/stud8/stud8/gen"
	"github.com/stud8/stud8/luck"
	"github.com/stud8/stud8/replay"
)

// BenchmarkMomentsGen times luck.Moments with the import's options over
// 20,000 generated hands (all cards known only at showdowns), next to the
// replay of the same hands: the share of a hand's import work that equity
// adds. Reported per hand, in CPU terms of the one benchmark goroutine.
func BenchmarkMomentsGen(b *testing.B) {
	dir := b.TempDir()
	files, err := gen.GenerateDir(gen.Config{Hands: 20000, Seed: 1, TableHands: 200}, dir, io.Discard)
	if err != nil {
		b.Fatal(err)
	}
	var rs []*replay.Result
	for _, f := range files {
		rs = append(rs, replayFile(b, f)...)
	}
	eng := replay.NewEngine()
	var replayT, luckT time.Duration
	moments := 0
	b.ResetTimer()
	for b.Loop() {
		t0 := time.Now()
		for _, r := range rs {
			eng.Replay(r.Hand, replay.DefaultProfile(r.Hand.Site))
		}
		t1 := time.Now()
		moments = 0
		for _, r := range rs {
			moments += len(luck.Moments(r, luck.ImportOptions))
		}
		replayT += t1.Sub(t0)
		luckT += time.Since(t1)
	}
	n := float64(b.N * len(rs))
	b.ReportMetric(float64(replayT.Nanoseconds())/n, "replay-ns/hand")
	b.ReportMetric(float64(luckT.Nanoseconds())/n, "equity-ns/hand")
	b.ReportMetric(float64(moments), "moments")
}
