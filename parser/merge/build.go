package merge

import (
	"fmt"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
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
	seats := box.Seats[:0]
	for _, p := range g.players {
		// Merge numbers seats from 0; the model's seats are numbered from 1.
		seats = append(seats, hand.Seat{Num: p.seat + 1, Name: p.name, Stack: p.stack, SittingOut: !p.dealtIn, Line: p.line})
		h.MaxSeats = max(h.MaxSeats, p.seat+1)
	}
	h.Seats = seats
	var (
		street    hand.Street
		nCards    [16]int
		held      [16][hand.MaxCards]cards.Card
		in        [16]hand.Money
		onStreet  [16]hand.Money
		lastBet   [16]hand.Street
		folded    [16]bool
		shown     [16]bool
		mucked    [16]bool
		curBet    hand.Money
		completed bool
		opened    bool
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
				if st != street {
					street, curBet, completed, opened = st, 0, false, false
					clear(onStreet[:])
				}
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
			p := a.who
			e := hand.Event{Street: street, Player: p, Line: a.line}
			if p < 0 {
				continue
			}
			to := onStreet[p]
			switch a.typ {
			case "ANTE":
				e.Kind, e.Amount, e.Street = hand.Ante, a.amount, hand.NoStreet
				if h.Stakes.Ante == 0 {
					h.Stakes.Ante = a.amount
				}
				in[p] += a.amount
				if in[p] >= g.players[p].stack {
					e.AllIn = true
				}
				add(e)
				continue
			case "BRING_IN":
				e.Kind, e.Amount = hand.BringIn, a.amount
				to += a.amount
				if h.Stakes.BringIn == 0 {
					h.Stakes.BringIn = a.amount
				}
			case "FOLD":
				e.Kind = hand.Fold
				folded[p] = true
			case "CHECK":
				e.Kind = hand.Check
			case "CALL":
				e.Kind, e.Amount = hand.Call, a.amount
				to += a.amount
			case "BET", "COMPLETE", "RAISE", "ALL_IN":
				if a.typ == "RAISE" || a.typ == "COMPLETE" {
					// RAISE and COMPLETE give the street total ("raise
					// to"); BET and ALL_IN what the player adds.
					to = a.amount
				} else if a.typ == "ALL_IN" {
					// ALL_IN puts in the rest of the stack, never more.
					to += min(a.amount, g.players[p].stack-in[p])
				} else {
					to += a.amount
				}
				e.AllIn = a.typ == "ALL_IN"
				switch {
				case to <= curBet:
					e.Kind, e.Amount = hand.Call, to-onStreet[p]
				case street == hand.Third && !opened && e.AllIn && (h.Stakes.SmallBet == 0 || to < h.Stakes.SmallBet):
					e.Kind, e.Amount = hand.BringIn, to
				case curBet == 0:
					e.Kind, e.Amount = hand.Bet, to
					noteBet(h, street, to, e.AllIn)
				case street == hand.Third && !completed:
					e.Kind, e.Amount, e.To = hand.Complete, to-curBet, to
					noteBet(h, street, to, e.AllIn)
				default:
					e.Kind, e.Amount, e.To = hand.Raise, to-curBet, to
				}
				if e.Kind != hand.BringIn && e.Kind != hand.Call {
					completed = true
				}
			case "MUCK":
				if !mucked[p] {
					mucked[p] = true
					e.Kind = hand.Muck
					add(e)
				}
				continue
			case "SHOW", "CHAT", "PLAYER_OUT":
				continue
			default:
				return parser.Fail(a.line, fmt.Errorf("%w: event type %q", parser.ErrUnknownLine, a.typ))
			}
			if street == hand.NoStreet {
				return parser.Fail(a.line, fmt.Errorf("%w: %s before any card", parser.ErrUnknownLine, a.typ))
			}
			if to > onStreet[p] {
				lastBet[p] = street
			}
			in[p] += to - onStreet[p]
			onStreet[p] = to
			curBet = max(curBet, to)
			opened = true
			if in[p] >= g.players[p].stack && e.Kind != hand.Fold && e.Kind != hand.Check {
				e.AllIn = true
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
	var pot hand.Money
	top, second := -1, hand.Money(0)
	for i := range g.players {
		pot += in[i]
		switch {
		case top < 0 || in[i] > in[top]:
			if top >= 0 {
				second = max(second, in[top])
			}
			top = i
		default:
			second = max(second, in[i])
		}
	}
	var returned [16]hand.Money
	for _, w := range g.winners {
		if w.uncalled {
			returned[w.who] += w.amount
			r.uncalled(h, w.who, w.amount, lastBet[w.who], w.line)
			pot -= w.amount
		}
	}
	excess := hand.Money(0)
	if top >= 0 && in[top]-second > returned[top] {
		excess = in[top] - second - returned[top]
		r.uncalled(h, top, excess, lastBet[top], h.Events[len(h.Events)-1].Line)
		pot -= excess
	}
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
		switch {
		case wins[i] > 0 && shown[i]:
			sr.Outcome, sr.Amount = hand.OutShowedWon, wins[i]
		case wins[i] > 0:
			sr.Outcome, sr.Amount = hand.OutCollected, wins[i]
		case folded[i]:
			sr.Outcome = hand.OutFolded
			for k := range h.Events {
				if e := &h.Events[k]; e.Kind == hand.Fold && e.Player == i {
					sr.Street = e.Street
				}
			}
		case shown[i]:
			sr.Outcome = hand.OutShowedLost
		case mucked[i]:
			sr.Outcome = hand.OutMucked
		default:
			sr.Outcome = hand.OutOther
		}
		results = append(results, sr)
	}
	h.Summary = hand.Summary{TotalPot: pot, Rake: pot - won, Seats: results, Line: h.EndLine, Board: cards.None}
	if h.Summary.Rake < 0 {
		return parser.Fail(h.EndLine, fmt.Errorf("%w: the winners get %s, more than the %s pot", parser.ErrBadSummary,
			h.Money(won), h.Money(pot)))
	}
	if h.Tournament {
		known := r.levels[h.Stakes.Ante]
		if h.Stakes.SmallBet == 0 {
			h.Stakes.SmallBet = known.SmallBet
		}
		if h.Stakes.BigBet == 0 {
			h.Stakes.BigBet = known.BigBet
		}
		if h.Stakes.SmallBet > 0 && h.Stakes.BigBet > 0 {
			if r.levels == nil {
				r.levels = map[hand.Money]hand.Stakes{}
			}
			r.levels[h.Stakes.Ante] = h.Stakes
		}
	}
	if !r.desc.noLim {
		if h.Stakes.BigBet == 0 && h.Stakes.SmallBet > 0 {
			h.Stakes.BigBet = 2 * h.Stakes.SmallBet
		}
		if h.Stakes.SmallBet == 0 && h.Stakes.BigBet > 0 {
			h.Stakes.SmallBet = h.Stakes.BigBet / 2
		}
	}
	return nil
}

// uncalled inserts the return of amt to p after the last betting action of
// street st, where PokerStars writes it.
func (r *Reader) uncalled(h *hand.Hand, p int, amt hand.Money, st hand.Street, line int) {
	k := len(h.Events)
	for j := len(h.Events) - 1; j >= 0; j-- {
		if e := &h.Events[j]; e.Street == st && e.Kind.IsBetting() {
			k = j + 1
			line = e.Line
			break
		}
	}
	h.Events = append(h.Events, hand.Event{})
	copy(h.Events[k+1:], h.Events[k:])
	h.Events[k] = hand.Event{Kind: hand.Uncalled, Street: st, Player: p, Amount: amt, Line: line}
}

// noteBet learns a tournament's bet sizes from its first full bets.
func noteBet(h *hand.Hand, st hand.Street, to hand.Money, allIn bool) {
	if allIn || !h.Tournament {
		return
	}
	switch {
	case st <= hand.Fourth && h.Stakes.SmallBet == 0:
		h.Stakes.SmallBet = to
	case st >= hand.Fifth && h.Stakes.BigBet == 0:
		h.Stakes.BigBet = to
	}
}
