package corpustest

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"syscall"
	"testing"
	"time"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

var update = flag.Bool("update", false, "rewrite the .golden files of testdata")

// Open opens a reader of one site over r.
type Open func(r io.Reader, file string) parser.HandReader

// GoldenText is what a file reads as: each hand's JSON, each reject, the stats.
func GoldenText(t testing.TB, path string, open Open) []byte {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var b bytes.Buffer
	st, err := parser.ParseAll(open(f, filepath.Base(path)), func(h *hand.Hand) error {
		j, err := hand.MarshalJSONIndent(h)
		if err != nil {
			return err
		}
		b.Write(j)
		b.WriteByte('\n')
		return nil
	}, func(e *parser.Error) {
		fmt.Fprintf(&b, "reject: %v\n", e)
	})
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(&b, "stats: %+v\n", st)
	return b.Bytes()
}

// Golden compares every testdata file (not .golden) with its .golden file;
// go test -update rewrites them.
func Golden(t *testing.T, open Open) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*"))
	sort.Strings(files)
	n := 0
	for _, path := range files {
		if filepath.Ext(path) == ".golden" || isDir(path) {
			continue
		}
		n++
		t.Run(filepath.Base(path), func(t *testing.T) {
			got := GoldenText(t, path, open)
			gp := path + ".golden"
			if *update {
				if err := os.WriteFile(gp, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(gp)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from %s (run go test -update and review the diff)", path, gp)
			}
		})
	}
	if n == 0 {
		t.Fatal("no testdata")
	}
}

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

// Read reads all of b with open: the hands and the rejects.
func Read(t testing.TB, b []byte, open Open) ([]*hand.Hand, []*parser.Error, parser.Stats) {
	var hands []*hand.Hand
	var errs []*parser.Error
	st, err := parser.ParseAll(open(bytes.NewReader(b), "in.xml"), func(h *hand.Hand) error {
		hands = append(hands, h)
		return nil
	}, func(e *parser.Error) { errs = append(errs, e) })
	if err != nil {
		t.Fatal(err)
	}
	return hands, errs, st
}

// CPUTime is the user and system CPU time of the process.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// Bench reads input b.N times and reports MB per CPU-second (cpu-MB/s).
func Bench(b *testing.B, input []byte, hands int, open Open) {
	b.SetBytes(int64(len(input)))
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := CPUTime()
	for i := 0; i < b.N; i++ {
		r := open(bytes.NewReader(input), "bench.xml")
		n := 0
		for {
			_, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			n++
		}
		if n != hands {
			b.Fatalf("read %d hands, want %d", n, hands)
		}
	}
	b.StopTimer()
	if cpu := CPUTime() - cpu0; cpu > 0 {
		b.ReportMetric(float64(len(input))*float64(b.N)/cpu.Seconds()/1e6, "cpu-MB/s")
	}
}

// Repeat builds a file of the games of files (each cut at end, "</game>")
// repeated until it is at least size bytes, between head and tail.
func Repeat(files [][]byte, head, tail string, size int) ([]byte, int) {
	var games [][]byte
	for _, f := range files {
		for {
			i := bytes.Index(f, []byte("<game"))
			if i < 0 {
				break
			}
			j := bytes.Index(f[i:], []byte("</game>"))
			if j < 0 {
				break
			}
			games = append(games, f[i:i+j+len("</game>")])
			f = f[i+j+len("</game>"):]
		}
	}
	out := []byte(head)
	n := 0
	for len(out) < size && len(games) > 0 {
		for _, g := range games {
			out = append(out, g...)
			out = append(out, '\n')
			n++
		}
	}
	return append(out, tail...), n
}

// FirstHand cuts b after its first </game> and appends tail: a small seed
// for a fuzz target (the fuzzer crawls on inputs of many kilobytes).
func FirstHand(b []byte, tail string) []byte {
	i := bytes.Index(b, []byte("</game>"))
	if i < 0 {
		return b
	}
	return append(append([]byte(nil), b[:i+len("</game>")]...), tail...)
}
