package parser

import (
	"errors"
	"testing"

	"github.com/stud8/stud8/hand"
)

func TestSeatLine(t *testing.T) {
	syn := &Syntax{Thousands: ','}
	for _, c := range []struct {
		in    string
		num   int
		name  string
		stack hand.Money
		err   error
	}{
		{"Seat 2: Player2 (18.20)", 2, "Player2", 1820, nil},
		{"Seat 10: A (b) c (3,112.64)", 10, "A (b) c", 311264, nil},
		{"Seat 1: (5)", 0, "", 0, ErrBadSeat},
		{"Seat 1: Bob(5)", 0, "", 0, ErrBadSeat},
		{"Seat 1: Bob (5", 0, "", 0, ErrBadSeat},
		{"Seat x: Bob (5)", 0, "", 0, ErrBadSeat},
		{"Sit 1: Bob (5)", 0, "", 0, ErrBadSeat},
		{"Seat 1: Bob (1,5)", 1, "Bob", 0, ErrBadAmount},
	} {
		num, name, stack, err := SeatLine([]byte(c.in), syn, 2)
		if !errors.Is(err, c.err) || (c.err == nil || errors.Is(c.err, ErrBadAmount)) && (num != c.num || string(name) != c.name || stack != c.stack) {
			t.Errorf("SeatLine(%q) = %d %q %d %v, want %d %q %d %v", c.in, num, name, stack, err, c.num, c.name, c.stack, c.err)
		}
	}
}

func TestAddSeat(t *testing.T) {
	var h hand.Hand
	if err := AddSeat(&h, hand.Seat{Num: 1, Name: "A"}); err != nil {
		t.Fatal(err)
	}
	if err := AddSeat(&h, hand.Seat{Num: 2, Name: "A"}); !errors.Is(err, ErrBadSeat) || len(h.Seats) != 1 {
		t.Errorf("a name seated twice: %v, %d seats", err, len(h.Seats))
	}
}

func TestSeatLines(t *testing.T) {
	var b Block
	b.buf = []byte("Table\nSeat 1: A (1)\nSeat 2: B (2)\nbody")
	b.first = 7
	for off := 0; off < len(b.buf); {
		end := off
		for end < len(b.buf) && b.buf[end] != '\n' {
			end++
		}
		b.lines = append(b.lines, lineRef{off: int32(off), end: int32(end)})
		off = end + 1
	}
	var got []int
	i, err := b.SeatLines(1, func(l []byte, num int) error { got = append(got, num); return nil })
	if err != nil || i != 3 || len(got) != 2 || got[0] != 8 || got[1] != 9 {
		t.Errorf("SeatLines = %d %v, lines %v", i, err, got)
	}
	bad := errors.New("bad")
	_, err = b.SeatLines(1, func(l []byte, num int) error { return bad })
	var le *LineError
	if !errors.Is(err, bad) || !errors.As(err, &le) || le.Line != 8 {
		t.Errorf("SeatLines error = %v", err)
	}
}

// TestSummarySeat: the summary seat of a player by number and name, and
// the model's names of the pots a collect line names.
func TestSummarySeat(t *testing.T) {
	seats := []hand.Seat{{Num: 1, Name: "Ann"}, {Num: 3, Name: "Ann B"}, {Num: 4, Name: "Bo"}}
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
