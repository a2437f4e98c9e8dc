// Package kingsclub reads KingsClub hand histories of the stud family
// (Limit Seven Card Stud Hi-Lo, Limit Seven Card Stud, Limit Razz; Limit
// 2-7 Razz is counted as another game) into the neutral hand model.
//
// KingsClub writes calls, bets after the bring-in and raises as the
// player's street total, prints no uncalled bet (the bet is left out of
// the pot and of the "wins pot" figure), gives one "wins pot" line even
// when there are side pots, and in its 2021 layout labels the streets one
// too low (3rd-street betting comes before any marker). The reader numbers
// streets by the cards dealt, returns the uncalled bet as an Uncalled
// event, and takes the total pot as the awards plus the rake (or, with no
// Rake line, as what the players put in, the difference being the rake).
package kingsclub

import (
	"bytes"
	"fmt"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ledger"
)

// Site is KingsClub in the registry of parser/sites.
var Site = parser.TextSite("KingsClub", '#', isHeader, func() parser.Grammar { return &grammar{} }, nil)

// syntax is how KingsClub writes amounts ("3,112.64") and cards ("X" hidden, "10d").
var syntax = &parser.Syntax{Thousands: ',', Suffixes: []string{"€"}, Hidden: []string{"X"}}

// verbs are KingsClub's actions after "NAME ": calls, bets after the
// bring-in and raises are written as the player's street total.
var verbs = ledger.NewTable(
	ledger.Verb{Text: "brings in for ", Intent: ledger.BringIn},
	ledger.Verb{Text: "bets ", Intent: ledger.Bet, Form: ledger.StreetTo},
	ledger.Verb{Text: "calls ", Intent: ledger.Call, Form: ledger.StreetTo},
	ledger.Verb{Text: "raises to ", Intent: ledger.Raise, Form: ledger.StreetTo},
	ledger.Verb{Text: "checks", Intent: ledger.Check},
	ledger.Verb{Text: "folds", Intent: ledger.Fold},
	ledger.Verb{Text: "shows ", Kind: hand.Show},
	ledger.Verb{Text: "mucks", Kind: hand.Muck},
)

// ante is the action after "NAME: ".
var ante = ledger.Verb{Text: "posts ante ", Intent: ledger.Ante}

// isHeader reports whether l is "#49595550: Limit ... - 44/88".
func isHeader(l []byte) bool {
	l = parser.TrimRight(l) // the grammar sees lines without trailing spaces
	if len(l) < 4 || l[0] != '#' {
		return false
	}
	i := 1
	for i < len(l) && l[i] >= '0' && l[i] <= '9' {
		i++
	}
	return i > 1 && parser.HasPrefix(l[i:], ": ") && parser.LastIndex(l, " - ") > i
}

type grammar struct {
	ledger.HandState

	names   parser.Names
	summary bool
	won     hand.Money // the "wins pot" amounts
	wins    bool
	ncards  [8]uint8 // cards dealt to each player
}

func (g *grammar) IsHeader(l []byte) bool { return isHeader(l) }

func (g *grammar) InSummary() bool { return g.summary }

// Parse reads the hand in b.
func (g *grammar) Parse(b *parser.Block, file string, reuse bool) (*hand.Hand, bool, error) {
	n := b.Len()
	h, events := g.Start(b, "KingsClub", file, reuse, eventBound(b))
	g.names.Reset()
	g.summary, g.won, g.wins, g.ncards = false, 0, false, [8]uint8{}
	other, err := g.header(b.Text(0))
	if err != nil || other {
		return nil, other, parser.Fail(b.Num(0), err)
	}
	i := 1
	if i < n && len(b.Text(i)) > 0 && b.Text(i)[0] >= '0' && b.Text(i)[0] <= '9' {
		when := b.Text(i)
		h.TimeText = g.Text.Str(when, nil)
		// No zone is written: taken as UTC; another zone is read, an unknown one a reject.
		var err error
		if h.Time, err = parser.StampZone(when, "UTC"); err != nil {
			return nil, false, parser.Fail(b.Num(i), err)
		}
		i++
	}
	if i < n && parser.HasPrefix(b.Text(i), "Table '") {
		l := b.Text(i)
		h.Table = g.In.Str(bytes.TrimSuffix(l[len("Table '"):], []byte("'")))
		i++
	}
	h.Seats = g.Box.Seats[:0]
	h.Events = events
	h.Summary.Seats = g.Box.Results[:0]
	if i, err = b.SeatLines(i, g.seat); err != nil {
		return nil, false, err
	}
	if len(h.Seats) == 0 {
		return nil, false, parser.NoSeats(b, i)
	}
	if len(h.Seats) > len(g.ncards) {
		return nil, false, parser.Fail(b.Num(i-1), fmt.Errorf("%w: more than %d seats", parser.ErrBadSeat, len(g.ncards)))
	}
	if err := b.Walk(i, g); err != nil {
		return nil, false, err
	}
	if !g.summary || !g.wins {
		return nil, false, parser.NoSummary(b)
	}
	g.finish()
	return g.Slab.Keep(h), false, nil
}

// eventBound bounds the events of the hand in b: one for each line between
// the seats and the summary, one for each summary line after the seat results
// (the awards), and the uncalled bet. The header, clock, table and seat lines
// give none.
func eventBound(b *parser.Block) int {
	n := b.Len()
	body := 1
	for body < n && body < 3 && !parser.HasPrefix(b.Text(body), "Seat ") {
		body++
	}
	for body < n && parser.HasPrefix(b.Text(body), "Seat ") {
		body++
	}
	tail := 0
	for i := n - 1; i > body; i-- {
		if l := b.Text(i); parser.HasPrefix(l, "Seat ") || parser.HasPrefix(l, "***") {
			break
		}
		tail++
	}
	return b.MaxEvents(min(body, n)) + tail + 1
}

// labels are the club's game names: the stud family, and 2-7 razz and
// the flop and draw games of its tables, counted as other games.
var labels = func() parser.Labels {
	l := parser.Labels{
		"Limit Seven Card Stud Hi-Lo": hand.StudHiLo, "Limit Seven Card Stud Hi/Lo": hand.StudHiLo,
		"Limit Seven Card Stud Hi-Lo 8 or Better": hand.StudHiLo,
		"Limit Seven Card Stud":                   hand.StudHigh, "Limit Razz": hand.Razz,
		"Limit 2-7 Razz": hand.GameOther,
	}
	for _, lim := range []string{"Limit ", "No Limit ", "Pot Limit "} {
		for _, g := range []string{"Hold'em", "Holdem", "Texas Hold'em", "Omaha", "Omaha Hi-Lo", "Omaha Hi/Lo", "5 Card Omaha", "5 Card Draw", "2-7 Triple Draw", "2-7 Single Draw", "Badugi"} {
			l[lim+g] = hand.GameOther
		}
	}
	return l
}()

// header reads "#49595550: Limit Seven Card Stud Hi-Lo - 44/88".
func (g *grammar) header(l []byte) (other bool, err error) {
	h := g.H
	colon := bytes.IndexByte(l, ':')
	g.ID = l[1:colon]
	h.ID = g.Text.Str(g.ID, nil)
	rest := l[colon+2:]
	at := parser.Index(rest, " - ") // the labels have none: "44/88 - Ante 2" is the stakes
	if at < 0 {
		return false, fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(l))
	}
	game, stakes := rest[:at], rest[at+3:]
	g.Label = game
	gm, err := labels.Game(game)
	if err != nil || gm == hand.GameOther {
		return err == nil, err
	}
	h.Game = gm
	h.Decimals = 2
	// "44/88", "44 / 88", "44/88, Ante 5" (parser.SplitStakes).
	st, ok := parser.SplitStakes(stakes)
	if !ok || len(st.Rest) > 0 {
		return false, fmt.Errorf("%w: stakes %q", parser.ErrBadHeader, parser.Clip(stakes))
	}
	if err := st.Read(syntax, 2, &h.Stakes); err != nil {
		return false, err
	}
	return false, nil
}

// seat reads "Seat 1: Player0 (3,112.64)".
func (g *grammar) seat(l []byte, num int) error {
	seatNum, name, stack, err := parser.SeatLine(l, syntax, 2)
	if err != nil {
		return err
	}
	return parser.AddSeat(g.H, hand.Seat{Num: seatNum, Name: g.In.Str(name), Stack: stack, Line: num})
}

func (g *grammar) add(kind hand.Kind, player, num int) *hand.Event {
	g.H.Events = append(g.H.Events, hand.Event{Kind: kind, Street: g.Ledger.Street(), Player: player, Line: num})
	return &g.H.Events[len(g.H.Events)-1]
}

// Body reads a line between the seats and the summary. A street marker
// starts the next street whatever its label says: the 2021 layout writes
// "*** 3RD STREET ***" where the 4th card comes. Third street starts at the
// first marker or the first deal, whichever comes first.
func (g *grammar) Body(l []byte, num int) error {
	switch {
	case l[0] == '*':
		switch {
		case string(l) == "*** SUMMARY ***":
			g.summary = true
			g.H.Summary.Line = num
		case string(l) == "*** SHOW DOWN ***":
		case parser.HasPrefix(l, "*** ") && parser.HasSuffix(l, " STREET ***"):
			if st := g.Ledger.Street(); st == hand.NoStreet {
				g.Ledger.SetStreet(hand.Third)
			} else if st < hand.Seventh {
				g.Ledger.SetStreet(st + 1)
			} else {
				return fmt.Errorf("%w: a street after the 7th: %q", parser.ErrUnknownLine, parser.Clip(l))
			}
		default:
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		return nil
	case parser.HasPrefix(l, "Dealt to "):
		return g.deal(l[len("Dealt to "):], num)
	}
	if who, rest := g.names.Actor(g.H.Seats, l, ": "); who >= 0 && parser.HasPrefix(rest, ante.Text) {
		ev := g.add(hand.Ante, who, num)
		amt, allIn := cutAllIn(rest[len(ante.Text):])
		ev.AllIn = allIn
		if err := g.Ledger.Apply(ev, who, &ante, amt, syntax, 2); err != nil {
			return err
		}
		if g.H.Stakes.Ante == 0 && !allIn {
			g.H.Stakes.Ante = ev.Amount
		}
		return nil
	}
	who, rest := g.names.Actor(g.H.Seats, l, " ")
	if who < 0 {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	return g.action(who, rest, num)
}

// cutAllIn removes ", and is all in".
func cutAllIn(b []byte) ([]byte, bool) {
	const s = ", and is all in"
	if parser.HasSuffix(b, s) {
		return b[:len(b)-len(s)], true
	}
	return b, false
}

// deal reads "Player0: [X X 7h]" or "Player5: [Ad]" (after "Dealt to "):
// three cards on 3rd street, then one new card a street.
func (g *grammar) deal(l []byte, num int) error {
	who, rest := g.names.Actor(g.H.Seats, l, ": ")
	if who < 0 {
		return fmt.Errorf("%w: dealt cards to %q", parser.ErrUnknownPlayer, parser.Clip(l))
	}
	in, after, ok := parser.Bracket(rest)
	if !ok || len(after) != 0 {
		return fmt.Errorf("%w: %q", parser.ErrBadDeal, parser.Clip(l))
	}
	if g.Ledger.Street() == hand.NoStreet {
		g.Ledger.SetStreet(hand.Third)
	}
	street := g.Ledger.Street()
	ev := g.add(hand.Deal, who, num)
	n, err := syntax.Cards(in, ev.Cards[:3])
	if err != nil {
		return err
	}
	had := g.ncards[who]
	switch {
	case n == 3 && had == 0 && street == hand.Third:
		ev.NCards, ev.Down = 3, 0b011
	case n == 1 && int(had) == int(street)-1 && street > hand.Third:
		ev.NCards = 1
		if street == hand.Seventh {
			ev.Down = 1
		}
	default:
		return fmt.Errorf("%w: %d cards to a player holding %d on %s street", parser.ErrBadDeal, n, had, street)
	}
	g.ncards[who] += uint8(n)
	return nil
}

// action reads what follows "NAME ".
func (g *grammar) action(who int, l []byte, num int) error {
	h := g.H
	if g.Ledger.Street() == hand.NoStreet && !parser.HasPrefix(l, "shows ") {
		return fmt.Errorf("%w: action before the cards are dealt: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	ev := g.add(0, who, num)
	l, ev.AllIn = cutAllIn(l)
	v, rest, ok := verbs.Match(l)
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	if err := g.Ledger.Apply(ev, who, v, rest, syntax, 2); err != nil {
		return err
	}
	switch ev.Kind {
	case hand.BringIn:
		if h.Stakes.BringIn == 0 && !ev.AllIn {
			h.Stakes.BringIn = ev.Amount
		}
	case hand.Show:
		in, after, ok := parser.Bracket(rest)
		if !ok || len(after) != 0 {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		n, err := syntax.Cards(in, ev.Cards[:])
		if err != nil {
			return err
		}
		ev.NCards = uint8(n)
	}
	if ev.Amount < 0 {
		return fmt.Errorf("%w: %w: %q", parser.ErrBadAmount, parser.ErrNegative, parser.Clip(l))
	}
	if ev.AllIn && !ev.Kind.IsBetting() {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	return nil
}

// Summary reads "Seat 1: Player0 (1,010.38) -50", "Rake 5" and
// "Player5 wins pot (975.12)".
func (g *grammar) Summary(l []byte, num int) error {
	h := g.H
	s := &h.Summary
	switch {
	case parser.HasPrefix(l, "Seat "):
		_, rest, ok := parser.SeatHead(l[len("Seat "):])
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
		}
		who, rest := g.names.Actor(h.Seats, rest, " (")
		if who < 0 {
			return fmt.Errorf("%w: %q", parser.ErrUnknownPlayer, parser.Clip(l))
		}
		// The final stack and the net, kept as written: "(1,010.38) -50".
		s.Seats = append(s.Seats, hand.SeatResult{Player: who, Outcome: hand.OutOther,
			Text: g.Text.Str([]byte("("), rest), Line: num})
		return nil
	case parser.HasPrefix(l, "Rake "):
		m, err := syntax.Money(l[len("Rake "):], 2)
		if err != nil {
			return err
		}
		s.Rake, s.HasRake = m, true
		return nil
	}
	who, rest := g.names.Actor(h.Seats, l, " wins ")
	if who < 0 {
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
	}
	pot, amt, ok := parser.Cut(rest, " (")
	if !ok || !parser.HasSuffix(amt, ")") {
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
	}
	m, err := syntax.Money(amt[:len(amt)-1], 2)
	if err != nil {
		return err
	}
	name := g.In.Pot(pot)
	ev := g.add(hand.Collect, who, num)
	ev.Street, ev.Amount, ev.Text = hand.NoStreet, m, name
	// The award is also the summary's word on what the player won.
	s.Seats = append(s.Seats, hand.SeatResult{Player: who, Outcome: hand.OutCollected, Amount: m, Line: num})
	g.won += m
	g.wins = true
	return nil
}

// finish returns the bet nobody called (KingsClub leaves it out of the pot
// and the award but prints no line for it) before the awards, and sets the
// total pot: the awards plus the rake, or with no Rake line what the
// players put in, the difference being the rake.
func (g *grammar) finish() {
	h := g.H
	if at := g.Ledger.ReturnUnmatched(h); at >= 0 {
		h.Events[at].Line = h.Summary.Line
		if at > 0 {
			h.Events[at].Line = h.Events[at-1].Line
		}
	}
	g.alignShows()
	s := &h.Summary
	if s.HasRake {
		s.TotalPot = g.won + s.Rake
		return
	}
	s.TotalPot = g.Ledger.Pot()
	s.Rake = s.TotalPot - g.won
}

// alignShows puts a player's two down cards in a shows line in the order
// they were dealt: KingsClub may list them swapped ("Dealt to Hero: [Qh 4s
// Qs]", "Hero shows [4s Qh Qs ...]"), which would read as two cards dealt
// to the same place.
func (g *grammar) alignShows() {
	h := g.H
	for i := range h.Events {
		sh := &h.Events[i]
		if sh.Kind != hand.Show || sh.NCards < 2 {
			continue
		}
		for k := range h.Events {
			d := &h.Events[k]
			if d.Kind == hand.Deal && d.Player == sh.Player && d.Street == hand.Third && d.NCards == 3 {
				if sh.Cards[0] == d.Cards[1] && sh.Cards[1] == d.Cards[0] && d.Cards[0] != d.Cards[1] {
					sh.Cards[0], sh.Cards[1] = sh.Cards[1], sh.Cards[0]
				}
				break
			}
		}
	}
}
