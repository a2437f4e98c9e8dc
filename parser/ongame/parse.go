package ongame

import (
	"bytes"
	"fmt"
	"time"
	"unicode"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ledger"
)

// handParser turns the lines of one hand into a hand.Hand. One parser is
// reused for every hand of a reader; the hands it returns share nothing with it.
type handParser struct {
	ledger.HandState
	names parser.Names // finds the actor of a line among h.Seats

	dealt   [ledger.MaxSeats]uint8 // cards dealt to each player so far
	summary bool
	ended   bool // "***** End of hand" was read
	sides   int  // side pots read
}

// IsHeader reports whether line starts a hand.
func (p *handParser) IsHeader(line []byte) bool { return isHeader(line) }

// Parse reads the hand in b. other is true for a hand of another game.
func (p *handParser) Parse(b *parser.Block, file string, reuse bool) (*hand.Hand, bool, error) {
	n := b.Len()
	h, events := p.Start(b, Name, file, reuse, eventBound(b))
	p.names.Reset()
	p.dealt = [ledger.MaxSeats]uint8{}
	p.summary, p.ended, p.sides = false, false, 0
	id := bytes.TrimSpace(bytes.TrimSuffix(bytes.TrimPrefix(b.Text(0), []byte("***** History for hand")), []byte("*****")))
	p.ID = id
	h.ID = p.Text.Str(id, nil)
	h.Seats = p.Box.Seats[:0]
	h.Events = events
	h.Summary.Seats = p.Box.Results[:0]
	table := false
	k := 1
	for ; k < n; k++ {
		l := b.Text(k)
		switch {
		case parser.HasPrefix(l, "Start hand: "):
			if err := p.when(l[len("Start hand: "):]); err != nil {
				return nil, false, parser.Fail(b.Num(k), err)
			}
		case parser.HasPrefix(l, "Table: "):
			other, err := p.table(l[len("Table: "):])
			if err != nil || other {
				return nil, other, parser.Fail(b.Num(k), err)
			}
			table = true
		case parser.HasPrefix(l, "User: "), parser.HasPrefix(l, "Button: "), parser.HasPrefix(l, "Players in round: "):
		case parser.HasPrefix(l, "Seat ") && table:
			if err := p.seat(l, b.Num(k)); err != nil {
				return nil, false, parser.Fail(b.Num(k), err)
			}
		default:
			if !table {
				return nil, false, parser.Fail(b.Num(k), fmt.Errorf("%w: no table line", parser.ErrBadTable))
			}
			goto body
		}
	}
body:
	if len(h.Seats) == 0 {
		return nil, false, parser.NoSeats(b, k)
	}
	if err := b.Walk(k, p); err != nil {
		return nil, false, err
	}
	if !p.summary || h.Summary.TotalPot == 0 {
		return nil, false, parser.NoSummary(b)
	}
	p.finish()
	return p.Slab.Keep(h), false, nil
}

// eventBound bounds the events of the hand in b: one for each line of play
// (not the header, seat, street marker and summary lines), one for each
// winner of a pot line (a " (" before each amount), and the uncalled bet.
// A line it misjudges costs an append, not a wrong hand.
func eventBound(b *parser.Block) int {
	n := 1
	for i := 1; i < b.Len(); i++ {
		l := b.Text(i)
		if len(l) == 0 {
			continue
		}
		switch l[0] {
		case '-', '*':
			if isMarker(l) || parser.HasPrefix(l, "*****") {
				continue
			}
		case 'D':
			if isMarker(l) {
				continue
			}
		case 'S':
			if parser.HasPrefix(l, "Seat ") || parser.HasPrefix(l, "Start hand: ") || parser.HasPrefix(l, "Summary:") {
				continue
			}
			if parser.HasPrefix(l, "Side pot ") {
				n += bytes.Count(l, []byte(" ("))
				continue
			}
		case 'M':
			if parser.HasPrefix(l, "Main pot: ") {
				n += bytes.Count(l, []byte(" ("))
				continue
			}
		case 'T', 'U', 'B', 'P', 'R':
			if parser.HasPrefix(l, "Table: ") || parser.HasPrefix(l, "User: ") || parser.HasPrefix(l, "Button: ") ||
				parser.HasPrefix(l, "Players in round: ") || parser.HasPrefix(l, "Rake taken: ") {
				continue
			}
		}
		n++
	}
	return n
}

// when reads "Sat Aug 28 20:33:38 GMT+0300 2010" or "Tue Dec 04 19:48:34 CET 2012".
func (p *handParser) when(b []byte) error {
	h := p.H
	h.TimeText = p.Text.Str(b, nil)
	var f [6][]byte
	n := 0
	for rest := b; len(rest) > 0 && n < len(f); n++ {
		tok, after, _ := parser.Cut(rest, " ")
		f[n], rest = tok, after
	}
	if n != 6 {
		return nil
	}
	mon, ok1 := parser.Month(f[1])
	day, ok2 := parser.Atoi(f[2])
	hh, mm, ss, ok3 := parser.Clock(f[3])
	year, ok4 := parser.Atoi(f[5])
	if ok1 && ok2 && ok3 && ok4 {
		// The zone ("CET", "GMT+0300") by parser.Zone; an unknown one is a reject.
		t, err := parser.InZone(time.Date(year, mon, day, hh, mm, ss, 0, time.UTC), f[4])
		if err != nil {
			return fmt.Errorf("%w: %w", parser.ErrBadHeader, err)
		}
		h.Time = t
	}
	return nil
}

// labels are OnGame's game codes: the stud family, and the flop and
// draw games of its tables, counted as other games.
var labels = parser.Labels{
	"SEVEN_CARD_STUD_HI_LO": hand.StudHiLo, "SEVEN_CARD_STUD": hand.StudHigh, "RAZZ": hand.Razz, "SEVEN_CARD_RAZZ": hand.Razz,
	"TEXAS_HOLDEM": hand.GameOther, "HOLDEM": hand.GameOther, "OMAHA": hand.GameOther, "OMAHA_HI_LO": hand.GameOther,
	"FIVE_CARD_OMAHA": hand.GameOther, "FIVE_CARD_DRAW": hand.GameOther, "FIVE_CARD_STUD": hand.GameOther,
}

// table reads "Taegu [78227816] (LIMIT SEVEN_CARD_STUD_HI_LO $0.25/$0.50, ante: $0.05, Real money)".
func (p *handParser) table(b []byte) (other bool, err error) {
	h := p.H
	open := bytes.LastIndex(b, []byte(" ("))
	if open < 0 || !parser.HasSuffix(b, ")") {
		return false, fmt.Errorf("%w: %q", parser.ErrBadTable, parser.Clip(b))
	}
	name, info := b[:open], b[open+2:len(b)-1]
	if i := bytes.IndexByte(name, '['); i > 0 {
		name = bytes.TrimSpace(name[:i])
	}
	h.Table = p.In.Str(name)
	// "LIMIT GAME STAKES, more": the stakes by parser.SplitStakes ("$0.25
	// / $0.50", "$0.25/$0.50, Ante $0.05"), then ", "-separated words.
	limit, rest := cutField(info)
	label, rest := cutField(rest)
	if len(limit) == 0 || len(label) == 0 {
		return false, fmt.Errorf("%w: %q", parser.ErrBadTable, parser.Clip(b))
	}
	p.Label = label
	g, err := labels.Game(label)
	if err != nil || g == hand.GameOther {
		return err == nil, err
	}
	h.Game = g
	st, ok := parser.SplitStakes(rest)
	if !ok || len(st.Rest) > 0 && st.Rest[0] != ',' {
		return false, fmt.Errorf("%w: stakes %q", parser.ErrBadTable, parser.Clip(rest))
	}
	if st.Small[0] == '$' || parser.HasPrefix(st.Small, "€") {
		h.Decimals, h.Currency = 2, "USD"
		if st.Small[0] != '$' {
			h.Currency = "EUR"
		}
	}
	if err := st.Read(syntax, h.Decimals, &h.Stakes); err != nil {
		return false, err
	}
	p.Ledger.SetSmallBet(h.Stakes.SmallBet) // a "small bring in" of a full small bet opens the street
	for more := st.Rest; len(more) > 0; {
		var x []byte
		x, more, _ = parser.Cut(bytes.TrimPrefix(more, []byte(", ")), ", ")
		if a, ok := bytes.CutPrefix(x, []byte("ante: ")); ok {
			if h.Stakes.Ante, err = syntax.Money(a, h.Decimals); err != nil {
				return false, err
			}
		}
		if bytes.Contains(x, []byte("ournament")) {
			h.Tournament = true
		}
	}
	h.MaxSeats = 0 // the header does not say (seats run past 8: "Seat 9" at a stud table)
	return false, nil
}

// cutField cuts the first word of b, after any leading white space (as
// bytes.Fields sees it), from the rest, whose leading white space is dropped.
func cutField(b []byte) (word, rest []byte) {
	b = bytes.TrimLeftFunc(b, unicode.IsSpace)
	if i := bytes.IndexFunc(b, unicode.IsSpace); i >= 0 {
		return b[:i], bytes.TrimLeftFunc(b[i:], unicode.IsSpace)
	}
	return b, nil
}

// seat reads "Seat 8: Lee Clayton ($14.79)".
func (p *handParser) seat(l []byte, num int) error {
	h := p.H
	n, rest, ok := parser.SeatHead(l[len("Seat "):])
	open := parser.LastIndex(rest, " (")
	if !ok || open <= 0 || !parser.HasSuffix(rest, ")") || len(h.Seats) >= ledger.MaxSeats {
		return fmt.Errorf("%w: %q", parser.ErrBadSeat, parser.Clip(l))
	}
	stack, err := syntax.Money(rest[open+2:len(rest)-1], h.Decimals)
	if err != nil {
		return err
	}
	name := rest[:open]
	for i := range h.Seats {
		if h.Seats[i].Name == string(name) {
			return fmt.Errorf("%w: player %q seated twice", parser.ErrBadSeat, name)
		}
	}
	h.Seats = append(h.Seats, hand.Seat{Num: n, Name: p.In.Str(name), Stack: stack, Line: num})
	return nil
}

// actor finds the longest seated name that starts l followed by sep.
func (p *handParser) actor(l []byte, sep string) (int, []byte) {
	return p.names.Actor(p.H.Seats, l, sep)
}

// next appends an event for player who on the current street.
func (p *handParser) next(kind hand.Kind, who, num int) *hand.Event {
	e := parser.NextEvent(p.H)
	e.Kind, e.Street, e.Player, e.Line = kind, p.Ledger.Street(), who, num
	return e
}

// isMarker reports whether l is one of the lines between the betting rounds; the streets are
// numbered by the cards dealt, not by them.
func isMarker(l []byte) bool {
	switch string(l) {
	case "---", "Dealing pocket cards", "Dealing 3rd street", "Dealing 4th street", "Dealing 5th street",
		"Dealing 6th street", "Dealing 7th street", "Dealing river":
		return true
	}
	return false
}

// InSummary reports whether the summary has started (parser.Sections).
func (p *handParser) InSummary() bool { return p.summary }

// Body reads one line before the summary.
func (p *handParser) Body(l []byte, num int) error {
	if isMarker(l) {
		return nil
	}
	if string(l) == "Summary:" {
		p.summary = true
		p.H.Summary.Line = num
		return nil
	}
	if rest, ok := bytes.CutPrefix(l, []byte("Dealing to ")); ok {
		who, cs := p.actor(rest, ": ")
		if who < 0 {
			return fmt.Errorf("%w: dealt cards to %q", parser.ErrUnknownPlayer, parser.Clip(rest))
		}
		return p.deal(who, cs, num)
	}
	who, rest := p.actor(l, " ")
	if who < 0 {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	return p.action(who, rest, num)
}

// syntax is how OnGame writes amounts ("$0.25", "€1") and cards ("8d, 8s, 4d",
// "-, -, Kd": hidden cards are "-").
var syntax = &parser.Syntax{Thousands: ',', Hidden: []string{"-"}}

// deal reads "[8d, 8s, 4d]", "[-, -, Kd]" or "[3h]". The street is the
// number of cards the player then holds.
func (p *handParser) deal(who int, b []byte, num int) error {
	if who >= ledger.MaxSeats {
		return fmt.Errorf("%w: %q", parser.ErrBadDeal, parser.Clip(b))
	}
	ev := p.next(hand.Deal, who, num)
	if err := parser.DealByCount(ev, syntax, b, int(p.dealt[who])); err != nil {
		return err
	}
	p.Ledger.SetStreet(ev.Street)
	p.dealt[who] += ev.NCards
	p.Ledger.Deal(who)
	return nil
}

// verbs are OnGame's actions, the text after "NAME ". The bring-ins are
// "small bring in" and "big bring in" (a bring-in of a full small bet);
// "raises $1 to $1.37" writes the player's total for the hand, antes excluded.
var verbs = ledger.NewTable([]ledger.Verb{
	{Text: "posts ante ", Intent: ledger.Ante},
	{Text: smallBringIn, Intent: ledger.BringIn}, {Text: "big bring in ", Intent: ledger.BringIn},
	{Text: "bets ", Intent: ledger.Bet}, {Text: "calls ", Intent: ledger.Call},
	{Text: "raises ", Intent: ledger.Raise, Form: ledger.HandTo, Pair: " to "},
	{Text: "checks", Intent: ledger.Check, Exact: true}, {Text: "folds", Intent: ledger.Fold, Exact: true},
}...)

// smallBringIn is the bring-in verb whose amount is the hand's bring-in.
const smallBringIn = "small bring in "

// action reads what follows "NAME ".
func (p *handParser) action(who int, rest []byte, num int) error {
	h := p.H
	allIn := false
	if len(rest) > 0 && (rest[len(rest)-1] == 'n' || rest[len(rest)-1] == ')') {
		for _, suf := range [...]string{" and is all-in", " (all-in)", ", and is all in"} {
			if parser.HasSuffix(rest, suf) {
				rest, allIn = rest[:len(rest)-len(suf)], true
			}
		}
	}
	v, b, ok := verbs.Match(rest)
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(rest))
	}
	if v.Intent != ledger.Ante && !v.Exact && p.Ledger.Street() == hand.NoStreet {
		return fmt.Errorf("%w: %q before the deal", parser.ErrUnknownLine, parser.Clip(rest))
	}
	before := p.Ledger.StreetIn(who)
	ev := p.next(0, who, num)
	if err := p.Ledger.Apply(ev, who, v, b, syntax, h.Decimals); err != nil {
		return err
	}
	if v.Exact {
		return nil
	}
	ev.AllIn = allIn
	switch {
	case v.Intent == ledger.Raise && p.Ledger.StreetIn(who) <= before:
		return fmt.Errorf("%w: %q is no raise", parser.ErrBadAmount, parser.Clip(rest))
	case v.Text == smallBringIn && h.Stakes.BringIn == 0:
		h.Stakes.BringIn = ev.Amount
	}
	return nil
}
