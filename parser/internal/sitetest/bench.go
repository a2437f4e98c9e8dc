package sitetest

import (
	"bytes"
	"io"
	"runtime"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// Bench reads input b.N times with site's reader (ReuseHands as reuse)
// and reports MB per CPU second ("cpu-MB/s": on a shared machine wall
// time understates the code), the hands a pass and the allocations a
// hand. Every pass must read the same hands with no error; an empty input
// (no corpus without STUD8_SHARED) skips the benchmark.
func Bench(b *testing.B, site parser.Site, input []byte, reuse bool) {
	if len(input) == 0 {
		b.Skip("no input (STUD8_SHARED not set?)")
	}
	hs, es, _ := Parse(b, site, input, "bench.txt")
	if len(es) > 0 || len(hs) == 0 {
		b.Fatalf("the input reads as %d hands and errors %v", len(hs), es)
	}
	want := len(hs)
	b.SetBytes(int64(len(input)))
	b.ReportAllocs()
	var ms0, ms1 runtime.MemStats
	runtime.ReadMemStats(&ms0)
	report := ReportCPU(b, len(input))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := site.Open(parser.Decode(bytes.NewReader(input)), "bench.txt", parser.Options{ReuseHands: reuse})
		if n := Count(b, r); n != want {
			b.Fatalf("read %d hands, want %d", n, want)
		}
	}
	b.StopTimer()
	report()
	runtime.ReadMemStats(&ms1)
	b.ReportMetric(float64(want), "hands")
	b.ReportMetric(float64(ms1.Mallocs-ms0.Mallocs)/float64(want)/float64(b.N), "allocs/hand")
}

// Count reads every hand of r and returns how many there were; an error
// fails the test or benchmark.
func Count(tb testing.TB, r interface{ Next() (*hand.Hand, error) }) int {
	n := 0
	for {
		_, err := r.Next()
		if err == io.EOF {
			return n
		}
		if err != nil {
			tb.Fatal(err)
		}
		n++
	}
}

// ReportCPU starts measuring the process's CPU time; the function it
// returns reports size bytes a pass per CPU second as "cpu-MB/s" (on a
// machine shared with other jobs wall time understates the code; CPU time
// is the per-core figure). Where CPU time is not measured it reports
// nothing.
func ReportCPU(b *testing.B, size int) func() {
	cpu0 := cpuTime()
	return func() {
		if cpu := cpuTime() - cpu0; cpu > 0 {
			b.ReportMetric(float64(size)*float64(b.N)/cpu.Seconds()/1e6, "cpu-MB/s")
		}
	}
}

// Repeat joins parts, each with its trailing line ends replaced by sep,
// over and over until the result is at least size bytes.
func Repeat(parts [][]byte, sep string, size int) []byte {
	var out []byte
	for len(out) < size && len(parts) > 0 {
		for _, p := range parts {
			out = append(out, bytes.TrimRight(p, "\r\n")...)
			out = append(out, sep...)
		}
	}
	return out
}

// AcceptedHands splits texts into blank-line-separated blocks and keeps
// those that site's reader reads as one hand without error (and that keep,
// when set, accepts), with CRLF line ends: benchmark input without rejects.
func AcceptedHands(tb testing.TB, site parser.Site, texts [][]byte, keep func(block []byte) bool) [][]byte {
	var out [][]byte
	for _, f := range texts {
		f = bytes.ReplaceAll(f, []byte("\r\n"), []byte("\n"))
		for _, blk := range bytes.Split(f, []byte("\n\n")) {
			blk = bytes.Trim(blk, "\n")
			if len(blk) == 0 || keep != nil && !keep(blk) {
				continue
			}
			blk = bytes.ReplaceAll(blk, []byte("\n"), []byte("\r\n"))
			if hs, es, _ := Parse(tb, site, blk, "bench"); len(es) == 0 && len(hs) == 1 {
				out = append(out, blk)
			}
		}
	}
	return out
}

// Elements cuts every <open ...>...</close> element out of texts (an XML
// site's games), for benchmark input.
func Elements(texts [][]byte, open, close string) [][]byte {
	var out [][]byte
	for _, f := range texts {
		for {
			i := bytes.Index(f, []byte(open))
			if i < 0 {
				break
			}
			j := bytes.Index(f[i:], []byte(close))
			if j < 0 {
				break
			}
			out = append(out, f[i:i+j+len(close)])
			f = f[i+j+len(close):]
		}
	}
	return out
}
