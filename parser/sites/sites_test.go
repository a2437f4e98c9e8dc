package sites

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// TestOpenDetectsByContent reads a PokerStars file under a name that says
// nothing, and text of no known site, through Open.
func TestOpenDetectsByContent(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("..", "..", "testdata", "pokerstars", "stud8-7-StudHL-USD-0.04-0.08-200911.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, prefix string
	}{
		{"plain", ""},
		{"utf-8 BOM", "\xEF\xBB\xBF"},
		{"leading NULs and blank lines", "\x00\x00\r\n\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := 0
			st, err := parser.ParseAll(Open(strings.NewReader(tc.prefix+string(text)), "noname.dat", parser.Options{}),
				func(*hand.Hand) error { n++; return nil }, func(e *parser.Error) { t.Fatal(e) })
			if err != nil || st.Site != "PokerStars" || n != 7 || st.Hands != 7 {
				t.Fatalf("site %q, %d hands (stats %+v); want PokerStars, 7", st.Site, n, st)
			}
		})
	}
}

// TestOpenUnknown expects one error that quotes the first line and lists
// the known sites, at line 1, and nothing else.
func TestOpenUnknown(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"prose", "Dear diary,\nI lost again.\n", `first line is "Dear diary,"; known sites: ` + strings.Join(Names(), ", ")},
		{"blank beyond the sniffed bytes", strings.Repeat("\x00\n", parser.SniffSize), "blank or NUL"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := Open(strings.NewReader(tc.text), "diary.txt", parser.Options{})
			_, err := r.Next()
			var pe *parser.Error
			if !errors.As(err, &pe) || !IsUnknownFormat(err) || pe.Line != 1 || pe.File != "diary.txt" || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v; want an unknown-format *parser.Error at diary.txt:1 containing %q", err, tc.want)
			}
			if _, err := r.Next(); err != io.EOF {
				t.Fatalf("second Next: %v, want io.EOF", err)
			}
			if st := r.Stats(); st.Site != "" || st.Rejected != 1 || st.Hands != 0 {
				t.Fatalf("stats %+v", st)
			}
		})
	}
}

// TestOpenEmpty: an empty input, or one of blank lines and NUL bytes, has
// no hands and nothing wrong.
func TestOpenEmpty(t *testing.T) {
	for _, text := range []string{"", "\n\r\n  \n", strings.Repeat("\x00", 100)} {
		r := Open(strings.NewReader(text), "empty.txt", parser.Options{})
		if h, err := r.Next(); h != nil || err != io.EOF {
			t.Errorf("%q: Next = %v, %v; want io.EOF", text, h, err)
		}
	}
}

func TestLookup(t *testing.T) {
	if s, ok := Lookup("pokerstars"); !ok || s.Name != "PokerStars" {
		t.Fatalf("Lookup(pokerstars) = %v, %v", s.Name, ok)
	}
	if _, ok := Lookup("holdem.com"); ok {
		t.Fatal("Lookup found an unknown site")
	}
}
