package ledger

import "github.com/stud8/stud8/hand"

// ReturnUnmatched writes the bet nobody called that a site leaves
// unwritten: when one player's total exceeds everybody else's (Unmatched),
// the excess goes back to him (Returned) as an Uncalled event inserted
// into h.Events before the first Collect or Show (at the end when there is
// none), on the street of his last bet, call or raise. It returns the
// event's index, -1 when every bet was matched; the event's Line is left
// for the reader to set.
func (l *Ledger) ReturnUnmatched(h *hand.Hand) int {
	who, amt := l.Unmatched()
	if amt <= 0 {
		return -1
	}
	at := len(h.Events)
	for i := range h.Events {
		if k := h.Events[i].Kind; k == hand.Collect || k == hand.Show {
			at = i
			break
		}
	}
	street := hand.NoStreet
	for i := at - 1; i >= 0; i-- {
		if e := &h.Events[i]; e.Player == who && e.Kind >= hand.BringIn && e.Kind <= hand.Raise {
			street = e.Street
			break
		}
	}
	h.Events = append(h.Events, hand.Event{})
	copy(h.Events[at+1:], h.Events[at:])
	h.Events[at] = hand.Event{Kind: hand.Uncalled, Street: street, Player: who, Amount: amt}
	l.Returned(who, amt)
	return at
}
