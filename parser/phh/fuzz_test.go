package phh_test

import (
	"bytes"
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/phh"
)

// FuzzParse feeds arbitrary text to the Reader: it must never panic or
// return more results than the input has lines, every error must be a
// positioned *parser.Error, and every hand it accepts must be written
// and read again to the same PHH-carried hand, and written again to the
// same text.
func FuzzParse(f *testing.F) {
	f.Add([]byte(goodHand))
	f.Add([]byte(strings.TrimPrefix(goodHand, "[1]\n")))
	for _, h := range siteHands(f, filepath.Join("..", "..", "testdata", "oracle", "hands.txt"))[:8] {
		b, err := phh.AppendTable(nil, 1, h)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		hs, es, err := readAll(data, "fuzz")
		if err != nil {
			t.Fatalf("fatal error %v", err)
		}
		if n := len(hs) + len(es); n > bytes.Count(data, []byte("\n"))+1 {
			t.Fatalf("%d results from %d lines", n, bytes.Count(data, []byte("\n"))+1)
		}
		for _, e := range es {
			var pe *parser.Error
			if !errors.As(error(e), &pe) || e.File != "fuzz" || e.Line < 1 || e.Err == nil {
				t.Fatalf("error without a position: %#v", e)
			}
		}
		for _, h := range hs {
			text, err := phh.Append(nil, h)
			if err != nil {
				t.Fatalf("hand read but not written: %v", err)
			}
			h2s, es2, err := readAll(text, "again")
			if err != nil || len(es2) > 0 || len(h2s) != 1 {
				t.Fatalf("written hand not read back: %v %v\n%s", es2, err, text)
			}
			if a, b := phh.Carried(h), phh.Carried(h2s[0]); !reflect.DeepEqual(a, b) {
				t.Fatalf("hand changed by write and read:\n%+v\n%+v\n%s", a, b, text)
			}
			again, _ := phh.Append(nil, h2s[0])
			if !bytes.Equal(again, text) {
				t.Fatalf("written twice differently:\n%s\n----\n%s", text, again)
			}
		}
	})
}
