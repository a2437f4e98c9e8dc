package pokerstars

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestReuseMatchesFresh parses files of many hands with one Reader, whose
// hand parser carries caches from hand to hand (header stakes, the hour of
// the time, names, interned strings), and compares every hand with the
// hand its text alone gives a fresh Reader.
func TestReuseMatchesFresh(t *testing.T) {
	files := testdataFiles(t)
	if dir := os.Getenv("STUD8_SHARED"); dir != "" {
		files = append(files, filepath.Join(dir, "oracle/hands.txt"))
	}
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(filepath.Base(f), func(t *testing.T) { compareWithFresh(t, text, 0) })
	}
	t.Run("rotating headers", func(t *testing.T) { compareWithFresh(t, rotatingHeaders(t), 40) })
}

// rotatingHeaders repeats one hand under 40 headers cycling through more
// stakes than the header cache keeps, hours and zones.
func rotatingHeaders(t *testing.T) []byte {
	base, err := os.ReadFile(filepath.Join(testdataDir, "stud8-7-StudHL-USD-0.04-0.08-200911.txt"))
	if err != nil {
		t.Fatal(err)
	}
	one := bytes.SplitAfter(base, []byte("\n\n\n"))[0]
	header := regexp.MustCompile(`\(\$0\.04/\$0\.08 USD\) - [^\n]*`)
	if !header.Match(one) {
		t.Fatal("sample header not found")
	}
	zones := []string{"ET", "CET", "ET", "UTC", "AEST"}
	var out []byte
	for i := range 40 {
		k := i * 7 % 11
		stakes := fmt.Sprintf("($%d/$%d USD)", k+1, 2*k+2)
		if k == 10 {
			stakes = "(€1/€2 EUR)"
		}
		when := fmt.Sprintf("2009/11/0%d %d:%02d:%02d %s", 1+i%3, i%5, i, 59-i, zones[i%len(zones)])
		out = append(out, header.ReplaceAllLiteral(one, []byte(stakes+" - "+when))...)
	}
	return out
}

// compareWithFresh parses text with one Reader and each accepted hand's
// own lines with a new Reader, and expects the same hands; want is the
// number of hands, or 0 for any number (rejected hands being expected).
func compareWithFresh(t *testing.T, text []byte, want int) {
	var hs []*hand.Hand
	if _, err := parser.ParseAll(NewReader(bytes.NewReader(text), "x.txt"), func(h *hand.Hand) error {
		hs = append(hs, h)
		return nil
	}, func(e *parser.Error) {
		if want > 0 {
			t.Error(e)
		}
	}); err != nil {
		t.Fatal(err)
	}
	if want > 0 && len(hs) != want {
		t.Fatalf("%d hands, want %d", len(hs), want)
	}
	lines := strings.Split(string(text), "\n")
	for _, h := range hs {
		own := strings.Join(lines[h.Pos.Line-1:h.EndLine], "\n") + "\n"
		h2, err := NewReader(strings.NewReader(own), "x.txt").Next()
		if err != nil {
			t.Fatalf("hand %s alone: %v", h.ID, err)
		}
		if a, b := sitetest.Comparable(h), sitetest.Comparable(h2); !reflect.DeepEqual(a, b) {
			t.Fatalf("hand %s: parsed after other hands:\n%+v\nalone:\n%+v", h.ID, a, b)
		}
	}
}

// TestHandsShareNothingWritable fills every hand's slices to their capacity
// and past it, in the order the hands came, and expects the other hands
// unchanged: hands cut from the same slabs must not overlap.
func TestHandsShareNothingWritable(t *testing.T) {
	text, err := os.ReadFile(filepath.Join(testdataDir, "oracle-sample.txt"))
	if err != nil {
		t.Fatal(err)
	}
	hs := parseText(t, text)
	want := parseText(t, text)
	if len(hs) < 2 {
		t.Fatalf("%d hands, want several", len(hs))
	}
	junk := hand.Event{Kind: hand.Fold, Text: "junk", Line: -1}
	for _, h := range hs {
		for c := cap(h.Events); len(h.Events) <= c; {
			h.Events = append(h.Events, junk)
		}
		for c := cap(h.Seats); len(h.Seats) <= c; {
			h.Seats = append(h.Seats, hand.Seat{Name: "junk"})
		}
		for c := cap(h.Summary.Seats); len(h.Summary.Seats) <= c; {
			h.Summary.Seats = append(h.Summary.Seats, hand.SeatResult{Text: "junk"})
		}
	}
	for i, h := range hs {
		n, s, r := len(want[i].Events), len(want[i].Seats), len(want[i].Summary.Seats)
		if !reflect.DeepEqual(h.Events[:n], want[i].Events) || !reflect.DeepEqual(h.Seats[:s], want[i].Seats) ||
			!reflect.DeepEqual(h.Summary.Seats[:r], want[i].Summary.Seats) {
			t.Errorf("hand %s changed by appends to other hands", h.ID)
		}
	}
}

// TestReuseHands parses every test file with ReuseHands set, scribbling
// over each hand it gets (every event slot up to the capacity, the seats,
// the summary), and expects each hand to equal the one a Reader without
// ReuseHands returns at the same place: the reused memory is cleared
// whatever the caller left in it.
func TestReuseHands(t *testing.T) {
	files := testdataFiles(t)
	if dir := os.Getenv("STUD8_SHARED"); dir != "" {
		files = append(files, filepath.Join(dir, "oracle/hands.txt"))
	}
	junk := hand.Event{Kind: hand.Fold, AllIn: true, NCards: 3, Down: 7, Player: 5, Amount: 9, To: 9, Text: "junk", Line: -1}
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var want []*hand.Hand
		if _, err := parser.ParseAll(NewReader(bytes.NewReader(text), f), func(h *hand.Hand) error {
			want = append(want, h)
			return nil
		}, nil); err != nil {
			t.Fatal(err)
		}
		r := NewReader(bytes.NewReader(text), f)
		r.ReuseHands = true
		var got int
		var prev *hand.Hand
		if _, err := parser.ParseAll(r, func(h *hand.Hand) error {
			if got >= len(want) {
				return fmt.Errorf("more than %d hands", len(want))
			}
			if !reflect.DeepEqual(h, want[got]) {
				t.Errorf("%s: hand %s differs from the one parsed without ReuseHands", f, h.ID)
			}
			if prev != nil && prev != h {
				t.Errorf("%s: hand %s is not in the reused box", f, h.ID)
			}
			prev = h
			got++
			full := h.Events[:cap(h.Events)]
			for i := range full {
				full[i] = junk
			}
			for i := range h.Seats {
				h.Seats[i] = hand.Seat{Name: "junk", Stack: 1}
			}
			h.Summary.Seats = append(h.Summary.Seats, hand.SeatResult{Text: "junk"})
			h.ID, h.Stakes.Ante = "junk", 1
			return nil
		}, nil); err != nil {
			t.Fatal(err)
		}
		if got != len(want) {
			t.Errorf("%s: %d hands with ReuseHands, %d without", f, got, len(want))
		}
	}
}
