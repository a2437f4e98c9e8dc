// Package ledger is the one place where stud8's readers turn a betting
// line, written in a site's own terms, into the neutral model's event. A
// reader says what the line means (a bet, a call, a raise, an all-in...)
// and how its amount is written (the chips it adds, the player's street
// total, his hand total, the increment over the bet faced); the Ledger,
// which follows what each player has put in, decides the event: Bet, Call,
// Complete or Raise, with hand.Event's Amount and To filled as the model
// has them (Bet and Call: the chips added; Complete and Raise: Amount the
// increment over the bet faced, To the street total). The completion of
// the bring-in is decided here and nowhere else.
//
// A site is then data: a Table of its action verbs (the text after the
// actor's name, the Intent and the Form of its amount), run by one
// dispatcher (Table.Match), over this ledger.
package ledger

import (
	"github.com/stud8/stud8/hand"
)

// MaxSeats is the most players a Ledger follows; a player index outside
// [0, MaxSeats) is recorded in the event but not followed.
const MaxSeats = 16

// Intent is what a betting line says the player did, in the site's terms.
type Intent uint8

// Intents. Bet, Raise and Complete are interchangeable to the ledger: a
// site that writes the completion as a bet or the first bet as a raise
// gets the same event as one that writes them as the model does.
const (
	Ante     Intent = iota + 1 // posts the ante
	BringIn                    // posts the bring-in
	Bet                        // bets (or completes, or raises: the ledger decides)
	Raise                      // raises (or completes, or bets)
	Complete                   // completes the bring-in
	Call                       // calls
	AllIn                      // goes all-in, the site not saying whether it calls or raises
	Check                      // checks
	Fold                       // folds
	Return                     // gets an uncalled bet back
)

var intentNames = [...]string{"", "ante", "bring-in", "bet", "raise", "complete", "call", "all-in", "check",
	"fold", "return"}

// String returns the intent's name ("raise").
func (i Intent) String() string {
	if int(i) < len(intentNames) {
		return intentNames[i]
	}
	return "intent?"
}

// Form is how a line writes its amount.
type Form uint8

// Forms of an amount.
const (
	Added     Form = iota // the chips the action adds ("calls $2", "raises by $2")
	StreetTo              // the player's total for the street after it ("raises to $4")
	HandTo                // the player's total for the hand, antes excluded ("raises $1 to $1.37" on OnGame)
	Increment             // the increment over the bet faced ("raises $2" meaning $2 more than the bet)
)

var formNames = [...]string{"added", "street-total", "hand-total", "increment"}

// String returns the form's name ("street-total").
func (f Form) String() string {
	if int(f) < len(formNames) {
		return formNames[f]
	}
	return "form?"
}

// Ledger is the betting state of one hand: the street, the bet to match
// and what each player has put in. Its zero value is ready; Reset starts
// a hand.
type Ledger struct {
	street   hand.Street
	cur      hand.Money // highest street total on the current street
	small    hand.Money // the small bet, when known: a bring-in of that much opens the street
	bringIn  bool       // a bring-in was posted on 3rd street
	opened   bool       // 3rd street: the bring-in was completed, or the street opened with a bet
	in       [MaxSeats]hand.Money
	prior    [MaxSeats]hand.Money // put in on earlier streets, antes excluded
	total    [MaxSeats]hand.Money // everything put in, antes included, net of returns
	dealt    [MaxSeats]bool       // posted, bet or was dealt cards
	folded   [MaxSeats]bool
	foldedOn [MaxSeats]hand.Street
	// betStreet is the last street chips went in on, and betIn what each
	// player put in on it once the betting has left it (ReturnUnmatched).
	betStreet hand.Street
	betIn     [MaxSeats]hand.Money
	// n bounds the players whose chips moved: in, prior and betIn are zero
	// from n on, so SetStreet moves only the first n.
	n int
}

// Reset starts a new hand.
func (l *Ledger) Reset() { *l = Ledger{} }

// SetSmallBet tells the ledger the hand's small bet: a bring-in of a full
// small bet then opens 3rd street as a completion would.
func (l *Ledger) SetSmallBet(m hand.Money) { l.small = m }

func ok(p int) bool { return p >= 0 && p < MaxSeats }

// SetStreet moves the betting to street s. An earlier or the same street
// changes nothing.
func (l *Ledger) SetStreet(s hand.Street) {
	if s <= l.street {
		return
	}
	n := l.n
	if l.betStreet == l.street {
		copy(l.betIn[:n], l.in[:n])
	}
	for i := range l.in[:n] {
		l.prior[i] += l.in[i]
		l.in[i] = 0
	}
	l.street, l.cur = s, 0
}

// Street is the street the betting is on.
func (l *Ledger) Street() hand.Street { return l.street }

// CurBet is the highest street total on the current street: the bet to match.
func (l *Ledger) CurBet() hand.Money { return l.cur }

// Opened reports whether 3rd street's bring-in was completed (or the street bet).
func (l *Ledger) Opened() bool { return l.opened }

// BroughtIn reports whether a bring-in was posted.
func (l *Ledger) BroughtIn() bool { return l.bringIn }

// StreetIn is what p has put in on the current street.
func (l *Ledger) StreetIn(p int) hand.Money {
	if !ok(p) {
		return 0
	}
	return l.in[p]
}

// HandIn is what p has put in on all streets so far, antes excluded.
func (l *Ledger) HandIn(p int) hand.Money {
	if !ok(p) {
		return 0
	}
	return l.prior[p] + l.in[p]
}

// Total is everything p has put in, antes included, net of returns.
func (l *Ledger) Total(p int) hand.Money {
	if !ok(p) {
		return 0
	}
	return l.total[p]
}

// Pot is everything put in, net of returns.
func (l *Ledger) Pot() hand.Money {
	var s hand.Money
	for _, c := range l.total {
		s += c
	}
	return s
}

// In reports whether p is in the hand: posted, bet or was dealt cards (Deal).
func (l *Ledger) In(p int) bool { return ok(p) && l.dealt[p] }

// Deal notes that p was dealt in.
func (l *Ledger) Deal(p int) {
	if ok(p) {
		l.dealt[p] = true
	}
}

// Live reports whether p is in the hand and has not folded.
func (l *Ledger) Live(p int) bool { return ok(p) && l.dealt[p] && !l.folded[p] }

// Folded reports whether p folded, and on which street.
func (l *Ledger) Folded(p int) (bool, hand.Street) {
	if !ok(p) {
		return false, hand.NoStreet
	}
	return l.folded[p], l.foldedOn[p]
}

// put moves m of p's chips into the current street.
func (l *Ledger) put(p int, m hand.Money) {
	if ok(p) {
		l.n = max(l.n, p+1)
		l.dealt[p] = true
		l.in[p] += m
		l.total[p] += m
		l.cur = max(l.cur, l.in[p])
		l.betStreet = l.street
	}
}

// streetTo is the street total that amount a, written in form f, means for
// p (a hand total less what p put in on earlier streets).
func (l *Ledger) streetTo(p int, a hand.Money, f Form) hand.Money {
	switch {
	case f == StreetTo:
		return a
	case f == Increment:
		return l.cur + a
	case !ok(p):
		return a
	case f == HandTo:
		return a - l.prior[p]
	}
	return l.in[p] + a
}

// Do fills ev as p's action i with amount a written in form f, on the
// ledger's street, and records it: ev's Kind, Player, Amount and To are
// set (and Street, NoStreet for an ante); its other fields are left as
// they are (the reader sets Line and AllIn). An all-in is ev.AllIn with
// the intent the site wrote, or the AllIn intent when it wrote none.
//
// How the kind is decided, once for every site:
//   - Ante and BringIn post a; a bring-in of a full small bet opens the street.
//   - Call adds what f says (a call written as a street total adds the step).
//   - Bet, Raise, Complete and AllIn reach a street total t. With nothing to
//     match it is a Bet of what it adds; an AllIn that does not exceed the bet
//     faced is a Call; on 3rd street after the bring-in, before anyone
//     completed, it is the Complete; otherwise a Raise. Complete and Raise
//     have Amount = t less the bet faced and To = t.
//   - Check and Fold carry no amount; Return gives a back to p.
func (l *Ledger) Do(ev *hand.Event, p int, i Intent, f Form, a hand.Money) {
	ev.Player = p
	ev.Street = l.street
	ev.To = 0
	switch i {
	case Ante:
		ev.Kind, ev.Amount, ev.Street = hand.Ante, a, hand.NoStreet
		if ok(p) {
			l.dealt[p] = true
			l.total[p] += a
		}
	case BringIn:
		ev.Kind, ev.Amount = hand.BringIn, a
		l.put(p, a)
		l.bringIn = true
		if l.small > 0 && a >= l.small {
			l.opened = true
		}
	case Call:
		added := l.streetTo(p, a, f) - l.StreetIn(p)
		ev.Kind, ev.Amount = hand.Call, added
		l.put(p, added)
	case Bet, Raise, Complete, AllIn:
		l.raise(ev, p, i, l.streetTo(p, a, f))
	case Check:
		ev.Kind, ev.Amount = hand.Check, 0
	case Fold:
		ev.Kind, ev.Amount = hand.Fold, 0
		if ok(p) {
			l.folded[p], l.foldedOn[p] = true, l.street
		}
	case Return:
		ev.Kind, ev.Amount = hand.Uncalled, a
		l.Returned(p, a)
	}
}

// raise records an action of p that reaches street total to.
func (l *Ledger) raise(ev *hand.Event, p int, i Intent, to hand.Money) {
	before := l.StreetIn(p)
	switch {
	case i == AllIn && to <= l.cur:
		ev.Kind, ev.Amount = hand.Call, to-before
	case l.cur == 0:
		ev.Kind, ev.Amount = hand.Bet, to-before
	case l.street == hand.Third && l.bringIn && !l.opened:
		ev.Kind, ev.Amount, ev.To = hand.Complete, to-l.cur, to
	default:
		ev.Kind, ev.Amount, ev.To = hand.Raise, to-l.cur, to
	}
	if ev.Kind != hand.Call && l.street == hand.Third {
		l.opened = true
	}
	l.put(p, to-before)
}

// RaiseWritten is Do for a raise written with both its increment and its
// street total ("raises $2 to $4"): the kind is decided as Do decides it
// for a Raise reaching to, and Amount keeps the increment as written, so
// that a line whose two figures disagree reaches the auditor as it was.
func (l *Ledger) RaiseWritten(ev *hand.Event, p int, inc, to hand.Money) {
	l.Do(ev, p, Raise, StreetTo, to)
	if ev.Kind == hand.Raise || ev.Kind == hand.Complete {
		ev.Amount = inc
	}
}

// Returned takes m back from p's bets (an uncalled bet returned) without
// an event.
func (l *Ledger) Returned(p int, m hand.Money) {
	if ok(p) {
		l.n = max(l.n, p+1)
		l.in[p] -= m
		l.total[p] -= m
	}
}

// Unmatched returns the player whose total for the hand exceeds
// everybody else's, and by how much (-1, 0 when nobody's does): the bet
// nobody called, which a site may leave unwritten.
func (l *Ledger) Unmatched() (int, hand.Money) {
	return top(l.total[:])
}

// Excess returns the part of the current street's biggest bet that nobody
// matched: the player and the amount (-1, 0 when every bet was matched).
func (l *Ledger) Excess() (int, hand.Money) {
	return top(l.in[:])
}

// top returns the index of the largest of v when it exceeds every other,
// and by how much.
func top(v []hand.Money) (int, hand.Money) {
	best, second := -1, hand.Money(0)
	for i, c := range v {
		switch {
		case best < 0 || c > v[best]:
			if best >= 0 {
				second = max(second, v[best])
			}
			best = i
		default:
			second = max(second, c)
		}
	}
	if best < 0 || v[best] <= second {
		return -1, 0
	}
	return best, v[best] - second
}
