package parser

import (
	"fmt"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// NextEvent appends a zero event to h.Events and returns it: in the room
// a Slab's Box left (whose slots past the length are zero) or, past it,
// by append.
func NextEvent(h *hand.Hand) *hand.Event {
	n := len(h.Events)
	if n == cap(h.Events) {
		h.Events = append(h.Events, hand.Event{})
	} else {
		h.Events = h.Events[:n+1]
	}
	return &h.Events[n]
}

// DealStreet is the street of a deal of n cards to a player who holds
// have, for a site that numbers the streets by the cards dealt: three
// cards to a player holding none are 3rd street, one card to a player
// holding three to six the street of his new count. Any other deal is an
// ErrBadDeal.
func DealStreet(have, n int) (hand.Street, error) {
	switch {
	case have == 0 && n == 3:
		return hand.Third, nil
	case have >= 3 && have < 7 && n == 1:
		return hand.Street(have + 1), nil
	}
	return hand.NoStreet, fmt.Errorf("%w: %d cards to a player holding %d", ErrBadDeal, n, have)
}

// DownCards is Event.Down for n cards dealt on street st: the first two of
// the three dealt on 3rd street, and the card of 7th street, are face down.
func DownCards(st hand.Street, n int) uint8 {
	switch {
	case n == 3:
		return 0b011
	case st == hand.Seventh:
		return 1
	}
	return 0
}

// DealByCount fills ev as the deal written b, "[6d Ad 2s]" or "[3s]" read
// with syn (nothing may follow the bracket), to a player who holds have
// cards: Kind Deal, the cards, the street their count gives (DealStreet)
// and the face-down ones (DownCards).
func DealByCount(ev *hand.Event, syn *Syntax, b []byte, have int) error {
	in, rest, ok := Bracket(b)
	if !ok || len(rest) != 0 {
		return fmt.Errorf("%w: %q", ErrBadDeal, Clip(b))
	}
	var cs [3]cards.Card
	n, err := syn.Cards(in, cs[:])
	if err != nil {
		return err
	}
	st, err := DealStreet(have, n)
	if err != nil {
		return err
	}
	ev.Kind, ev.Street, ev.Down = hand.Deal, st, DownCards(st, n)
	ev.SetCards(cs[:n]...)
	return nil
}

// DealtTwice returns an error, at the line of the second, when h deals one
// player cards twice on one street: a damaged record (a repeated or
// misattributed deal line) whose cards no reader can tell apart, which the
// replay would read one way and PHH another. The text readers' common loop,
// the XML readers' (xmlscan.Games) and the PHH reader apply it to every
// hand.
func DealtTwice(h *hand.Hand) error {
	var seen [64]uint8 // per player index, a bit per street
	for i := range h.Events {
		ev := &h.Events[i]
		if ev.Kind != hand.Deal || ev.Player < 0 || ev.Player >= len(seen) || ev.Street > 7 {
			continue
		}
		bit := uint8(1) << uint(ev.Street)
		if seen[ev.Player]&bit != 0 {
			return Fail(ev.Line, fmt.Errorf("%w: %s dealt cards twice on %s street", ErrBadDeal,
				h.Seats[ev.Player].Name, ev.Street))
		}
		seen[ev.Player] |= bit
	}
	return nil
}
