// Package studkit holds what the Winamax, Winning and KingsClub readers
// share and PokerStars does not need: card lists with hidden cards ("X")
// and tens written "10", amounts with thousands separators and trailing
// currency signs, the actor of a line found among the seated names, and a
// betting ledger that turns each site's way of writing amounts (increments,
// street totals, completions written as bets) into the neutral model's
// (Complete and Raise with Amount = increment over the bet and To = street
// total, Call with the chips added) and infers a bet nobody called.
package studkit

import (
	"errors"
	"fmt"
	"time"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// ErrNegative is wrapped (with parser.ErrBadAmount) by an amount written negative.
var ErrNegative = errors.New("negative amount")

// Cards reads space-separated card tokens into dst: "Ah", "10d" (ten),
// "X" (a hidden card, cards.None). It returns how many there were.
func Cards(b []byte, dst []cards.Card) (int, error) {
	n := 0
	for len(b) > 0 {
		tok := b
		if i := indexByte(b, ' '); i >= 0 {
			tok, b = b[:i], b[i+1:]
			if len(b) == 0 {
				return n, fmt.Errorf("%w %q", parser.ErrBadCard, "")
			}
		} else {
			b = nil
		}
		if n == len(dst) {
			return n, fmt.Errorf("%w: more than %d cards", parser.ErrBadDeal, len(dst))
		}
		c, ok := Card(tok)
		if !ok {
			return n, fmt.Errorf("%w %q", parser.ErrBadCard, tok)
		}
		dst[n] = c
		n++
	}
	return n, nil
}

// Card reads one card token: "Ah", "10d", "X".
func Card(t []byte) (cards.Card, bool) {
	if len(t) == 1 && t[0] == 'X' {
		return cards.None, true
	}
	var r, s int
	switch {
	case len(t) == 3 && t[0] == '1' && t[1] == '0':
		r, s = 10, suitOf(t[2])
	case len(t) == 2:
		r, s = rankOf(t[0]), suitOf(t[1])
	}
	if r == 0 || s < 0 {
		return cards.None, false
	}
	return cards.New(cards.Rank(r), cards.Suit(s)), true
}

func rankOf(c byte) int {
	switch {
	case c >= '2' && c <= '9':
		return int(c - '0')
	case c == 'T':
		return 10
	case c == 'J':
		return 11
	case c == 'Q':
		return 12
	case c == 'K':
		return 13
	case c == 'A':
		return 14
	}
	return 0
}

func suitOf(c byte) int {
	switch c {
	case 'c':
		return 0
	case 'd':
		return 1
	case 'h':
		return 2
	case 's':
		return 3
	}
	return -1
}

func indexByte(b []byte, c byte) int {
	for i, x := range b {
		if x == c {
			return i
		}
	}
	return -1
}

// Money reads an amount that may carry thousands separators ("1,060.38"),
// a leading "$" and a trailing "€", in units of 10^-decimals; a leading
// minus sign is reported as ErrNegative inside parser.ErrBadAmount.
func Money(b []byte, decimals int) (hand.Money, error) {
	if len(b) > 0 && b[0] == '-' {
		return 0, fmt.Errorf("%w: %w %q", parser.ErrBadAmount, ErrNegative, b)
	}
	s := parser.SkipSymbol(b)
	if parser.HasSuffix(s, "€") {
		s = s[:len(s)-len("€")]
	}
	var v int64
	digits, frac, i := 0, -1, 0
	for ; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			if digits == 15 {
				return 0, fmt.Errorf("%w %q", parser.ErrBadAmount, b)
			}
			v = v*10 + int64(c-'0')
			digits++
			if frac >= 0 {
				frac++
			}
		case c == ',' && frac < 0 && digits > 0 && i+3 < len(s) && digit(s[i+1]) && digit(s[i+2]) && digit(s[i+3]):
			// a thousands separator, before a group of three digits
		case c == '.' && frac < 0 && digits > 0 && i+1 < len(s):
			frac = 0
		default:
			return 0, fmt.Errorf("%w %q", parser.ErrBadAmount, b)
		}
	}
	if digits == 0 || frac == 0 || frac > decimals {
		return 0, fmt.Errorf("%w %q", parser.ErrBadAmount, b)
	}
	for frac = max(frac, 0); frac < decimals; frac++ {
		v *= 10
	}
	return hand.Money(v), nil
}

func digit(c byte) bool { return c >= '0' && c <= '9' }

// Names finds the actor of a line among one hand's seated names, as
// parser.Names does, for the seats of the last Set. Its zero value is
// ready; Set starts a hand.
type Names struct {
	seats []hand.Seat
	names parser.Names
}

// Set makes the seated players those of seats (the slice is kept; its
// names must not change until the next Set).
func (n *Names) Set(seats []hand.Seat) {
	n.seats = seats
	n.names.Reset()
}

// Actor returns the index of the seated player whose name starts l and is
// followed by sep, the longest such name, and what follows sep; -1 if none.
func (n *Names) Actor(l []byte, sep string) (int, []byte) { return n.names.Actor(n.seats, l, sep) }

// Ledger follows the chips of one hand's betting, street by street, to
// write each action as the neutral model has it. Its zero value is ready;
// Reset starts a hand.
type Ledger struct {
	street  hand.Street
	cur     hand.Money     // the bet to match on the street
	put     [16]hand.Money // what each player has put in on the street
	bringIn bool           // a bring-in was posted on 3rd street
	opened  bool           // the 3rd-street bring-in was completed (or the street bet)
	folded  [16]bool
}

// Reset starts a new hand.
func (l *Ledger) Reset() { *l = Ledger{} }

// at moves the ledger to street s (a new street starts from nothing).
func (l *Ledger) at(s hand.Street) {
	if s != l.street {
		l.street, l.cur, l.put = s, 0, [16]hand.Money{}
	}
}

func ok(p int) bool { return p >= 0 && p < 16 }

// Put returns what player p has put in on street s so far.
func (l *Ledger) Put(p int, s hand.Street) hand.Money {
	l.at(s)
	if !ok(p) {
		return 0
	}
	return l.put[p]
}

// Apply records ev, whose Kind, Street, Player and amounts are final.
func (l *Ledger) Apply(ev *hand.Event) {
	if !ok(ev.Player) || ev.Street == hand.NoStreet {
		return
	}
	l.at(ev.Street)
	p := ev.Player
	switch ev.Kind {
	case hand.BringIn:
		l.put[p] += ev.Amount
		l.cur = max(l.cur, l.put[p])
		l.bringIn = true
	case hand.Bet, hand.Call:
		l.put[p] += ev.Amount
		l.cur = max(l.cur, l.put[p])
		if ev.Kind == hand.Bet {
			l.opened = true
		}
	case hand.Complete, hand.Raise:
		l.put[p] = ev.To
		l.cur = max(l.cur, ev.To)
		l.opened = true
	case hand.Uncalled:
		l.put[p] -= ev.Amount
	case hand.Fold:
		l.folded[p] = true
	}
}

// RaiseTo makes ev (Player and Street set) a raise, or the completion of
// the bring-in, to a street total of to.
func (l *Ledger) RaiseTo(ev *hand.Event, to hand.Money) {
	l.at(ev.Street)
	ev.Kind = hand.Raise
	if ev.Street == hand.Third && l.bringIn && !l.opened {
		ev.Kind = hand.Complete
	}
	ev.To, ev.Amount = to, to-l.cur
	l.Apply(ev)
}

// RaiseBy is RaiseTo for a raise written as the chips the player adds.
func (l *Ledger) RaiseBy(ev *hand.Event, added hand.Money) {
	l.RaiseTo(ev, l.Put(ev.Player, ev.Street)+added)
}

// Bet makes ev a bet of m; a bet when a bet is already in (the
// completion of the bring-in written as a bet) is a raise to m more than
// the player had in.
func (l *Ledger) Bet(ev *hand.Event, m hand.Money) {
	l.at(ev.Street)
	if l.cur > 0 {
		l.RaiseTo(ev, l.Put(ev.Player, ev.Street)+m)
		return
	}
	ev.Kind, ev.Amount = hand.Bet, m
	l.Apply(ev)
}

// BetTo is Bet for an amount written as the player's street total.
func (l *Ledger) BetTo(ev *hand.Event, to hand.Money) {
	l.Bet(ev, to-l.Put(ev.Player, ev.Street))
}

// Call makes ev a call adding m.
func (l *Ledger) Call(ev *hand.Event, m hand.Money) {
	ev.Kind, ev.Amount = hand.Call, m
	l.Apply(ev)
}

// CallTo is Call for an amount written as the player's street total.
func (l *Ledger) CallTo(ev *hand.Event, to hand.Money) {
	l.Call(ev, to-l.Put(ev.Player, ev.Street))
}

// Simple records an event without amount or with its amount as written
// (antes, bring-ins, checks, folds).
func (l *Ledger) Simple(ev *hand.Event) { l.Apply(ev) }

// Excess returns the part of the last street's biggest bet that nobody
// matched (the uncalled bet a site did not write): the player, the street
// and the amount; amount 0 when every bet was matched.
func (l *Ledger) Excess() (player int, street hand.Street, amount hand.Money) {
	top, second := -1, hand.Money(0)
	for p := range l.put {
		switch {
		case top < 0 || l.put[p] > l.put[top]:
			if top >= 0 {
				second = max(second, l.put[top])
			}
			top = p
		default:
			second = max(second, l.put[p])
		}
	}
	if top < 0 || l.put[top] <= second {
		return -1, l.street, 0
	}
	return top, l.street, l.put[top] - second
}

// Clock reads "2016/11/12 23:04:10" or "2021-01-02 15:48:40" (fields of
// one or more digits, as the 2016 Winning layout writes "2016/8/2 11:13:2")
// at the start of b, as a UTC time, and returns what follows it. It is
// time.Parse without its cost, for one layout.
func Clock(b []byte) (t time.Time, rest []byte, ok bool) {
	var f [6]int
	i := 0
	for k := range f {
		start := i
		for i < len(b) && b[i] >= '0' && b[i] <= '9' && i-start < 4 {
			f[k] = f[k]*10 + int(b[i]-'0')
			i++
		}
		if i == start {
			return time.Time{}, b, false
		}
		if k == 5 {
			break
		}
		if i == len(b) {
			return time.Time{}, b, false
		}
		switch c := b[i]; {
		case k < 2 && (c == '/' || c == '-'), k == 2 && c == ' ', k > 2 && c == ':':
			i++
		default:
			return time.Time{}, b, false
		}
	}
	if f[1] < 1 || f[1] > 12 || f[2] < 1 || f[2] > 31 || f[3] > 23 || f[4] > 59 || f[5] > 60 {
		return time.Time{}, b, false
	}
	return time.Date(f[0], time.Month(f[1]), f[2], f[3], f[4], f[5], 0, time.UTC), b[i:], true
}
