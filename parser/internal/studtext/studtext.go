// Package studtext holds what the text readers of parser/fulltilt,
// parser/everleaf and parser/absolute share beyond parser's base: the
// street book that turns amounts written as street totals or as chips
// added into the model's increments, amounts with thousands separators, and the completion of a hand whose
// site leaves out what the model records (an uncalled bet nobody returned,
// a total pot or rake nobody printed).
package studtext

import (
	"bytes"
	"time"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// Money reads an amount like parser.ParseMoney, also with thousands
// separators ("4,950", "$1,234.50").
func Money(b []byte, decimals int) (hand.Money, error) {
	if bytes.IndexByte(b, ',') < 0 { // (vectorised: the usual amount has no separator)
		return parser.ParseMoney(b, decimals)
	}
	var buf [32]byte
	out := buf[:0]
	for _, c := range b {
		if c != ',' {
			out = append(out, c)
		}
	}
	return parser.ParseMoney(out, decimals)
}

// Book follows what each player has put in on the current street, so
// that a raise written as a street total or as chips added becomes the
// model's increment (Amount) and street total (To).
type Book struct {
	Street  hand.Street
	Cur     hand.Money     // the street's highest total
	In      [16]hand.Money // per player index, this street
	Opened  bool           // 3rd street: completed (or bet) after the bring-in
	BringIn bool           // 3rd street: a bring-in was posted
}

// Reset starts a new hand.
func (b *Book) Reset() { *b = Book{} }

// Enter starts street s (a new betting round) when it is later than the current one.
func (b *Book) Enter(s hand.Street) {
	if s > b.Street {
		b.Street, b.Cur, b.In = s, 0, [16]hand.Money{}
	}
}

// Put records m added by player p.
func (b *Book) Put(p int, m hand.Money) {
	if p >= 0 && p < len(b.In) {
		b.In[p] += m
		b.Cur = max(b.Cur, b.In[p])
	}
}

// Has returns what player p has put in on this street.
func (b *Book) Has(p int) hand.Money {
	if p >= 0 && p < len(b.In) {
		return b.In[p]
	}
	return 0
}

// RaiseTo fills ev (a raise or completion by ev.Player to street total to):
// Amount is the increment over the street's bet, To the total.
func (b *Book) RaiseTo(ev *hand.Event, to hand.Money) {
	ev.Amount, ev.To = to-b.Cur, to
	b.Put(ev.Player, to-b.Has(ev.Player))
}

// Returned records an uncalled amount given back to player p.
func (b *Book) Returned(p int, m hand.Money) {
	if p >= 0 && p < len(b.In) {
		b.In[p] -= m
	}
}

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
	top, second := -1, hand.Money(0)
	for p, m := range put {
		switch {
		case top < 0 || m > put[top]:
			if top >= 0 {
				second = max(second, put[top])
			}
			top = p
		default:
			second = max(second, m)
		}
	}
	if top < 0 || put[top] <= second {
		return 0
	}
	back := put[top] - second
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
	h.Events[at] = hand.Event{Kind: hand.Uncalled, Street: last, Player: top, Amount: back, Line: line}
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

// Clock reads "2011/07/08 00:08:53" or "2009-03-18 19:10:00" (any one
// separator byte in the date, any run of separators between date and
// time) in loc; ok is false for anything else.
func Clock(b []byte, loc *time.Location) (time.Time, bool) {
	if len(b) < 19 || loc == nil {
		return time.Time{}, false
	}
	date, clock := b[:10], b[len(b)-8:]
	y, ok1 := parser.Atoi(date[0:4])
	mo, ok2 := parser.Atoi(date[5:7])
	d, ok3 := parser.Atoi(date[8:10])
	hh, ok4 := parser.Atoi(clock[0:2])
	mm, ok5 := parser.Atoi(clock[3:5])
	ss, ok6 := parser.Atoi(clock[6:8])
	if !(ok1 && ok2 && ok3 && ok4 && ok5 && ok6) || clock[2] != ':' || clock[5] != ':' {
		return time.Time{}, false
	}
	return time.Date(y, time.Month(mo), d, hh, mm, ss, 0, loc).UTC(), true
}

// DealtCards returns the cards dealt to player p so far, by slot (cards.None
// where unknown), and how many slots were dealt.
func DealtCards(h *hand.Hand, p int) (slots [7]cards.Card, n int) {
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
	slots, n := DealtCards(h, p)
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
