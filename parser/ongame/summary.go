package ongame

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ledger"
)

// Summary reads one line after "Summary:"; nothing may follow "***** End of hand".
func (p *handParser) Summary(l []byte, num int) error {
	h := p.H
	switch {
	case p.ended:
		return fmt.Errorf("%w: %q after the end of the hand", parser.ErrUnknownLine, parser.Clip(l))
	case parser.HasPrefix(l, "***** End of hand "):
		p.ended = true
		return nil
	case parser.HasPrefix(l, "Rake taken: "):
		m, err := syntax.Money(l[len("Rake taken: "):], h.Decimals)
		if err != nil {
			return err
		}
		h.Summary.Rake, h.Summary.HasRake = m, true
		return nil
	case parser.HasPrefix(l, "Main pot: "):
		return p.pot(l[len("Main pot: "):], "main pot", num)
	case parser.HasPrefix(l, "Side pot "):
		_, rest, ok := parser.Cut(l, ": ")
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
		}
		p.sides++
		return p.pot(rest, "side pot-"+strconv.Itoa(p.sides), num)
	case parser.HasPrefix(l, "Seat "):
		return p.seatResult(l, num)
	}
	return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
}

// pot reads "$5.14 won by Hero ($4.89)" or "$9 won by A ($4.25), B ($4.25)".
func (p *handParser) pot(b []byte, name string, num int) error {
	h := p.H
	amt, winners, ok := parser.Cut(b, " won by ")
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(b))
	}
	m, err := syntax.Money(amt, h.Decimals)
	if err != nil {
		return err
	}
	h.Summary.TotalPot += m
	for len(winners) > 0 {
		who, rest := p.actor(winners, " (")
		if who < 0 {
			return fmt.Errorf("%w: pot winner %q", parser.ErrUnknownPlayer, parser.Clip(winners))
		}
		amt, after, ok := parser.Cut(rest, ")")
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(b))
		}
		won, err := syntax.Money(amt, h.Decimals)
		if err != nil {
			return err
		}
		ev := p.next(hand.Collect, who, num)
		ev.Amount, ev.Text = won, name
		winners = bytes.TrimPrefix(after, []byte(", "))
		if len(after) > 0 && len(winners) == len(after) {
			return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(b))
		}
	}
	return nil
}

// seatResult reads "Seat 1: Hero ($27.47), net: +$2.47, [8d, 8s, 4d, 3h, 8c, 4c, 5h] (FULL_HOUSE EIGHT, FOUR)"
// or "Seat 3: boneos56 ($27.73), net: -$0.05". The final stack and the net
// are checked by the corpus test against the replay; the model keeps the
// cards and the hand's description.
func (p *handParser) seatResult(l []byte, num int) error {
	h := p.H
	_, rest, ok := parser.SeatHead(l[len("Seat "):])
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
	}
	who, rest := p.actor(rest, " (")
	if who < 0 {
		return fmt.Errorf("%w: summary %q", parser.ErrUnknownPlayer, parser.Clip(l))
	}
	_, rest, ok = parser.Cut(rest, "), net: ")
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
	}
	r := hand.SeatResult{Player: who, Line: num}
	if _, cs, ok := parser.Cut(rest, ", ["); ok {
		in, desc, _ := parser.Cut(cs, "]")
		n, err := syntax.Cards(in, r.Cards[:])
		if err != nil {
			return err
		}
		r.NCards = uint8(n)
		desc = bytes.TrimSpace(desc)
		if len(desc) > 2 && desc[0] == '(' && desc[len(desc)-1] == ')' {
			r.Text = p.In.Str(desc[1 : len(desc)-1])
		}
	}
	h.Summary.Seats = append(h.Summary.Seats, r)
	return nil
}

// finish names the pots, returns the bet nobody called (OnGame prints no
// such line, and its pots do not hold it), and sets each summary seat's
// outcome from the collect lines and the folds.
func (p *handParser) finish() {
	h := p.H
	var collected [ledger.MaxSeats]hand.Money
	for i := range h.Events {
		ev := &h.Events[i]
		if ev.Kind == hand.Collect {
			if p.sides == 0 {
				ev.Text = "pot"
			}
			if ev.Player < ledger.MaxSeats {
				collected[ev.Player] += ev.Amount
			}
		}
	}
	if top, extra := p.Ledger.Unmatched(); top >= 0 && top < len(h.Seats) && p.Ledger.Pot()-extra == h.Summary.TotalPot {
		at := len(h.Events)
		for i := range h.Events {
			if h.Events[i].Kind == hand.Collect {
				at = i
				break
			}
		}
		h.Events = append(h.Events, hand.Event{})
		copy(h.Events[at+1:], h.Events[at:])
		h.Events[at] = hand.Event{Kind: hand.Uncalled, Street: p.Ledger.Street(), Player: top, Amount: extra, Line: h.Summary.Line}
	}
	for i := range h.Summary.Seats {
		r := &h.Summary.Seats[i]
		who := r.Player
		folded, on := p.Ledger.Folded(who)
		switch {
		case collected[who] > 0 && r.NCards > 0:
			r.Outcome, r.Amount = hand.OutShowedWon, collected[who]
		case collected[who] > 0:
			r.Outcome, r.Amount = hand.OutCollected, collected[who]
		case folded:
			r.Outcome, r.Street = hand.OutFolded, on
			r.DidntBet = p.Ledger.HandIn(who) == 0
		case r.NCards > 0:
			r.Outcome = hand.OutShowedLost
		default:
			r.Outcome = hand.OutOther
		}
	}
}
