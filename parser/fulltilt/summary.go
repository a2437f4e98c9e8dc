package fulltilt

import (
	"fmt"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// Summary reads one line after "*** SUMMARY ***".
func (p *handParser) Summary(l []byte, num int) error {
	switch {
	case parser.HasPrefix(l, "Total pot "):
		if p.total {
			return fmt.Errorf("%w: second total line", parser.ErrBadSummary)
		}
		return p.totalLine(l[len("Total pot "):])
	case parser.HasPrefix(l, "Seat "):
		return p.seatResult(l, num)
	case parser.HasPrefix(l, "Board: ["):
		in, rest, ok := parser.Bracket(l[len("Board: "):])
		var board [1]cards.Card
		if !ok || len(rest) != 0 {
			return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
		}
		if n, err := syntax.Cards(in, board[:]); err != nil || n != 1 {
			return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
		}
		p.H.Summary.Board = board[0]
		return nil
	}
	return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
}

// totalLine reads "$95.10 Main pot $85.10. Side pot $10. | Rake $3" (after "Total pot ").
func (p *handParser) totalLine(b []byte) error {
	s := &p.H.Summary
	dec := p.H.Decimals
	pots, rake, ok := parser.Cut(b, " | Rake ")
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(b))
	}
	var err error
	if s.Rake, err = syntax.Money(rake, dec); err != nil {
		return err
	}
	s.HasRake = true
	tok, rest, _ := parser.Cut(pots, " ")
	if s.TotalPot, err = syntax.Money(tok, dec); err != nil {
		return err
	}
	potAmount := func(b []byte) (hand.Money, []byte, error) {
		tok, rest, _ := parser.Cut(b, " ")
		if !parser.HasSuffix(tok, ".") {
			return 0, nil, fmt.Errorf("%w: pot amount %q", parser.ErrBadSummary, tok)
		}
		m, err := syntax.Money(tok[:len(tok)-1], dec)
		return m, rest, err
	}
	if parser.HasPrefix(rest, "Main pot ") {
		if s.MainPot, rest, err = potAmount(rest[len("Main pot "):]); err != nil {
			return err
		}
	}
	for len(rest) > 0 {
		if !parser.HasPrefix(rest, "Side pot ") {
			return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(b))
		}
		rest = rest[len("Side pot "):]
		if parser.HasPrefix(rest, "#") { // "Side pot #2 $5."
			_, rest, _ = parser.Cut(rest, " ")
		}
		var m hand.Money
		if m, rest, err = potAmount(rest); err != nil {
			return err
		}
		if s.SidePots == nil {
			s.SidePots = p.Box.Side[:0]
		}
		s.SidePots = append(s.SidePots, m)
	}
	// Full Tilt states the main pot before the rake (main + sides = total);
	// the model, like PokerStars, states it after.
	if s.MainPot > 0 && s.Rake > 0 && s.MainPot+sum(s.SidePots) == s.TotalPot {
		s.MainPot -= s.Rake
	}
	p.total = true
	return nil
}

func sum(ms []hand.Money) hand.Money {
	var t hand.Money
	for _, m := range ms {
		t += m
	}
	return t
}

// foldStreets maps "folded on 3rd St." to streets.
var foldStreets = map[string]hand.Street{
	"folded on 3rd St.": hand.Third, "folded on 4th St.": hand.Fourth, "folded on 5th St.": hand.Fifth,
	"folded on 6th St.": hand.Sixth, "folded on 7th St.": hand.Seventh,
}

// seatResult reads "Seat 3: Kilij showed [...] and won ($64.70) with HI: ...".
func (p *handParser) seatResult(l []byte, num int) error {
	h := p.H
	who, rest, err := parser.SummarySeat(h.Seats, l)
	if err != nil {
		return err
	}
	r := hand.SeatResult{Player: who, Line: num}
	switch {
	case parser.HasPrefix(rest, "folded on "):
		if s, ok := foldStreets[string(rest)]; ok {
			r.Outcome, r.Street = hand.OutFolded, s
		}
	case string(rest) == "didn't bet (folded)":
		r.Outcome, r.Street, r.DidntBet = hand.OutFolded, hand.Third, true
	case parser.HasPrefix(rest, "collected ("):
		amt, tail, _ := parser.Cut(rest[len("collected ("):], ")")
		if len(tail) == 0 || string(tail) == ", mucked" {
			r.Outcome = hand.OutCollected
			r.Amount, err = syntax.Money(amt, h.Decimals)
		}
	case parser.HasPrefix(rest, "showed ["):
		err = p.showed(&r, rest[len("showed "):])
	case parser.HasPrefix(rest, "mucked ["):
		in, after, _ := parser.Bracket(rest[len("mucked "):])
		switch {
		case len(after) == 0:
			r.Outcome = hand.OutMucked
		case parser.HasPrefix(after, " - "):
			r.Outcome, r.Text = hand.OutMucked, p.In.Str(after[len(" - "):])
		}
		if r.Outcome != 0 {
			err = resultCards(&r, in)
		}
	}
	if err != nil {
		return err
	}
	if r.Outcome == 0 {
		r = hand.SeatResult{Player: who, Outcome: hand.OutOther, Text: p.In.Str(rest), Line: num}
	}
	h.Summary.Seats = append(h.Summary.Seats, r)
	return nil
}

// resultCards stores the cards of a summary seat line.
func resultCards(r *hand.SeatResult, in []byte) error {
	n, err := syntax.Cards(in, r.Cards[:])
	r.NCards = uint8(n)
	return err
}

// showed reads "[cards] and won ($0.40) with DESC" or "[cards] and lost with DESC".
func (p *handParser) showed(r *hand.SeatResult, b []byte) error {
	in, rest, ok := parser.Bracket(b)
	if !ok {
		return nil
	}
	var desc []byte
	switch {
	case parser.HasPrefix(rest, " and won ("):
		amt, after, ok := parser.Cut(rest[len(" and won ("):], ")")
		if !ok {
			return nil
		}
		m, err := syntax.Money(amt, p.H.Decimals)
		if err != nil {
			return err
		}
		r.Outcome, r.Amount, desc = hand.OutShowedWon, m, after
	case parser.HasPrefix(rest, " and lost"):
		r.Outcome, desc = hand.OutShowedLost, rest[len(" and lost"):]
	default:
		return nil
	}
	switch {
	case len(desc) == 0:
	case parser.HasPrefix(desc, " with ") && len(desc) > len(" with "):
		r.Text = p.In.Str(desc[len(" with "):])
	default:
		r.Outcome = 0
		return nil
	}
	return resultCards(r, in)
}
