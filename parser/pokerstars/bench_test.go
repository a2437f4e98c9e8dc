package pokerstars

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// benchInput builds a file of at least n distinct hands: the stud hands of
// testdata (or the oracle hands when STUD8_SHARED is set), each copy with
// its own hand id and its players renamed.
func benchInput(b *testing.B, n int) ([]byte, int) {
	var sources []string
	if dir := os.Getenv("STUD8_SHARED"); dir != "" {
		sources = []string{filepath.Join(dir, "oracle/hands.txt")}
	} else {
		for _, f := range testdataFiles(b) {
			if !strings.Contains(f, "mixed-") && !strings.Contains(f, "Triple") {
				sources = append(sources, f)
			}
		}
	}
	var templates []string
	for _, f := range sources {
		hs, _, _ := parseAllFile(b, f)
		for _, h := range hs {
			var buf bytes.Buffer
			if err := Write(&buf, h); err != nil {
				b.Fatal(err)
			}
			text := buf.String()
			for _, s := range h.Seats {
				text = strings.ReplaceAll(text, s.Name, "\x01"+s.Name+"\x02")
			}
			text = strings.Replace(text, "#"+h.ID+":", "#\x03:", 1)
			templates = append(templates, text)
		}
	}
	var out bytes.Buffer
	count := 0
	for copyNo := 0; count < n; copyNo++ {
		for _, tpl := range templates {
			suffix := fmt.Sprintf("_%d", copyNo%500)
			t := strings.ReplaceAll(tpl, "\x02", suffix)
			t = strings.ReplaceAll(t, "\x01", "")
			t = strings.Replace(t, "\x03", fmt.Sprint(300000000000+count), 1)
			out.WriteString(t)
			count++
		}
	}
	return out.Bytes(), count
}

// BenchmarkParse measures parsing throughput (MB/s of hand-history text)
// and allocations per hand over at least 10,000 distinct hands, each hand
// in memory of its own (what a caller keeping the hands gets).
func BenchmarkParse(b *testing.B) {
	input, hands := benchInput(b, 10000)
	benchParse(b, input, hands, false)
}

// BenchmarkParseReuse is BenchmarkParse with Reader.ReuseHands set, as the
// parse and replay commands read: each hand reuses the previous one's memory.
func BenchmarkParseReuse(b *testing.B) {
	input, hands := benchInput(b, 10000)
	benchParse(b, input, hands, true)
}

// benchParse parses input, which holds hands stud hands, b.N times.
func benchParse(b *testing.B, input []byte, hands int, reuse bool) {
	b.SetBytes(int64(len(input)))
	b.ReportAllocs()
	var ms0, ms1 runtime.MemStats
	runtime.ReadMemStats(&ms0)
	defer sitetest.ReportCPU(b, len(input))()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := NewReader(bytes.NewReader(input), "bench.txt")
		r.ReuseHands = reuse
		if got := sitetest.Count(b, r); got != hands {
			b.Fatalf("parsed %d hands, want %d", got, hands)
		}
	}
	b.StopTimer()
	runtime.ReadMemStats(&ms1)
	b.ReportMetric(float64(ms1.Mallocs-ms0.Mallocs)/float64(b.N*hands), "allocs/hand")
	b.ReportMetric(float64(hands), "hands")
}

// BenchmarkWrite measures Append, which the generator uses to print hands.
func BenchmarkWrite(b *testing.B) {
	input, _ := benchInput(b, 2000)
	var hands []*hand.Hand
	if _, err := parser.ParseAll(NewReader(bytes.NewReader(input), "bench.txt"), func(h *hand.Hand) error {
		hands = append(hands, h)
		return nil
	}, nil); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(input)))
	b.ReportAllocs()
	b.ResetTimer()
	var buf []byte
	for i := 0; i < b.N; i++ {
		buf = buf[:0]
		for _, h := range hands {
			var err error
			if buf, err = Append(buf, h); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkCalibrate runs a trivial byte loop over the same input: on a
// shared machine it shows how fast this core is at the moment, to read the
// Parse figure against.
func BenchmarkCalibrate(b *testing.B) {
	input, _ := benchInput(b, 10000)
	b.SetBytes(int64(len(input)))
	defer sitetest.ReportCPU(b, len(input))()
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		for _, c := range input {
			if c == '\n' {
				n++
			}
		}
	}
	if n == 0 {
		b.Fatal("no lines")
	}
}

// BenchmarkParseOneHand parses one hand repeated 2,000 times: the cost of
// the parser itself with warm caches and a table of regulars, without the
// memory traffic of a big file of distinct hands.
func BenchmarkParseOneHand(b *testing.B) {
	input, _ := benchInput(b, 1)
	end := bytes.Index(input, []byte("\n\n\n")) + 3
	input = bytes.Repeat(input[:end], 2000)
	b.SetBytes(int64(len(input)))
	b.ReportAllocs()
	defer sitetest.ReportCPU(b, len(input))()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := NewReader(bytes.NewReader(input), "bench.txt")
		for {
			if _, err := r.Next(); err == io.EOF {
				break
			} else if err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkParseFile is BenchmarkParse reading a file, as stud8 does: the
// heap then holds only the hands in flight, not the whole input.
func BenchmarkParseFile(b *testing.B) {
	input, hands := benchInput(b, 10000)
	path := filepath.Join(b.TempDir(), "bench.txt")
	if err := os.WriteFile(path, input, 0o644); err != nil {
		b.Fatal(err)
	}
	input = nil
	fi, err := os.Stat(path)
	if err != nil {
		b.Fatal(err)
	}
	runtime.GC()
	b.SetBytes(fi.Size())
	b.ReportAllocs()
	defer sitetest.ReportCPU(b, int(fi.Size()))()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		st, err := ParseFile(path, func(*hand.Hand) error { return nil }, func(e *parser.Error) { b.Fatal(e) })
		if err != nil || st.Hands != hands {
			b.Fatalf("%v %+v", err, st)
		}
	}
}
