package absolute

import (
	"errors"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/textcorpus"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/absolute")

const testdataDir = "../../testdata/absolute"

// TestGolden pins the parsed model of every testdata file; regenerate with
// go test ./parser/absolute -update and review the diff.
func TestGolden(t *testing.T) { textcorpus.Golden(t, Site, testdataDir, *update) }

// TestDamagedHand: a hand broken in the middle of a file is rejected with
// its line, hand id and reason, and the hand after it is read.
func TestDamagedHand(t *testing.T) {
	data, err := os.ReadFile(testdataDir + "/stud8-river-mucked.txt")
	if err != nil {
		t.Fatal(err)
	}
	one := strings.TrimRight(string(data), "\n") + "\n\n\n"
	offset := 2 * strings.Count(one, "\n")
	cases := []struct {
		name, from, to string
		line           int
		want           error
	}{
		{"bad amount", "PLAYER1 - Calls $0.01", "PLAYER1 - Calls $0.0z", 25, parser.ErrBadAmount},
		{"bad card", "Hero - Pocket [10c 5c 7s] \nPLAYER5", "Hero - Pocket [11c 5c 7s] \nPLAYER5", 20, parser.ErrBadCard},
		{"bad seat", "Seat 2 - PLAYER2 ($0.36 in chips)", "Seat 2 PLAYER2 ($0.36 in chips)", 3, parser.ErrBadSeat},
		{"unknown line", "PLAYER3 - Checks", "PLAYER3 - Dances", 37, parser.ErrUnknownLine},
		{"bad summary", "Total Pot($0.43) | Rake ($0.04)", "Total Pot($0.43) | Rake $0.04", 81, parser.ErrBadSummary},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			bad := strings.Replace(one, c.from, c.to, 1)
			if bad == one {
				t.Fatalf("%q not in the hand", c.from)
			}
			bad = strings.Replace(bad, "#1300000000", "#1300000001", 1)
			last := strings.Replace(one, "#1300000000", "#1300000002", 1)
			hs, es, _, err := textcorpus.ParseBytes(Site, []byte(one+one+bad+last), "damaged.txt")
			if err != nil {
				t.Fatal(err)
			}
			if len(hs) != 3 || len(es) != 1 || hs[2].ID != "1300000002" {
				t.Fatalf("hands %d, errors %v", len(hs), es)
			}
			if e := es[0]; e.HandID != "1300000001" || e.Line != offset+c.line || !errors.Is(e, c.want) {
				t.Errorf("got %v, want line %d, %v", e, offset+c.line, c.want)
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
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		hs, es, _, err := textcorpus.ParseBytes(Site, data, "fuzz")
		if err != nil {
			t.Fatal(err)
		}
		if len(hs)+len(es) > len(data)+1 {
			t.Fatal("more results than bytes")
		}
		for _, e := range es {
			if e.File != "fuzz" {
				t.Fatalf("error without its file: %v", e)
			}
		}
	})
}
