package everleaf

import (
	"bytes"
	"fmt"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ledger"
)

// handParser turns the lines of one hand into a hand.Hand.
type handParser struct {
	ledger.HandState
	names   parser.Names
	end     int  // line of the first line after the betting (show, win)
	won     bool // a win line was read
	results []hand.SeatResult
}

// IsHeader reports whether line starts an Everleaf hand.
func (p *handParser) IsHeader(line []byte) bool { return isHeader(line) }

// games maps the game words of the stakes line to games.
var games = parser.Labels{
	"7 Card Stud": hand.StudHigh, "7 Card Stud Hi/Lo": hand.StudHiLo, "7 Card Stud Hi-Lo": hand.StudHiLo,
	"Razz": hand.Razz,
	// The other games of the network, counted as such (fpdb's Everleaf
	// reader: a limit word before the game, none for fixed limit).
	"Hold'em": hand.GameOther, "NL Hold'em": hand.GameOther, "PL Hold'em": hand.GameOther,
	"Omaha": hand.GameOther, "PL Omaha": hand.GameOther, "NL Omaha": hand.GameOther,
	"Omaha Hi-Lo": hand.GameOther, "PL Omaha Hi-Lo": hand.GameOther, "Omaha Hi/Lo": hand.GameOther, "PL Omaha Hi/Lo": hand.GameOther,
}

// Parse reads the hand in b. other is true for a hand of another game.
func (p *handParser) Parse(b *parser.Block, file string, reuse bool) (*hand.Hand, bool, error) {
	n := b.Len()
	// Every line after the seats is at most one event, and the uncalled bet
	// one more: the events of the header and seat lines are not asked for
	// (MaxEvents counts "***** Hand history" as a marker: one more).
	body := 4
	if n > body && parser.HasPrefix(b.Text(body), "Total number of players: ") {
		body++
	}
	for body < n && parser.HasPrefix(b.Text(body), "Seat ") {
		body++
	}
	h, events := p.Start(b, Name, file, reuse, b.MaxEvents(min(body, n))+2)
	p.end, p.won = 0, false
	p.results = p.Box.Results
	p.names.Reset()
	id := b.Text(0)[len(headerPrefix):]
	if _, ok := parser.Atoi(id); !ok && len(id) < 10 {
		return nil, false, parser.Fail(b.Num(0), fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(b.Text(0))))
	}
	for _, c := range id {
		if c < '0' || c > '9' {
			return nil, false, parser.Fail(b.Num(0), fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(b.Text(0))))
		}
	}
	p.ID = id
	h.ID = p.Text.Str(id, nil)
	if n < 5 {
		return nil, false, parser.Fail(b.Num(n-1), fmt.Errorf("%w: header only", parser.ErrTruncated))
	}
	// "***** Hand history for game #N *****", the stakes line, "Table NAME",
	// "Total number of players: N".
	if !parser.HasPrefix(b.Text(1), "***** Hand history for game #") {
		return nil, false, parser.Fail(b.Num(1), fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(b.Text(1))))
	}
	other, err := p.stakesLine(b.Text(2))
	if err != nil || other {
		return nil, other, parser.Fail(b.Num(2), err)
	}
	if !parser.HasPrefix(b.Text(3), "Table ") {
		return nil, false, parser.Fail(b.Num(3), fmt.Errorf("%w: %q", parser.ErrBadTable, parser.Clip(b.Text(3))))
	}
	h.Table = p.In.Str(b.Text(3)[len("Table "):])
	i := 4
	if parser.HasPrefix(b.Text(i), "Total number of players: ") {
		i++
	}
	h.Seats = p.Box.Seats[:0]
	for ; i < n && parser.HasPrefix(b.Text(i), "Seat "); i++ {
		if err := p.seat(b.Text(i), b.Num(i)); err != nil {
			return nil, false, parser.Fail(b.Num(i), err)
		}
	}
	if len(h.Seats) == 0 {
		return nil, false, parser.NoSeats(b, i)
	}
	h.Events = events
	if err := b.Walk(i, p); err != nil {
		return nil, false, err
	}
	if !p.won {
		return nil, false, parser.Fail(b.Num(n-1), fmt.Errorf("%w: no winner", parser.ErrTruncated))
	}
	p.finish()
	return p.Slab.Keep(h), false, nil
}

// finish adds what Everleaf leaves out: the uncalled bet, the single pot's
// name, the total pot and the implied rake.
func (p *handParser) finish() {
	h := p.H
	ledger.ReturnUncalled(h, p.end)
	// Shows list the down cards in any order: the known ones go back to
	// their deal slots (an opponent's down cards stay in the site's order).
	for i := range h.Events {
		if e := &h.Events[i]; e.Kind == hand.Show {
			ledger.DealOrder(h, e.Player, e.Cards[:e.NCards])
		}
	}
	ledger.OnePot(h)
	ledger.ImplyTotals(h)
	h.Summary.Seats = p.results[:0]
	ledger.ImplySeatResults(h)
	h.Summary.Line = p.end
}

// stakesLine reads "$0.05/$0.10 7 Card Stud - 2011/07/08 - 00:08:53" (or
// "$0.05 / $0.10 ...": parser.SplitStakes).
func (p *handParser) stakesLine(l []byte) (other bool, err error) {
	h := p.H
	st, ok := parser.SplitStakes(l)
	bets := st.Small
	game, when, ok2 := parser.Cut(st.Rest, " - ")
	if !ok || !ok2 {
		return false, fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(l))
	}
	g, err := games.Game(game)
	if err != nil || g == hand.GameOther {
		p.Label = game
		return err == nil, err
	}
	h.Game = g
	h.Decimals = 2
	switch {
	case parser.HasPrefix(bets, "$"):
		h.Currency = "USD"
	case parser.HasPrefix(bets, "€"):
		h.Currency = "EUR"
	}
	if err := st.Read(syntax, 2, &h.Stakes); err != nil {
		return false, err
	}
	h.TimeText = p.In.Str(when)
	// "2011/07/08 - 00:08:53": no zone is written; read as UTC.
	if t, _, ok := parser.Stamp(when); ok {
		h.Time = t
	}
	return false, nil
}

// syntax is how Everleaf writes amounts ("$ 0.08 USD", "€ 2.50 EURO") and
// cards ("5d, Qs, 7s").
var syntax = &parser.Syntax{Suffixes: []string{" USD", " EURO", " EUR"}, SymbolSpace: true}

// unwrap drops what a line puts around an amount: the brackets of "[$ 0.01
// USD]" and the full stop of "$0.02.".
func unwrap(b []byte) []byte {
	if len(b) > 1 && b[0] == '[' && b[len(b)-1] == ']' {
		b = b[1 : len(b)-1]
	}
	if parser.HasSuffix(b, ".") {
		b = b[:len(b)-1]
	}
	return b
}

// money reads "[$ 0.01 USD]", "[€ 0.01 EURO]", "$ 0.08 USD", "$0.02.".
func money(b []byte) (hand.Money, error) { return syntax.Money(unwrap(b), 2) }

// seat reads "Seat 5: MOURINHO_ (  € 2.50 EURO )".
func (p *handParser) seat(l []byte, num int) error {
	h := p.H
	if len(h.Seats) >= 16 {
		return fmt.Errorf("%w: %q", parser.ErrBadSeat, parser.Clip(l))
	}
	seatNum, name, stack, err := parser.SeatLine(l, syntax, 2)
	if err != nil {
		return err
	}
	return parser.AddSeat(h, hand.Seat{Num: seatNum, Name: p.In.Str(name), Stack: stack, Line: num})
}

var markers = [...]struct {
	words  string
	street hand.Street
}{{"dealing down cards", hand.Third}, {"dealing 4th street", hand.Fourth}, {"dealing 5th street", hand.Fifth},
	{"dealing 6th street", hand.Sixth}, {"dealing river", hand.Seventh}, {"dealing 7th street", hand.Seventh}}

// streetOf reads a dealing marker: "** Dealing down cards **",
// "**** dealing 4th street ****", "** Dealing River **".
func streetOf(l []byte) (hand.Street, bool) {
	for len(l) > 0 && (l[0] == '*' || l[0] == ' ') {
		l = l[1:]
	}
	for len(l) > 0 && (l[len(l)-1] == '*' || l[len(l)-1] == ' ') {
		l = l[:len(l)-1]
	}
	if len(l) <= 24 { // lower-cased into buf when ASCII (EqualFold folds some non-ASCII letters to ASCII ones)
		var buf [24]byte
		ascii := true
		for i, c := range l {
			if c >= 0x80 {
				ascii = false
				break
			}
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			buf[i] = c
		}
		if ascii {
			switch string(buf[:len(l)]) {
			case "dealing down cards":
				return hand.Third, true
			case "dealing 4th street":
				return hand.Fourth, true
			case "dealing 5th street":
				return hand.Fifth, true
			case "dealing 6th street":
				return hand.Sixth, true
			case "dealing river", "dealing 7th street":
				return hand.Seventh, true
			}
			return 0, false
		}
	}
	for _, m := range markers {
		if bytes.EqualFold(l, []byte(m.words)) {
			return m.street, true
		}
	}
	return 0, false
}

// next appends an event of the current street.
func (p *handParser) next(kind hand.Kind, who, num int) *hand.Event {
	p.H.Events = append(p.H.Events, hand.Event{Kind: kind, Street: p.Ledger.Street(), Player: who, Line: num})
	return &p.H.Events[len(p.H.Events)-1]
}

// colonVerbs are the betting verbs Everleaf writes after "NAME: ", verbs
// those after "NAME ": completions are street totals, raises the chips
// added.
var colonVerbs, verbs = ledger.NewTable(
	ledger.Verb{Text: "posts ante ", Intent: ledger.Ante},
	ledger.Verb{Text: "bets ", Intent: ledger.Bet},
), ledger.NewTable(
	ledger.Verb{Text: "posts bring-in ", Intent: ledger.BringIn},
	ledger.Verb{Text: "completes to ", Intent: ledger.Complete, Form: ledger.StreetTo},
	ledger.Verb{Text: "raises ", Intent: ledger.Raise},
	ledger.Verb{Text: "calls ", Intent: ledger.Call},
	ledger.Verb{Text: "checks", Intent: ledger.Check, Exact: true},
	ledger.Verb{Text: "folds", Intent: ledger.Fold, Exact: true},
)

// InSummary is false: Everleaf prints no summary.
func (p *handParser) InSummary() bool { return false }

// Summary is never called (InSummary is false).
func (p *handParser) Summary([]byte, int) error { return nil }

// Body reads one line after the seats.
func (p *handParser) Body(l []byte, num int) error {
	h := p.H
	if l[0] == '*' {
		s, ok := streetOf(l)
		if !ok || s <= p.Ledger.Street() {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		p.Ledger.SetStreet(s)
		return nil
	}
	if parser.HasPrefix(l, "Dealt to ") {
		return p.deal(l[len("Dealt to "):], num)
	}
	if who, rest := p.names.Actor(h.Seats, l, ": "); who >= 0 {
		if v, amt, ok := colonVerbs.Match(rest); ok {
			return p.Ledger.Act(h, p.next(0, who, num), v, unwrap(amt), false, syntax)
		}
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	who, rest := p.names.Actor(h.Seats, l, " ")
	if who < 0 {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	if p.Ledger.Street() == hand.NoStreet && !parser.HasPrefix(rest, "wins ") {
		return fmt.Errorf("%w: action before the cards: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	if v, amt, ok := verbs.Match(rest); ok {
		return p.Ledger.Act(h, p.next(0, who, num), v, unwrap(amt), false, syntax)
	}
	switch {
	case string(rest) == "does not show cards":
		p.mark(num)
		p.next(hand.NoShow, who, num)
	case parser.HasPrefix(rest, "shows ["):
		p.mark(num)
		in, desc, ok := parser.Bracket(rest[len("shows "):])
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		ev := p.next(hand.Show, who, num)
		n, err := syntax.Cards(in, ev.Cards[:])
		if err != nil {
			return err
		}
		ev.NCards = uint8(n)
		if d := bytes.TrimSpace(desc); len(d) > 0 {
			ev.Text = p.In.Str(d)
		}
	case parser.HasPrefix(rest, "wins "):
		p.mark(num)
		amt, pot, ok := parser.Cut(rest[len("wins "):], " from ")
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		m, err := money(amt)
		if err != nil {
			return err
		}
		if i := parser.Index(pot, " with "); i >= 0 {
			pot = pot[:i]
		}
		name, ok := parser.PotName(pot)
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		ev := p.next(hand.Collect, who, num)
		ev.Amount, ev.Text = m, name
		p.won = true
		return nil
	default:
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	return nil
}

// mark notes the first line after the betting.
func (p *handParser) mark(num int) {
	if p.end == 0 {
		p.end = num
	}
}

// deal reads "NAME [ 5d, Qs, 7s ]." or "NAME [ Ah ]." (after "Dealt to ").
func (p *handParser) deal(l []byte, num int) error {
	who, rest := p.names.Actor(p.H.Seats, l, " [")
	if who < 0 || !parser.HasSuffix(rest, "].") {
		return fmt.Errorf("%w: %q", parser.ErrBadDeal, parser.Clip(l))
	}
	st := p.Ledger.Street()
	if st == hand.NoStreet {
		return fmt.Errorf("%w: cards dealt before 3rd street", parser.ErrBadDeal)
	}
	var got [3]cards.Card
	n, err := syntax.Cards(rest[:len(rest)-2], got[:])
	if err != nil {
		return err
	}
	ev := hand.Event{Kind: hand.Deal, Street: st, Player: who, Line: num, NCards: 1}
	switch {
	case st == hand.Third && n == 3:
		copy(ev.Cards[:3], got[:3])
		ev.NCards, ev.Down = 3, 0b011
	case st == hand.Third && n == 1:
		ev.Cards[2] = got[0]
		ev.NCards, ev.Down = 3, 0b011
	case st > hand.Third && n == 1:
		ev.Cards[0] = got[0]
		if st == hand.Seventh {
			ev.Down = 1
		}
	default:
		return fmt.Errorf("%w: %d cards on %s street", parser.ErrBadDeal, n, st)
	}
	p.H.Events = append(p.H.Events, ev)
	return nil
}
