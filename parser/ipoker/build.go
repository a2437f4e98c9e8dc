package ipoker

import (
	"fmt"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// build turns the raw game into a neutral hand, the hand a PokerStars
// history of the same play gives: deals before each street's actions,
// actions in the order of their no attribute, completions and raises with
// their increment and street total, uncalled bets returned, the shows of
// the players still in at the end, one collect per winner.
func (r *Reader) build(start, end int) (*hand.Hand, error) {
	g := &r.g
	s := &r.sess
	if len(g.players) == 0 {
		return nil, parser.Fail(start, fmt.Errorf("%w: no players", parser.ErrBadSeat))
	}
	if len(g.players) > 16 {
		return nil, parser.Fail(start, fmt.Errorf("%w: %d players", parser.ErrBadSeat, len(g.players)))
	}
	box, events := r.slab.Box(len(g.actions) + len(g.deals) + 2*len(g.players) + 2)
	h := &box.H
	h.Site, h.ID, h.Game = SiteName, r.id, s.game
	h.Tournament, h.TourneyID, h.BuyIn = s.tournament, s.tourneyID, s.buyIn
	h.Currency, h.Decimals = s.currency, s.decimals
	h.Stakes = s.stakes
	h.Table = s.table
	h.TimeText, h.Time = g.start, parseTime(g.start)
	h.Pos = hand.Pos{File: r.games.File, Line: start}
	h.EndLine = end
	seats := box.Seats[:0]
	for _, p := range g.players {
		seats = append(seats, hand.Seat{Num: p.seat, Name: p.name, Stack: p.chips, Line: p.line, SittingOut: !p.acted})
		h.MaxSeats = max(h.MaxSeats, p.seat)
	}
	h.Seats = seats
	h.Events = events

	sortActions(g.actions)
	var (
		street    hand.Street
		in        [16]hand.Money // put in over the hand
		onStreet  [16]hand.Money // put in on the current street
		folded    [16]bool
		known     [16][hand.MaxCards]cards.Card // every card of a player, as far as shown
		nKnown    [16]int
		curBet    hand.Money
		completed bool
		opened    bool
		lastBet   [16]hand.Street // street of each player's last chips in
	)
	hero := -1
	for i := range g.players {
		if g.players[i].name == g.hero {
			hero = i
		}
	}
	// A player still in at the end whose cards are all written showed
	// them: his down cards are hidden in the deal, as PokerStars prints
	// them, and shown at the end. Other known cards (the hero's) stay.
	var willShow, out [16]bool
	for _, a := range g.actions {
		if a.typ == actFold {
			out[a.who] = true
		}
	}
	stillIn := 0
	for i := range g.players {
		if g.players[i].acted && !out[i] {
			stillIn++
		}
	}
	for i := range g.players {
		willShow[i] = stillIn >= 2 && g.players[i].acted && !out[i]
	}
	for _, d := range g.deals {
		if d.round >= 2 && !allKnown(d.cs[:d.n]) {
			willShow[d.who] = false
		}
	}
	add := func(e hand.Event) *hand.Event {
		h.Events = append(h.Events, e)
		return &h.Events[len(h.Events)-1]
	}
	di, ai := 0, 0
	for round := 0; round <= 6; round++ {
		if round >= 2 {
			// Round n is street n+1, whatever it deals (nothing when
			// every opponent's 7th card is hidden and the hero is out).
			street, curBet, completed, opened = hand.Street(round+1), 0, false, false
			clear(onStreet[:])
			// Deals of this round, in seat order, before its actions.
			for ; di < len(g.deals) && g.deals[di].round <= round; di++ {
				d := &g.deals[di]
				if d.round < round || d.n == 0 {
					continue
				}
				st := hand.Street(round + 1)
				want := 1
				if st == hand.Third {
					want = 3
				}
				if d.n != want || nKnown[d.who]+d.n > hand.MaxCards || st > hand.Third && nKnown[d.who] == 0 {
					return nil, parser.Fail(d.line, fmt.Errorf("%w: %d cards on %s street", parser.ErrBadDeal, d.n, st))
				}
				e := hand.Event{Kind: hand.Deal, Street: st, Player: d.who, Line: d.line}
				e.SetCards(d.cs[:d.n]...)
				copy(known[d.who][nKnown[d.who]:], d.cs[:d.n])
				nKnown[d.who] += d.n
				switch st {
				case hand.Third:
					e.Down = 0b011
				case hand.Seventh:
					e.Down = 0b1
				}
				if willShow[d.who] && d.who != hero {
					for k := 0; k < d.n; k++ {
						if e.IsDown(k) {
							e.Cards[k] = cards.None
						}
					}
				}
				add(e)
			}
		}
		for ; ai < len(g.actions) && g.actions[ai].round <= round; ai++ {
			a := &g.actions[ai]
			if a.round < round {
				continue
			}
			p := a.who
			e := hand.Event{Street: street, Player: p, Line: a.line}
			if round == 0 {
				e.Street = hand.NoStreet
			}
			switch {
			case a.typ == actAnte || round == 0 && a.typ == actAllIn:
				e.Kind, e.Amount, e.Street = hand.Ante, a.sum, hand.NoStreet
				e.AllIn = a.typ == actAllIn
				if !e.AllIn && h.Stakes.Ante == 0 {
					h.Stakes.Ante = a.sum
				}
				in[p] += a.sum
				add(e)
				continue
			case round < 2:
				return nil, parser.Fail(a.line, fmt.Errorf("%w: action type %d before the deal", parser.ErrUnknownLine, a.typ))
			}
			to := onStreet[p]
			switch a.typ {
			case actFold:
				e.Kind = hand.Fold
				folded[p] = true
			case actCheck:
				e.Kind = hand.Check
			case actCall:
				e.Kind, e.Amount = hand.Call, a.sum
				to += a.sum
			case actBringIn:
				e.Kind, e.Amount = hand.BringIn, a.sum
				to += a.sum
				if h.Stakes.BringIn == 0 {
					h.Stakes.BringIn = a.sum
				}
			case actBet, actRaiseTo, actAllIn:
				if a.typ == actRaiseTo {
					to = a.sum
				} else {
					to += a.sum
				}
				e.AllIn = a.typ == actAllIn
				switch {
				case to <= curBet:
					e.Kind, e.Amount = hand.Call, to-onStreet[p]
				case street == hand.Third && !opened && e.AllIn && (h.Stakes.SmallBet == 0 || to < h.Stakes.SmallBet):
					e.Kind, e.Amount = hand.BringIn, to
				case curBet == 0:
					e.Kind, e.Amount = hand.Bet, to
					r.noteBet(h, street, to, e.AllIn)
				case street == hand.Third && !completed:
					e.Kind, e.Amount, e.To = hand.Complete, to-curBet, to
					r.noteBet(h, street, to, e.AllIn)
				default:
					e.Kind, e.Amount, e.To = hand.Raise, to-curBet, to
				}
				if e.Kind != hand.BringIn && e.Kind != hand.Call {
					completed = true
				}
			default:
				return nil, parser.Fail(a.line, fmt.Errorf("%w: action type %d", parser.ErrUnknownLine, a.typ))
			}
			if to < onStreet[p] {
				return nil, parser.Fail(a.line, fmt.Errorf("%w: raise to %s below the %s already in", parser.ErrBadAmount,
					h.Money(to), h.Money(onStreet[p])))
			}
			if to > onStreet[p] {
				lastBet[p] = street
			}
			in[p] += to - onStreet[p]
			onStreet[p] = to
			curBet = max(curBet, to)
			opened = true
			if in[p] >= g.players[p].chips && e.Kind != hand.Fold && e.Kind != hand.Check {
				e.AllIn = true
			}
			add(e)
		}
	}
	if di < len(g.deals) || ai < len(g.actions) {
		line := start
		if di < len(g.deals) {
			line = g.deals[di].line
		} else {
			line = g.actions[ai].line
		}
		return nil, parser.Fail(line, fmt.Errorf("%w: element outside rounds 0 to 6", parser.ErrUnknownLine))
	}
	if street == hand.NoStreet {
		return nil, parser.Fail(end, fmt.Errorf("%w: no cards dealt", parser.ErrTruncated))
	}
	// The bet attribute is everything the player put in and win everything
	// that came back, an uncalled bet included: the bet nobody matched is
	// returned (as PokerStars writes it) and taken out of the winner's win.
	var pot, won hand.Money
	top, second := -1, hand.Money(0)
	for i := range g.players {
		p := &g.players[i]
		switch {
		case top < 0 || in[i] > in[top]:
			if top >= 0 {
				second = max(second, in[top])
			}
			top = i
		default:
			second = max(second, in[i])
		}
		pot += in[i]
		won += p.win
	}
	wins := r.wins[:0]
	for i := range g.players {
		wins = append(wins, g.players[i].win)
	}
	r.wins = wins
	if top >= 0 && in[top] > second {
		back := in[top] - second
		if wins[top] < back {
			return nil, parser.Fail(g.players[top].line, fmt.Errorf("%w: %s's bet of %s was not called, but win=%s",
				parser.ErrBadAmount, g.players[top].name, h.Money(back), h.Money(wins[top])))
		}
		// Returned where PokerStars writes it: after the last action of the
		// street the bet was made on, before a later street's deals.
		st := lastBet[top]
		k := len(h.Events)
		for j := len(h.Events) - 1; j >= 0; j-- {
			if e := &h.Events[j]; e.Street == st && e.Kind.IsBetting() {
				k = j + 1
				break
			}
		}
		add(hand.Event{})
		copy(h.Events[k+1:], h.Events[k:])
		h.Events[k] = hand.Event{Kind: hand.Uncalled, Street: st, Player: top, Amount: back, Line: h.Events[k-1].Line}
		wins[top] -= back
		pot -= back
		won -= back
	}
	// Showdown: the players still in show what they hold when it is known.
	live := 0
	for i := range g.players {
		if g.players[i].acted && !folded[i] {
			live++
		}
	}
	results := box.Results[:0]
	showLine := end
	for i := range g.players {
		p := &g.players[i]
		if !p.acted {
			continue
		}
		sr := hand.SeatResult{Player: i, Line: p.line}
		shown := false
		if live >= 2 && !folded[i] && nKnown[i] > 0 && allKnown(known[i][:nKnown[i]]) {
			e := hand.Event{Kind: hand.Show, Street: street, Player: i, Line: showLine}
			e.SetCards(known[i][:nKnown[i]]...)
			add(e)
			shown = true
			sr.NCards = uint8(copy(sr.Cards[:], known[i][:nKnown[i]]))
		}
		switch {
		case wins[i] > 0 && shown:
			sr.Outcome, sr.Amount = hand.OutShowedWon, wins[i]
		case wins[i] > 0:
			sr.Outcome, sr.Amount = hand.OutCollected, wins[i]
		case folded[i]:
			sr.Outcome = hand.OutFolded
			sr.Street = foldStreet(h, i)
		case shown:
			sr.Outcome = hand.OutShowedLost
		default:
			sr.Outcome = hand.OutOther
		}
		results = append(results, sr)
	}
	for i := range g.players {
		if w := wins[i]; w > 0 {
			add(hand.Event{Kind: hand.Collect, Street: street, Player: i, Amount: w, Text: "pot", Line: g.players[i].line})
		}
	}
	h.Summary = hand.Summary{TotalPot: pot, Rake: pot - won, Seats: results, Line: end, Board: cards.None}
	if h.Summary.Rake < 0 {
		return nil, parser.Fail(start, fmt.Errorf("%w: the players won %s, more than the %s they put in",
			parser.ErrBadSummary, h.Money(won), h.Money(pot)))
	}
	// A tournament's session names no stakes: what one hand shows of a
	// level (by its ante) serves the hands of that level that show
	// less (a hand folded to the bring-in shows no bet).
	if s.tournament {
		lv := h.Stakes.Ante
		known := r.levels[lv]
		if h.Stakes.SmallBet == 0 {
			h.Stakes.SmallBet = known.SmallBet
		}
		if h.Stakes.BigBet == 0 {
			h.Stakes.BigBet = known.BigBet
		}
		if r.levels == nil {
			r.levels = map[level]hand.Stakes{}
		}
		if h.Stakes.SmallBet > 0 && h.Stakes.BigBet > 0 {
			r.levels[lv] = h.Stakes
		}
	}
	if h.Stakes.BigBet == 0 && h.Stakes.SmallBet > 0 {
		h.Stakes.BigBet = 2 * h.Stakes.SmallBet
	}
	if h.Stakes.SmallBet == 0 && h.Stakes.BigBet > 0 {
		h.Stakes.SmallBet = h.Stakes.BigBet / 2
	}
	return h, nil
}

// noteBet learns a tournament's bet sizes (its session names none) from
// the first full bets: a completion or 3rd/4th-street bet is the small bet,
// a bet from 5th street on the big bet.
func (r *Reader) noteBet(h *hand.Hand, st hand.Street, to hand.Money, allIn bool) {
	if allIn {
		return
	}
	switch {
	case st <= hand.Fourth && h.Stakes.SmallBet == 0:
		h.Stakes.SmallBet = to
	case st >= hand.Fifth && h.Stakes.BigBet == 0:
		h.Stakes.BigBet = to
	}
}

func allKnown(cs []cards.Card) bool {
	for _, c := range cs {
		if !c.Known() {
			return false
		}
	}
	return true
}

// foldStreet is the street player i folded on.
func foldStreet(h *hand.Hand, i int) hand.Street {
	for k := range h.Events {
		if e := &h.Events[k]; e.Kind == hand.Fold && e.Player == i {
			return e.Street
		}
	}
	return hand.NoStreet
}

// sortActions orders the actions of each round by their no attribute
// (the file writes them grouped by player); rounds stay in file order.
func sortActions(a []action) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j-1].round == a[j].round && a[j-1].no > a[j].no; j-- {
			a[j-1], a[j] = a[j], a[j-1]
		}
	}
}

// level is a tournament level, known by its ante (a hand whose bring-in
// player completes shows no bring-in).
type level = hand.Money
