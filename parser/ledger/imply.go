package ledger

import (
	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// What a site leaves out of a hand and the model records, derived from the
// hand's events once the reader is done: the uncalled bet nobody returned
// (ReturnUncalled), the total pot and rake nobody printed (ImplyTotals), the
// summary seat lines of the winners (ImplySeatResults), and the deal order
// of shown cards a site shuffled (DealOrder).

// Contributions sums what each player put in over the hand, net of the
// uncalled bets returned, into in (indexed like Seats), and returns the
// total. Raises and completions are street totals: what they add is the
// step of the player's street total, followed street by street in one
// pass with the other events.
func Contributions(h *hand.Hand, in []hand.Money) hand.Money {
	var total hand.Money
	var street hand.Street
	var put [16]hand.Money // this street, per player
	for i := range h.Events {
		e := &h.Events[i]
		if e.Street != street {
			street, put = e.Street, [16]hand.Money{}
		}
		p := e.Player
		if p < 0 || p >= len(in) {
			continue
		}
		var m hand.Money
		switch e.Kind {
		case hand.Ante:
			m = e.Amount
		case hand.BringIn, hand.Bet, hand.Call:
			m = e.Amount
			if p < len(put) {
				put[p] += m
			}
		case hand.Uncalled:
			m = -e.Amount
			if p < len(put) {
				put[p] += m
			}
		case hand.Raise, hand.Complete:
			if p < len(put) {
				m = e.To - put[p]
				put[p] = e.To
			}
		}
		in[p] += m
		total += m
	}
	return total
}

// ReturnUncalled adds the Uncalled event a site leaves out: when the last
// bet or raise of the hand was called by nobody, the part above the next
// highest street total goes back to its maker (at line). It returns the
// amount (0 when nothing was added).
func ReturnUncalled(h *hand.Hand, line int) hand.Money {
	last := hand.NoStreet
	for i := range h.Events {
		switch e := &h.Events[i]; e.Kind {
		case hand.Uncalled:
			return 0
		case hand.BringIn, hand.Complete, hand.Bet, hand.Call, hand.Raise, hand.Check, hand.Fold:
			last = e.Street
		}
	}
	if last == hand.NoStreet {
		return 0
	}
	var put [16]hand.Money
	for i := range h.Events {
		e := &h.Events[i]
		if e.Street != last || e.Player < 0 || e.Player >= len(put) {
			continue
		}
		switch e.Kind {
		case hand.BringIn, hand.Bet, hand.Call:
			put[e.Player] += e.Amount
		case hand.Raise, hand.Complete:
			put[e.Player] = e.To
		}
	}
	who, back := top(put[:])
	if who < 0 {
		return 0
	}
	// The others folded or could not match it (a call below the top is an
	// all-in): the rest goes back, before what follows the betting.
	at := 0
	for i := range h.Events {
		if h.Events[i].Kind.IsBetting() {
			at = i + 1
		}
	}
	h.Events = append(h.Events, hand.Event{})
	copy(h.Events[at+1:], h.Events[at:])
	h.Events[at] = hand.Event{Kind: hand.Uncalled, Street: last, Player: who, Amount: back, Line: line}
	return back
}

// ImplyTotals fills a summary the site did not print: the total pot from
// the players' contributions, and the rake as the total pot less what was
// collected.
func ImplyTotals(h *hand.Hand) {
	var buf [16]hand.Money
	in := buf[:]
	if len(h.Seats) > len(buf) {
		in = make([]hand.Money, len(h.Seats))
	}
	total := Contributions(h, in)
	var collected hand.Money
	for i := range h.Events {
		if h.Events[i].Kind == hand.Collect {
			collected += h.Events[i].Amount
		}
	}
	h.Summary.TotalPot = total
	if r := total - collected; r > 0 {
		h.Summary.Rake = r
	}
}

// ImplySeatResults adds the summary seat lines a site did not print: one
// "collected" result per player who won, with the sum of their collect
// lines, at the line of their first.
func ImplySeatResults(h *hand.Hand) {
	for i := range h.Events {
		e := &h.Events[i]
		if e.Kind != hand.Collect || e.Player < 0 {
			continue
		}
		found := false
		for k := range h.Summary.Seats {
			if r := &h.Summary.Seats[k]; r.Player == e.Player {
				r.Amount += e.Amount
				found = true
			}
		}
		if !found {
			h.Summary.Seats = append(h.Summary.Seats, hand.SeatResult{Player: e.Player, Outcome: hand.OutCollected,
				Amount: e.Amount, Line: e.Line})
		}
	}
}

// dealtCards returns the cards dealt to player p so far, by slot (cards.None
// where unknown), and how many slots were dealt.
func dealtCards(h *hand.Hand, p int) (slots [7]cards.Card, n int) {
	for i := range h.Events {
		e := &h.Events[i]
		if e.Kind != hand.Deal || e.Player != p {
			continue
		}
		start := 0
		if e.Street > hand.Third {
			start = int(e.Street) - 1
		}
		for k := 0; k < int(e.NCards) && start+k < 7; k++ {
			slots[start+k] = e.Cards[k]
			n = max(n, start+k+1)
		}
	}
	return slots, n
}

// DealOrder puts shown cards cs of player p in deal order where the site
// shuffled them (Full Tilt lists the two down cards in any order): a card
// that was dealt to p in another slot is swapped into that slot.
func DealOrder(h *hand.Hand, p int, cs []cards.Card) {
	slots, n := dealtCards(h, p)
	for k := 0; k < n && k < len(cs); k++ {
		want := slots[k]
		if !want.Known() || cs[k] == want {
			continue
		}
		for j := range cs {
			if cs[j] == want {
				cs[j], cs[k] = cs[k], cs[j]
				break
			}
		}
	}
}

// OnePot names the collects of a hand "pot" when all of them name the main
// pot: without a side pot the hand had one pot, which the model calls
// "pot", where a site may write "main pot".
func OnePot(h *hand.Hand) {
	for i := range h.Events {
		if e := &h.Events[i]; e.Kind == hand.Collect && e.Text != "main pot" {
			return
		}
	}
	for i := range h.Events {
		if e := &h.Events[i]; e.Kind == hand.Collect {
			e.Text = "pot"
		}
	}
}
