package ipoker

import (
	"fmt"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/xmlscan"
	"github.com/stud8/stud8/parser/ledger"
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
	box, events := r.Slab.Box(len(g.actions) + len(g.deals) + 2*len(g.players) + 2)
	h := &box.H
	h.Site, h.ID, h.Game = SiteName, r.ID, s.game
	h.Tournament, h.TourneyID, h.BuyIn = s.tournament, s.tourneyID, s.buyIn
	h.Currency, h.Decimals = s.currency, s.decimals
	h.Stakes = s.stakes
	h.Table = s.table
	h.TimeText, h.Time = g.start, parseTime(g.start)
	h.Pos = hand.Pos{File: r.Games.File, Line: start}
	h.EndLine = end
	b := &r.bet
	b.Reset(h, true)
	seats := box.Seats[:0]
	for i, p := range g.players {
		seats = append(seats, hand.Seat{Num: p.seat, Name: p.name, Stack: p.chips, Line: p.line, SittingOut: !p.acted})
		h.MaxSeats = max(h.MaxSeats, p.seat)
		b.Seat(i, p.chips)
	}
	h.Seats = seats
	h.Events = events

	sortActions(g.actions)
	var (
		street hand.Street
		known  [16][hand.MaxCards]cards.Card // every card of a player, as far as shown
		nKnown [16]int
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
		if a.verb != nil && a.verb.Intent == ledger.Fold {
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
			street = hand.Street(round + 1)
			b.SetStreet(street)
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
			e := hand.Event{Line: a.line}
			v := a.verb
			switch {
			case v != nil && (v.Intent == ledger.Ante || round == 0 && v.Intent == ledger.AllIn):
				// an all-in in round 0 is an ante that puts the player all in
				if err := b.Act(&e, a.who, ledger.Ante, ledger.Added, v.Intent == ledger.AllIn, a.sum); err != nil {
					return nil, parser.Fail(a.line, err)
				}
			case round < 2:
				return nil, parser.Fail(a.line, fmt.Errorf("%w: action type %d before the deal", parser.ErrUnknownLine, a.typ))
			case v == nil:
				return nil, parser.Fail(a.line, fmt.Errorf("%w: action type %d", parser.ErrUnknownLine, a.typ))
			default:
				if err := b.Act(&e, a.who, v.Intent, v.Form, v.Intent == ledger.AllIn, a.sum); err != nil {
					return nil, parser.Fail(a.line, err)
				}
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
	var won hand.Money
	wins := r.wins[:0]
	for i := range g.players {
		wins = append(wins, g.players[i].win)
		won += g.players[i].win
	}
	r.wins = wins
	if top, back := b.L.Unmatched(); top >= 0 {
		if wins[top] < back {
			return nil, parser.Fail(g.players[top].line, fmt.Errorf("%w: %s's bet of %s was not called, but win=%s",
				parser.ErrBadAmount, g.players[top].name, h.Money(back), h.Money(wins[top])))
		}
		b.Return(top, back, h.Events[len(h.Events)-1].Line)
		wins[top] -= back
		won -= back
	}
	pot := b.L.Pot()
	// Showdown: the players still in show what they hold when it is known.
	live := 0
	for i := range g.players {
		if g.players[i].acted && !folded(b, i) {
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
		out, _ := b.L.Folded(i)
		if live >= 2 && !out && nKnown[i] > 0 && allKnown(known[i][:nKnown[i]]) {
			e := hand.Event{Kind: hand.Show, Street: street, Player: i, Line: showLine}
			e.SetCards(known[i][:nKnown[i]]...)
			add(e)
			shown = true
			sr.NCards = uint8(copy(sr.Cards[:], known[i][:nKnown[i]]))
		}
		b.Result(&sr, i, wins[i], shown, false)
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
		r.levels.Fill(&h.Stakes)
	}
	xmlscan.FixedLimit(&h.Stakes)
	return h, nil
}

// folded reports whether player i folded.
func folded(b *xmlscan.Betting, i int) bool {
	out, _ := b.L.Folded(i)
	return out
}

func allKnown(cs []cards.Card) bool {
	for _, c := range cs {
		if !c.Known() {
			return false
		}
	}
	return true
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
