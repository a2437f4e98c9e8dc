package sites

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/internal/testkit"
	"github.com/stud8/stud8/parser"
)

// readIDs reads data through Open and returns the ids of the hands and the rejects.
func readIDs(t *testing.T, data []byte) (ids []string, rej []*parser.Error) {
	t.Helper()
	_, err := parser.ParseAll(Open(bytes.NewReader(data), "in", parser.Options{}), func(h *hand.Hand) error {
		ids = append(ids, h.ID)
		return nil
	}, func(e *parser.Error) { rej = append(rej, e) })
	if err != nil {
		t.Fatal(err)
	}
	return ids, rej
}

// missing lists the ids of want that got lacks.
func missing(want, got []string) []string {
	have := map[string]int{}
	for _, id := range got {
		have[id]++
	}
	var m []string
	for _, id := range want {
		if have[id] == 0 {
			m = append(m, id)
		}
		have[id]--
	}
	return m
}

// TestBadStretchCostsOnlyItself (issue 27 items 2, 3, 5, 7): for a file of
// every format of testdata/sample, a damage keeps every hand it does not
// touch: the hands of the clean file (read first, the oracle) must all be
// read again, the damage being a counted reject with its line.
func TestBadStretchCostsOnlyItself(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/sample/*")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		clean, rej0 := readIDs(t, data)
		if len(clean) == 0 {
			continue
		}
		name := filepath.Base(f)
		xml := strings.HasSuffix(name, ".xml")
		utf16 := bytes.HasPrefix(data, []byte{0xFF, 0xFE})
		damages := map[string][]byte{
			// item 2: a junk line before the first hand
			"junk line before": append([]byte("x\n"), data...),
			// the last hand followed by garbage, no blank line between
			"garbage after": append(bytes.TrimRight(data, "\r\n\x00"), "\nzz garbage\n"...),
		}
		if !utf16 {
			// item 7: a 3 MiB line and 2 MiB of NULs after the first hand
			at := bytes.Index(data, []byte("\n\n"))
			if at < 0 {
				at = len(data)
			}
			ins := func(b []byte) []byte {
				return append(append(append(append([]byte(nil), data[:at]...), "\n\n"...), b...), data[at:]...)
			}
			damages["long line"] = ins([]byte(strings.Repeat("y", 3<<20) + "\n\n"))
			damages["NULs"] = ins(append(make([]byte, 2<<20), "\n\n"...))
		} else {
			delete(damages, "garbage after") // ASCII after UTF-16 text is no text
			// item 5: one byte lost in the middle of UTF-16 text costs at most one hand
			damages["lost byte"] = append(append([]byte(nil), data[:len(data)/2|1]...), data[len(data)/2|1+1:]...)
		}
		if xml {
			// item 3: the first </game> lost: that game only is rejected
			i := bytes.Index(data, []byte("</game>"))
			damages["no </game>"] = append(append([]byte(nil), data[:i]...), data[i+7:]...)
		}
		for what, d := range damages {
			got, rej := readIDs(t, d)
			lost := missing(clean, got)
			switch what {
			case "no </game>", "lost byte":
				if len(lost) > 1 || len(rej) < len(rej0)+len(lost) {
					t.Errorf("%s, %s: lost %v with %d rejects %v", name, what, lost, len(rej), rej)
				}
			default:
				if len(lost) > 0 {
					t.Errorf("%s, %s: lost %v (rejects %v)", name, what, lost, rej)
				}
				// (The last hand of the mixed file is of another game: the garbage goes with it.)
				if !xml && what != "NULs" && what != "long line" && !strings.HasPrefix(name, "mixed-") && len(rej) != len(rej0)+1 {
					t.Errorf("%s, %s: %d rejects %v, want %d", name, what, len(rej), rej, len(rej0)+1)
				}
			}
			for _, e := range rej {
				if e.Line <= 0 {
					t.Errorf("%s, %s: reject without a line: %v", name, what, e)
				}
			}
		}
	}
}

// TestEveryFormatKeepsUndamagedHands (issue 27's acceptance): for every
// format (the files of testdata/sample or the corpus, and the PHH sample),
// a file with a junk line before its first hand, one whose middle hand is
// damaged (its second half replaced by a junk line) and one cut at a random
// byte each keep every hand the damage did not reach, with the JSON of the
// clean read (line numbers aside); the damage is a reject with its line.
func TestEveryFormatKeepsUndamagedHands(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 8))
	for format, ins := range inputsByFormat(t) {
		tested := 0
		for _, in := range ins {
			if len(in.hands) < 3 {
				continue
			}
			tested++
			_, rej0, _ := readAll(t, in.data)
			mid := in.hands[len(in.hands)/2]
			junk, middle, cut, cutLine := testkit.Damaged(rng, in.data, mid.first, mid.last)
			// The damage replaces lines from the middle of the hand to its
			// last, which in XML is also the next game's first ("</game><game>").
			from := mid.first + (mid.last-mid.first+1)/2
			midLine := func(l int) bool { return l >= mid.first && l <= mid.last+1 }
			if next := in.hands[len(in.hands)/2+1]; next.first <= mid.last {
				midLine = nil // two games lost with their boundary: one game of both may be read
			}
			cases := []struct {
				what string
				data []byte
				kept func(h readHand) bool // the hands the damage did not reach
				line func(line int) bool   // where the damage's reject is
			}{
				{"junk line before", junk, func(readHand) bool { return true }, func(l int) bool { return l == 1 }},
				{"damaged middle hand", middle, func(h readHand) bool { return h.last < from || h.first > mid.last }, midLine},
				{"cut at a random byte", cut, func(h readHand) bool { return h.last < cutLine-1 }, nil},
			}
			for _, c := range cases {
				got, rej, _ := readAll(t, c.data)
				have := map[string]int{}
				for _, h := range got {
					have[h.json]++
				}
				for _, h := range in.hands {
					if !c.kept(h) {
						continue
					}
					if have[h.json] == 0 {
						t.Errorf("%s %s, %s: hand %s (lines %d-%d) lost or changed", format, in.name, c.what, h.id, h.first, h.last)
					}
					have[h.json]--
				}
				if c.line == nil {
					continue
				}
				n := 0
				for _, e := range rej {
					if c.line(e.Line) {
						n++
					}
				}
				if len(rej) <= len(rej0) || n == 0 {
					t.Errorf("%s %s, %s: rejects %v, want one at the damage", format, in.name, c.what, rej)
				}
			}
		}
		if tested == 0 {
			t.Errorf("%s: no file of three hands or more", format)
		}
	}
}

// TestXMLJunkAndLongGame: in iPoker and Merge XML a junk line outside any
// game is a reject with its line (before the first game, between two, after
// the last), every game still read; a game over 4 MiB is one reject that
// points to its <game> line and names its id.
func TestXMLJunkAndLongGame(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/sample/*.xml")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		clean, rej0, _ := readAll(t, data)
		if len(clean) < 2 || len(rej0) > 0 {
			t.Fatalf("%s: %d hands, rejects %v", f, len(clean), rej0)
		}
		lines := bytes.SplitAfter(data, []byte("\n"))
		// insert puts text before line n (1-based).
		insert := func(n int, text string) []byte {
			ls := append(append(append([][]byte(nil), lines[:n-1]...), []byte(text)), lines[n-1:]...)
			return bytes.Join(ls, nil)
		}
		g0, g1 := clean[0], clean[1]
		for _, c := range []struct {
			what string
			data []byte
			line int
		}{
			{"junk before the first game", insert(g0.first, "junk before\n"), g0.first},
			{"junk between two games", insert(g1.first, "junk between\n"), g1.first},
			{"junk after the last game", append(append([]byte(nil), data...), "junk after\n"...), bytes.Count(data, []byte("\n")) + 1},
		} {
			if g1.first == g0.last {
				continue // the games share a line: no line between them
			}
			got, rej, _ := readAll(t, c.data)
			if len(got) != len(clean) || len(rej) != 1 || rej[0].Line != c.line || !errors.Is(rej[0], parser.ErrUnknownLine) {
				t.Errorf("%s, %s: %d hands of %d, rejects %v, want one at line %d", filepath.Base(f), c.what, len(got), len(clean), rej, c.line)
			}
		}
		// A 5 MiB game: its text after the <game> line.
		long := insert(g0.first+1, strings.Repeat("<!-- filler -->\n", 5<<20/16))
		got, rej, _ := readAll(t, long)
		if len(got) != len(clean)-1 || len(rej) != 1 || rej[0].Line != g0.first || rej[0].HandID != g0.id || !errors.Is(rej[0], parser.ErrTooLong) {
			t.Errorf("%s, a 5 MiB game: %d hands of %d-1, rejects %v, want one at line %d naming %s", filepath.Base(f), len(got), len(clean), rej, g0.first, g0.id)
		}
	}
}
