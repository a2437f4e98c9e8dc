package absolute

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
	names   parser.Names // finds the actor of a line among H.Seats
	summary bool
	total   bool
	end     int // first line after the betting
}

// IsHeader reports whether line starts an Absolute hand.
func (p *handParser) IsHeader(line []byte) bool { return isHeader(line) }

// games maps the header's game words to games.
var games = parser.Labels{
	"Seven Card Hi/Lo": hand.StudHiLo, "Seven Card Stud Hi/Lo": hand.StudHiLo,
	"Seven Card Stud": hand.StudHigh, "Seven Card": hand.StudHigh, "Razz": hand.Razz,
	// The other games of the network, counted as such (the limit follows
	// the game after two spaces, as "Normal" does for stud).
	"Holdem": hand.GameOther, "Hold'em": hand.GameOther, "Omaha": hand.GameOther,
	"Omaha Hi/Lo": hand.GameOther, "Five Card Stud": hand.GameOther,
}

// Parse reads the hand in b. other is true for a hand of another game.
func (p *handParser) Parse(b *parser.Block, file string, reuse bool) (*hand.Hand, bool, error) {
	n := b.Len()
	// Each line between the seats and the summary is at most one event, and
	// the uncalled bet one more: the header and seat lines are not asked for.
	body := 1
	for body < n && parser.HasPrefix(b.Text(body), "Seat ") {
		body++
	}
	h, events := p.Start(b, Name, file, reuse, b.MaxEvents(min(body, n))+1)
	p.end = 0
	p.summary, p.total = false, false
	p.names.Reset()
	other, err := p.header(b.Text(0))
	if err != nil || other {
		return nil, other, parser.Fail(b.Num(0), err)
	}
	h.Seats = p.Box.Seats[:0]
	i := 1
	for ; i < n && parser.HasPrefix(b.Text(i), "Seat "); i++ {
		if err := p.seat(b.Text(i), b.Num(i)); err != nil {
			return nil, false, parser.Fail(b.Num(i), err)
		}
	}
	if len(h.Seats) == 0 {
		return nil, false, parser.NoSeats(b, i)
	}
	h.Events = events
	h.Summary.Seats = p.Box.Results[:0]
	if err := b.Walk(i, p); err != nil {
		return nil, false, err
	}
	if !p.summary || !p.total {
		return nil, false, parser.NoSummary(b)
	}
	if p.end == 0 {
		p.end = h.Summary.Line
	}
	ledger.ReturnUncalled(h, p.end)
	ledger.OnePot(h)
	return p.Slab.Keep(h), false, nil
}

// header reads "Stage #1300000000: Seven Card Hi/Lo  Normal $0.02/$0.04 - 2009-03-18 19:10:00 (ET)".
func (p *handParser) header(l []byte) (other bool, err error) {
	h := p.H
	rest := l[len(headerPrefix):]
	id, rest, ok := parser.Cut(rest, ": ")
	if _, isNum := parser.Atoi(id); !ok || !isNum && len(id) < 10 || len(id) == 0 {
		return false, fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(l))
	}
	for _, c := range id {
		if c < '0' || c > '9' {
			return false, fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(l))
		}
	}
	p.ID = id
	h.ID = p.Text.Str(id, nil)
	at := parser.LastIndex(rest, " - ")
	if at < 0 {
		return false, fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(l))
	}
	left, when := rest[:at], rest[at+3:]
	// "GAME  KIND STAKES", the stakes perhaps with spaces ("$0.02 / $0.04").
	game, tail, twoSpaces := parser.Cut(left, "  ")
	var kind, stakes []byte
	if twoSpaces {
		kind, stakes, _ = parser.Cut(tail, " ")
	} else if sp := bytes.LastIndexByte(left, ' '); sp >= 0 {
		game, stakes = left[:sp], left[sp+1:]
	}
	if len(stakes) == 0 {
		return false, fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(l))
	}
	g, err := games.Game(bytes.TrimSpace(game))
	if err != nil || g == hand.GameOther {
		p.Label = bytes.TrimSpace(game)
		return err == nil, err
	}
	h.Game = g
	if string(kind) != "Normal" {
		h.Tournament = true // not in the real files: chips, no currency
	}
	if !h.Tournament {
		h.Decimals = 2
		switch {
		case parser.HasPrefix(stakes, "$"):
			h.Currency = "USD"
		case parser.HasPrefix(stakes, "€"):
			h.Currency = "EUR"
		}
	}
	st, ok := parser.SplitStakes(stakes)
	if !ok {
		return false, fmt.Errorf("%w: stakes %q", parser.ErrBadHeader, parser.Clip(stakes))
	}
	if err := st.Read(syntax, h.Decimals, &h.Stakes); err != nil {
		return false, err
	}
	h.TimeText = p.In.Str(when)
	// "2009-03-18 19:10:00 (ET)", "... 19:10:00(CET)": the zone in
	// parentheses (parser.Zone); an unknown one is a reject.
	if open := bytes.LastIndexByte(when, '('); open > 0 && parser.HasSuffix(when, ")") {
		if t, rest, ok := parser.Stamp(when[:open]); ok && len(parser.TrimRight(rest)) == 0 {
			if h.Time, err = parser.InZone(t, when[open+1:len(when)-1]); err != nil {
				return false, fmt.Errorf("%w: %w", parser.ErrBadHeader, err)
			}
		}
	}
	return false, nil
}

// seat reads "Seat 1 - PLAYER1 ($0.17 in chips)".
func (p *handParser) seat(l []byte, num int) error {
	h := p.H
	numText, rest, ok := parser.Cut(l[len("Seat "):], " - ")
	seatNum, isNum := parser.Atoi(numText)
	open := parser.LastIndex(rest, " (")
	if !ok || !isNum || open <= 0 || !parser.HasSuffix(rest, " in chips)") || len(h.Seats) >= 16 {
		return fmt.Errorf("%w: %q", parser.ErrBadSeat, parser.Clip(l))
	}
	stack, err := syntax.Money(rest[open+2:len(rest)-len(" in chips)")], h.Decimals)
	if err != nil {
		return err
	}
	name := rest[:open]
	return parser.AddSeat(h, hand.Seat{Num: seatNum, Name: p.In.Str(name), Stack: stack, Line: num})
}

// streets maps the street markers to streets.
var streets = map[string]hand.Street{
	"*** 3rd STREET ***": hand.Third, "*** 3RD STREET ***": hand.Third, "*** 4TH STREET ***": hand.Fourth,
	"*** 5TH STREET ***": hand.Fifth, "*** 6TH STREET ***": hand.Sixth, "*** RIVER ***": hand.Seventh,
	"*** 7TH STREET ***": hand.Seventh,
}

func (p *handParser) next(kind hand.Kind, who, num int) *hand.Event {
	p.H.Events = append(p.H.Events, hand.Event{Kind: kind, Street: p.Ledger.Street(), Player: who, Line: num})
	return &p.H.Events[len(p.H.Events)-1]
}

// InSummary reports whether the lines are past "*** SUMMARY ***".
func (p *handParser) InSummary() bool { return p.summary }

// syntax is how Absolute writes amounts ("$1,234.50") and cards ("H H Js
// 10d": H a hidden card, 10 the ten).
var syntax = &parser.Syntax{Thousands: ',', Hidden: []string{"H"}}

// verbs are Absolute's betting verbs after "NAME - ": completions and
// raises are street totals ("Raises $0.08", or "Raises $0.04 to $0.08",
// not in the real files: the street total decides).
var verbs = ledger.NewTable(
	ledger.Verb{Text: "Ante ", Intent: ledger.Ante},
	ledger.Verb{Text: "Bring-In ", Intent: ledger.BringIn},
	ledger.Verb{Text: "Calls ", Intent: ledger.Call},
	ledger.Verb{Text: "Bets ", Intent: ledger.Bet},
	ledger.Verb{Text: "Raises ", Intent: ledger.Raise, Form: ledger.StreetTo},
	ledger.Verb{Text: "Completes ", Intent: ledger.Complete, Form: ledger.StreetTo},
	ledger.Verb{Text: "Checks", Intent: ledger.Check, Exact: true},
	ledger.Verb{Text: "Folds", Intent: ledger.Fold, Exact: true},
	ledger.Verb{Text: "Mucks", Kind: hand.Muck, Exact: true},
)

// Body reads one line between the seats and the summary.
func (p *handParser) Body(l []byte, num int) error {
	h := p.H
	if l[0] == '*' {
		switch s, ok := streets[string(l)]; {
		case ok:
			if s <= p.Ledger.Street() {
				return fmt.Errorf("%w: %s after %s street", parser.ErrUnknownLine, l, p.Ledger.Street())
			}
			p.Ledger.SetStreet(s)
			return nil
		case string(l) == "*** SHOW DOWN ***":
			if p.end == 0 {
				p.end = num
			}
			return nil
		case string(l) == "*** SUMMARY ***":
			p.summary = true
			h.Summary.Line = num
			return nil
		}
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	if who, rest := collector(h.Seats, l); who >= 0 {
		if p.end == 0 {
			p.end = num
		}
		m, pot, err := syntax.Collected(l, rest, h.Decimals)
		if err != nil {
			return err
		}
		name, ok := parser.PotName(pot)
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		ev := p.next(hand.Collect, who, num)
		ev.Amount, ev.Text = m, name
		return nil
	}
	who, rest := p.names.Actor(h.Seats, l, " - ")
	if who < 0 {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	if p.Ledger.Street() == hand.NoStreet && !parser.HasPrefix(rest, "Ante ") {
		return fmt.Errorf("%w: action before the cards: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	if v, amt, ok := verbs.Match(rest); ok {
		all := parser.HasSuffix(amt, " (All-In)")
		if all {
			amt = amt[:len(amt)-len(" (All-In)")]
		}
		if v.Form == ledger.StreetTo {
			if _, to, ok := parser.Cut(amt, " to "); ok {
				amt = to
			}
		}
		return p.Ledger.Act(h, p.next(0, who, num), v, amt, all, syntax)
	}
	switch {
	case parser.HasPrefix(rest, "Pocket ["):
		return p.pocket(who, rest[len("Pocket "):], num)
	case parser.HasPrefix(rest, "Shows ["):
		if p.end == 0 {
			p.end = num
		}
		in, desc, ok := parser.Bracket(rest[len("Shows "):])
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		ev := p.next(hand.Show, who, num)
		n, err := syntax.Cards(in, ev.Cards[:])
		if err != nil {
			return err
		}
		ev.NCards = uint8(n)
		desc = bytes.TrimSpace(desc)
		if len(desc) > 2 && desc[0] == '(' && desc[len(desc)-1] == ')' {
			ev.Text = p.In.Str(desc[1 : len(desc)-1])
		}
	default:
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	return nil
}

// collector is parser.ScanActor(seats, l, " Collects "), looked for only
// when the line holds the word.
func collector(seats []hand.Seat, l []byte) (int, []byte) {
	if bytes.Index(l, []byte(" Collects ")) < 0 { // (vectorised: most lines are short)
		return -1, nil
	}
	return parser.ScanActor(seats, l, " Collects ")
}

// pocket reads "[H H Js 10d]": the player's whole hand so far; the card
// of this street is the last (a folded hero's line repeats his three
// cards and deals nothing).
func (p *handParser) pocket(who int, b []byte, num int) error {
	in, rest, ok := parser.Bracket(b)
	if !ok || len(bytes.TrimSpace(rest)) != 0 {
		return fmt.Errorf("%w: %q", parser.ErrBadDeal, parser.Clip(b))
	}
	var got [hand.MaxCards]cards.Card
	n, err := syntax.Cards(in, got[:])
	if err != nil {
		return err
	}
	st := p.Ledger.Street()
	want := int(st)
	switch {
	case st == hand.NoStreet:
		return fmt.Errorf("%w: cards dealt before 3rd street", parser.ErrBadDeal)
	case n < want && n >= 3:
		return nil // a folded player's cards, repeated
	case n != want:
		return fmt.Errorf("%w: %d cards on %s street", parser.ErrBadDeal, n, st)
	}
	ev := hand.Event{Kind: hand.Deal, Street: st, Player: who, Line: num}
	if st == hand.Third {
		copy(ev.Cards[:3], got[:3])
		ev.NCards, ev.Down = 3, 0b011
	} else {
		ev.Cards[0], ev.NCards = got[n-1], 1
		if st == hand.Seventh {
			ev.Down = 1
			if !got[n-1].Known() {
				return nil // an opponent's hidden river card, which PokerStars does not print either
			}
		}
	}
	p.H.Events = append(p.H.Events, ev)
	return nil
}

// Summary reads "Total Pot($0.43) | Rake ($0.04)" and the seat lines.
func (p *handParser) Summary(l []byte, num int) error {
	h := p.H
	switch {
	case parser.HasPrefix(l, "Total Pot("):
		if p.total {
			return fmt.Errorf("%w: second total line", parser.ErrBadSummary)
		}
		amt, rest, ok := parser.Cut(l[len("Total Pot("):], ")")
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
		}
		var err error
		if h.Summary.TotalPot, err = syntax.Money(amt, h.Decimals); err != nil {
			return err
		}
		if parser.HasPrefix(rest, " | Rake (") && parser.HasSuffix(rest, ")") {
			if h.Summary.Rake, err = syntax.Money(rest[len(" | Rake ("):len(rest)-1], h.Decimals); err != nil {
				return err
			}
			h.Summary.HasRake = true
		} else if len(rest) != 0 {
			return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
		}
		p.total = true
		return nil
	case parser.HasPrefix(l, "Seat "):
		return p.seatResult(l, num)
	}
	return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
}

// folds maps "Folded on the 3rd STREET" to streets.
var folds = map[string]hand.Street{
	"Folded on the 3rd STREET": hand.Third, "Folded on the 4TH STREET": hand.Fourth,
	"Folded on the 5TH STREET": hand.Fifth, "Folded on the 6TH STREET": hand.Sixth,
	"Folded on the RIVER": hand.Seventh, "Folded on the 7TH STREET": hand.Seventh,
}

// seatResult reads "Seat 3: PLAYER3 won Total ($0.19) HI:with ... [cards - ...] LO:($0.19) [...]",
// "Seat 1: PLAYER1 HI:lost with ... [cards - ...]", "Seat 2: PLAYER2 Folded on the 3rd STREET".
func (p *handParser) seatResult(l []byte, num int) error {
	h := p.H
	who, rest, err := parser.SummarySeat(h.Seats, l)
	if err != nil {
		return err
	}
	r := hand.SeatResult{Player: who, Line: num}
	switch {
	case folds[string(rest)] != 0:
		r.Outcome, r.Street = hand.OutFolded, folds[string(rest)]
	case parser.HasPrefix(rest, "won Total ("):
		amt, after, ok := parser.Cut(rest[len("won Total ("):], ")")
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
		}
		m, err := syntax.Money(amt, h.Decimals)
		if err != nil {
			return err
		}
		r.Outcome, r.Amount = hand.OutCollected, m
		r.Text = p.In.Str(bytes.TrimSpace(after))
		if n, ok := resultCards(after, &r); ok && n > 0 {
			r.Outcome = hand.OutShowedWon
		}
	case parser.HasPrefix(rest, "HI:lost with ") || parser.HasPrefix(rest, "LO:lost with "):
		r.Outcome, r.Text = hand.OutShowedLost, p.In.Str(rest)
		resultCards(rest, &r)
	default:
		r.Outcome, r.Text = hand.OutOther, p.In.Str(rest)
	}
	h.Summary.Seats = append(h.Summary.Seats, r)
	return nil
}

// resultCards reads the seven cards of the first "[Kc 10h ... - B:Ks,...]" in b.
func resultCards(b []byte, r *hand.SeatResult) (int, bool) {
	i := bytes.IndexByte(b, '[')
	if i < 0 {
		return 0, false
	}
	in, _, ok := parser.Bracket(b[i:])
	if !ok {
		return 0, false
	}
	if j := parser.Index(in, " - "); j >= 0 {
		in = in[:j]
	}
	n, err := syntax.Cards(in, r.Cards[:])
	if err != nil {
		return 0, false
	}
	r.NCards = uint8(n)
	return n, true
}
