package merge

import (
	"fmt"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/xmlscan"
	"github.com/stud8/stud8/parser/ledger"
)

// build fills h from the raw game: each round's deals (written after its
// betting) before its actions, streets numbered by the cards dealt (the
// BRING_IN round deals 3rd street), completions and raises with their
// increment and street total, shows and mucks, returned bets, and one
// collect per non-returned winner row.
func (r *Reader) build(h *hand.Hand, box *parser.HandBox) error {
	g := &r.g
	if len(g.players) == 0 || len(g.players) > 16 {
		return parser.Fail(h.Pos.Line, fmt.Errorf("%w: %d players", parser.ErrBadSeat, len(g.players)))
	}
	if h.Tournament {
		// A tournament file's balance is the stack after the ante: the
		// all-in amounts and the winners' amounts count the ante on top.
		for _, e := range g.events {
			if e.typ == "ANTE" && e.who >= 0 {
				g.players[e.who].stack += e.amount
			}
		}
	}
	b := &r.bet
	b.Reset(h, h.Tournament)
	seats := box.Seats[:0]
	for i, p := range g.players {
		// Merge numbers seats from 0; the model's seats are numbered from 1.
		seats = append(seats, hand.Seat{Num: p.seat + 1, Name: p.name, Stack: p.stack, SittingOut: !p.dealtIn, Line: p.line})
		h.MaxSeats = max(h.MaxSeats, p.seat+1)
		b.Seat(i, p.stack)
	}
	h.Seats = seats
	var (
		street hand.Street
		nCards [16]int
		held   [16][hand.MaxCards]cards.Card
		shown  [16]bool
		mucked [16]bool
	)
	add := func(e hand.Event) *hand.Event {
		h.Events = append(h.Events, e)
		return &h.Events[len(h.Events)-1]
	}
	di, ei := 0, 0
	for round := range g.rounds {
		// Deals of the round.
		newStreet := false
		for k := di; k < len(g.deals) && g.deals[k].round == round; k++ {
			d := &g.deals[k]
			switch d.typ {
			case "HOLE", "DRAW_DRAWN_CARDS":
			case "COMMUNITY":
				if d.n > 0 {
					e := hand.Event{Kind: hand.Board, Street: hand.Seventh, Player: -1, Line: d.line}
					e.SetCards(d.cs[d.n-1])
					add(e)
				}
				continue
			default:
				continue
			}
			p := d.who
			if p < 0 || d.n <= nCards[p] {
				continue
			}
			if d.n > 7 || nCards[p] == 0 && d.n != 3 || nCards[p] > 0 && d.n != nCards[p]+1 {
				return parser.Fail(d.line, fmt.Errorf("%w: %d cards after %d", parser.ErrBadDeal, d.n, nCards[p]))
			}
			st := hand.Street(d.n)
			if !newStreet || st > street {
				street = max(street, st)
				b.SetStreet(street)
				newStreet = true
			}
			e := hand.Event{Kind: hand.Deal, Street: st, Player: p, Line: d.line}
			e.SetCards(d.cs[nCards[p]:d.n]...)
			copy(held[p][nCards[p]:], d.cs[nCards[p]:d.n])
			switch st {
			case hand.Third:
				e.Down = 0b011
			case hand.Seventh:
				e.Down = 0b1
			}
			nCards[p] = d.n
			add(e)
		}
		// Actions of the round.
		for ; ei < len(g.events) && g.events[ei].round <= round; ei++ {
			a := &g.events[ei]
			if a.round < round {
				continue
			}
			p, v := a.who, a.verb
			switch {
			case p < 0:
				continue
			case v == nil:
				return parser.Fail(a.line, fmt.Errorf("%w: event type %q", parser.ErrUnknownLine, a.typ))
			case v.Kind == hand.Muck:
				if !mucked[p] {
					mucked[p] = true
					add(hand.Event{Kind: hand.Muck, Street: street, Player: p, Line: a.line})
				}
				continue
			case v.Intent == 0:
				continue
			case street == hand.NoStreet && v.Intent != ledger.Ante:
				return parser.Fail(a.line, fmt.Errorf("%w: %s before any card", parser.ErrUnknownLine, a.typ))
			}
			e := hand.Event{Line: a.line}
			if err := b.Act(&e, p, v.Intent, v.Form, v.Intent == ledger.AllIn, a.amount); err != nil {
				return parser.Fail(a.line, err)
			}
			add(e)
		}
		// Shows and mucks of the round.
		for ; di < len(g.deals) && g.deals[di].round <= round; di++ {
			d := &g.deals[di]
			if d.round < round || d.who < 0 {
				continue
			}
			p := d.who
			switch d.typ {
			case "SHOWN":
				if !shown[p] {
					shown[p] = true
					e := hand.Event{Kind: hand.Show, Street: street, Player: p, Line: d.line}
					e.SetCards(d.cs[:d.n]...)
					add(e)
					copy(held[p][:], d.cs[:d.n])
					nCards[p] = max(nCards[p], d.n)
				}
			case "MUCKED":
				copy(held[p][:], d.cs[:d.n])
				nCards[p] = max(nCards[p], d.n)
				if !mucked[p] {
					mucked[p] = true
					add(hand.Event{Kind: hand.Muck, Street: street, Player: p, Line: d.line})
				}
			}
		}
	}
	if street == hand.NoStreet {
		return parser.Fail(h.EndLine, fmt.Errorf("%w: no cards dealt", parser.ErrTruncated))
	}
	// Returned bets: the winner rows marked uncalled, and any bet nobody
	// matched that they do not return (the 201111 file counts one into
	// an uncalled="false" win).
	top, excess := b.L.Unmatched()
	for _, w := range g.winners {
		if w.uncalled {
			if w.who == top {
				excess -= w.amount
			}
			b.Return(w.who, w.amount, w.line)
		}
	}
	if top >= 0 && excess > 0 {
		b.Return(top, excess, h.Events[len(h.Events)-1].Line)
	} else {
		excess = 0
	}
	pot := b.L.Pot()
	maxPot := 0
	for _, w := range g.winners {
		maxPot = max(maxPot, w.pot)
	}
	var won hand.Money
	var wins [16]hand.Money
	for _, w := range g.winners {
		if w.uncalled {
			continue
		}
		amt := w.amount
		if w.who == top && excess > 0 {
			take := min(excess, amt)
			amt -= take
			excess -= take
		}
		if amt == 0 {
			continue
		}
		name := "pot"
		if maxPot > 1 || w.pot > 1 {
			name = "main pot"
			if w.pot > 1 {
				name = fmt.Sprintf("side pot-%d", w.pot-1)
			}
		}
		add(hand.Event{Kind: hand.Collect, Street: street, Player: w.who, Amount: amt, Text: name, Line: w.line})
		won += amt
		wins[w.who] += amt
	}
	if excess > 0 {
		return parser.Fail(h.EndLine, fmt.Errorf("%w: an uncalled bet of %s is neither returned nor won", parser.ErrBadSummary, h.Money(excess)))
	}
	results := box.Results[:0]
	for i := range g.players {
		if !g.players[i].dealtIn {
			continue
		}
		sr := hand.SeatResult{Player: i, Line: g.players[i].line}
		if shown[i] || mucked[i] {
			sr.NCards = uint8(copy(sr.Cards[:], held[i][:nCards[i]]))
		}
		b.Result(&sr, i, wins[i], shown[i], mucked[i])
		results = append(results, sr)
	}
	h.Summary = hand.Summary{TotalPot: pot, Rake: pot - won, Seats: results, Line: h.EndLine, Board: cards.None}
	if h.Summary.Rake < 0 {
		return parser.Fail(h.EndLine, fmt.Errorf("%w: the winners get %s, more than the %s pot", parser.ErrBadSummary,
			h.Money(won), h.Money(pot)))
	}
	if h.Tournament {
		r.levels.Fill(&h.Stakes)
	}
	if !r.desc.noLim {
		xmlscan.FixedLimit(&h.Stakes)
	}
	return nil
}
