package textcorpus

import (
	"errors"
	"io"
	"math/rand"
	"os"
	"testing"

	"github.com/stud8/stud8/parser"
)

// Mutate is a deterministic stand-in for the fuzzer's first minutes: n
// random byte edits, deletions and splices of the testdata files of dir,
// each read to the end by s's reader, which must not panic, must give only
// positioned *parser.Error values, and (when roundTrip) must write every
// accepted hand back to the same hand.
func Mutate(t *testing.T, s parser.Site, dir string, n int, roundTrip bool) {
	var seeds [][]byte
	for _, f := range Files(t, dir) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		seeds = append(seeds, b)
	}
	rng := rand.New(rand.NewSource(1))
	for it := 0; it < n; it++ {
		seed := seeds[rng.Intn(len(seeds))]
		d := append([]byte(nil), seed...)
		for k := 0; k < 1+rng.Intn(4) && len(d) > 0; k++ {
			i := rng.Intn(len(d))
			switch rng.Intn(3) {
			case 0:
				d[i] = byte(rng.Intn(256))
			case 1:
				d = append(d[:i], d[min(len(d), i+rng.Intn(20)):]...)
			case 2:
				j := rng.Intn(len(seed))
				ins := append([]byte(nil), seed[j:min(len(seed), j+rng.Intn(40))]...)
				d = append(d[:i:i], append(ins, d[i:]...)...)
			}
		}
		r := s.Open(parser.Decode(bytesReader(d)), "mutant", parser.Options{})
		for k := 0; ; k++ {
			if k > len(d)+1 {
				t.Fatalf("mutant %d: more results than bytes", it)
			}
			h, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				var pe *parser.Error
				if !errors.As(err, &pe) || pe.File != "mutant" {
					t.Fatalf("mutant %d: untyped error %T: %v", it, err, err)
				}
				continue
			}
			if roundTrip {
				if err := RoundTrip(s, h); err != nil {
					t.Fatalf("mutant %d: %v\n%q", it, err, d)
				}
			}
		}
	}
}

func bytesReader(b []byte) io.Reader { return &sliceReader{b: b} }

type sliceReader struct{ b []byte }

func (r *sliceReader) Read(p []byte) (int, error) {
	if len(r.b) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.b)
	r.b = r.b[n:]
	return n, nil
}
