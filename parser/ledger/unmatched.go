package ledger

import "github.com/stud8/stud8/hand"

// ReturnUnmatched writes the bet nobody called that a site leaves
// unwritten: the part of the biggest bet of the last street chips went in
// on that nobody matched goes back to its bettor (his totals are reduced)
// as an Uncalled event on that street, inserted into h.Events before the
// first Collect or Show (at the end when there is none). Streets dealt
// after it without betting (an all-in) do not hide it. It returns the
// event's index, -1 when every bet was matched; the event's Line is left
// for the reader to set.
func (l *Ledger) ReturnUnmatched(h *hand.Hand) int {
	in := &l.in
	if l.betStreet != l.street {
		in = &l.betIn
	}
	who, amt := top(in[:])
	if amt <= 0 {
		return -1
	}
	in[who] -= amt
	l.total[who] -= amt
	at := len(h.Events)
	for i := range h.Events {
		if k := h.Events[i].Kind; k == hand.Collect || k == hand.Show {
			at = i
			break
		}
	}
	h.Events = append(h.Events, hand.Event{})
	copy(h.Events[at+1:], h.Events[at:])
	h.Events[at] = hand.Event{Kind: hand.Uncalled, Street: l.betStreet, Player: who, Amount: amt}
	return at
}
