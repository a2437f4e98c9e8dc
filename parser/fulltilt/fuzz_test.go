package fulltilt

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
	"github.com/stud8/stud8/parser/internal/textcorpus"
)

// FuzzParse feeds arbitrary text to the reader: it must never panic or
// hang, every error must be a positioned *parser.Error, every accepted hand
// must survive Append and a second parse unchanged, and ReuseHands must not
// change the hands or errors.
func FuzzParse(f *testing.F) {
	for _, path := range textcorpus.Files(f, testdataDir) {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		for _, h := range strings.SplitAfter(string(data), "\n\n\n") {
			if strings.TrimSpace(h) != "" && len(h) < 8000 {
				f.Add([]byte(h))
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r := Site.Open(parser.Decode(bytes.NewReader(data)), "fuzz", parser.Options{})
		reuse := Site.Open(parser.Decode(bytes.NewReader(data)), "fuzz", parser.Options{ReuseHands: true})
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
			if err := textcorpus.RoundTrip(Site, h); err != nil {
				t.Fatal(err)
			}
		}
	})
}
