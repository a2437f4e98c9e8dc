package textcorpus

import (
	"bytes"
	"io"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/cputime"
)

// Repeat returns text repeated until it is at least n bytes long.
func Repeat(text []byte, n int) []byte {
	if len(text) == 0 {
		return nil
	}
	return bytes.Repeat(text, (n+len(text)-1)/len(text))
}

// BenchParse measures s's reader over input (MB/s and CPU-time MB/s), with
// ReuseHands as reuse, and reports the hands read per pass.
func BenchParse(b *testing.B, s parser.Site, input []byte, reuse bool) {
	b.SetBytes(int64(len(input)))
	b.ReportAllocs()
	hands := 0
	defer cputime.Report(b, len(input))()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := s.Open(parser.Decode(bytes.NewReader(input)), "bench.txt", parser.Options{ReuseHands: reuse})
		hands = 0
		for {
			_, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			hands++
		}
	}
	b.StopTimer()
	b.ReportMetric(float64(hands), "hands")
}
