// Package winning reads Winning Poker Network hand histories of the stud
// family into the neutral hand model. The network has written two unrelated
// layouts: the 2016 one ("Game started at:", one line per card dealt,
// amounts in parentheses, street labels one too low, awards only in the
// summary's "Collects:" figures) and the "Hand #" one, close to PokerStars,
// from 2019 ("Hand #85198832 - 7Stud(Fixed Limit) - ...", awards only in
// the summary's "won" figures) to the files Americas Cardroom writes today
// (tournament headers "Game Hand #N - Tournament #T - ...", running pot
// lines, "collected" lines, a jackpot fee). A file is read with the
// grammar of its first hand.
package winning

import (
	"bytes"
	"fmt"
	"io"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ledger"
)

// Site is the Winning Poker Network in the registry of parser/sites.
var Site = parser.Site{
	Name:   "Winning",
	Detect: func(head []byte) bool { return parser.AnyLine(head, func(l []byte) bool { return layoutOf(l) != nil }) },
	Open:   open,
	Writer: &parser.Writer{Ext: ".txt", Append: Append},
}

// layout is one of the network's text layouts: the first byte of its
// header lines, the header test and its grammar. A new layout is a row of
// layouts (its header grammar and verb table), not a new reader.
type layout struct {
	start    byte
	isHeader func(line []byte) bool
	grammar  func() parser.Grammar
}

var layouts = [...]layout{
	{'G', isHeader2016, func() parser.Grammar { return &grammar2016{} }},
	{'H', isHeaderCash, func() parser.Grammar { return &grammarHand{} }},
	{'G', isHeaderTourney, func() parser.Grammar { return &grammarHand{tourney: true} }},
}

// layoutOf returns the layout whose header l is, nil if none.
func layoutOf(l []byte) *layout {
	for k := range layouts {
		if len(l) > 0 && l[0] == layouts[k].start && layouts[k].isHeader(l) {
			return &layouts[k]
		}
	}
	return nil
}

// open reads the input with the layout of its first header (the 2016 one
// when the head shows none).
func open(r io.Reader, file string, opt parser.Options) parser.HandReader {
	d := parser.Decode(r)
	lay := &layouts[0]
	parser.AnyLine(parser.Peek(d, parser.SniffSize), func(l []byte) bool {
		if found := layoutOf(l); found != nil {
			lay = found
			return true
		}
		return false
	})
	return parser.NewTextReader(d, file, parser.TextFormat{Site: "Winning", HeaderStart: lay.start, Grammar: lay.grammar()}, opt)
}

func isHeader2016(l []byte) bool { return parser.HasPrefix(parser.TrimRight(l), "Game started at: ") }

// syntax is how both layouts write amounts ("1,060.38", "$0.04", chips
// "200.00") and cards ("X" and, in a partial show "[- Jc]", "-" hidden; "10d").
var syntax = &parser.Syntax{Thousands: ',', Suffixes: []string{"€"}, Hidden: []string{"X", "-"}}

// base is what both grammars keep from hand to hand and per hand.
type base struct {
	ledger.HandState

	names   parser.Names
	summary bool
	total   bool
}

func (g *base) InSummary() bool { return g.summary }

func (g *base) start(b *parser.Block, file string, reuse bool) []hand.Event {
	h, events := g.Start(b, "Winning", file, reuse, max(b.MaxEvents(0), 1)+8)
	g.names.Reset()
	g.summary, g.total = false, false
	h.Decimals = 2
	h.Seats = g.Box.Seats[:0]
	h.Summary.Seats = g.Box.Results[:0]
	return events
}

func (g *base) add(kind hand.Kind, player, num int) *hand.Event {
	g.H.Events = append(g.H.Events, hand.Event{Kind: kind, Street: g.Ledger.Street(), Player: player, Line: num})
	return &g.H.Events[len(g.H.Events)-1]
}

// seat reads "Seat 1: Hero ($0.39)" (the 2016 layout's final '.' cut).
func (g *base) seat(l []byte, num int) error {
	seatNum, name, stack, err := parser.SeatLine(l, syntax, g.H.Decimals)
	if err != nil {
		return err
	}
	return parser.AddSeat(g.H, hand.Seat{Num: seatNum, Name: g.In.Str(name), Stack: stack, Line: num})
}

// uncalled reads "Uncalled bet (0.50) returned to NAME" (both layouts).
func (g *base) uncalled(l []byte, num int) error {
	amt, name, ok := parser.Cut(l[len("Uncalled bet ("):], ") returned to ")
	who := g.H.PlayerIndex(string(name))
	if !ok || who < 0 {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	m, err := syntax.Money(amt, g.H.Decimals)
	if err != nil {
		return err
	}
	g.Ledger.Do(g.add(0, who, num), who, ledger.Return, ledger.Added, m)
	return nil
}

// stakes takes the ante and the bring-in from the first of each posted in full.
func (g *base) stakes(ev *hand.Event) {
	switch st := &g.H.Stakes; {
	case ev.AllIn:
	case ev.Kind == hand.Ante && st.Ante == 0:
		st.Ante = ev.Amount
	case ev.Kind == hand.BringIn && st.BringIn == 0:
		st.BringIn = ev.Amount
	}
}

// labels are the game labels the network writes: a stud game, or
// hand.GameOther for the other games its rooms deal, counted as such.
var labels = parser.Labels{
	"Seven Cards Stud HiLow": hand.StudHiLo, "Seven Cards Stud Hi/Lo": hand.StudHiLo, "7Stud H/L": hand.StudHiLo,
	"7Stud HiLo": hand.StudHiLo, "7StudHL": hand.StudHiLo, "7Stud Hi/Lo": hand.StudHiLo, "7Stud8": hand.StudHiLo,
	"Seven Cards Stud": hand.StudHigh, "7Stud": hand.StudHigh,
	"Razz":   hand.Razz,
	"Holdem": hand.GameOther, "Omaha": hand.GameOther, "Omaha H/L": hand.GameOther,
	"5Card Omaha": hand.GameOther, "5Card Omaha H/L": hand.GameOther,
}

// gameOf maps a game label of either layout to its game (hand.GameOther
// for another game); a label not in labels is an error, so that the hand
// is rejected rather than dropped as another game.
func gameOf(name []byte) (hand.Game, error) { return labels.Game(name) }

// ---- 2016 layout ----

// grammar2016 reads the 2016 layout.
type grammar2016 struct {
	base
	got     [8]uint8 // cards received so far, by player
	pending [8]int   // index of a player's open 3rd-street deal event, -1 if none
	ended   bool     // the "Game ended at:" line was read
}

// verbs2016 are the 2016 layout's actions after "Player NAME ", amounts
// in parentheses ("bets (0.50)": the ')' is cut before the amount is read).
var verbs2016 = ledger.NewTable(
	ledger.Verb{Text: "bring in (", Intent: ledger.BringIn},
	ledger.Verb{Text: "bets (", Intent: ledger.Bet},
	ledger.Verb{Text: "calls (", Intent: ledger.Call},
	ledger.Verb{Text: "raises (", Intent: ledger.Raise},
	ledger.Verb{Text: "allin (", Intent: ledger.AllIn},
	ledger.Verb{Text: "checks", Intent: ledger.Check},
	ledger.Verb{Text: "folds", Intent: ledger.Fold},
	ledger.Verb{Text: "mucks", Kind: hand.Muck},
)

// ante2016 is "ante (0.15)" after "Player NAME ".
var ante2016 = ledger.Verb{Text: "ante (", Intent: ledger.Ante}

// InSummary: the lines after "Game ended at:" go to Summary too, which refuses them.
func (g *grammar2016) InSummary() bool { return g.summary || g.ended }

func (g *grammar2016) IsHeader(l []byte) bool { return isHeader2016(l) }

// Parse reads one 2016 hand: start line, game line, seats, body, summary,
// end line.
func (g *grammar2016) Parse(b *parser.Block, file string, reuse bool) (*hand.Hand, bool, error) {
	events := g.start(b, file, reuse)
	h := g.H
	n := b.Len()
	g.got, g.ended = [8]uint8{}, false
	h.TimeText = g.Text.Str(b.Text(0)[len("Game started at: "):], nil)
	var err error
	// No zone is written: taken as UTC; another zone is read, an unknown one a reject.
	if h.Time, err = parser.StampZone(parser.TrimRight(b.Text(0)[len("Game started at: "):]), "UTC"); err != nil {
		return nil, false, parser.Fail(b.Num(0), err)
	}
	if n < 2 || !parser.HasPrefix(b.Text(1), "Game ID: ") {
		return nil, false, parser.Fail(b.Num(min(1, n-1)), fmt.Errorf("%w: no Game ID line", parser.ErrTruncated))
	}
	if other, err := g.gameLine(b.Text(1)); err != nil || other {
		return nil, other, parser.Fail(b.Num(1), err)
	}
	i, err := b.SeatLines(2, func(l []byte, num int) error { return g.seat(bytes.TrimSuffix(l, []byte(".")), num) })
	if err != nil {
		return nil, false, err
	}
	if len(h.Seats) == 0 || len(h.Seats) > len(g.got) {
		return nil, false, parser.Fail(b.Num(min(i, n-1)), fmt.Errorf("%w: %d seat lines", parser.ErrBadSeat, len(h.Seats)))
	}
	if i == n {
		return nil, false, parser.Fail(b.Num(n-1), fmt.Errorf("%w: no actions/summary after the seat lines", parser.ErrTruncated))
	}
	for k := range g.pending {
		g.pending[k] = -1
	}
	h.Events = events
	if err := b.Walk(i, g); err != nil {
		return nil, false, err
	}
	if !g.summary || !g.total || !g.ended {
		return nil, false, parser.NoSummary(b)
	}
	return g.Slab.Keep(h), false, nil
}

// gameLine reads "Game ID: 693975843 1/2 (PRR) La Llorona - 3 (Seven Cards Stud HiLow)".
func (g *grammar2016) gameLine(l []byte) (other bool, err error) {
	h := g.H
	bad := func() error { return fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(l)) }
	rest := l[len("Game ID: "):]
	id, rest, ok := parser.Cut(rest, " ")
	if !ok || len(id) == 0 || len(bytes.Trim(id, "0123456789")) > 0 {
		return false, bad()
	}
	g.ID = id
	h.ID = g.Text.Str(id, nil)
	open := bytes.LastIndexByte(rest, '(')
	if open < 1 || !parser.HasSuffix(rest, ")") {
		return false, bad()
	}
	g.Label = rest[open+1 : len(rest)-1]
	game, err := gameOf(g.Label)
	if err != nil || game == hand.GameOther {
		return err == nil, err
	}
	h.Game = game
	stakes, table, _ := parser.Cut(rest[:open-1], " ")
	small, big, ok := parser.Cut(stakes, "/")
	if !ok {
		return false, bad()
	}
	if h.Stakes.SmallBet, err = syntax.Money(small, 2); err != nil {
		return false, err
	}
	if h.Stakes.BigBet, err = syntax.Money(big, 2); err != nil {
		return false, err
	}
	h.Table = g.In.Str(table)
	return false, nil
}

// Body reads a line between the seats and the summary. The first betting
// round has no marker; each marker starts the next street whatever its
// label ("*** Third street ***" brings the 4th card).
func (g *grammar2016) Body(l []byte, num int) error {
	h := g.H
	street := g.Ledger.Street()
	switch {
	case parser.HasPrefix(l, "Game ended at: "):
		g.ended = true
		return nil
	case l[0] == '*':
		if !parser.HasPrefix(l, "*** ") || !parser.HasSuffix(l, " street ***") {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		if street < hand.Third || street == hand.Seventh {
			return fmt.Errorf("%w: street marker on %s street: %q", parser.ErrUnknownLine, street, parser.Clip(l))
		}
		g.Ledger.SetStreet(street + 1)
		return nil
	case string(l) == "------ Summary ------":
		g.summary = true
		h.Summary.Line = num
		return nil
	case parser.HasPrefix(l, "Uncalled bet ("):
		return g.uncalled(l, num)
	case !parser.HasPrefix(l, "Player "):
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	who, rest := g.names.Actor(h.Seats, l[len("Player "):], " ")
	if who < 0 {
		return fmt.Errorf("%w: %q", parser.ErrUnknownPlayer, parser.Clip(l))
	}
	v, amt, ok := verbs2016.Match(rest)
	switch {
	case parser.HasPrefix(rest, ante2016.Text):
		v, amt, ok = &ante2016, rest[len(ante2016.Text):], true
	case parser.HasPrefix(rest, "received card: ["), string(rest) == "received a card.":
		return g.card(who, rest, num)
	case street == hand.NoStreet:
		return fmt.Errorf("%w: action before the cards: %q", parser.ErrUnknownLine, parser.Clip(l))
	case !ok:
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	if v.Intent != ledger.Check && v.Intent != ledger.Fold && v.Intent != 0 {
		if !parser.HasSuffix(amt, ")") {
			return fmt.Errorf("%w %q", parser.ErrBadAmount, amt)
		}
		amt = amt[:len(amt)-1]
	}
	ev := g.add(0, who, num)
	ev.AllIn = v.Intent == ledger.AllIn
	if err := g.Ledger.Apply(ev, who, v, amt, syntax, 2); err != nil {
		return err
	}
	g.stakes(ev)
	return nil
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
		var err error
		if c, err = syntax.Card(in); err != nil {
			return err
		}
	}
	k := g.got[who]
	g.got[who]++
	if g.Ledger.Street() == hand.NoStreet {
		g.Ledger.SetStreet(hand.Third)
	}
	street := g.Ledger.Street()
	switch {
	case street == hand.Third && k < 3:
		if k == 0 {
			ev := g.add(hand.Deal, who, num)
			ev.NCards, ev.Down = 3, 0b011
			g.pending[who] = len(g.H.Events) - 1
		}
		ev := &g.H.Events[g.pending[who]]
		ev.Cards[k] = c
		ev.Line = num
		if k == 2 {
			// The deal event takes the place of the third card.
			d := *ev
			copy(g.H.Events[g.pending[who]:], g.H.Events[g.pending[who]+1:])
			g.H.Events[len(g.H.Events)-1] = d
			for p := range g.pending {
				if g.pending[p] > g.pending[who] {
					g.pending[p]--
				}
			}
			g.pending[who] = -1
		}
	case street > hand.Third && int(k) == int(street)-1:
		ev := g.add(hand.Deal, who, num)
		ev.Cards[0], ev.NCards = c, 1
		if street == hand.Seventh {
			ev.Down = 1
		}
	default:
		return fmt.Errorf("%w: card %d to %s on %s street", parser.ErrBadDeal, k+1, g.H.Seats[who].Name, street)
	}
	return nil
}

// Summary reads "Pot: 7.05. Rake 0.14. JP fee 0.06" and the player
// lines "*Player NAME shows: DESC [cards] DESC.Bets: 3.55. Collects: 3.53.
// Loses: 0.02." ('*' marks a winner), then the "Game ended at:" line. The
// hand description is kept as written, not read: the low hand may be
// malformed ("Low hand (A A 2 4 6 7 )").
func (g *grammar2016) Summary(l []byte, num int) error {
	h := g.H
	s := &h.Summary
	switch {
	case g.ended:
		return fmt.Errorf("%w: text after the end of the hand: %q", parser.ErrUnknownLine, parser.Clip(l))
	case parser.HasPrefix(l, "Game ended at: "):
		g.ended = true
		return nil
	}
	if parser.HasPrefix(l, "Pot: ") {
		pot, rest, _ := parser.Cut(l[len("Pot: "):], ". ")
		p, err := syntax.Money(bytes.TrimSuffix(pot, []byte(".")), 2)
		if err != nil {
			return err
		}
		// "Rake 0.14. JP fee 0.06": both leave the pot, the fee kept apart.
		for len(rest) > 0 {
			var field []byte
			field, rest, _ = parser.Cut(rest, ". ")
			field = bytes.TrimSuffix(field, []byte("."))
			sp := bytes.LastIndexByte(field, ' ')
			if sp < 0 {
				return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
			}
			m, err := syntax.Money(field[sp+1:], 2)
			if err != nil {
				return err
			}
			if parser.HasPrefix(field, "JP fee ") {
				s.Jackpot += m
			} else {
				s.Rake += m
			}
		}
		s.HasRake = true
		s.TotalPot = p + s.Rake + s.Jackpot
		g.total = true
		return nil
	}
	l = bytes.TrimPrefix(l, []byte("*"))
	if !parser.HasPrefix(l, "Player ") {
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
	}
	who, rest := g.names.Actor(h.Seats, l[len("Player "):], " ")
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
	won, err := syntax.Money(bytes.TrimSuffix(col, []byte(".")), 2)
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
		n, err := syntax.Cards(desc[open+1:close], ev.Cards[:])
		if err != nil {
			return err
		}
		ev.NCards = uint8(n)
		text := bytes.TrimSpace(bytes.TrimSuffix(bytes.TrimSpace(desc[close+1:]), []byte(".")))
		full := bytes.TrimSpace(desc[:open])
		if len(text) > 0 {
			ev.Text = g.Text.Str(append(append(full[:len(full):len(full)], "; "...), text...), nil)
		} else {
			ev.Text = g.In.Str(bytes.TrimSuffix(full, []byte(".")))
		}
		r.NCards = uint8(copy(r.Cards[:], ev.Cards[:n]))
		r.Text = ev.Text
		r.Outcome = hand.OutShowedLost
		if won > 0 {
			r.Outcome = hand.OutShowedWon
		}
	} else {
		r.Text = g.In.Str(bytes.TrimSpace(what))
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
