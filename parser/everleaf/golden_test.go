package everleaf

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/textcorpus"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/everleaf")

const testdataDir = "../../testdata/everleaf"

// TestGolden pins the parsed model of every testdata file; regenerate with
// go test ./parser/everleaf -update and review the diff.
func TestGolden(t *testing.T) { textcorpus.Golden(t, Site, testdataDir, *update) }

// TestDamagedHand: a hand broken in the middle of a file is rejected with
// its line, hand id and reason, and the hands after it are read.
func TestDamagedHand(t *testing.T) {
	data, err := os.ReadFile(testdataDir + "/stud-eur-cp1252.txt")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	cases := []struct {
		name, from, to string
		line           int
		want           error
	}{
		{"bad amount", "Hero calls [\x80 0.03 EURO]", "Hero calls [\x80 0.0x EURO]", 15, parser.ErrBadAmount},
		{"bad card", "Dealt to Villain_ [ 6c ].", "Dealt to Villain_ [ 6x ].", 17, parser.ErrBadCard},
		{"unknown line", "Villain_: bets [\x80 0.05 EURO]\n", "Villain_ dances\n", 19, parser.ErrUnknownLine},
		{"no winner", "Villain_ wins \x80 0.12 EURO from main pot", "", 21, parser.ErrTruncated},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// The first hand, then the same hand damaged (hand 295679511), then the rest.
			first := text[:strings.Index(text, "Everleaf Gaming Game #295679620")]
			bad := strings.Replace(first, c.from, c.to, 1)
			if bad == first {
				t.Fatalf("%q not in the hand", c.from)
			}
			bad = strings.ReplaceAll(bad, "295679510", "295679511")
			offset := strings.Count(first, "\n")
			hs, es, st, err := textcorpus.ParseBytes(Site, []byte(first+bad+text[len(first):]), "damaged.txt")
			if err != nil {
				t.Fatal(err)
			}
			if len(hs) != 6 || len(es) != 1 || st.Rejected != 1 || hs[1].ID != "295679620" {
				t.Fatalf("hands %d, errors %v", len(hs), es)
			}
			e := es[0]
			if e.HandID != "295679511" || e.Line != offset+c.line || !errors.Is(e, c.want) {
				t.Errorf("got %v, want line %d, hand 295679511, %v", e, offset+c.line, c.want)
			}
		})
	}
}

// FuzzParse: no panic, no hang, every error a positioned *parser.Error.
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
		hs, es, _, err := textcorpus.ParseBytes(Site, data, "fuzz")
		if err != nil {
			t.Fatal(err)
		}
		if len(hs)+len(es) > len(data)+1 {
			t.Fatal(fmt.Sprint("more results than bytes"))
		}
		for _, e := range es {
			if e.File != "fuzz" {
				t.Fatalf("error without its file: %v", e)
			}
		}
	})
}
