package pokerstars

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/stud8/stud8/parser"
)

// FuzzParse feeds arbitrary text to the Reader: it must never panic or
// hang, every error must be a positioned *parser.Error, every hand it accepts
// must survive Write and a second parse unchanged, and a Reader with
// ReuseHands set must return the same hands and errors.
func FuzzParse(f *testing.F) {
	for _, path := range testdataFiles(f) {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		// Each hand on its own keeps the seeds small enough to mutate well.
		for _, h := range strings.SplitAfter(string(data), "\n\n\n") {
			if strings.TrimSpace(h) != "" && len(h) < 8000 {
				f.Add([]byte(h))
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r := NewReader(bytes.NewReader(data), "fuzz")
		reuse := NewReader(bytes.NewReader(data), "fuzz")
		reuse.ReuseHands = true
		for n := 0; ; n++ {
			if n > len(data)+1 {
				t.Fatalf("more results (%d) than input bytes", n)
			}
			h, err := r.Next()
			h2, err2 := reuse.Next()
			if !reflect.DeepEqual(h, h2) || fmt.Sprint(err) != fmt.Sprint(err2) {
				t.Fatalf("result %d: with ReuseHands %v, %v; without %v, %v", n, h2, err2, h, err)
			}
			if err == io.EOF {
				return
			}
			if err != nil {
				var pe *parser.Error
				if !errors.As(err, &pe) {
					t.Fatalf("untyped error %T: %v", err, err)
				}
				continue
			}
			if err := roundTrip(h); err != nil {
				t.Fatal(err)
			}
		}
	})
}
