package bovada

import (
	"bytes"
	"fmt"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ledger"
)

// Summary reads one line after "*** SUMMARY ***".
func (p *handParser) Summary(l []byte, num int) error {
	switch {
	case parser.HasPrefix(l, "Total Pot("):
		if p.total {
			return fmt.Errorf("%w: second total line", parser.ErrBadSummary)
		}
		return p.totalLine(l[len("Total Pot("):])
	case parser.HasPrefix(l, "Seat"):
		return p.seatResult(l, num)
	}
	return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
}

// totalLine reads "$4.85) | Rake ($0.20)" or "184)" (after "Total Pot(").
func (p *handParser) totalLine(b []byte) error {
	s := &p.H.Summary
	amt, rest, ok := parser.Cut(b, ")")
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(b))
	}
	var err error
	if s.TotalPot, err = syntax.Money(amt, p.H.Decimals); err != nil {
		return err
	}
	rest = bytes.TrimSpace(rest)
	if len(rest) > 0 {
		r, ok := bytes.CutPrefix(rest, []byte("| Rake ("))
		if !ok || !parser.HasSuffix(r, ")") {
			return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(b))
		}
		if s.Rake, err = syntax.Money(r[:len(r)-1], p.H.Decimals); err != nil {
			return err
		}
		s.HasRake = true
	}
	p.total = true
	return nil
}

// foldStreet maps "3rd STREET", "5TH STREET", "RIVER" to streets.
func foldStreet(b []byte) (hand.Street, bool) {
	if string(b) == "RIVER" {
		return hand.Seventh, true
	}
	if len(b) == len("3rd STREET") && b[0] >= '3' && b[0] <= '7' && string(b[3:]) == " STREET" {
		return hand.Street(b[0] - '0'), true
	}
	return 0, false
}

// seatResult reads a summary seat line: "Seat+1:  Folded on the 3rd STREET",
// "Seat 3:  $0.09 [Does not show]", "Seat 3:  $0.45  with One pair [8c Qs Qc 3d Ts 4s 2h-Qs Qc Ts 8c 4s]",
// "Seat 5:   lost with One pair [...]", "Seat+4:  HI $2.33  with One pair [...]",
// "Seat+1:   with High Card [...] LO $2.32 [...]", "Seat 8:   [Mucked] [7h 2h 8h 3d 7d 3c 9h ]".
func (p *handParser) seatResult(l []byte, num int) error {
	h := p.H
	n, rest, ok := seatNum(l)
	if !ok || len(rest) == 0 || rest[0] != ':' {
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
	}
	who := int(p.bySeat[n]) - 1
	if who < 0 {
		return fmt.Errorf("%w: summary seat %d", parser.ErrUnknownPlayer, n)
	}
	t := bytes.TrimSpace(rest[1:])
	r := hand.SeatResult{Player: who, Line: num}
	if st, ok := bytes.CutPrefix(t, []byte("Folded on the ")); ok {
		if s, ok := foldStreet(st); ok {
			r.Outcome, r.Street = hand.OutFolded, s
			h.Summary.Seats = append(h.Summary.Seats, r)
			return nil
		}
	}
	var amt hand.Money
	// amountAt reads the amount token at the start of b.
	amountAt := func(b []byte) ([]byte, error) {
		tok := b
		if i := bytes.IndexByte(b, ' '); i >= 0 {
			tok = b[:i]
		}
		m, err := syntax.Money(tok, h.Decimals)
		amt += m
		return bytes.TrimSpace(b[len(tok):]), err
	}
	var err error
	switch {
	case len(t) > 0 && (t[0] == '$' || t[0] >= '0' && t[0] <= '9'):
		t, err = amountAt(t)
	case parser.HasPrefix(t, "HI "):
		t, err = amountAt(t[len("HI "):])
	}
	if err != nil {
		return err
	}
	if i := parser.Index(t, "LO "); i >= 0 && (i == 0 || t[i-1] == ' ') {
		if _, err := amountAt(t[i+len("LO "):]); err != nil {
			return err
		}
	}
	lost := false
	switch {
	case parser.HasPrefix(t, "[Does not show]"):
		r.Outcome = hand.OutCollected
	case parser.HasPrefix(t, "[Mucked] "):
		r.Outcome = hand.OutMucked
		if err := p.resultCards(&r, t[len("[Mucked] "):]); err != nil {
			return err
		}
	default:
		if b, ok := bytes.CutPrefix(t, []byte("lost ")); ok {
			t, lost = b, true
		} else if b, ok := bytes.CutPrefix(t, []byte("lose ")); ok {
			t, lost = b, true
		}
		if b, ok := bytes.CutPrefix(t, []byte("with ")); ok {
			desc, cs, _ := parser.Cut(b, " [")
			r.Text = p.In.Str(desc)
			if err := p.resultCards(&r, cs); err != nil {
				return err
			}
			r.Outcome = hand.OutShowedWon
			if lost || amt == 0 {
				r.Outcome = hand.OutShowedLost
			}
		}
	}
	switch {
	case r.Outcome == hand.OutShowedLost && amt > 0:
		r.Outcome = hand.OutShowedWon
	case r.Outcome == 0 && amt > 0:
		r.Outcome = hand.OutCollected
	case r.Outcome == 0:
		r.Outcome, r.Text = hand.OutOther, p.In.Str(t)
	}
	r.Amount = amt
	h.Summary.Seats = append(h.Summary.Seats, r)
	return nil
}

// resultCards reads "7h 2h 8h 3d 7d 3c 9h ]" or "7s As 4c 5c Qh 9h Qs-Qs Qh As 9h 7s] ..."
// (after the opening bracket): the cards before the dash are the player's own.
func (p *handParser) resultCards(r *hand.SeatResult, b []byte) error {
	b = bytes.TrimPrefix(b, []byte("["))
	end := bytes.IndexByte(b, ']')
	if end < 0 {
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(b))
	}
	b = b[:end]
	if i := bytes.IndexByte(b, '-'); i >= 0 {
		b = b[:i]
	}
	n, err := syntax.Cards(b, r.Cards[:])
	r.NCards = uint8(n)
	if err != nil {
		return err
	}
	// The list may drop a card (Seat 5 of hand 2604291787 lists six of its
	// seven): the cards dealt in the history, when known, are the player's.
	if who := r.Player; who >= 0 && who < ledger.MaxSeats && p.dealt[who] >= 5 {
		r.NCards = uint8(copy(r.Cards[:], p.own[who][:p.dealt[who]]))
	}
	return nil
}

// finish completes the hand: pot names, the stakes the header does not
// print, and the rake implied when the summary prints none.
func (p *handParser) finish() {
	h := p.H
	var collected hand.Money
	for i := range h.Events {
		ev := &h.Events[i]
		if ev.Kind == hand.Collect {
			collected += ev.Amount
			if p.sidePot && ev.Text == "pot" {
				ev.Text = "main pot"
			}
		}
	}
	if !h.Summary.HasRake && h.Summary.TotalPot > collected {
		h.Summary.Rake = h.Summary.TotalPot - collected // implied rake (corpus README, known defects)
	}
	p.stakes()
}

// stakes infers the small and big bet from the betting, since no Bovada
// header prints them: the completion or first bet of 3rd or 4th street
// (a 4th-street double bet is a big bet), the first bet or raise from 5th
// street on; a missing one is half or twice the other, and with no bet at
// all the small bet is twice the bring-in (the tournament structure).
func (p *handParser) stakes() {
	h := p.H
	var small, big hand.Money
	for i := range h.Events {
		ev := &h.Events[i]
		if ev.AllIn {
			continue
		}
		switch {
		case ev.Kind == hand.Complete && small == 0:
			small = ev.To
		case ev.Kind == hand.Bet && ev.Street <= hand.Fourth && small == 0 && !p.isDouble(ev):
			small = ev.Amount
		case ev.Kind == hand.Bet && ev.Street == hand.Fourth && p.isDouble(ev) && big == 0:
			big = ev.Amount
		case ev.Kind == hand.Bet && ev.Street >= hand.Fifth && big == 0:
			big = ev.Amount
		case ev.Kind == hand.Raise && ev.Street >= hand.Fifth && big == 0:
			big = ev.Amount
		}
	}
	switch {
	case small == 0 && big == 0 && h.Stakes.BringIn > 0:
		small, big = 2*h.Stakes.BringIn, 4*h.Stakes.BringIn
	case small == 0:
		small = big / 2
	case big == 0:
		big = 2 * small
	}
	h.Stakes.SmallBet, h.Stakes.BigBet = small, big
}

// isDouble reports whether ev (a 4th-street bet) was written as a double bet.
func (p *handParser) isDouble(ev *hand.Event) bool {
	for _, l := range p.doubles {
		if l == ev.Line {
			return true
		}
	}
	return false
}
