package xmlscan

import (
	"fmt"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ledger"
)

// Syntax is how the XML sites write amounts ("$0.05", "€1", "1,440",
// "10.00") and cards: parser.Syntax with ',' grouping thousands. A reader
// whose cards are written otherwise has a copy with its card fields.
var Syntax = parser.Syntax{Thousands: ','}

// Betting follows the betting of one XML hand over the one ledger. The
// iPoker and Merge readers name each action code's intent and the form of
// its amount (their tables of ledger.Verb); Act records it and fills the
// event as the ledger decides it, with what both sites add: an all-in
// that opens 3rd street short of a full bet is the bring-in, an all-in
// never puts in more than the stack, a player whose chips are all in is
// all-in, and the hand's stakes are learned from its antes, bring-in and
// first full bets.
type Betting struct {
	L       ledger.Ledger
	h       *hand.Hand
	stack   [ledger.MaxSeats]hand.Money
	lastBet [ledger.MaxSeats]hand.Street // street of each player's last chips in
	acted   bool                         // the street has had an action
	learn   bool                         // learn the bet sizes from the first full bets
}

// Reset starts hand h; learn says whether its small and big bets are
// learned from its bets (a tournament's, whose session names none).
func (b *Betting) Reset(h *hand.Hand, learn bool) {
	b.L.Reset()
	b.h, b.learn, b.acted = h, learn, false
	clear(b.stack[:])
	clear(b.lastBet[:])
}

// Seat gives player p's stack at the start of the hand.
func (b *Betting) Seat(p int, stack hand.Money) {
	if p >= 0 && p < ledger.MaxSeats {
		b.stack[p] = stack
	}
}

// SetStreet moves the betting to street s (a later street only).
func (b *Betting) SetStreet(s hand.Street) {
	if s > b.L.Street() {
		b.acted = false
	}
	b.L.SetStreet(s)
}

// Act fills ev as p's action of intent i with amount a written in form f;
// allIn is set when the site's code says all-in. Ev's Kind, Player,
// Street, Amount, To and AllIn are set.
func (b *Betting) Act(ev *hand.Event, p int, i ledger.Intent, f ledger.Form, allIn bool, a hand.Money) error {
	l := &b.L
	in := p >= 0 && p < ledger.MaxSeats
	if i == ledger.AllIn && in && l.Total(p) <= b.stack[p] {
		a = min(a, b.stack[p]-l.Total(p)) // the rest of the stack, never more
	}
	st := &b.h.Stakes
	if i == ledger.AllIn && a > 0 && l.Street() == hand.Third && !b.acted && (st.SmallBet == 0 || l.StreetIn(p)+a < st.SmallBet) {
		i = ledger.BringIn // short of the bring-in: the site writes it as an all-in
	}
	if f == ledger.StreetTo && a < l.StreetIn(p) {
		return fmt.Errorf("%w: raise to %s below the %s already in", parser.ErrBadAmount, b.h.Money(a), b.h.Money(l.StreetIn(p)))
	}
	before := l.StreetIn(p)
	l.Do(ev, p, i, f, a)
	ev.AllIn = allIn
	switch ev.Kind {
	case hand.Ante:
		if !allIn && st.Ante == 0 {
			st.Ante = a
		}
	case hand.BringIn:
		if !allIn && st.BringIn == 0 {
			st.BringIn = a
		}
	case hand.Bet:
		b.noteBet(l.StreetIn(p), allIn)
	case hand.Complete:
		b.noteBet(ev.To, allIn)
	}
	switch {
	case (ev.Kind == hand.Raise || ev.Kind == hand.Complete) && ev.Amount <= 0:
		return fmt.Errorf("%w: a %s to %s does not exceed the bet of %s", parser.ErrBadAmount, ev.Kind, b.h.Money(ev.To),
			b.h.Money(ev.To-ev.Amount))
	case ev.Kind == hand.Bet && ev.Amount <= 0:
		return fmt.Errorf("%w: a bet of %s", parser.ErrBadAmount, b.h.Money(ev.Amount))
	}
	if ev.Kind != hand.Ante {
		b.acted = true
	}
	if in {
		if l.StreetIn(p) > before {
			b.lastBet[p] = l.Street()
		}
		if l.Total(p) >= b.stack[p] && ev.Kind != hand.Fold && ev.Kind != hand.Check {
			ev.AllIn = true
		}
	}
	return nil
}

// noteBet learns a tournament's bet sizes from the first full bets: a
// completion or 3rd/4th-street bet is the small bet, a bet from 5th
// street on the big bet.
func (b *Betting) noteBet(to hand.Money, allIn bool) {
	st := &b.h.Stakes
	switch {
	case !b.learn || allIn:
	case b.L.Street() <= hand.Fourth && st.SmallBet == 0:
		st.SmallBet = to
	case b.L.Street() >= hand.Fifth && st.BigBet == 0:
		st.BigBet = to
	}
}

// Return gives amt back to p: the Uncalled event is inserted after the
// last betting action of the street p last put chips in on, where
// PokerStars writes it (with that action's line; line when there is none).
func (b *Betting) Return(p int, amt hand.Money, line int) {
	h := b.h
	st := hand.NoStreet
	if p >= 0 && p < ledger.MaxSeats {
		st = b.lastBet[p]
	}
	k := len(h.Events)
	for j := len(h.Events) - 1; j >= 0; j-- {
		if e := &h.Events[j]; e.Street == st && e.Kind.IsBetting() {
			k, line = j+1, e.Line
			break
		}
	}
	h.Events = append(h.Events, hand.Event{})
	copy(h.Events[k+1:], h.Events[k:])
	h.Events[k] = hand.Event{Kind: hand.Uncalled, Street: st, Player: p, Amount: amt, Line: line}
	b.L.Returned(p, amt)
}

// Result fills player p's summary seat r from what p won, showed and
// mucked and whether the ledger has p folded: the outcome (Outcome), the
// amount of a win and the street of a fold.
func (b *Betting) Result(r *hand.SeatResult, p int, won hand.Money, shown, mucked bool) {
	folded, on := b.L.Folded(p)
	r.Outcome = Outcome(won, shown, folded, mucked)
	switch r.Outcome {
	case hand.OutShowedWon, hand.OutCollected:
		r.Amount = won
	case hand.OutFolded:
		r.Street = on
	}
}

// Outcome is a player's declared result: won (and showed), folded,
// showed and lost, mucked, or other.
func Outcome(won hand.Money, shown, folded, mucked bool) hand.Outcome {
	switch {
	case won > 0 && shown:
		return hand.OutShowedWon
	case won > 0:
		return hand.OutCollected
	case folded:
		return hand.OutFolded
	case shown:
		return hand.OutShowedLost
	case mucked:
		return hand.OutMucked
	}
	return hand.OutOther
}

// Levels are a tournament's bet sizes by level, known by the ante: the
// sessions name none, and a hand folded to the bring-in shows no bet.
type Levels map[hand.Money]hand.Stakes

// Fill completes st with what earlier hands of its level showed, and
// keeps what it shows for the hands after it.
func (lv *Levels) Fill(st *hand.Stakes) {
	known := (*lv)[st.Ante]
	if st.SmallBet == 0 {
		st.SmallBet = known.SmallBet
	}
	if st.BigBet == 0 {
		st.BigBet = known.BigBet
	}
	if st.SmallBet > 0 && st.BigBet > 0 {
		if *lv == nil {
			*lv = Levels{}
		}
		(*lv)[st.Ante] = *st
	}
}

// FixedLimit completes a fixed-limit hand's stakes: the big bet is twice
// the small bet.
func FixedLimit(st *hand.Stakes) {
	if st.BigBet == 0 && st.SmallBet > 0 {
		st.BigBet = 2 * st.SmallBet
	}
	if st.SmallBet == 0 && st.BigBet > 0 {
		st.SmallBet = st.BigBet / 2
	}
}
