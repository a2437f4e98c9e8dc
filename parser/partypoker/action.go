package partypoker

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/ledger"
)

// statusPhrases follow a name on table-status lines, which are skipped.
var statusPhrases = []string{"opens", "has left the table", "has joined the table", "is sitting out",
	"has been disconnected", "is connected", "has timed out", "will be using his time bank",
	"will be using her time bank", "is back", "finished in"}

// verbs are the actions with an amount, in the order action tries them.
var verbs = [...]string{"posts ante ", "bring-ins ", "completes ", "bets ", "double bets ", "raises ", "calls ",
	"is all-In ", "is all-in ", "all-In "}

// bracketAmount reads "[$0.05 USD]" or "[10]".
func (p *handParser) bracketAmount(b []byte) (hand.Money, error) {
	in, rest, ok := parser.Bracket(b)
	if !ok || len(rest) != 0 {
		return 0, fmt.Errorf("%w %q", parser.ErrBadAmount, parser.Clip(b))
	}
	return ledger.Amount(in, p.h.Decimals)
}

// action reads what follows "NAME ".
func (p *handParser) action(who int, rest []byte, num int) error {
	h := p.h
	for vi, v := range &verbs {
		if len(rest) == 0 || rest[0] != v[0] || !parser.HasPrefix(rest, v) {
			continue
		}
		b := rest[len(v):]
		m, err := p.bracketAmount(b)
		if err != nil {
			return err
		}
		if vi > 0 && p.led.Street == hand.NoStreet {
			return fmt.Errorf("%w: %q before the deal", parser.ErrUnknownLine, parser.Clip(rest))
		}
		ev := p.next(0, who, num)
		switch vi {
		case 0:
			p.led.Ante(ev, who, m)
			if h.Stakes.Ante == 0 {
				h.Stakes.Ante = m
			}
		case 1:
			p.led.PostBringIn(ev, who, m, h.Stakes.SmallBet)
			if h.Stakes.BringIn == 0 {
				h.Stakes.BringIn = m
			}
		case 4:
			if p.led.Street == hand.Fourth && p.led.CurBet == 0 {
				// "double bets": the site allows the open-pair double bet.
				*ev = hand.Event{Kind: hand.DoubleBetAllowed, Street: hand.Fourth, Player: -1, Line: num}
				ev = p.next(0, who, num)
			}
			p.led.RaiseBy(ev, who, m)
		case 2, 3, 5:
			p.led.RaiseBy(ev, who, m)
		case 6:
			p.led.Call(ev, who, m)
		default:
			p.led.AllIn(ev, who, m)
		}
		return nil
	}
	switch {
	case string(rest) == "checks":
		p.next(hand.Check, who, num)
		return nil
	case string(rest) == "folds":
		p.led.Fold(p.next(0, who, num), who)
		return nil
	case string(rest) == "does not show cards.":
		p.showdown = true
		p.next(hand.NoShow, who, num)
		return nil
	case parser.HasPrefix(rest, "shows ["):
		return p.show(who, hand.Show, rest[len("shows "):], num)
	case parser.HasPrefix(rest, "doesn't show ["):
		return p.show(who, hand.Muck, rest[len("doesn't show "):], num)
	case parser.HasPrefix(rest, "shows"):
		// "shows8,5,3,2,A  for low.": the low of cards already shown.
		p.showdown = true
		return nil
	case parser.HasPrefix(rest, "wins "):
		return p.wins(who, rest[len("wins "):], num)
	}
	for _, s := range statusPhrases {
		if parser.HasPrefix(rest, s) {
			return nil
		}
	}
	return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(rest))
}

// show reads "[ Ad, Qd, Ah, 2d, 7d, Th, 6d ]a flush, Ace high." after shows or doesn't show.
func (p *handParser) show(who int, kind hand.Kind, b []byte, num int) error {
	p.showdown = true
	in, desc, ok := parser.Bracket(b)
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(b))
	}
	ev := p.next(kind, who, num)
	n, err := cardList(in, ev.Cards[:])
	if err != nil {
		return err
	}
	ev.NCards = uint8(n)
	desc = bytes.TrimSuffix(bytes.TrimSpace(desc), []byte("."))
	ev.Text = p.in.Str(desc)
	return nil
}

// wins reads "$8.45 USD from the main pot with a flush, Ace high.",
// "Lo ($90.50 USD) from the main pot with 8,5,3,2,A.", "$13.20 USD" or
// "2,560 chips from the main pot with ...".
func (p *handParser) wins(who int, b []byte, num int) error {
	p.showdown = true
	var amt []byte
	if parser.HasPrefix(b, "Lo (") || parser.HasPrefix(b, "Hi (") {
		var ok bool
		if amt, b, ok = parser.Cut(b[len("Lo ("):], ")"); !ok {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(b))
		}
	} else {
		if i := parser.Index(b, " from "); i >= 0 {
			amt, b = b[:i], b[i:]
		} else {
			amt, b = b, nil
		}
	}
	m, err := ledger.Amount(amt, p.h.Decimals)
	if err != nil {
		return err
	}
	pot := "main pot"
	if _, from, ok := parser.Cut(b, " from the "); ok {
		name, _, _ := parser.Cut(from, " with ")
		name = bytes.TrimSuffix(name, []byte("."))
		switch {
		case string(name) == "main pot", string(name) == "pot":
		case parser.HasPrefix(name, "side pot"):
			p.sidePot = true
			k, _ := parser.Atoi(bytes.TrimLeft(name[len("side pot"):], " -#"))
			pot = "side pot-" + strconv.Itoa(max(k, 1))
		default:
			return fmt.Errorf("%w: pot %q", parser.ErrUnknownLine, parser.Clip(name))
		}
	}
	ev := p.next(hand.Collect, who, num)
	ev.Amount, ev.Text = m, pot
	return nil
}

// finish completes the hand from what PartyPoker leaves out: the bet
// nobody called (returned to its maker, whose award line includes it), the
// pot names, the total pot, the rake (what the awards leave of the pot) and
// the summary seat lines.
func (p *handParser) finish() {
	h := p.h
	first := len(h.Events)
	for i := range h.Events {
		switch h.Events[i].Kind {
		case hand.Show, hand.Muck, hand.NoShow, hand.Collect, hand.NoLow:
			first = min(first, i)
		}
	}
	if top, extra := p.led.Unmatched(); top >= 0 && top < len(h.Seats) {
		// The award of the bet's maker includes the return.
		for i := len(h.Events) - 1; i >= 0; i-- {
			if ev := &h.Events[i]; ev.Kind == hand.Collect && ev.Player == top && ev.Amount >= extra {
				ev.Amount -= extra
				p.led.Return(top, extra)
				line := h.Events[min(first, len(h.Events)-1)].Line
				h.Events = append(h.Events, hand.Event{})
				copy(h.Events[first+1:], h.Events[first:])
				h.Events[first] = hand.Event{Kind: hand.Uncalled, Street: p.led.Street, Player: top, Amount: extra, Line: line}
				break
			}
		}
	}
	p.upCards()
	var collected [ledger.MaxSeats]hand.Money
	var total hand.Money
	var shown, mucked [ledger.MaxSeats]*hand.Event
	for i := range h.Events {
		ev := &h.Events[i]
		switch ev.Kind {
		case hand.Collect:
			if !p.sidePot && ev.Text == "main pot" {
				ev.Text = "pot"
			}
			if ev.Player >= 0 && ev.Player < ledger.MaxSeats {
				collected[ev.Player] += ev.Amount
			}
			total += ev.Amount
			if h.Summary.Line == 0 {
				h.Summary.Line = ev.Line
			}
		case hand.Show:
			shown[ev.Player] = ev
		case hand.Muck:
			mucked[ev.Player] = ev
		}
	}
	if h.Summary.Line == 0 {
		h.Summary.Line = h.EndLine
	}
	h.Summary.TotalPot = p.led.Pot()
	h.Summary.Rake = max(h.Summary.TotalPot-total, 0)
	for i := range h.Seats {
		if !p.led.In[i] {
			continue
		}
		r := hand.SeatResult{Player: i, Line: h.Summary.Line}
		var cardsOf *hand.Event
		switch {
		case collected[i] > 0 && shown[i] != nil:
			r.Outcome, r.Amount, cardsOf = hand.OutShowedWon, collected[i], shown[i]
		case collected[i] > 0:
			r.Outcome, r.Amount = hand.OutCollected, collected[i]
		case shown[i] != nil:
			r.Outcome, cardsOf = hand.OutShowedLost, shown[i]
		case mucked[i] != nil:
			r.Outcome, cardsOf = hand.OutMucked, mucked[i]
		case p.led.Folded[i]:
			r.Outcome, r.Street = hand.OutFolded, p.led.FoldedOn[i]
			r.DidntBet = p.led.HandIn(i) == 0
		default:
			r.Outcome = hand.OutOther
		}
		if cardsOf != nil {
			r.NCards, r.Cards = cardsOf.NCards, cardsOf.Cards
			if r.Outcome != hand.OutMucked {
				r.Text = cardsOf.Text
			}
		}
		h.Summary.Seats = append(h.Summary.Seats, r)
	}
}

// upCards fills the opponents' up cards, which PartyPoker never prints on
// the street they are dealt, from the seven cards (in deal order) a player
// shows or is seen not to show: PokerStars prints them, and the order of
// action depends on them.
func (p *handParser) upCards() {
	h := p.h
	var seven [ledger.MaxSeats]*hand.Event
	for i := range h.Events {
		if ev := &h.Events[i]; (ev.Kind == hand.Show || ev.Kind == hand.Muck) && ev.NCards == 7 &&
			ev.Player >= 0 && ev.Player < ledger.MaxSeats {
			seven[ev.Player] = ev
		}
	}
	for i := range h.Events {
		ev := &h.Events[i]
		if ev.Kind != hand.Deal || ev.Player < 0 || ev.Player >= ledger.MaxSeats || seven[ev.Player] == nil {
			continue
		}
		shown := seven[ev.Player].Cards
		switch {
		case ev.Street == hand.Third && ev.NCards == 3 && !ev.Cards[2].Known():
			ev.Cards[2] = shown[2]
		case ev.Street >= hand.Fourth && ev.Street <= hand.Sixth && ev.NCards == 1 && !ev.Cards[0].Known():
			ev.Cards[0] = shown[ev.Street-1]
		}
	}
}
