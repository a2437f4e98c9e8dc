// Package winning reads Winning Poker Network hand histories of the stud
// family into the neutral hand model. The network has written two unrelated
// layouts: the 2016 one ("Game started at:", one line per card dealt,
// amounts in parentheses, street labels one too low, awards only in the
// summary's "Collects:" figures) and the 2019 one, close to PokerStars
// ("Hand #85198832 - 7Stud(Fixed Limit) - ...", awards only in the summary's
// "won" figures). A file is read with the grammar of its first hand.
package winning

import (
	"bytes"
	"fmt"
	"io"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/studkit"
)

// Site is the Winning Poker Network in the registry of parser/sites.
var Site = parser.Site{
	Name:   "Winning",
	Detect: func(head []byte) bool { l := parser.FirstLine(head); return isHeader2016(l) || isHeader2019(l) },
	Open:   open,
}

func open(r io.Reader, file string, opt parser.Options) parser.HandReader {
	d := parser.Decode(r)
	head := bytes.TrimLeft(parser.Peek(d, parser.SniffSize), "\x00 \t\r\n")
	if isHeader2019(parser.FirstLine(head)) {
		return parser.NewTextReader(d, file, parser.TextFormat{Site: "Winning", HeaderStart: 'H', Grammar: &grammar2019{}}, opt)
	}
	return parser.NewTextReader(d, file, parser.TextFormat{Site: "Winning", HeaderStart: 'G', Grammar: &grammar2016{}}, opt)
}

func isHeader2016(l []byte) bool { return parser.HasPrefix(parser.TrimRight(l), "Game started at: ") }

// isHeader2019 reports whether l is "Hand #85198832 - 7Stud(Fixed Limit) - ...".
func isHeader2019(l []byte) bool {
	l = parser.TrimRight(l) // the grammar sees lines without trailing spaces
	if !parser.HasPrefix(l, "Hand #") {
		return false
	}
	i := len("Hand #")
	for i < len(l) && l[i] >= '0' && l[i] <= '9' {
		i++
	}
	return i > len("Hand #") && parser.HasPrefix(l[i:], " - ")
}

func fail(n int, err error) error { return parser.Fail(n, err) }

// base is what both grammars keep from hand to hand and per hand.
type base struct {
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
}

func (g *base) HandID() string { return string(g.id) }

func (g *base) start(b *parser.Block, file string, reuse bool) []hand.Event {
	g.slab.SetReuse(reuse)
	box, events := g.slab.Box(max(b.MaxEvents(0), 1) + 8)
	g.h, g.box, g.id = &box.H, box, nil
	g.led.Reset()
	g.street, g.summary, g.total = hand.NoStreet, false, false
	h := g.h
	h.Site = "Winning"
	h.Pos = hand.Pos{File: file, Line: b.Num(0)}
	h.EndLine = b.Num(b.Len() - 1)
	h.Decimals = 2
	h.Seats = box.Seats[:0]
	h.Summary.Seats = box.Results[:0]
	return events
}

func (g *base) add(kind hand.Kind, player, num int) *hand.Event {
	g.h.Events = append(g.h.Events, hand.Event{Kind: kind, Street: g.street, Player: player, Line: num})
	return &g.h.Events[len(g.h.Events)-1]
}

// addSeat appends a seat, refusing a name seated twice.
func (g *base) addSeat(num int, name []byte, stack hand.Money, line int) error {
	if g.h.PlayerIndex(string(name)) >= 0 {
		return fmt.Errorf("%w: player %q seated twice", parser.ErrBadSeat, name)
	}
	g.h.Seats = append(g.h.Seats, hand.Seat{Num: num, Name: g.in.Str(name), Stack: stack, Line: line})
	return nil
}

// gameOf maps a game name of either layout to a stud game; ok is false
// for other games.
func gameOf(name []byte) (hand.Game, bool) {
	switch string(name) {
	case "Seven Cards Stud HiLow", "Seven Cards Stud Hi/Lo", "7Stud HiLo", "7StudHL", "7Stud Hi/Lo", "7Stud8":
		return hand.StudHiLo, true
	case "Seven Cards Stud", "7Stud":
		return hand.StudHigh, true
	case "Razz":
		return hand.Razz, true
	}
	return hand.GameOther, false
}

// ---- 2016 layout ----

// grammar2016 reads the 2016 layout.
type grammar2016 struct {
	base
	got     [8]uint8 // cards received so far, by player
	pending [8]int   // index of a player's open 3rd-street deal event, -1 if none
	collect hand.Money
}

func (g *grammar2016) IsHeader(l []byte) bool { return isHeader2016(l) }

// Parse reads one 2016 hand: start line, game line, seats, body, summary,
// end line.
func (g *grammar2016) Parse(b *parser.Block, file string, reuse bool) (*hand.Hand, bool, error) {
	events := g.start(b, file, reuse)
	h := g.h
	n := b.Len()
	g.got, g.collect = [8]uint8{}, 0
	h.TimeText = g.text.Str(b.Text(0)[len("Game started at: "):], nil)
	if t, rest, ok := studkit.Clock(b.Text(0)[len("Game started at: "):]); ok && len(rest) == 0 {
		h.Time = t // no zone is written: taken as UTC
	}
	if n < 2 || !parser.HasPrefix(b.Text(1), "Game ID: ") {
		return nil, false, fail(b.Num(min(1, n-1)), fmt.Errorf("%w: no Game ID line", parser.ErrTruncated))
	}
	if other, err := g.gameLine(b.Text(1)); err != nil || other {
		if err != nil {
			err = fail(b.Num(1), err)
		}
		return nil, other, err
	}
	i := 2
	for ; i < n && parser.HasPrefix(b.Text(i), "Seat "); i++ {
		if err := g.seat(b.Text(i), b.Num(i)); err != nil {
			return nil, false, fail(b.Num(i), err)
		}
	}
	g.names.Set(h.Seats)
	if len(h.Seats) == 0 || len(h.Seats) > len(g.got) {
		return nil, false, fail(b.Num(min(i, n-1)), fmt.Errorf("%w: %d seat lines", parser.ErrBadSeat, len(h.Seats)))
	}
	if i == n {
		return nil, false, fail(b.Num(n-1), fmt.Errorf("%w: no actions/summary after the seat lines", parser.ErrTruncated))
	}
	for k := range g.pending {
		g.pending[k] = -1
	}
	h.Events = events
	ended := false
	for ; i < n; i++ {
		l := b.Text(i)
		if len(l) == 0 {
			continue
		}
		var err error
		switch {
		case parser.HasPrefix(l, "Game ended at: "):
			ended = true
		case ended:
			err = fmt.Errorf("%w: text after the end of the hand: %q", parser.ErrUnknownLine, parser.Clip(l))
		case g.summary:
			err = g.summaryLine(l, b.Num(i))
		default:
			err = g.body(l, b.Num(i))
		}
		if err != nil {
			return nil, false, fail(b.Num(i), err)
		}
	}
	if !g.summary || !g.total || !ended {
		return nil, false, fail(b.Num(n-1), fmt.Errorf("%w: no summary", parser.ErrTruncated))
	}
	return g.slab.Keep(h), false, nil
}

// gameLine reads "Game ID: 693975843 1/2 (PRR) La Llorona - 3 (Seven Cards Stud HiLow)".
func (g *grammar2016) gameLine(l []byte) (other bool, err error) {
	h := g.h
	bad := func() error { return fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(l)) }
	rest := l[len("Game ID: "):]
	id, rest, ok := parser.Cut(rest, " ")
	if !ok || len(id) == 0 || len(bytes.Trim(id, "0123456789")) > 0 {
		return false, bad()
	}
	g.id = id
	h.ID = g.text.Str(id, nil)
	open := bytes.LastIndexByte(rest, '(')
	if open < 1 || !parser.HasSuffix(rest, ")") {
		return false, bad()
	}
	game, isStud := gameOf(rest[open+1 : len(rest)-1])
	if !isStud {
		return true, nil
	}
	h.Game = game
	stakes, table, _ := parser.Cut(rest[:open-1], " ")
	small, big, ok := parser.Cut(stakes, "/")
	if !ok {
		return false, bad()
	}
	if h.Stakes.SmallBet, err = studkit.Money(small, 2); err != nil {
		return false, err
	}
	if h.Stakes.BigBet, err = studkit.Money(big, 2); err != nil {
		return false, err
	}
	h.Table = g.in.Str(table)
	return false, nil
}

// seat reads "Seat 2: Player2 (18.20).".
func (g *grammar2016) seat(l []byte, num int) error {
	seatNum, rest, ok := parser.SeatHead(l[len("Seat "):])
	rest = bytes.TrimSuffix(rest, []byte("."))
	open := bytes.LastIndexByte(rest, '(')
	if !ok || open < 2 || rest[open-1] != ' ' || !parser.HasSuffix(rest, ")") {
		return fmt.Errorf("%w: %q", parser.ErrBadSeat, parser.Clip(l))
	}
	stack, err := studkit.Money(rest[open+1:len(rest)-1], 2)
	if err != nil {
		return err
	}
	return g.addSeat(seatNum, rest[:open-1], stack, num)
}

// body reads a line between the seats and the summary. The first betting
// round has no marker; each marker starts the next street whatever its
// label ("*** Third street ***" brings the 4th card).
func (g *grammar2016) body(l []byte, num int) error {
	h := g.h
	switch {
	case l[0] == '*':
		if !parser.HasPrefix(l, "*** ") || !parser.HasSuffix(l, " street ***") {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		if g.street < hand.Third || g.street == hand.Seventh {
			return fmt.Errorf("%w: street marker on %s street: %q", parser.ErrUnknownLine, g.street, parser.Clip(l))
		}
		g.street++
		return nil
	case string(l) == "------ Summary ------":
		g.summary = true
		h.Summary.Line = num
		return nil
	case parser.HasPrefix(l, "Uncalled bet ("):
		amt, name, ok := parser.Cut(l[len("Uncalled bet ("):], ") returned to ")
		who := h.PlayerIndex(string(name))
		if !ok || who < 0 {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		m, err := studkit.Money(amt, 2)
		if err != nil {
			return err
		}
		ev := g.add(hand.Uncalled, who, num)
		ev.Amount = m
		g.led.Apply(ev)
		return nil
	case !parser.HasPrefix(l, "Player "):
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	who, rest := g.names.Actor(l[len("Player "):], " ")
	if who < 0 {
		return fmt.Errorf("%w: %q", parser.ErrUnknownPlayer, parser.Clip(l))
	}
	money := func(b []byte) (hand.Money, error) {
		if len(b) < 2 || b[0] != '(' || b[len(b)-1] != ')' {
			return 0, fmt.Errorf("%w %q", parser.ErrBadAmount, b)
		}
		return studkit.Money(b[1:len(b)-1], 2)
	}
	switch {
	case parser.HasPrefix(rest, "ante "):
		m, err := money(rest[len("ante "):])
		if err != nil {
			return err
		}
		ev := g.add(hand.Ante, who, num)
		ev.Street, ev.Amount = hand.NoStreet, m
		if h.Stakes.Ante == 0 {
			h.Stakes.Ante = m
		}
		return nil
	case parser.HasPrefix(rest, "received card: ["), string(rest) == "received a card.":
		return g.card(who, rest, num)
	}
	if g.street == hand.NoStreet {
		return fmt.Errorf("%w: action before the cards: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	ev := g.add(0, who, num)
	var err error
	var m hand.Money
	verb, amt, _ := parser.Cut(rest, " ")
	switch string(verb) {
	case "bring":
		if m, err = money(bytes.TrimPrefix(amt, []byte("in "))); err == nil {
			ev.Kind, ev.Amount = hand.BringIn, m
			if h.Stakes.BringIn == 0 {
				h.Stakes.BringIn = m
			}
			g.led.Simple(ev)
		}
	case "bets":
		if m, err = money(amt); err == nil {
			g.led.Bet(ev, m)
		}
	case "calls":
		if m, err = money(amt); err == nil {
			g.led.Call(ev, m)
		}
	case "raises":
		if m, err = money(amt); err == nil {
			g.led.RaiseBy(ev, m)
		}
	case "allin":
		// An all-in: a call when it does not top the bet, else a raise.
		if m, err = money(amt); err == nil {
			ev.AllIn = true
			if g.led.Put(who, g.street)+m <= g.curBet() {
				g.led.Call(ev, m)
			} else {
				g.led.RaiseBy(ev, m)
			}
		}
	case "checks":
		ev.Kind = hand.Check
	case "folds":
		ev.Kind = hand.Fold
		g.led.Simple(ev)
	case "mucks":
		ev.Kind = hand.Muck
	default:
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	if err != nil {
		return err
	}
	if ev.Kind == 0 {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	return nil
}

// curBet is the street's bet to match, from the ledger's view.
func (g *grammar2016) curBet() hand.Money {
	var top hand.Money
	for p := range g.h.Seats {
		top = max(top, g.led.Put(p, g.street))
	}
	return top
}

// card reads "received card: [6h]" or "received a card." (after the name):
// on 3rd street the first two cards are down and the third up, and the
// three make one Deal event (at the line of the third); then one card a
// street, the 7th down.
func (g *grammar2016) card(who int, rest []byte, num int) error {
	var c cards.Card
	if rest[9] == 'c' { // "received card: [..]", not "received a card."
		in, after, ok := parser.Bracket(rest[len("received card: "):])
		if !ok || len(after) != 0 {
			return fmt.Errorf("%w: %q", parser.ErrBadDeal, parser.Clip(rest))
		}
		var ok2 bool
		if c, ok2 = studkit.Card(in); !ok2 {
			return fmt.Errorf("%w %q", parser.ErrBadCard, in)
		}
	}
	k := g.got[who]
	g.got[who]++
	if g.street == hand.NoStreet {
		g.street = hand.Third
	}
	switch {
	case g.street == hand.Third && k < 3:
		if k == 0 {
			ev := g.add(hand.Deal, who, num)
			ev.NCards, ev.Down = 3, 0b011
			g.pending[who] = len(g.h.Events) - 1
		}
		ev := &g.h.Events[g.pending[who]]
		ev.Cards[k] = c
		ev.Line = num
		if k == 2 {
			// The deal event takes the place of the third card.
			d := *ev
			copy(g.h.Events[g.pending[who]:], g.h.Events[g.pending[who]+1:])
			g.h.Events[len(g.h.Events)-1] = d
			for p := range g.pending {
				if g.pending[p] > g.pending[who] {
					g.pending[p]--
				}
			}
			g.pending[who] = -1
		}
	case g.street > hand.Third && int(k) == int(g.street)-1:
		ev := g.add(hand.Deal, who, num)
		ev.Cards[0], ev.NCards = c, 1
		if g.street == hand.Seventh {
			ev.Down = 1
		}
	default:
		return fmt.Errorf("%w: card %d to %s on %s street", parser.ErrBadDeal, k+1, g.h.Seats[who].Name, g.street)
	}
	return nil
}

// summaryLine reads "Pot: 7.05. Rake 0.14. JP fee 0.06" and the player
// lines "*Player NAME shows: DESC [cards] DESC.Bets: 3.55. Collects: 3.53.
// Loses: 0.02." ('*' marks a winner). The hand description is kept as
// written, not read: the low hand may be malformed ("Low hand (A A 2 4 6 7 )").
func (g *grammar2016) summaryLine(l []byte, num int) error {
	h := g.h
	s := &h.Summary
	if parser.HasPrefix(l, "Pot: ") {
		pot, rest, _ := parser.Cut(l[len("Pot: "):], ". ")
		p, err := studkit.Money(bytes.TrimSuffix(pot, []byte(".")), 2)
		if err != nil {
			return err
		}
		// "Rake 0.14. JP fee 0.06": both leave the pot.
		for len(rest) > 0 {
			var field []byte
			field, rest, _ = parser.Cut(rest, ". ")
			field = bytes.TrimSuffix(field, []byte("."))
			sp := bytes.LastIndexByte(field, ' ')
			if sp < 0 {
				return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
			}
			m, err := studkit.Money(field[sp+1:], 2)
			if err != nil {
				return err
			}
			s.Rake += m
		}
		s.HasRake = true
		s.TotalPot = p + s.Rake
		g.total = true
		return nil
	}
	l = bytes.TrimPrefix(l, []byte("*"))
	if !parser.HasPrefix(l, "Player ") {
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
	}
	who, rest := g.names.Actor(l[len("Player "):], " ")
	if who < 0 {
		return fmt.Errorf("%w: %q", parser.ErrUnknownPlayer, parser.Clip(l))
	}
	at := parser.Index(rest, "Bets: ")
	if at < 0 {
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
	}
	what, figures := rest[:at], rest[at:]
	_, col, ok := parser.Cut(figures, "Collects: ")
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
	}
	col, _, _ = parser.Cut(col, ". ")
	won, err := studkit.Money(bytes.TrimSuffix(col, []byte(".")), 2)
	if err != nil {
		return err
	}
	r := hand.SeatResult{Player: who, Line: num, Outcome: hand.OutOther}
	if parser.HasPrefix(what, "shows: ") {
		desc := what[len("shows: "):]
		open := bytes.IndexByte(desc, '[')
		close := bytes.IndexByte(desc, ']')
		if open < 0 || close < open {
			return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
		}
		ev := g.add(hand.Show, who, num)
		n, err := studkit.Cards(desc[open+1:close], ev.Cards[:])
		if err != nil {
			return err
		}
		ev.NCards = uint8(n)
		text := bytes.TrimSpace(bytes.TrimSuffix(bytes.TrimSpace(desc[close+1:]), []byte(".")))
		full := bytes.TrimSpace(desc[:open])
		if len(text) > 0 {
			ev.Text = g.text.Str(append(append(full[:len(full):len(full)], "; "...), text...), nil)
		} else {
			ev.Text = g.in.Str(bytes.TrimSuffix(full, []byte(".")))
		}
		r.NCards = uint8(copy(r.Cards[:], ev.Cards[:n]))
		r.Text = ev.Text
		r.Outcome = hand.OutShowedLost
		if won > 0 {
			r.Outcome = hand.OutShowedWon
		}
	} else {
		r.Text = g.in.Str(bytes.TrimSpace(what))
		if won > 0 {
			r.Outcome = hand.OutCollected
		}
	}
	if won > 0 {
		r.Amount = won
		ev := g.add(hand.Collect, who, num)
		ev.Amount, ev.Text = won, "pot"
	}
	s.Seats = append(s.Seats, r)
	return nil
}

// ---- 2019 layout ----

// grammar2019 reads the 2019 layout.
type grammar2019 struct{ base }

func (g *grammar2019) IsHeader(l []byte) bool { return isHeader2019(l) }

// Parse reads one 2019 hand.
func (g *grammar2019) Parse(b *parser.Block, file string, reuse bool) (*hand.Hand, bool, error) {
	events := g.start(b, file, reuse)
	h := g.h
	n := b.Len()
	if other, err := g.header(b.Text(0)); err != nil || other {
		if err != nil {
			err = fail(b.Num(0), err)
		}
		return nil, other, err
	}
	if n < 2 {
		return nil, false, fail(b.Num(0), fmt.Errorf("%w: header only", parser.ErrTruncated))
	}
	table := b.Text(1)
	if i := parser.LastIndex(table, " "); i > 0 && parser.HasSuffix(table, "-max") {
		h.MaxSeats, _ = parser.Atoi(table[i+1 : len(table)-len("-max")])
		table = table[:i]
	}
	h.Table = g.in.Str(table)
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
	h.Events = events
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
	return g.slab.Keep(h), false, nil
}

// header reads "Hand #85198832 - 7Stud(Fixed Limit) - $0.04/$0.08 - 2019/07/28 16:15:58 UTC".
func (g *grammar2019) header(l []byte) (other bool, err error) {
	h := g.h
	bad := func() error { return fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(l)) }
	id, rest, _ := parser.Cut(l[len("Hand #"):], " - ")
	g.id = id
	h.ID = g.text.Str(id, nil)
	game, rest, ok := parser.Cut(rest, " - ")
	if !ok {
		return false, bad()
	}
	name, limit, _ := parser.Cut(game, "(")
	gm, isStud := gameOf(name)
	if !isStud || string(limit) != "Fixed Limit)" {
		return true, nil
	}
	h.Game = gm
	stakes, when, ok := parser.Cut(rest, " - ")
	if !ok {
		return false, bad()
	}
	small, big, ok := parser.Cut(stakes, "/")
	if !ok {
		return false, bad()
	}
	if parser.HasPrefix(small, "$") {
		h.Currency = "USD"
	}
	if h.Stakes.SmallBet, err = studkit.Money(small, 2); err != nil {
		return false, err
	}
	if h.Stakes.BigBet, err = studkit.Money(big, 2); err != nil {
		return false, err
	}
	h.TimeText = g.text.Str(when, nil)
	if t, zone, ok := studkit.Clock(when); ok && string(zone) == " UTC" {
		h.Time = t
	}
	return false, nil
}

// seat reads "Seat 1: Hero ($0.39)".
func (g *grammar2019) seat(l []byte, num int) error {
	seatNum, rest, ok := parser.SeatHead(l[len("Seat "):])
	open := bytes.LastIndexByte(rest, '(')
	if !ok || open < 2 || rest[open-1] != ' ' || !parser.HasSuffix(rest, ")") {
		return fmt.Errorf("%w: %q", parser.ErrBadSeat, parser.Clip(l))
	}
	stack, err := studkit.Money(rest[open+1:len(rest)-1], 2)
	if err != nil {
		return err
	}
	return g.addSeat(seatNum, rest[:open-1], stack, num)
}

var streets2019 = map[string]hand.Street{
	"*** 3rd STREET ***": hand.Third, "*** 4th STREET ***": hand.Fourth, "*** 5th STREET ***": hand.Fifth,
	"*** 6th STREET ***": hand.Sixth, "*** 7th STREET ***": hand.Seventh,
}

// body reads a line between the seats and the summary.
func (g *grammar2019) body(l []byte, num int) error {
	h := g.h
	switch {
	case l[0] == '*':
		switch s := string(l); s {
		case "*** SHOW DOWN ***":
		case "*** SUMMARY ***":
			g.summary = true
			h.Summary.Line = num
		default:
			st, ok := streets2019[s]
			if !ok || st <= g.street {
				return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
			}
			g.street = st
		}
		return nil
	case parser.HasPrefix(l, "Main pot ") || parser.HasPrefix(l, "Side pot"):
		return nil // the running pot after each street marker
	case parser.HasPrefix(l, "Dealt to "):
		return g.deal(l[len("Dealt to "):], num)
	case parser.HasPrefix(l, "Uncalled bet ("):
		amt, name, ok := parser.Cut(l[len("Uncalled bet ("):], ") returned to ")
		who := h.PlayerIndex(string(name))
		if !ok || who < 0 {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		m, err := studkit.Money(amt, 2)
		if err != nil {
			return err
		}
		ev := g.add(hand.Uncalled, who, num)
		ev.Amount = m
		g.led.Apply(ev)
		return nil
	}
	who, rest := g.names.Actor(l, " ")
	if who < 0 {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	ev := g.add(0, who, num)
	if parser.HasSuffix(rest, " and is all-in") {
		ev.AllIn, rest = true, rest[:len(rest)-len(" and is all-in")]
	}
	money := func(b []byte) (hand.Money, error) { return studkit.Money(b, 2) }
	var err error
	var m hand.Money
	switch {
	case parser.HasPrefix(rest, "posts ante "):
		if m, err = money(rest[len("posts ante "):]); err == nil {
			ev.Kind, ev.Street, ev.Amount = hand.Ante, hand.NoStreet, m
			if h.Stakes.Ante == 0 && !ev.AllIn {
				h.Stakes.Ante = m
			}
		}
	case parser.HasPrefix(rest, "brings in "):
		if m, err = money(rest[len("brings in "):]); err == nil {
			ev.Kind, ev.Amount = hand.BringIn, m
			if h.Stakes.BringIn == 0 && !ev.AllIn {
				h.Stakes.BringIn = m
			}
			g.led.Simple(ev)
		}
	case parser.HasPrefix(rest, "bets "):
		if m, err = money(rest[len("bets "):]); err == nil {
			g.led.Bet(ev, m)
		}
	case parser.HasPrefix(rest, "calls "):
		if m, err = money(rest[len("calls "):]); err == nil {
			g.led.Call(ev, m)
		}
	case parser.HasPrefix(rest, "raises "):
		_, to, ok := parser.Cut(rest[len("raises "):], " to ")
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		if m, err = money(to); err == nil {
			g.led.RaiseTo(ev, m)
		}
	case string(rest) == "checks":
		ev.Kind = hand.Check
	case string(rest) == "folds":
		ev.Kind = hand.Fold
		g.led.Simple(ev)
	case string(rest) == "does not show", string(rest) == "doesn't show hand":
		ev.Kind = hand.NoShow
	case parser.HasPrefix(rest, "mucks"):
		ev.Kind = hand.Muck
	case parser.HasPrefix(rest, "shows ["):
		in, after, ok := parser.Bracket(rest[len("shows "):])
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		var n int
		if n, err = studkit.Cards(in, ev.Cards[:]); err == nil {
			ev.Kind, ev.NCards = hand.Show, uint8(n)
			if d := bytes.TrimSpace(after); len(d) > 2 && d[0] == '(' && d[len(d)-1] == ')' {
				ev.Text = g.in.Str(d[1 : len(d)-1])
			}
		}
	default:
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	if err != nil {
		return err
	}
	if ev.AllIn && ev.Kind != hand.Ante && !ev.Kind.IsBetting() {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	return nil
}

// deal reads "Hero [As 2s Qs]", "Player2 [Qd]", "Player0 [7d] [6h]".
func (g *grammar2019) deal(l []byte, num int) error {
	who, rest := g.names.Actor(l, " [")
	if who < 0 {
		return fmt.Errorf("%w: dealt cards to %q", parser.ErrUnknownPlayer, parser.Clip(l))
	}
	if g.street < hand.Third {
		return fmt.Errorf("%w: cards dealt before 3rd street", parser.ErrBadDeal)
	}
	in, after, ok := parser.Bracket(l[len(l)-len(rest)-1:])
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
	case g.street == hand.Third && n == 1:
		ev.Cards[2], ev.Cards[0] = ev.Cards[0], 0
	case g.street > hand.Third && n == 1:
		ev.NCards = 1
		if g.street == hand.Seventh {
			ev.Down = 1
		}
		return nil
	default:
		return fmt.Errorf("%w: %d cards on %s street", parser.ErrBadDeal, n, g.street)
	}
	ev.NCards, ev.Down = 3, 0b011
	return nil
}

// summaryLine reads "Total pot $0.36 | Rake $0.01" (after rake) and the seat
// lines; a "won" figure is the only place the award is written, so it also
// makes the Collect event.
func (g *grammar2019) summaryLine(l []byte, num int) error {
	h := g.h
	s := &h.Summary
	money := func(b []byte) (hand.Money, error) { return studkit.Money(b, 2) }
	if parser.HasPrefix(l, "Total pot ") {
		tot, rake, _ := parser.Cut(l[len("Total pot "):], " | ")
		m, err := money(tot)
		if err != nil {
			return err
		}
		if parser.HasPrefix(rake, "Rake ") {
			r, err := money(rake[len("Rake "):])
			if err != nil {
				return err
			}
			s.Rake, s.HasRake = r, true
		}
		s.TotalPot = m + s.Rake
		g.total = true
		return nil
	}
	if !parser.HasPrefix(l, "Seat ") {
		if parser.HasPrefix(l, "Board") {
			return nil
		}
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
	}
	_, rest, ok := parser.SeatHead(l[len("Seat "):])
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
	}
	who, rest := g.names.Actor(rest, " ")
	if who < 0 {
		return fmt.Errorf("%w: %q", parser.ErrUnknownPlayer, parser.Clip(l))
	}
	r := hand.SeatResult{Player: who, Line: num, Outcome: hand.OutOther}
	switch {
	case parser.HasPrefix(rest, "folded on the "):
		st := rest[len("folded on the "):]
		if len(st) > 0 && st[0] >= '3' && st[0] <= '7' {
			r.Outcome, r.Street = hand.OutFolded, hand.Street(st[0]-'0')
			r.DidntBet = bytes.Contains(st, []byte("did not bet"))
		}
	case parser.HasPrefix(rest, "showed ["):
		in, after, _ := parser.Bracket(rest[len("showed "):])
		n, err := studkit.Cards(in, r.Cards[:])
		if err != nil {
			return err
		}
		r.NCards = uint8(n)
		r.Outcome = hand.OutShowedLost
		rest = after
	}
	if _, amt, ok := parser.Cut(rest, " won "); ok {
		amt, desc, _ := parser.Cut(amt, " with ")
		m, err := money(amt)
		if err != nil {
			return err
		}
		r.Amount = m
		if r.Outcome == hand.OutShowedLost {
			r.Outcome, r.Text = hand.OutShowedWon, g.in.Str(desc)
		} else {
			r.Outcome = hand.OutCollected
		}
		ev := g.add(hand.Collect, who, num)
		ev.Street, ev.Amount, ev.Text = hand.NoStreet, m, "pot"
	} else if r.Outcome == hand.OutOther {
		r.Text = g.in.Str(rest)
	} else if r.Outcome == hand.OutShowedLost {
		_, desc, _ := parser.Cut(rest, " with ")
		r.Text = g.in.Str(desc)
	}
	s.Seats = append(s.Seats, r)
	return nil
}
