package sitetest

import (
	"bytes"
	"errors"
	"fmt"
	"testing"

	"github.com/stud8/stud8/parser"
)

// Damage breaks one line of a clean file, in one hand: line Line (from 1)
// is replaced by To, or, with Line 0, the first From after the first
// After (the damaged hand's id, say) is. Reading the file must then reject
// hand Hand, at that line, with an error wrapping Err.
type Damage struct {
	Name            string // for t.Run; may be empty
	Line            int
	After, From, To string
	Hand            string
	Err             error
	// Shift moves the line the error must name from the damaged one
	// (-1: the line before, for a damage that ends the hand early).
	Shift int
}

// apply returns the damaged file and the line of the damage.
func (d Damage) apply(clean []byte) ([]byte, int, error) {
	at, end := 0, 0
	if d.Line > 0 {
		for n := 1; n < d.Line; n++ {
			i := bytes.IndexByte(clean[at:], '\n')
			if i < 0 {
				return nil, 0, fmt.Errorf("no line %d", d.Line)
			}
			at += i + 1
		}
		end = at + len(parser.FirstLine(clean[at:]))
	} else {
		a := bytes.Index(clean, []byte(d.After))
		if a < 0 {
			return nil, 0, fmt.Errorf("%q not in the file", d.After)
		}
		i := bytes.Index(clean[a:], []byte(d.From))
		if i < 0 || d.From == "" {
			return nil, 0, fmt.Errorf("%q not after %q", d.From, d.After)
		}
		at = a + i
		end = at + len(d.From)
	}
	bad := append(append(append([]byte(nil), clean[:at]...), d.To...), clean[end:]...)
	return bad, 1 + bytes.Count(clean[:at], []byte("\n")), nil
}

// Damaged reads clean, which must give hands and no errors, then clean
// broken as d says: exactly one error, naming the file, the damaged hand
// and the line and wrapping d.Err; and every other hand of clean, in
// order, read as before (the reader resumes at the next hand).
func Damaged(t *testing.T, site parser.Site, clean []byte, d Damage) {
	t.Helper()
	run := func(t *testing.T) {
		hs0, es0, _ := Parse(t, site, clean, "clean.txt")
		if len(es0) > 0 || len(hs0) == 0 {
			t.Fatalf("the clean file reads as %d hands and errors %v", len(hs0), es0)
		}
		var want []string
		dropped := false
		for _, h := range hs0 {
			if h.ID == d.Hand && !dropped {
				dropped = true
				continue
			}
			want = append(want, h.ID)
		}
		if !dropped {
			t.Fatalf("no hand %s in the clean file", d.Hand)
		}
		bad, line, err := d.apply(clean)
		if err != nil {
			t.Fatal(err)
		}
		line += d.Shift
		hs, es, st := Parse(t, site, bad, "damaged.txt")
		if len(es) != 1 {
			t.Fatalf("errors %v, want one", es)
		}
		e := es[0]
		if e.HandID != d.Hand || e.Line != line || !errors.Is(e, d.Err) || e.File != "damaged.txt" {
			t.Errorf("error %v (file %q, hand %q, line %d), want hand %s line %d: %v", e, e.File, e.HandID, e.Line, d.Hand, line, d.Err)
		}
		var got []string
		for _, h := range hs {
			got = append(got, h.ID)
		}
		if fmt.Sprint(got) != fmt.Sprint(want) || st.Hands != len(want) || st.Rejected != 1 {
			t.Errorf("hands %v, stats %+v; want %v and one reject", got, st, want)
		}
	}
	if d.Name == "" {
		run(t)
	} else {
		t.Run(d.Name, run)
	}
}

// Truncated reads data, cut inside hand id: the hands before it are read
// (hands of them) and the cut one is rejected as truncated.
func Truncated(t *testing.T, site parser.Site, data []byte, id string, hands int) {
	t.Helper()
	hs, es, st := Parse(t, site, data, "cut.txt")
	if len(es) != 1 || !errors.Is(es[0], parser.ErrTruncated) || es[0].HandID != id || es[0].File != "cut.txt" || es[0].Line <= 0 {
		t.Fatalf("errors %v; want hand %s truncated", es, id)
	}
	if len(hs) != hands || st.Hands != hands || st.Rejected != 1 {
		t.Errorf("%d hands, stats %+v; want %d and one reject", len(hs), st, hands)
	}
}

// Copies joins n copies of one hand, each followed by a blank line, and
// returns the line at which each copy after the first starts, less one:
// copy i (from 0) starts at line 1+i*stride.
func Copies(one []byte, n int) (data []byte, stride int) {
	one = bytes.TrimRight(one, "\r\n")
	for i := 0; i < n; i++ {
		data = append(data, one...)
		data = append(data, "\r\n\r\n"...)
	}
	return data, bytes.Count(one, []byte("\n")) + 2
}
