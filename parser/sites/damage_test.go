package sites

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
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
