package partypoker

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ledger"
)

// Verbs that need more than the ledger.
const (
	doubleBets = "double bets " // on 4th street before any bet: the open-pair double bet is allowed
	showsLow   = "shows"        // "shows8,5,3,2,A  for low.": the low of cards already shown
)

// verbs are PartyPoker's actions, the text after "NAME "; the amount of a
// betting verb is in brackets ("bets [$1 USD]") and is the chips it adds.
// A verb with neither an intent nor a kind (but showsLow) is a
// table-status line, skipped.
var verbs = ledger.NewTable([]ledger.Verb{
	{Text: "posts ante ", Intent: ledger.Ante}, {Text: "bring-ins ", Intent: ledger.BringIn},
	{Text: "completes ", Intent: ledger.Complete},
	{Text: "bets ", Intent: ledger.Bet}, {Text: doubleBets, Intent: ledger.Bet}, {Text: "raises ", Intent: ledger.Raise},
	{Text: "calls ", Intent: ledger.Call},
	{Text: "is all-In ", Intent: ledger.AllIn}, {Text: "is all-in ", Intent: ledger.AllIn}, {Text: "all-In ", Intent: ledger.AllIn},
	{Text: "checks", Intent: ledger.Check, Exact: true}, {Text: "folds", Intent: ledger.Fold, Exact: true},
	{Text: "does not show cards.", Kind: hand.NoShow, Exact: true},
	{Text: "shows [", Kind: hand.Show}, {Text: "doesn't show [", Kind: hand.Muck}, {Text: showsLow},
	{Text: "wins ", Kind: hand.Collect},
	{Text: "opens"}, {Text: "has left the table"}, {Text: "has joined the table"}, {Text: "is sitting out"},
	{Text: "has been disconnected"}, {Text: "is connected"}, {Text: "has timed out"}, {Text: "is back"},
	{Text: "will be using his time bank"}, {Text: "will be using her time bank"}, {Text: "finished in"},
}...)

// action reads what follows "NAME ".
func (p *handParser) action(who int, rest []byte, num int) error {
	h := p.H
	v, b, ok := verbs.Match(rest)
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(rest))
	}
	switch {
	case v.Kind == hand.Show || v.Kind == hand.Muck:
		return p.show(who, v.Kind, b, num)
	case v.Kind == hand.Collect:
		return p.wins(who, b, num)
	case v.Text == showsLow:
		p.showdown = true
		return nil
	case v.Kind == 0 && v.Intent == 0:
		return nil // a table-status line
	case v.Exact: // checks, folds, does not show cards.
		p.showdown = p.showdown || v.Kind == hand.NoShow
		return p.Ledger.Apply(p.next(0, who, num), who, v, nil, syntax, h.Decimals)
	}
	in, after, ok := parser.Bracket(b)
	if !ok || len(after) != 0 {
		return fmt.Errorf("%w %q", parser.ErrBadAmount, parser.Clip(b))
	}
	m, err := syntax.Money(in, h.Decimals)
	if err != nil {
		return err
	}
	if v.Intent != ledger.Ante && p.Ledger.Street() == hand.NoStreet {
		return fmt.Errorf("%w: %q before the deal", parser.ErrUnknownLine, parser.Clip(rest))
	}
	if v.Text == doubleBets && p.Ledger.Street() == hand.Fourth && p.Ledger.CurBet() == 0 {
		p.next(hand.DoubleBetAllowed, -1, num)
	}
	ev := p.next(0, who, num)
	p.Ledger.Do(ev, who, v.Intent, v.Form, m)
	switch {
	case v.Intent == ledger.Ante && h.Stakes.Ante == 0:
		h.Stakes.Ante = m
	case v.Intent == ledger.BringIn && h.Stakes.BringIn == 0:
		h.Stakes.BringIn = m
	case v.Intent == ledger.AllIn:
		ev.AllIn = true
	}
	return nil
}

// show reads " Ad, Qd, Ah, 2d, 7d, Th, 6d ]a flush, Ace high." after "shows [" or "doesn't show [".
func (p *handParser) show(who int, kind hand.Kind, b []byte, num int) error {
	p.showdown = true
	in, desc, ok := parser.Cut(b, "]")
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(b))
	}
	ev := p.next(kind, who, num)
	n, err := syntax.Cards(in, ev.Cards[:])
	if err != nil {
		return err
	}
	ev.NCards = uint8(n)
	desc = bytes.TrimSuffix(bytes.TrimSpace(desc), []byte("."))
	ev.Text = p.In.Str(desc)
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
	m, err := syntax.Money(amt, p.H.Decimals)
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
	h := p.H
	first := len(h.Events)
	for i := range h.Events {
		switch h.Events[i].Kind {
		case hand.Show, hand.Muck, hand.NoShow, hand.Collect, hand.NoLow:
			first = min(first, i)
		}
	}
	if top, extra := p.Ledger.Unmatched(); top >= 0 && top < len(h.Seats) {
		// The award of the bet's maker includes the return.
		for i := len(h.Events) - 1; i >= 0; i-- {
			if ev := &h.Events[i]; ev.Kind == hand.Collect && ev.Player == top && ev.Amount >= extra {
				ev.Amount -= extra
				p.Ledger.Returned(top, extra)
				line := h.Events[min(first, len(h.Events)-1)].Line
				h.Events = append(h.Events, hand.Event{})
				copy(h.Events[first+1:], h.Events[first:])
				h.Events[first] = hand.Event{Kind: hand.Uncalled, Street: p.Ledger.Street(), Player: top, Amount: extra, Line: line}
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
	h.Summary.TotalPot = p.Ledger.Pot()
	h.Summary.Rake = max(h.Summary.TotalPot-total, 0)
	for i := range h.Seats {
		if !p.Ledger.In(i) {
			continue
		}
		folded, on := p.Ledger.Folded(i)
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
		case folded:
			r.Outcome, r.Street = hand.OutFolded, on
			r.DidntBet = p.Ledger.HandIn(i) == 0
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
	h := p.H
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
