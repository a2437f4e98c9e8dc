package parser

import (
	"errors"
	"testing"

	"github.com/stud8/stud8/hand"
)

func TestSeats(t *testing.T) {
	seats := []hand.Seat{{Num: 1, Name: "Ann"}, {Num: 3, Name: "Ann B"}, {Num: 4, Name: "Bo"}}
	if err := Seated(seats, []byte("Bo")); !errors.Is(err, ErrBadSeat) {
		t.Errorf("Seated(Bo) = %v, want ErrBadSeat", err)
	}
	if err := Seated(seats, []byte("Cy")); err != nil {
		t.Errorf("Seated(Cy) = %v", err)
	}
	for _, c := range []struct {
		line string
		who  int
		rest string
		err  error
	}{
		{"Seat 3: Ann B folded on 3rd St.", 1, "folded on 3rd St.", nil}, // the seat number tells Ann from Ann B
		{"Seat 1: Ann B folded", 0, "B folded", nil},
		{"Seat 4: Bo collected ($5)", 2, "collected ($5)", nil},
		{"Seat 2: Bo collected ($5)", -1, "", ErrUnknownPlayer},
		{"Seat 4: Bo", -1, "", ErrUnknownPlayer},
		{"Seat x: Bo folded", -1, "", ErrBadSummary},
	} {
		who, rest, err := SummarySeat(seats, []byte(c.line))
		if who != c.who || string(rest) != c.rest || !errors.Is(err, c.err) || (c.err == nil) != (err == nil) {
			t.Errorf("%q: %d %q %v, want %d %q %v", c.line, who, rest, err, c.who, c.rest, c.err)
		}
	}
	for in, want := range map[string]string{"main pot": "main pot", "side pot": "side pot", "side pot 2": "side pot-2",
		"side pot-2": "side pot-2", "side pot #12": "side pot-12", "side pot x": "side pot", "pot": "", "main pot 1": ""} {
		if got, ok := PotName([]byte(in)); got != want || ok != (want != "") {
			t.Errorf("PotName(%q) = %q %v, want %q", in, got, ok, want)
		}
	}
}
