package fulltilt

import (
	"fmt"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ledger"
)

// handParser turns the lines of one hand into a hand.Hand. One parser is
// reused for every hand of a Reader; the hands it returns share nothing
// with it.
type handParser struct {
	// mixed holds the tables (as the header writes them) where this file
	// showed a hand of another game: their stud hands are marked Mix.
	mixed map[string]bool
	ledger.HandState
	names parser.Names // finds the actor of a line among H.Seats

	down    [16][2]cards.Card // each player's down cards of 3rd street, when dealt face up to us
	prev    [16]string        // the previous hand's names by seat line, to skip the interner
	summary bool              // inside *** SUMMARY ***
	total   bool              // the Total pot line was read
}

// IsHeader reports whether line starts a Full Tilt hand.
func (p *handParser) IsHeader(line []byte) bool { return isHeader(line) }

// Parse reads the hand in b. other is true for a hand of another game.
func (p *handParser) Parse(b *parser.Block, file string, reuse bool) (h *hand.Hand, other bool, err error) {
	n := b.Len()
	i := 1
	for i < n && parser.HasPrefix(b.Text(i), "Seat ") {
		i++
	}
	// (+1: MaxEvents counts "*** 7TH STREET *** [5d]" as a marker, but the
	// community card is an event)
	h, events := p.Start(b, Name, file, reuse, b.MaxEvents(i)+1)
	p.names.Reset()
	p.down = [16][2]cards.Card{}
	p.summary, p.total = false, false
	if other, err = p.parseHeader(b.Text(0)); err != nil || other {
		return nil, other, parser.Fail(b.Num(0), err)
	}
	h.Seats = p.Box.Seats[:0]
	for k := 1; k < i; k++ {
		if err := p.parseSeat(b.Text(k), b.Num(k)); err != nil {
			return nil, false, parser.Fail(b.Num(k), err)
		}
	}
	if len(h.Seats) == 0 {
		return nil, false, parser.NoSeats(b, 1)
	}
	h.Events = events
	h.Summary.Seats = p.Box.Results[:0]
	if err := b.Walk(i, p); err != nil {
		return nil, false, err
	}
	if !p.summary || !p.total {
		return nil, false, parser.NoSummary(b)
	}
	p.dealOrder()
	return p.Slab.Keep(h), false, nil
}

// dealOrder lists every player's shown cards in deal order: Full Tilt may
// swap the two down cards of a show, and the model keeps deal order.
func (p *handParser) dealOrder() {
	h := p.H
	swap := func(who int, cs []cards.Card) {
		if who >= 0 && who < len(p.down) && len(cs) >= 2 {
			if d := p.down[who]; d[0].Known() && cs[0] == d[1] && cs[1] == d[0] {
				cs[0], cs[1] = cs[1], cs[0]
			}
		}
	}
	for i := range h.Events {
		if e := &h.Events[i]; e.Kind == hand.Show {
			swap(e.Player, e.Cards[:e.NCards])
		}
	}
	for i := range h.Summary.Seats {
		r := &h.Summary.Seats[i]
		swap(r.Player, r.Cards[:r.NCards])
	}
}

// parseSeat reads "Seat 6: Player6 ($43.60), is sitting out".
func (p *handParser) parseSeat(l []byte, num int) error {
	h := p.H
	out := parser.HasSuffix(l, ", is sitting out")
	if out {
		l = l[:len(l)-len(", is sitting out")]
	}
	seatNum, name, stack, err := parser.SeatLine(l, syntax, h.Decimals)
	if err != nil {
		return err
	}
	if len(h.Seats) >= 16 {
		return fmt.Errorf("%w: more than 16 seats", parser.ErrBadSeat)
	}
	k := len(h.Seats)
	if p.prev[k] != string(name) {
		p.prev[k] = p.In.Str(name)
	}
	return parser.AddSeat(h, hand.Seat{Num: seatNum, Name: p.prev[k], Stack: stack, SittingOut: out, Line: num})
}

// next appends an event of the current street and returns it in place.
func (p *handParser) next(kind hand.Kind, player, num int) *hand.Event {
	h := p.H
	h.Events = append(h.Events, hand.Event{Kind: kind, Street: p.Ledger.Street(), Player: player, Line: num})
	return &h.Events[len(h.Events)-1]
}

// streets maps the street markers to streets.
var streets = map[string]hand.Street{
	"*** 3RD STREET ***": hand.Third, "*** 4TH STREET ***": hand.Fourth, "*** 5TH STREET ***": hand.Fifth,
	"*** 6TH STREET ***": hand.Sixth, "*** 7TH STREET ***": hand.Seventh,
}

// InSummary reports whether the lines are past "*** SUMMARY ***".
func (p *handParser) InSummary() bool { return p.summary }

// Body reads one line between the seat lines and the summary.
func (p *handParser) Body(l []byte, num int) error {
	switch {
	case l[0] == '*' && parser.HasPrefix(l, "*** "):
		return p.marker(l, num)
	case l[0] == 'D' && parser.HasPrefix(l, "Dealt to "):
		return p.deal(l[len("Dealt to "):], num)
	case l[0] == 'U' && parser.HasPrefix(l, "Uncalled bet of "):
		amt, name, ok := parser.Cut(l[len("Uncalled bet of "):], " returned to ")
		who := p.seatIndex(name)
		if !ok || who < 0 {
			return fmt.Errorf("%w: %q", parser.ErrUnknownPlayer, parser.Clip(l))
		}
		m, err := syntax.Money(amt, p.H.Decimals)
		if err != nil {
			return err
		}
		p.Ledger.Do(p.next(hand.Uncalled, who, num), who, ledger.Return, ledger.Added, m)
		return nil
	case l[0] == 'N' && string(l) == "No low hand qualified":
		p.next(hand.NoLow, -1, num)
		return nil
	}
	who, rest := p.names.Actor(p.H.Seats, l, " ")
	if who < 0 {
		if w, _ := p.names.Actor(p.H.Seats, l, ": "); w >= 0 {
			return nil // chat
		}
		if isStatus(l) {
			return nil
		}
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	return p.action(who, rest, num)
}

// seatIndex returns the index of the player named name, or -1.
func (p *handParser) seatIndex(name []byte) int {
	for i := range p.H.Seats {
		if p.H.Seats[i].Name == string(name) {
			return i
		}
	}
	return -1
}

// marker reads "*** 3RD STREET ***" (with or without the "(Total Pot: ...)"
// that follows when someone is all-in), "*** SHOW DOWN ***", "*** SUMMARY ***".
func (p *handParser) marker(l []byte, num int) error {
	if i := parser.Index(l, " *** ("); i >= 0 && parser.HasSuffix(l, ")") {
		l = l[:i+4]
	}
	if parser.HasPrefix(l, "*** 7TH STREET *** [") {
		// The community card when the deck runs out (not in the real files:
		// written by Append by analogy with PokerStars' "*** RIVER *** [6h]").
		in, rest, ok := parser.Bracket(l[len("*** 7TH STREET *** "):])
		if !ok || len(rest) != 0 || p.Ledger.Street() >= hand.Seventh {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		p.Ledger.SetStreet(hand.Seventh)
		ev := p.next(hand.Board, -1, num)
		n, err := syntax.Cards(in, ev.Cards[:1])
		if err != nil {
			return err
		}
		if n != 1 {
			return fmt.Errorf("%w: %q", parser.ErrBadDeal, parser.Clip(l))
		}
		ev.NCards = 1
		return nil
	}
	if s, ok := streets[string(l)]; ok {
		if s <= p.Ledger.Street() {
			return fmt.Errorf("%w: %s after %s street", parser.ErrUnknownLine, l, p.Ledger.Street())
		}
		p.Ledger.SetStreet(s)
		return nil
	}
	switch string(l) {
	case "*** SHOW DOWN ***":
		return nil
	case "*** SUMMARY ***":
		p.summary = true
		p.H.Summary.Line = num
		return nil
	}
	return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
}

// deal reads "NAME [5d Ah] [Ad]", "NAME [3c]" or "NAME [4c 7c] [Tc]" (after "Dealt to ").
func (p *handParser) deal(l []byte, num int) error {
	who, rest := p.names.Actor(p.H.Seats, l, " [")
	if who < 0 {
		return fmt.Errorf("%w: dealt cards to %q", parser.ErrUnknownPlayer, parser.Clip(l))
	}
	// One or two groups, nothing after them (not even a space).
	groups, ng, ok := parser.CardGroups(l[len(l)-len(rest)-1:])
	if !ok || ng == 0 || l[len(l)-1] == ' ' {
		return fmt.Errorf("%w: %q", parser.ErrBadDeal, parser.Clip(l))
	}
	st := p.Ledger.Street()
	if st == hand.NoStreet {
		return fmt.Errorf("%w: cards dealt before 3rd street", parser.ErrBadDeal)
	}
	var got [hand.MaxCards]cards.Card
	ev := hand.Event{Kind: hand.Deal, Street: st, Player: who, Line: num}
	if st == hand.Third {
		n, err := syntax.Cards(groups[0], got[:3])
		if err != nil {
			return err
		}
		switch {
		case ng == 1 && n == 1:
			ev.Cards[2] = got[0]
		case ng == 1 && n == 3:
			copy(ev.Cards[:3], got[:3])
		case ng == 2 && n == 2:
			copy(ev.Cards[:2], got[:2])
			if n, err = syntax.Cards(groups[1], ev.Cards[2:3]); err != nil {
				return err
			}
			if n != 1 {
				return fmt.Errorf("%w: %q", parser.ErrBadDeal, parser.Clip(l))
			}
		default:
			return fmt.Errorf("%w: %q", parser.ErrBadDeal, parser.Clip(l))
		}
		ev.NCards, ev.Down = 3, 0b011
		if who < len(p.down) {
			p.down[who] = [2]cards.Card{ev.Cards[0], ev.Cards[1]}
		}
	} else {
		if ng == 2 {
			if _, err := syntax.Cards(groups[0], got[:]); err != nil {
				return err
			}
		}
		n, err := syntax.Cards(groups[ng-1], ev.Cards[:1])
		if err != nil {
			return err
		}
		if n != 1 {
			return fmt.Errorf("%w: %d new cards", parser.ErrBadDeal, n)
		}
		ev.NCards = 1
		if st == hand.Seventh {
			ev.Down = 1
		}
	}
	p.H.Events = append(p.H.Events, ev)
	return nil
}

// statusPrefixes start the table-status lines after a seated name.
var statusPrefixes = []string{"has ", "adds ", "is sitting out", "is feeling ", "sits down", "stands up", "is low with [",
	"is high with [", "seconds left", "is back", "is away", "leaves the table", "joins the table"}

// statusPhrases mark table-status lines of players who are not seated.
var statusPhrases = []string{" sits down", " adds ", " stands up", " has been disconnected", " has reconnected",
	" has returned", " has timed out", " is sitting out", " joins the table", " leaves the table",
	" seconds left to act", " is feeling "}

// isStatus reports whether l is a table-status line of someone not seated.
func isStatus(l []byte) bool {
	for _, s := range statusPhrases {
		if parser.Index(l, s) > 0 {
			return true
		}
	}
	return false
}

// allIn strips the all-in suffix of an amount ("6, and is all in", "9 and is all in").
func allIn(b []byte) ([]byte, bool) {
	switch {
	case parser.HasSuffix(b, ", and is all in"):
		return b[:len(b)-len(", and is all in")], true
	case parser.HasSuffix(b, " and is all in"):
		return b[:len(b)-len(" and is all in")], true
	}
	return b, false
}

// syntax is how Full Tilt writes amounts ("$1,234.50") and cards.
var syntax = &parser.Syntax{Thousands: ','}

// verbs are Full Tilt's betting verbs: completions and raises are written
// as street totals ("raises to $4"), the rest as the chips added.
var verbs = ledger.NewTable(
	ledger.Verb{Text: "antes ", Intent: ledger.Ante},
	ledger.Verb{Text: "brings in for ", Intent: ledger.BringIn},
	ledger.Verb{Text: "completes it to ", Intent: ledger.Complete, Form: ledger.StreetTo},
	ledger.Verb{Text: "raises to ", Intent: ledger.Raise, Form: ledger.StreetTo},
	ledger.Verb{Text: "bets ", Intent: ledger.Bet},
	ledger.Verb{Text: "calls ", Intent: ledger.Call},
	ledger.Verb{Text: "checks", Intent: ledger.Check, Exact: true},
	ledger.Verb{Text: "folds", Intent: ledger.Fold, Exact: true},
	ledger.Verb{Text: "mucks", Kind: hand.Muck, Exact: true},
)

// action reads what follows "NAME ".
func (p *handParser) action(who int, rest []byte, num int) error {
	h := p.H
	if v, amt, ok := verbs.Match(rest); ok {
		amt, all := allIn(amt)
		return p.Ledger.Act(h, p.next(0, who, num), v, amt, all, syntax)
	}
	verb := func(v string) bool { return parser.HasPrefix(rest, v) }
	switch {
	case verb("shows ["):
		ev := p.next(hand.Show, who, num)
		in, after, ok := parser.Bracket(rest[len("shows "):])
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(rest))
		}
		n, err := syntax.Cards(in, ev.Cards[:])
		if err != nil {
			return err
		}
		ev.NCards = uint8(n)
		switch {
		case len(after) == 0:
		case after[0] == ' ' && len(after) > 1:
			ev.Text = p.In.Str(after[1:])
		default:
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(rest))
		}
	case verb("wins the "):
		return p.wins(who, rest[len("wins the "):], num)
	default:
		for _, s := range statusPrefixes {
			if verb(s) {
				return nil
			}
		}
		if w, _ := parser.ScanActor(h.Seats, []byte(h.Seats[who].Name+" "+string(rest)), ": "); w >= 0 {
			return nil // chat of a player whose name begins with another's ("A B: hi" with A seated)
		}
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(rest))
	}
	return nil
}

// wins reads "high main pot ($41.05) with two pair, ..." (after "wins the ").
// The hi/lo label is dropped: the model's collect names only the pot.
func (p *handParser) wins(who int, b []byte, num int) error {
	if parser.HasPrefix(b, "high ") {
		b = b[len("high "):]
	} else if parser.HasPrefix(b, "low ") {
		b = b[len("low "):]
	}
	var pot string
	switch {
	case parser.HasPrefix(b, "pot ("):
		pot, b = "pot", b[len("pot ("):]
	case parser.HasPrefix(b, "main pot ("):
		pot, b = "main pot", b[len("main pot ("):]
	case parser.HasPrefix(b, "side pot ("):
		pot, b = "side pot", b[len("side pot ("):]
	case parser.HasPrefix(b, "side pot #"):
		k, after, ok := parser.Cut(b[len("side pot #"):], " (")
		n, isNum := parser.Atoi(k)
		if !ok || !isNum {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(b))
		}
		pot, b = fmt.Sprintf("side pot-%d", n), after
	default:
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(b))
	}
	amt, _, ok := parser.Cut(b, ")")
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(b))
	}
	m, err := syntax.Money(amt, p.H.Decimals)
	if err != nil {
		return err
	}
	ev := p.next(hand.Collect, who, num)
	ev.Amount, ev.Text = m, pot
	return nil
}
