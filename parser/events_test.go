package parser

import (
	"errors"
	"testing"

	"github.com/stud8/stud8/hand"
)

func TestNextEvent(t *testing.T) {
	h := &hand.Hand{Events: make([]hand.Event, 0, 1)}
	a := NextEvent(h)
	a.Kind = hand.Check
	b := NextEvent(h) // past the room: appended
	if len(h.Events) != 2 || h.Events[0].Kind != hand.Check || b != &h.Events[1] || b.Kind != 0 {
		t.Errorf("events %v, second %p of %p", h.Events, b, &h.Events[1])
	}
}

func TestDealByCount(t *testing.T) {
	syn := &Syntax{Hidden: []string{"-"}}
	for _, c := range []struct {
		b      string
		have   int
		street hand.Street
		n      uint8
		down   uint8
		err    error
	}{
		{"[6d Ad 2s]", 0, hand.Third, 3, 0b011, nil},
		{"[-, -, Kd]", 0, hand.Third, 3, 0b011, nil},
		{"[3s]", 3, hand.Fourth, 1, 0, nil},
		{"[3s]", 5, hand.Sixth, 1, 0, nil},
		{"[3s]", 6, hand.Seventh, 1, 1, nil},
		{"[3s]", 0, 0, 0, 0, ErrBadDeal},          // one card before the first three
		{"[3s 4s 5s]", 3, 0, 0, 0, ErrBadDeal},    // three cards after them
		{"[3s]", 7, 0, 0, 0, ErrBadDeal},          // an eighth card
		{"[3s] x", 3, 0, 0, 0, ErrBadDeal},        // text after the bracket
		{"3s", 3, 0, 0, 0, ErrBadDeal},            // no bracket
		{"[3x]", 3, 0, 0, 0, ErrBadCard},          // a bad card
		{"[2c 3c 4c 5c]", 0, 0, 0, 0, ErrBadDeal}, // more than three
	} {
		var ev hand.Event
		err := DealByCount(&ev, syn, []byte(c.b), c.have)
		if c.err != nil {
			if !errors.Is(err, c.err) {
				t.Errorf("%q holding %d: err %v, want %v", c.b, c.have, err, c.err)
			}
			continue
		}
		if err != nil || ev.Kind != hand.Deal || ev.Street != c.street || ev.NCards != c.n || ev.Down != c.down {
			t.Errorf("%q holding %d: %v %v %d cards down %b, err %v; want %v %d %b", c.b, c.have, ev.Kind, ev.Street,
				ev.NCards, ev.Down, err, c.street, c.n, c.down)
		}
	}
}

// TestDealtTwice checks that a second deal to one player on one street is
// refused at its line, and that a deal per street, another player's deal
// and the community card pass.
func TestDealtTwice(t *testing.T) {
	seats := []hand.Seat{{Name: "Alice"}, {Name: "Bob"}}
	deal := func(p int, st hand.Street, line int) hand.Event {
		return hand.Event{Kind: hand.Deal, Player: p, Street: st, Line: line}
	}
	for _, c := range []struct {
		name   string
		events []hand.Event
		line   int // 0: no error
	}{
		{"one per street", []hand.Event{deal(0, 3, 10), deal(1, 3, 11), deal(0, 4, 14), deal(1, 4, 15)}, 0},
		{"community card", []hand.Event{deal(0, 3, 10), deal(-1, 7, 20), deal(-1, 7, 21)}, 0},
		{"twice on 3rd", []hand.Event{deal(0, 3, 10), deal(1, 3, 11), deal(1, 3, 12)}, 12},
		{"twice on 7th", []hand.Event{deal(0, 7, 30), deal(1, 7, 31), deal(0, 7, 33)}, 33},
	} {
		h := &hand.Hand{Seats: seats, Events: c.events}
		err := DealtTwice(h)
		var le *LineError
		switch {
		case c.line == 0 && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.line != 0 && (!errors.As(err, &le) || le.Line != c.line || !errors.Is(err, ErrBadDeal)):
			t.Errorf("%s: %v; want ErrBadDeal at line %d", c.name, err, c.line)
		}
	}
}
