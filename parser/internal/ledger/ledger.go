// Package ledger follows the chips of one stud hand while a site's reader
// parses it, so that readers of sites that write amounts otherwise than the
// neutral model (chips added, street totals, hand totals; completions as
// bets or raises) can fill hand.Event the way the PokerStars reader does:
// Raise and Complete with Amount = increment over the bet faced and To =
// street total, Bet and Call with the chips added.
package ledger

import (
	"fmt"
	"time"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// MaxSeats is the most players a Ledger follows.
const MaxSeats = 16

// Ledger is the betting state of one hand.
type Ledger struct {
	Street   hand.Street
	CurBet   hand.Money // highest street total on the current street
	BringIn  bool       // a bring-in was posted on 3rd street
	Opened   bool       // 3rd street: the bring-in was completed, or the street opened with a bet
	street   [MaxSeats]hand.Money
	prior    [MaxSeats]hand.Money // put in on earlier streets, antes excluded
	total    [MaxSeats]hand.Money // everything put in, antes included, net of returns
	In       [MaxSeats]bool       // dealt in (posted an ante or was dealt cards)
	Folded   [MaxSeats]bool
	FoldedOn [MaxSeats]hand.Street
}

// Reset clears the ledger for a new hand.
func (l *Ledger) Reset() { *l = Ledger{} }

// ok reports whether p is a player index the ledger follows.
func ok(p int) bool { return p >= 0 && p < MaxSeats }

// SetStreet moves the betting to street s (a later street only).
func (l *Ledger) SetStreet(s hand.Street) {
	if s <= l.Street {
		return
	}
	for i := range l.street {
		l.prior[i] += l.street[i]
		l.street[i] = 0
	}
	l.Street, l.CurBet = s, 0
}

// StreetIn is what p has put in on the current street.
func (l *Ledger) StreetIn(p int) hand.Money {
	if !ok(p) {
		return 0
	}
	return l.street[p]
}

// HandIn is what p has put in on all streets so far, antes excluded.
func (l *Ledger) HandIn(p int) hand.Money {
	if !ok(p) {
		return 0
	}
	return l.prior[p] + l.street[p]
}

// Total is everything p has put in, antes included, net of returns.
func (l *Ledger) Total(p int) hand.Money {
	if !ok(p) {
		return 0
	}
	return l.total[p]
}

// Live reports whether p was dealt in and has not folded.
func (l *Ledger) Live(p int) bool { return ok(p) && l.In[p] && !l.Folded[p] }

// Ante fills ev as p's ante of m.
func (l *Ledger) Ante(ev *hand.Event, p int, m hand.Money) {
	ev.Kind, ev.Amount, ev.Street = hand.Ante, m, hand.NoStreet
	if ok(p) {
		l.In[p] = true
		l.total[p] += m
	}
}

// put moves m of p's chips into the current street.
func (l *Ledger) put(p int, m hand.Money) {
	if ok(p) {
		l.In[p] = true
		l.street[p] += m
		l.total[p] += m
		l.CurBet = max(l.CurBet, l.street[p])
	}
}

// PostBringIn fills ev as p's bring-in of m. A bring-in of a full small
// bet (small > 0) opens the street as a completion would.
func (l *Ledger) PostBringIn(ev *hand.Event, p int, m, small hand.Money) {
	ev.Kind, ev.Amount = hand.BringIn, m
	l.put(p, m)
	l.BringIn = true
	if small > 0 && m >= small {
		l.Opened = true
	}
}

// Call fills ev as a call by p adding m chips.
func (l *Ledger) Call(ev *hand.Event, p int, m hand.Money) {
	ev.Kind, ev.Amount = hand.Call, m
	l.put(p, m)
}

// RaiseTo fills ev as a bet, completion or raise by p to a street total of
// to: a Bet when nothing is to be called (Amount = chips added), on 3rd
// street after the bring-in a Complete, otherwise a Raise (Amount = the
// increment over the bet faced, To = to).
func (l *Ledger) RaiseTo(ev *hand.Event, p int, to hand.Money) {
	before := l.StreetIn(p)
	switch {
	case l.CurBet == 0:
		ev.Kind, ev.Amount = hand.Bet, to-before
	case l.Street == hand.Third && l.BringIn && !l.Opened:
		ev.Kind, ev.Amount, ev.To = hand.Complete, to-l.CurBet, to
	default:
		ev.Kind, ev.Amount, ev.To = hand.Raise, to-l.CurBet, to
	}
	if l.Street == hand.Third {
		l.Opened = true
	}
	l.put(p, to-before)
}

// RaiseBy is RaiseTo for an action written as the chips it adds.
func (l *Ledger) RaiseBy(ev *hand.Event, p int, added hand.Money) {
	l.RaiseTo(ev, p, l.StreetIn(p)+added)
}

// AllIn fills ev as an all-in of p adding m chips, whose kind the site does
// not write: a call when it does not exceed the bet faced, else a bet or raise.
func (l *Ledger) AllIn(ev *hand.Event, p int, m hand.Money) {
	if l.StreetIn(p)+m <= l.CurBet {
		l.Call(ev, p, m)
	} else {
		l.RaiseBy(ev, p, m)
	}
	ev.AllIn = true
}

// Fold records p's fold.
func (l *Ledger) Fold(ev *hand.Event, p int) {
	ev.Kind = hand.Fold
	if ok(p) {
		l.Folded[p], l.FoldedOn[p] = true, l.Street
	}
}

// Return takes m back from p's bets (an uncalled bet returned).
func (l *Ledger) Return(p int, m hand.Money) {
	if ok(p) {
		l.street[p] -= m
		l.total[p] -= m
	}
}

// Unmatched returns the player whose total exceeds everybody else's and
// by how much (-1, 0 when nobody's does): the bet nobody called.
func (l *Ledger) Unmatched() (int, hand.Money) {
	top, second := -1, hand.Money(0)
	for i := range l.total {
		c := l.total[i]
		switch {
		case top < 0 || c > l.total[top]:
			if top >= 0 {
				second = max(second, l.total[top])
			}
			top = i
		default:
			second = max(second, c)
		}
	}
	if top < 0 || l.total[top] <= second {
		return -1, 0
	}
	return top, l.total[top] - second
}

// Pot is everything put in, net of returns.
func (l *Ledger) Pot() hand.Money {
	var s hand.Money
	for _, c := range l.total {
		s += c
	}
	return s
}

// Amount reads an amount as the smaller sites write it: an optional
// currency symbol, thousands commas ("1,500"), and an optional trailing
// currency code or " chips" ("$0.05 USD", "2,560 chips").
func Amount(b []byte, decimals int) (hand.Money, error) {
	for len(b) > 0 && b[0] == ' ' {
		b = b[1:]
	}
	for len(b) > 0 && b[len(b)-1] == ' ' {
		b = b[:len(b)-1]
	}
	if n := len(b); n > 4 {
		// " USD", " EUR", " GBP", " chips": told apart by their last byte,
		// and compared as constants (in place, without a call).
		switch b[n-1] {
		case 'D':
			if string(b[n-4:]) == " USD" {
				b = b[:n-4]
			}
		case 'R':
			if string(b[n-4:]) == " EUR" {
				b = b[:n-4]
			}
		case 'P':
			if string(b[n-4:]) == " GBP" {
				b = b[:n-4]
			}
		case 's':
			if n > 6 && string(b[n-6:]) == " chips" {
				b = b[:n-6]
			}
		}
	}
	d := parser.SkipSymbol(b)
	var v int64
	digits, frac, i := 0, -1, 0
	for ; i < len(d); i++ {
		c := d[i]
		switch {
		case c >= '0' && c <= '9':
			v = v*10 + int64(c-'0')
			digits++
			if frac >= 0 {
				frac++
			}
		case c == ',' && frac < 0 && digits > 0:
		case c == '.' && frac < 0 && digits > 0:
			frac = 0
		default:
			return badAmount(b)
		}
	}
	if digits == 0 || digits > 15 || frac == 0 || frac > decimals {
		return badAmount(b)
	}
	for frac = max(frac, 0); frac < decimals; frac++ {
		v *= 10
	}
	return hand.Money(v), nil
}

// badAmount is the error of Amount for b.
func badAmount(b []byte) (hand.Money, error) {
	return 0, fmt.Errorf("%w %q", parser.ErrBadAmount, string(b))
}

// Cards reads cards separated by spaces and/or commas ("  Td 5s 3c ",
// " Ad, Qd, Ah ", "8d, -, Kd") into dst; hidden is the token of an unknown
// card ("-"), or "" when there is none. It allocates nothing.
func Cards(b []byte, dst []cards.Card, hidden string) (int, error) {
	n := 0
	for i := 0; i < len(b); {
		if b[i] == ' ' || b[i] == ',' {
			i++
			continue
		}
		j := i
		for j < len(b) && b[j] != ' ' && b[j] != ',' {
			j++
		}
		if n == len(dst) {
			return n, fmt.Errorf("%w: more than %d cards", parser.ErrBadDeal, len(dst))
		}
		if hidden != "" && string(b[i:j]) == hidden {
			dst[n] = cards.None
		} else if _, err := parser.ParseCardList(b[i:j], dst[n:n+1]); err != nil {
			return n, err
		}
		n++
		i = j
	}
	return n, nil
}

// months maps English month names and their three-letter forms to numbers.
var months = map[string]time.Month{}

func init() {
	for m := time.January; m <= time.December; m++ {
		months[m.String()] = m
		months[m.String()[:3]] = m
	}
}

// Month reads an English month name ("August", "Aug").
func Month(b []byte) (time.Month, bool) {
	m, ok := months[string(b)]
	return m, ok
}

// Clock reads "20:20:17".
func Clock(b []byte) (h, m, s int, ok bool) {
	if len(b) != 8 || b[2] != ':' || b[5] != ':' {
		return 0, 0, 0, false
	}
	h, ok1 := parser.Atoi(b[0:2])
	m, ok2 := parser.Atoi(b[3:5])
	s, ok3 := parser.Atoi(b[6:8])
	return h, m, s, ok1 && ok2 && ok3
}
