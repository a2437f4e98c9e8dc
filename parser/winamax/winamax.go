// Package winamax reads Winamax hand histories of the stud family (7-Card
// Stud Hi/Lo, 7-Card Stud, Razz; real and play money) into the neutral hand
// model. Winamax prints no uncalled-bet line and counts a bet nobody called
// in the collected amount and the total pot, which it gives after rake: the
// reader returns the bet (an Uncalled event) and takes it out of the
// collected amounts, so a hand reads as PokerStars would have printed it.
package winamax

import (
	"bytes"
	"fmt"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ledger"
)

// Site is Winamax in the registry of parser/sites.
var Site = parser.TextSite("Winamax", 'W', isHeader, func() parser.Grammar { return &grammar{} }, nil)

// syntax is how Winamax writes amounts ("2026.03€", "65,150") and cards ("X" hidden).
var syntax = &parser.Syntax{Thousands: ',', Suffixes: []string{"€"}, Hidden: []string{"X"}}

// verbs are Winamax's actions after "NAME " (an all-in suffix cut).
var verbs = ledger.NewTable(
	ledger.Verb{Text: "posts ante ", Intent: ledger.Ante},
	ledger.Verb{Text: "brings in ", Intent: ledger.BringIn},
	ledger.Verb{Text: "bring-in ", Intent: ledger.BringIn},
	ledger.Verb{Text: "bets ", Intent: ledger.Bet},
	ledger.Verb{Text: "calls ", Intent: ledger.Call},
	ledger.Verb{Text: "raises ", Intent: ledger.Raise, Form: ledger.StreetTo, Pair: " to "},
	ledger.Verb{Text: "checks", Intent: ledger.Check},
	ledger.Verb{Text: "folds", Intent: ledger.Fold},
	ledger.Verb{Text: "shows ", Kind: hand.Show},
	ledger.Verb{Text: "mucks", Kind: hand.Muck},
	ledger.Verb{Text: "doesn't show", Kind: hand.NoShow},
	ledger.Verb{Text: "collected ", Kind: hand.Collect},
)

const headerPrefix = "Winamax Poker - "

func isHeader(l []byte) bool {
	l = parser.TrimRight(l) // the grammar sees lines without trailing spaces
	return parser.HasPrefix(l, headerPrefix) && bytes.Contains(l, []byte("HandId: #"))
}

// grammar reads one Winamax hand at a time.
type grammar struct {
	ledger.HandState

	names   parser.Names
	summary bool
	total   bool
	shown   bool // a show-down marker or a shows line was read
}

func (g *grammar) IsHeader(l []byte) bool { return isHeader(l) }

func (g *grammar) InSummary() bool { return g.summary }

// Parse reads the hand in b.
func (g *grammar) Parse(b *parser.Block, file string, reuse bool) (*hand.Hand, bool, error) {
	n := b.Len()
	// Events come from the lines after the seats: the header, table and
	// seat lines take no room.
	seats := 2
	for seats < n && parser.HasPrefix(b.Text(seats), "Seat ") {
		seats++
	}
	h, events := g.Start(b, "Winamax", file, reuse, max(b.MaxEvents(min(seats, n)), 1)+4)
	g.names.Reset()
	g.summary, g.total, g.shown = false, false, false
	other, err := g.header(b.Text(0))
	if err != nil || other {
		return nil, other, parser.Fail(b.Num(0), err)
	}
	if n < 2 {
		return nil, false, parser.Fail(b.Num(0), fmt.Errorf("%w: header only", parser.ErrTruncated))
	}
	if err := g.table(b.Text(1)); err != nil {
		return nil, false, parser.Fail(b.Num(1), err)
	}
	h.Seats = g.Box.Seats[:0]
	h.Events = events
	h.Summary.Seats = g.Box.Results[:0]
	i, err := b.SeatLines(2, g.seat)
	if err != nil {
		return nil, false, err
	}
	if len(h.Seats) == 0 {
		return nil, false, parser.NoSeats(b, i)
	}
	if err := b.Walk(i, g); err != nil {
		return nil, false, err
	}
	if !g.summary || !g.total {
		return nil, false, parser.NoSummary(b)
	}
	g.returnUncalled()
	return g.Slab.Keep(h), false, nil
}

// labels are Winamax's game names (without " fixed limit", the limit
// word that follows a stud game), in lower case: the stud family, and the
// other games of its tables and mixes, counted as such.
var labels = func() parser.Labels {
	l := parser.Labels{
		"7-card stud hi/lo": hand.StudHiLo, "7stud hi/lo": hand.StudHiLo, "7-card stud hi-lo": hand.StudHiLo,
		"7-card stud": hand.StudHigh, "7stud": hand.StudHigh, "razz": hand.Razz,
	}
	for _, g := range []string{"holdem", "omaha", "omaha5", "omaha hi/lo", "omaha hi-lo", "5 card omaha", "5 card draw", "2-7 triple draw", "2-7 single draw", "badugi", "courchevel"} {
		for _, lim := range []string{"", " no limit", " pot limit", " fixed limit"} {
			l[g+lim] = hand.GameOther
		}
	}
	for _, g := range []string{"7-card stud hi/lo", "7stud hi/lo", "7-card stud hi-lo", "7-card stud", "7stud", "razz"} {
		l[g+" no limit"], l[g+" pot limit"] = hand.GameOther, hand.GameOther
	}
	return l
}()

// gameKind is the game of a game name, in any ASCII case; an unknown name
// is an error quoting it.
func gameKind(name []byte) (hand.Game, error) {
	var low [64]byte
	if len(name) > len(low) {
		return hand.GameOther, parser.UnknownLabel(name)
	}
	n := copy(low[:], name)
	for i, c := range low[:n] {
		if c >= 'A' && c <= 'Z' {
			low[i] = c + 'a' - 'A'
		}
	}
	if g, ok := labels[string(low[:n])]; ok {
		return g, nil
	}
	return hand.GameOther, parser.UnknownLabel(name)
}

// header reads "Winamax Poker - CashGame - HandId: #9250793-554-1478991850 -
// 7-Card Stud Hi/Lo fixed limit (5€/25€/50€) - 2016/11/12 23:04:10 UTC".
func (g *grammar) header(l []byte) (other bool, err error) {
	h := g.H
	bad := func() error { return fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(l)) }
	kind, rest, ok := parser.Cut(l[len(headerPrefix):], " - HandId: #")
	if !ok {
		return false, bad()
	}
	id, rest, ok := parser.Cut(rest, " - ")
	if !ok || len(id) == 0 {
		return false, bad()
	}
	for _, c := range id {
		if !(c >= '0' && c <= '9' || c == '-') {
			return false, bad()
		}
	}
	g.ID = id
	h.ID = g.Text.Str(id, nil)
	h.Tournament = !parser.HasPrefix(kind, "CashGame")
	if h.Tournament {
		if _, name, ok := parser.Cut(kind, "Tournament "); ok {
			h.TourneyID = g.In.Str(bytes.Trim(name, `"`))
		}
	}
	// The time is the last " - " field; the game and stakes come before it.
	at := parser.LastIndex(rest, " - ")
	if at < 0 {
		return false, bad()
	}
	game, when := rest[:at], rest[at+3:]
	h.TimeText = g.Text.Str(when, nil)
	// "2016/11/12 23:04:10 UTC", or any zone of parser.Zone; an unknown
	// one is a reject, a time without one is left unread.
	if h.Time, err = parser.StampZone(when, ""); err != nil {
		return false, err
	}
	open := bytes.LastIndexByte(game, '(')
	if open < 0 || !parser.HasSuffix(game, ")") {
		return false, bad()
	}
	name := bytes.TrimSpace(game[:open])
	name = bytes.TrimSuffix(name, []byte(" fixed limit"))
	g.Label = bytes.TrimSpace(game[:open])
	gm, err := gameKind(name)
	if err != nil || gm == hand.GameOther {
		return err == nil, err
	}
	h.Game = gm
	if !bytes.Contains(game[:open], []byte("fixed limit")) {
		return true, nil // a stud game not played fixed limit
	}
	stakes := game[open+1 : len(game)-1]
	if bytes.Contains(stakes, []byte("€")) {
		h.Currency = "EUR"
	}
	h.Decimals = 2
	if h.Tournament {
		h.Decimals = 0
	}
	// "5€/25€/50€" is ante, small and big bet; the bets by
	// parser.SplitStakes ("25€ / 50€", or "25€/50€, Ante 5€" without
	// the leading ante).
	var ante []byte
	if bytes.Count(stakes, []byte("/")) == 2 {
		ante, stakes, _ = parser.Cut(stakes, "/")
		ante = bytes.TrimSpace(ante)
	}
	st, ok := parser.SplitStakes(stakes)
	if !ok || len(st.Rest) != 0 || ante != nil && st.Ante != nil {
		return false, bad()
	}
	if ante == nil {
		ante = st.Ante
	}
	for _, a := range [...]struct {
		to   *hand.Money
		text []byte
	}{{&h.Stakes.Ante, ante}, {&h.Stakes.SmallBet, st.Small}, {&h.Stakes.BigBet, st.Big}} {
		if a.text == nil {
			continue
		}
		if *a.to, err = syntax.Money(a.text, h.Decimals); err != nil {
			return false, err
		}
	}
	return false, nil
}

// eqFold reports whether b is s in any ASCII case.
func eqFold(b []byte, s string) bool {
	return len(b) == len(s) && parser.HasPrefixFold(b, s)
}

// table reads "Table: 'Pampelune' 6-max (real money) Seat #0 is the button".
func (g *grammar) table(l []byte) error {
	if !parser.HasPrefix(l, "Table: '") {
		return fmt.Errorf("%w: %q", parser.ErrBadTable, parser.Clip(l))
	}
	end := parser.LastIndex(l, "' ")
	if end < len("Table: '") {
		return fmt.Errorf("%w: %q", parser.ErrBadTable, parser.Clip(l))
	}
	g.H.Table = g.In.Str(l[len("Table: '"):end])
	rest := l[end+2:]
	if i := parser.Index(rest, "-max"); i > 0 {
		g.H.MaxSeats, _ = parser.Atoi(rest[:i])
	}
	if bytes.Contains(rest, []byte("(play money)")) {
		g.H.Currency = ""
	}
	return nil
}

// seat reads "Seat 1: Hero (2026.03€)".
func (g *grammar) seat(l []byte, num int) error {
	seatNum, name, stack, err := parser.SeatLine(l, syntax, g.H.Decimals)
	if err != nil {
		return err
	}
	return parser.AddSeat(g.H, hand.Seat{Num: seatNum, Name: g.In.Str(name), Stack: stack, Line: num})
}

// streets maps the street markers of both layouts to streets.
var streets = map[string]hand.Street{
	"*** 3rd STREET ***": hand.Third, "*** 4th STREET ***": hand.Fourth, "*** 5th STREET ***": hand.Fifth,
	"*** 6th STREET ***": hand.Sixth, "*** 7th STREET ***": hand.Seventh,
	"*** THIRD ***": hand.Third, "*** FOURTH ***": hand.Fourth, "*** FIFTH ***": hand.Fifth,
	"*** SIXTH ***": hand.Sixth, "*** SEVENTH ***": hand.Seventh,
}

func (g *grammar) add(kind hand.Kind, player, num int) *hand.Event {
	g.H.Events = append(g.H.Events, hand.Event{Kind: kind, Street: g.Ledger.Street(), Player: player, Line: num})
	return &g.H.Events[len(g.H.Events)-1]
}

// Body reads a line between the seats and the summary.
func (g *grammar) Body(l []byte, num int) error {
	if l[0] == '*' {
		switch s := string(l); s {
		case "*** ANTE/BLINDS ***":
			return nil
		case "*** SHOW DOWN ***":
			g.shown = true
			return nil
		case "*** SUMMARY ***":
			g.summary = true
			g.H.Summary.Line = num
			return nil
		default:
			st, ok := streets[s]
			if !ok || st <= g.Ledger.Street() {
				return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
			}
			g.Ledger.SetStreet(st)
			return nil
		}
	}
	if parser.HasPrefix(l, "Dealt to ") {
		return g.deal(l[len("Dealt to "):], num)
	}
	who, rest := g.names.Actor(g.H.Seats, l, " ")
	if who < 0 {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	return g.action(who, rest, num)
}

// deal reads "Hero [8c Tc 7c]", "Player0 [X X 8h] [Ks]".
func (g *grammar) deal(l []byte, num int) error {
	who, rest := g.names.Actor(g.H.Seats, l, " [")
	if who < 0 {
		return fmt.Errorf("%w: dealt cards to %q", parser.ErrUnknownPlayer, parser.Clip(l))
	}
	street := g.Ledger.Street()
	if street < hand.Third {
		return fmt.Errorf("%w: cards dealt before 3rd street", parser.ErrBadDeal)
	}
	in, ok := parser.NewCards(l[len(l)-len(rest)-1:])
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrBadDeal, parser.Clip(l))
	}
	ev := g.add(hand.Deal, who, num)
	n, err := syntax.Cards(in, ev.Cards[:3])
	if err != nil {
		return err
	}
	switch {
	case street == hand.Third && n == 3:
		ev.NCards, ev.Down = 3, 0b011
	case street > hand.Third && n == 1:
		ev.NCards = 1
		if street == hand.Seventh {
			ev.Down = 1
		}
	default:
		return fmt.Errorf("%w: %d cards on %s street", parser.ErrBadDeal, n, street)
	}
	return nil
}

const allIn = " and is all-in"

// action reads what follows "NAME ".
func (g *grammar) action(who int, l []byte, num int) error {
	h := g.H
	ev := g.add(0, who, num)
	if parser.HasSuffix(l, allIn) {
		ev.AllIn, l = true, l[:len(l)-len(allIn)]
	}
	v, rest, ok := verbs.Match(l)
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	if err := g.Ledger.Apply(ev, who, v, rest, syntax, h.Decimals); err != nil {
		return err
	}
	switch ev.Kind {
	case hand.Ante:
		if h.Stakes.Ante == 0 && !ev.AllIn {
			h.Stakes.Ante = ev.Amount
		}
	case hand.BringIn:
		if h.Stakes.BringIn == 0 && !ev.AllIn {
			h.Stakes.BringIn = ev.Amount
		}
	case hand.Show:
		in, after, ok := parser.Bracket(rest)
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		n, err := syntax.Cards(in, ev.Cards[:])
		if err != nil {
			return err
		}
		ev.NCards = uint8(n)
		if len(after) > 3 && after[0] == ' ' && after[1] == '(' && after[len(after)-1] == ')' {
			ev.Text = g.In.Str(after[2 : len(after)-1])
		}
		g.shown = true
	case hand.Collect:
		m, pot, err := syntax.Collected(l, rest, h.Decimals)
		if err != nil {
			return err
		}
		ev.Amount, ev.Text = m, potName(pot)
	}
	if ev.AllIn && ev.Kind != hand.Ante && !ev.Kind.IsBetting() {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	return nil
}

// potName names a pot as the model does: "pot" for "pot", "pot(HI)" and
// "pot(LO)" (the halves of one pot), "main pot", "side pot-N".
func potName(b []byte) string {
	if i := bytes.IndexByte(b, '('); i > 0 {
		b = b[:i]
	}
	switch string(bytes.TrimSpace(b)) {
	case "pot":
		return "pot"
	case "main pot":
		return "main pot"
	case "side pot", "side pot 1", "side pot-1":
		return "side pot-1"
	}
	if n, ok := parser.Atoi(bytes.TrimPrefix(bytes.TrimPrefix(b, []byte("side pot ")), []byte("side pot-"))); ok {
		return fmt.Sprintf("side pot-%d", n)
	}
	return string(b)
}

// Summary reads "Total pot 228€ | Rake 2€" and the seat lines.
func (g *grammar) Summary(l []byte, num int) error {
	h := g.H
	s := &h.Summary
	money := func(b []byte) (hand.Money, error) { return syntax.Money(b, h.Decimals) }
	switch {
	case parser.HasPrefix(l, "Total pot "):
		tot, rake, _ := parser.Cut(l[len("Total pot "):], " | ")
		m, err := money(tot)
		if err != nil {
			return err
		}
		s.TotalPot = m // after rake here; Parse adds the rake back
		if parser.HasPrefix(rake, "Rake ") {
			r, err := money(rake[len("Rake "):])
			if err != nil {
				return err
			}
			s.Rake, s.HasRake = r, true
		}
		s.TotalPot += s.Rake
		g.total = true
		return nil
	case parser.HasPrefix(l, "Board"):
		return nil
	case parser.HasPrefix(l, "Seat "):
		_, rest, ok := parser.SeatHead(l[len("Seat "):])
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
		}
		who, rest := g.names.Actor(h.Seats, rest, " ")
		if who < 0 {
			return fmt.Errorf("%w: %q", parser.ErrUnknownPlayer, parser.Clip(l))
		}
		r := hand.SeatResult{Player: who, Line: num}
		switch {
		case parser.HasPrefix(rest, "won "):
			m, err := money(rest[len("won "):])
			if err != nil {
				return err
			}
			r.Outcome, r.Amount = hand.OutCollected, m
		case parser.HasPrefix(rest, "showed ["):
			in, after, _ := parser.Bracket(rest[len("showed "):])
			n, err := syntax.Cards(in, r.Cards[:])
			if err != nil {
				return err
			}
			r.NCards = uint8(n)
			switch {
			case parser.HasPrefix(after, " and won "):
				amt, desc, _ := parser.Cut(after[len(" and won "):], " with ")
				m, err := money(amt)
				if err != nil {
					return err
				}
				r.Outcome, r.Amount, r.Text = hand.OutShowedWon, m, g.In.Str(desc)
			case parser.HasPrefix(after, " and lost"):
				_, desc, _ := parser.Cut(after, " with ")
				r.Outcome, r.Text = hand.OutShowedLost, g.In.Str(desc)
			default:
				r.Outcome, r.Text = hand.OutOther, g.In.Str(rest)
			}
		default:
			r.Outcome, r.Text = hand.OutOther, g.In.Str(rest)
		}
		s.Seats = append(s.Seats, r)
		return nil
	}
	return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
}

// returnUncalled writes the bet nobody called, which Winamax leaves in the
// pot, as PokerStars does: an Uncalled event after the last betting action,
// and the amount taken out of the bettor's collected amounts and summary
// wins (in equal parts when the site printed one line per half) and out of
// the total pot.
func (g *grammar) returnUncalled() {
	h := g.H
	at := g.Ledger.ReturnUnmatched(h)
	if at < 0 {
		return
	}
	u := &h.Events[at]
	u.Line = h.Summary.Line
	if at+1 < len(h.Events) {
		u.Line = h.Events[at+1].Line
	}
	who, amt := u.Player, u.Amount
	take := func(amounts []*hand.Money) {
		var sum hand.Money
		for _, m := range amounts {
			sum += *m
		}
		if sum < amt || len(amounts) == 0 {
			return
		}
		left := amt
		for k, m := range amounts {
			part := left / hand.Money(len(amounts)-k)
			*m -= part
			left -= part
		}
	}
	var colBuf, wonBuf [8]*hand.Money // no allocation for up to eight awards
	col, won := colBuf[:0], wonBuf[:0]
	for i := range h.Events {
		if e := &h.Events[i]; e.Kind == hand.Collect && e.Player == who {
			col = append(col, &e.Amount)
		}
	}
	for i := range h.Summary.Seats {
		if r := &h.Summary.Seats[i]; r.Player == who && (r.Outcome == hand.OutCollected || r.Outcome == hand.OutShowedWon) {
			won = append(won, &r.Amount)
		}
	}
	take(col)
	take(won)
	h.Summary.TotalPot -= amt
}
