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
	"io"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/studkit"
)

// Site is Winamax in the registry of parser/sites.
var Site = parser.Site{
	Name:   "Winamax",
	Detect: func(head []byte) bool { return isHeader(parser.FirstLine(head)) },
	Open: func(r io.Reader, file string, opt parser.Options) parser.HandReader {
		return parser.NewTextReader(r, file, format(), opt)
	},
}

func format() parser.TextFormat {
	return parser.TextFormat{Site: "Winamax", HeaderStart: 'W', Grammar: &grammar{}}
}

const headerPrefix = "Winamax Poker - "

func isHeader(l []byte) bool {
	l = parser.TrimRight(l) // the grammar sees lines without trailing spaces
	return parser.HasPrefix(l, headerPrefix) && bytes.Contains(l, []byte("HandId: #"))
}

// grammar reads one Winamax hand at a time.
type grammar struct {
	in   parser.Interner
	text parser.TextArena
	slab parser.Slab
	id   []byte

	h       *hand.Hand
	box     *parser.HandBox
	led     studkit.Ledger
	names   studkit.Names
	street  hand.Street
	summary bool
	total   bool
	shown   bool // a show-down marker or a shows line was read
}

func (g *grammar) IsHeader(l []byte) bool { return isHeader(l) }
func (g *grammar) HandID() string         { return string(g.id) }

func fail(n int, err error) error { return parser.Fail(n, err) }

// Parse reads the hand in b.
func (g *grammar) Parse(b *parser.Block, file string, reuse bool) (*hand.Hand, bool, error) {
	g.slab.SetReuse(reuse)
	n := b.Len()
	g.id = nil
	// Events come from the lines after the seats: the header, table and
	// seat lines take no room.
	seats := 2
	for seats < n && parser.HasPrefix(b.Text(seats), "Seat ") {
		seats++
	}
	box, events := g.slab.Box(max(b.MaxEvents(min(seats, n)), 1) + 4)
	h := &box.H
	g.h, g.box = h, box
	g.led.Reset()
	g.street, g.summary, g.total, g.shown = hand.NoStreet, false, false, false
	h.Site = "Winamax"
	h.Pos = hand.Pos{File: file, Line: b.Num(0)}
	h.EndLine = b.Num(n - 1)
	other, err := g.header(b.Text(0))
	if err != nil || other {
		if err != nil {
			err = fail(b.Num(0), err)
		}
		return nil, other, err
	}
	if n < 2 {
		return nil, false, fail(b.Num(0), fmt.Errorf("%w: header only", parser.ErrTruncated))
	}
	if err := g.table(b.Text(1)); err != nil {
		return nil, false, fail(b.Num(1), err)
	}
	h.Seats = box.Seats[:0]
	h.Events = events
	h.Summary.Seats = box.Results[:0]
	i := 2
	for ; i < n && parser.HasPrefix(b.Text(i), "Seat "); i++ {
		if err := g.seat(b.Text(i), b.Num(i)); err != nil {
			return nil, false, fail(b.Num(i), err)
		}
	}
	g.names.Set(h.Seats)
	if len(h.Seats) == 0 {
		return nil, false, fail(b.Num(min(i, n-1)), fmt.Errorf("%w: no seat lines", parser.ErrTruncated))
	}
	for ; i < n; i++ {
		l := b.Text(i)
		if len(l) == 0 {
			continue
		}
		var err error
		if g.summary {
			err = g.summaryLine(l, b.Num(i))
		} else {
			err = g.body(l, b.Num(i))
		}
		if err != nil {
			return nil, false, fail(b.Num(i), err)
		}
	}
	if !g.summary || !g.total {
		return nil, false, fail(b.Num(n-1), fmt.Errorf("%w: no summary", parser.ErrTruncated))
	}
	g.returnUncalled()
	return g.slab.Keep(h), false, nil
}

// header reads "Winamax Poker - CashGame - HandId: #9250793-554-1478991850 -
// 7-Card Stud Hi/Lo fixed limit (5€/25€/50€) - 2016/11/12 23:04:10 UTC".
func (g *grammar) header(l []byte) (other bool, err error) {
	h := g.h
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
	g.id = id
	h.ID = g.text.Str(id, nil)
	h.Tournament = !parser.HasPrefix(kind, "CashGame")
	if h.Tournament {
		if _, name, ok := parser.Cut(kind, "Tournament "); ok {
			h.TourneyID = g.in.Str(bytes.Trim(name, `"`))
		}
	}
	// The time is the last " - " field; the game and stakes come before it.
	at := parser.LastIndex(rest, " - ")
	if at < 0 {
		return false, bad()
	}
	game, when := rest[:at], rest[at+3:]
	h.TimeText = g.text.Str(when, nil)
	if t, zone, ok := studkit.Clock(when); ok && string(zone) == " UTC" {
		h.Time = t
	}
	open := bytes.LastIndexByte(game, '(')
	if open < 0 || !parser.HasSuffix(game, ")") {
		return false, bad()
	}
	name := bytes.TrimSpace(game[:open])
	name = bytes.TrimSuffix(name, []byte(" fixed limit"))
	switch {
	case eqFold(name, "7-card stud hi/lo"), eqFold(name, "7stud hi/lo"), eqFold(name, "7-card stud hi-lo"):
		h.Game = hand.StudHiLo
	case eqFold(name, "7-card stud"), eqFold(name, "7stud"):
		h.Game = hand.StudHigh
	case eqFold(name, "razz"):
		h.Game = hand.Razz
	default:
		return true, nil
	}
	if !bytes.Contains(game[:open], []byte("fixed limit")) {
		return true, nil // a stud game not played fixed limit
	}
	stakes := game[open+1 : len(game)-1]
	var amt [3]hand.Money
	if bytes.Contains(stakes, []byte("€")) {
		h.Currency = "EUR"
	}
	h.Decimals = 2
	if h.Tournament {
		h.Decimals = 0
	}
	for k := range amt {
		var part []byte
		part, stakes, _ = parser.Cut(stakes, "/")
		m, err := studkit.Money(part, h.Decimals)
		if err != nil {
			return false, err
		}
		amt[k] = m
	}
	if len(stakes) != 0 {
		return false, bad()
	}
	h.Stakes.Ante, h.Stakes.SmallBet, h.Stakes.BigBet = amt[0], amt[1], amt[2]
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
	g.h.Table = g.in.Str(l[len("Table: '"):end])
	rest := l[end+2:]
	if i := parser.Index(rest, "-max"); i > 0 {
		g.h.MaxSeats, _ = parser.Atoi(rest[:i])
	}
	if bytes.Contains(rest, []byte("(play money)")) {
		g.h.Currency = ""
	}
	return nil
}

// seat reads "Seat 1: Hero (2026.03€)".
func (g *grammar) seat(l []byte, num int) error {
	h := g.h
	seatNum, rest, ok := parser.SeatHead(l[len("Seat "):])
	open := bytes.LastIndexByte(rest, '(')
	if !ok || open < 2 || rest[open-1] != ' ' || !parser.HasSuffix(rest, ")") {
		return fmt.Errorf("%w: %q", parser.ErrBadSeat, parser.Clip(l))
	}
	stack, err := studkit.Money(rest[open+1:len(rest)-1], h.Decimals)
	if err != nil {
		return err
	}
	name := rest[:open-1]
	if h.PlayerIndex(string(name)) >= 0 {
		return fmt.Errorf("%w: player %q seated twice", parser.ErrBadSeat, name)
	}
	h.Seats = append(h.Seats, hand.Seat{Num: seatNum, Name: g.in.Str(name), Stack: stack, Line: num})
	return nil
}

// streets maps the street markers of both layouts to streets.
var streets = map[string]hand.Street{
	"*** 3rd STREET ***": hand.Third, "*** 4th STREET ***": hand.Fourth, "*** 5th STREET ***": hand.Fifth,
	"*** 6th STREET ***": hand.Sixth, "*** 7th STREET ***": hand.Seventh,
	"*** THIRD ***": hand.Third, "*** FOURTH ***": hand.Fourth, "*** FIFTH ***": hand.Fifth,
	"*** SIXTH ***": hand.Sixth, "*** SEVENTH ***": hand.Seventh,
}

func (g *grammar) add(kind hand.Kind, player, num int) *hand.Event {
	g.h.Events = append(g.h.Events, hand.Event{Kind: kind, Street: g.street, Player: player, Line: num})
	return &g.h.Events[len(g.h.Events)-1]
}

// body reads a line between the seats and the summary.
func (g *grammar) body(l []byte, num int) error {
	if l[0] == '*' {
		switch s := string(l); s {
		case "*** ANTE/BLINDS ***":
			return nil
		case "*** SHOW DOWN ***":
			g.shown = true
			return nil
		case "*** SUMMARY ***":
			g.summary = true
			g.h.Summary.Line = num
			return nil
		default:
			st, ok := streets[s]
			if !ok || st <= g.street {
				return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
			}
			g.street = st
			return nil
		}
	}
	if parser.HasPrefix(l, "Dealt to ") {
		return g.deal(l[len("Dealt to "):], num)
	}
	who, rest := g.names.Actor(l, " ")
	if who < 0 {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	return g.action(who, rest, num)
}

// deal reads "Hero [8c Tc 7c]", "Player0 [X X 8h] [Ks]".
func (g *grammar) deal(l []byte, num int) error {
	who, rest := g.names.Actor(l, " [")
	if who < 0 {
		return fmt.Errorf("%w: dealt cards to %q", parser.ErrUnknownPlayer, parser.Clip(l))
	}
	if g.street < hand.Third {
		return fmt.Errorf("%w: cards dealt before 3rd street", parser.ErrBadDeal)
	}
	rest = l[len(l)-len(rest)-1:]
	in, after, ok := parser.Bracket(rest)
	if ok && len(after) > 0 {
		if after[0] != ' ' {
			return fmt.Errorf("%w: %q", parser.ErrBadDeal, parser.Clip(l))
		}
		in, after, ok = parser.Bracket(after[1:])
	}
	if !ok || len(after) != 0 {
		return fmt.Errorf("%w: %q", parser.ErrBadDeal, parser.Clip(l))
	}
	ev := g.add(hand.Deal, who, num)
	n, err := studkit.Cards(in, ev.Cards[:3])
	if err != nil {
		return err
	}
	switch {
	case g.street == hand.Third && n == 3:
		ev.NCards, ev.Down = 3, 0b011
	case g.street > hand.Third && n == 1:
		ev.NCards = 1
		if g.street == hand.Seventh {
			ev.Down = 1
		}
	default:
		return fmt.Errorf("%w: %d cards on %s street", parser.ErrBadDeal, n, g.street)
	}
	return nil
}

const allIn = " and is all-in"

// action reads what follows "NAME ".
func (g *grammar) action(who int, l []byte, num int) error {
	h := g.h
	ev := g.add(0, who, num)
	if parser.HasSuffix(l, allIn) {
		ev.AllIn, l = true, l[:len(l)-len(allIn)]
	}
	money := func(b []byte) (hand.Money, error) { return studkit.Money(b, h.Decimals) }
	switch {
	case parser.HasPrefix(l, "posts ante "):
		m, err := money(l[len("posts ante "):])
		if err != nil {
			return err
		}
		ev.Kind, ev.Street, ev.Amount = hand.Ante, hand.NoStreet, m
		if h.Stakes.Ante == 0 && !ev.AllIn {
			h.Stakes.Ante = m
		}
	case parser.HasPrefix(l, "brings in "), parser.HasPrefix(l, "bring-in "):
		_, amt, _ := parser.Cut(l, " ")
		if parser.HasPrefix(amt, "in ") {
			amt = amt[3:]
		}
		m, err := money(amt)
		if err != nil {
			return err
		}
		ev.Kind, ev.Amount = hand.BringIn, m
		if h.Stakes.BringIn == 0 && !ev.AllIn {
			h.Stakes.BringIn = m
		}
		g.led.Simple(ev)
	case parser.HasPrefix(l, "bets "):
		m, err := money(l[len("bets "):])
		if err != nil {
			return err
		}
		g.led.Bet(ev, m)
	case parser.HasPrefix(l, "calls "):
		m, err := money(l[len("calls "):])
		if err != nil {
			return err
		}
		g.led.Call(ev, m)
	case parser.HasPrefix(l, "raises "):
		x, y, ok := parser.Cut(l[len("raises "):], " to ")
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		if _, err := money(x); err != nil {
			return err
		}
		to, err := money(y)
		if err != nil {
			return err
		}
		g.led.RaiseTo(ev, to)
	case string(l) == "checks":
		ev.Kind = hand.Check
	case string(l) == "folds":
		ev.Kind = hand.Fold
		g.led.Simple(ev)
	case parser.HasPrefix(l, "shows ["):
		in, after, ok := parser.Bracket(l[len("shows "):])
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		n, err := studkit.Cards(in, ev.Cards[:])
		if err != nil {
			return err
		}
		ev.Kind, ev.NCards = hand.Show, uint8(n)
		if len(after) > 3 && after[0] == ' ' && after[1] == '(' && after[len(after)-1] == ')' {
			ev.Text = g.in.Str(after[2 : len(after)-1])
		}
		g.shown = true
	case parser.HasPrefix(l, "mucks"):
		ev.Kind = hand.Muck
	case parser.HasPrefix(l, "doesn't show"):
		ev.Kind = hand.NoShow
	case parser.HasPrefix(l, "collected "):
		amt, pot, ok := parser.Cut(l[len("collected "):], " from ")
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		m, err := money(amt)
		if err != nil {
			return err
		}
		ev.Kind, ev.Amount, ev.Text = hand.Collect, m, potName(pot)
	default:
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
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

// summaryLine reads "Total pot 228€ | Rake 2€" and the seat lines.
func (g *grammar) summaryLine(l []byte, num int) error {
	h := g.h
	s := &h.Summary
	money := func(b []byte) (hand.Money, error) { return studkit.Money(b, h.Decimals) }
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
		who, rest := g.names.Actor(rest, " ")
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
			n, err := studkit.Cards(in, r.Cards[:])
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
				r.Outcome, r.Amount, r.Text = hand.OutShowedWon, m, g.in.Str(desc)
			case parser.HasPrefix(after, " and lost"):
				_, desc, _ := parser.Cut(after, " with ")
				r.Outcome, r.Text = hand.OutShowedLost, g.in.Str(desc)
			default:
				r.Outcome, r.Text = hand.OutOther, g.in.Str(rest)
			}
		default:
			r.Outcome, r.Text = hand.OutOther, g.in.Str(rest)
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
	h := g.h
	who, street, amt := g.led.Excess()
	if amt <= 0 {
		return
	}
	at := len(h.Events)
	line := h.Summary.Line
	for i := range h.Events {
		if h.Events[i].Kind == hand.Collect || h.Events[i].Kind == hand.Show {
			at, line = i, h.Events[i].Line
			break
		}
	}
	h.Events = append(h.Events, hand.Event{})
	copy(h.Events[at+1:], h.Events[at:])
	h.Events[at] = hand.Event{Kind: hand.Uncalled, Street: street, Player: who, Amount: amt, Line: line}
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
