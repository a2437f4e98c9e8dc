package pokerstars

import (
	"bytes"
	"fmt"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// InSummary reports whether the lines are past "*** SUMMARY ***".
func (p *handParser) InSummary() bool { return p.summary }

// Summary reads one line after "*** SUMMARY ***".
func (p *handParser) Summary(l []byte, num int) error {
	switch {
	case (len(l) >= 10 && string(l[:10]) == "Total pot "):
		if p.total {
			return fmt.Errorf("%w: second total line", parser.ErrBadSummary)
		}
		return p.totalLine(l[len("Total pot "):])
	case (len(l) >= 7 && string(l[:7]) == "Board ["):
		in, rest, ok := parser.Bracket(l[len("Board "):])
		if !ok || len(rest) != 0 {
			return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
		}
		var board [1]cards.Card
		n, err := syntax.Cards(in, board[:])
		if err != nil {
			return err
		}
		if n != 1 {
			return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
		}
		p.H.Summary.Board = board[0]
		return nil
	case (len(l) >= 5 && string(l[:5]) == "Seat "):
		return p.seatResult(l, num)
	}
	if isNoise(l) {
		return nil
	}
	return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
}

// potToken splits the next space-separated token off b.
func potToken(b []byte) (tok, rest []byte) {
	if i := bytes.IndexByte(b, ' '); i >= 0 {
		return b[:i], b[i:]
	}
	return b, nil
}

// totalLine reads "$1.08 Main pot $0.42. Side pot $0.61. | Rake $0.05" (after "Total pot ").
func (p *handParser) totalLine(b []byte) error {
	s := &p.H.Summary
	dec := p.H.Decimals
	tok, rest := potToken(b)
	var err error
	if s.TotalPot, err = syntax.Money(tok, dec); err != nil {
		return err
	}
	// potAmount reads "$0.42." (the amount of a main or side pot, ending in a dot).
	potAmount := func() (hand.Money, error) {
		var tok []byte
		tok, rest = potToken(rest)
		if !parser.HasSuffix(tok, ".") {
			return 0, fmt.Errorf("%w: pot amount %q", parser.ErrBadSummary, tok)
		}
		return syntax.Money(tok[:len(tok)-1], dec)
	}
	if len(rest) >= 10 && string(rest[:10]) == " Main pot " {
		rest = rest[len(" Main pot "):]
		if s.MainPot, err = potAmount(); err != nil {
			return err
		}
	}
	for len(rest) >= 9 && string(rest[:9]) == " Side pot" {
		rest = rest[len(" Side pot"):]
		if len(rest) >= 1 && string(rest[:1]) == "-" {
			_, rest = potToken(rest)
		}
		if !(len(rest) >= 1 && string(rest[:1]) == " ") {
			return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(b))
		}
		rest = rest[1:]
		m, err := potAmount()
		if err != nil {
			return err
		}
		if s.SidePots == nil {
			s.SidePots = p.Box.Side[:0]
		}
		s.SidePots = append(s.SidePots, m)
	}
	if len(rest) >= 8 && string(rest[:8]) == " | Rake " {
		tok, rest = potToken(rest[len(" | Rake "):])
		if s.Rake, err = syntax.Money(tok, dec); err != nil {
			return err
		}
		s.HasRake = true
	}
	if len(rest) != 0 {
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(b))
	}
	p.total = true
	return nil
}

// seatLabels are position labels PokerStars prints after a name in the
// summary of flop games; stud hands carry none, but they are harmless.
var seatLabels = []string{"(button) ", "(small blind) ", "(big blind) ", "(bring in) "}

// foldStreet maps the street words of "folded on the ..." to streets.
func foldStreet(b []byte) (hand.Street, bool) {
	switch string(b) {
	case "3rd Street":
		return hand.Third, true
	case "4th Street":
		return hand.Fourth, true
	case "5th Street":
		return hand.Fifth, true
	case "6th Street":
		return hand.Sixth, true
	case "7th Street", "River":
		return hand.Seventh, true
	}
	return 0, false
}

// seatResult reads "Seat 4: ranchim showed [...] and won ($1.03) with a straight, Ten to Ace".
func (p *handParser) seatResult(l []byte, num int) error {
	h := p.H
	seatNum, rest, ok := parser.SeatHead(l[len("Seat "):])
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
	}
	who := len(h.Seats) - 1 // the last seat of that number
	for who >= 0 && h.Seats[who].Num != seatNum {
		who--
	}
	if who >= 0 && parser.HasPrefix(rest, h.Seats[who].Name) && parser.HasPrefix(rest[len(h.Seats[who].Name):], " ") {
		rest = rest[len(h.Seats[who].Name)+1:]
	} else if who, rest = p.actor(rest, " "); who < 0 {
		return fmt.Errorf("%w: summary seat %d", parser.ErrUnknownPlayer, seatNum)
	}
	for stripped := len(rest) > 0 && rest[0] == '('; stripped; {
		stripped = false
		for _, lab := range seatLabels {
			if parser.HasPrefix(rest, lab) {
				rest, stripped = rest[len(lab):], true
			}
		}
	}
	r := hand.SeatResult{Player: who, Line: num}
	var err error
	switch {
	case (len(rest) >= 14 && string(rest[:14]) == "folded on the "):
		st := rest[len("folded on the "):]
		if parser.HasSuffix(st, " (didn't bet)") {
			st = st[:len(st)-len(" (didn't bet)")]
			r.DidntBet = true
		}
		if s, ok := foldStreet(st); ok {
			r.Outcome, r.Street = hand.OutFolded, s
		}
	case (len(rest) >= 11 && string(rest[:11]) == "collected (") && parser.HasSuffix(rest, ")"):
		r.Outcome = hand.OutCollected
		r.Amount, err = syntax.Money(rest[len("collected ("):len(rest)-1], h.Decimals)
	case (len(rest) >= 8 && string(rest[:8]) == "showed ["):
		err = p.showed(&r, rest[len("showed "):])
	case (len(rest) >= 8 && string(rest[:8]) == "mucked ["):
		var in, after []byte
		in, after, _ = parser.Bracket(rest[len("mucked "):])
		if len(after) == 0 {
			r.Outcome = hand.OutMucked
			err = p.resultCards(&r, in)
		}
	}
	if err != nil {
		return err
	}
	if r.Outcome == 0 {
		r = hand.SeatResult{Player: who, Outcome: hand.OutOther, Text: string(rest), Line: num}
	}
	h.Summary.Seats = append(h.Summary.Seats, r)
	return nil
}

// resultCards stores the cards of a summary seat line.
func (p *handParser) resultCards(r *hand.SeatResult, in []byte) error {
	n, err := syntax.Cards(in, r.Cards[:])
	r.NCards = uint8(n)
	return err
}

// showed reads "[cards] and won ($0.40) with DESC" or "[cards] and lost with DESC".
func (p *handParser) showed(r *hand.SeatResult, b []byte) error {
	// The usual well-formed cards are read here, anything else at the end.
	n, rest, fast := parser.CardGroup(b, r.Cards[:])
	var in []byte
	if !fast {
		var ok bool
		if in, rest, ok = parser.Bracket(b); !ok {
			return nil
		}
	}
	var desc []byte
	switch {
	case (len(rest) >= 10 && string(rest[:10]) == " and won ("):
		amt, after, ok := parser.Cut(rest[len(" and won ("):], ")")
		if !ok {
			return nil
		}
		m, err := syntax.Money(amt, p.H.Decimals)
		if err != nil {
			return err
		}
		r.Outcome, r.Amount, desc = hand.OutShowedWon, m, after
	case (len(rest) >= 9 && string(rest[:9]) == " and lost"):
		r.Outcome, desc = hand.OutShowedLost, rest[len(" and lost"):]
	default:
		return nil
	}
	switch {
	case len(desc) == 0:
	case (len(desc) >= 6 && string(desc[:6]) == " with "):
		r.Text = p.In.Str(desc[len(" with "):])
	default:
		r.Outcome = 0
		return nil
	}
	if fast {
		r.NCards = uint8(n)
		return nil
	}
	return p.resultCards(r, in)
}
