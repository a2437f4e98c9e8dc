package absolute

import (
	"bytes"
	"fmt"
	"sync"
	"time"
	_ "time/tzdata" // zones must resolve on machines without a zoneinfo database

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/studtext"
)

// handParser turns the lines of one hand into a hand.Hand.
type handParser struct {
	in      parser.Interner
	text    parser.TextArena
	slab    parser.Slab
	names   parser.Names // finds the actor of a line among h.Seats
	h       *hand.Hand
	id      []byte
	book    studtext.Book
	summary bool
	total   bool
	end     int // first line after the betting
}

// HandID is the number of the hand being parsed, for errors.
func (p *handParser) HandID() string { return string(p.id) }

// IsHeader reports whether line starts an Absolute hand.
func (p *handParser) IsHeader(line []byte) bool { return isHeader(line) }

func fail(num int, err error) error { return parser.Fail(num, err) }

// games maps the header's game words to games.
var games = map[string]hand.Game{
	"Seven Card Hi/Lo": hand.StudHiLo, "Seven Card Stud Hi/Lo": hand.StudHiLo,
	"Seven Card Stud": hand.StudHigh, "Seven Card": hand.StudHigh, "Razz": hand.Razz,
}

// Parse reads the hand in b. other is true for a hand of another game.
func (p *handParser) Parse(b *parser.Block, file string, reuse bool) (*hand.Hand, bool, error) {
	p.slab.SetReuse(reuse)
	n := b.Len()
	// Each line between the seats and the summary is at most one event, and
	// the uncalled bet one more: the header and seat lines are not asked for.
	body := 1
	for body < n && parser.HasPrefix(b.Text(body), "Seat ") {
		body++
	}
	box, events := p.slab.Box(b.MaxEvents(min(body, n)) + 1)
	h := &box.H
	p.h, p.id, p.end = h, nil, 0
	p.summary, p.total = false, false
	p.book.Reset()
	p.names.Reset()
	h.Site = Name
	h.Pos = hand.Pos{File: file, Line: b.Num(0)}
	h.EndLine = b.Num(n - 1)
	other, err := p.header(b.Text(0))
	if err != nil || other {
		if err != nil {
			err = fail(b.Num(0), err)
		}
		return nil, other, err
	}
	h.Seats = box.Seats[:0]
	i := 1
	for ; i < n && parser.HasPrefix(b.Text(i), "Seat "); i++ {
		if err := p.seat(b.Text(i), b.Num(i)); err != nil {
			return nil, false, fail(b.Num(i), err)
		}
	}
	if len(h.Seats) == 0 {
		return nil, false, fail(b.Num(min(i, n-1)), fmt.Errorf("%w: no seat lines", parser.ErrTruncated))
	}
	h.Events = events
	h.Summary.Seats = box.Results[:0]
	for ; i < n; i++ {
		l := b.Text(i)
		if len(l) == 0 {
			continue
		}
		var err error
		if p.summary {
			err = p.summaryLine(l, b.Num(i))
		} else {
			err = p.line(l, b.Num(i))
		}
		if err != nil {
			return nil, false, fail(b.Num(i), err)
		}
	}
	if !p.summary || !p.total {
		return nil, false, fail(b.Num(n-1), fmt.Errorf("%w: no summary", parser.ErrTruncated))
	}
	if p.end == 0 {
		p.end = h.Summary.Line
	}
	studtext.ReturnUncalled(h, p.end)
	side := false
	for i := range h.Events {
		if e := &h.Events[i]; e.Kind == hand.Collect && e.Text != "main pot" {
			side = true
		}
	}
	for i := range h.Events {
		if e := &h.Events[i]; e.Kind == hand.Collect && !side {
			e.Text = "pot"
		}
	}
	return p.slab.Keep(h), false, nil
}

var (
	etOnce sync.Once
	et     *time.Location
)

// header reads "Stage #1300000000: Seven Card Hi/Lo  Normal $0.02/$0.04 - 2009-03-18 19:10:00 (ET)".
func (p *handParser) header(l []byte) (other bool, err error) {
	h := p.h
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
	p.id = id
	h.ID = p.text.Str(id, nil)
	at := parser.LastIndex(rest, " - ")
	if at < 0 {
		return false, fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(l))
	}
	left, when := rest[:at], rest[at+3:]
	sp := bytes.LastIndexByte(left, ' ')
	if sp < 0 {
		return false, fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(l))
	}
	stakes := left[sp+1:]
	game, kind, _ := parser.Cut(left[:sp], "  ")
	g, known := games[string(bytes.TrimSpace(game))]
	if !known {
		return true, nil
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
	small, big, ok := parser.Cut(stakes, "/")
	if !ok {
		return false, fmt.Errorf("%w: stakes %q", parser.ErrBadHeader, parser.Clip(stakes))
	}
	if h.Stakes.SmallBet, err = studtext.Money(small, h.Decimals); err != nil {
		return false, err
	}
	if h.Stakes.BigBet, err = studtext.Money(big, h.Decimals); err != nil {
		return false, err
	}
	h.TimeText = p.in.Str(when)
	if parser.HasSuffix(when, " (ET)") {
		etOnce.Do(func() { et, _ = time.LoadLocation("America/New_York") })
		if t, ok := studtext.Clock(when[:len(when)-len(" (ET)")], et); ok {
			h.Time = t
		}
	}
	return false, nil
}

// seat reads "Seat 1 - PLAYER1 ($0.17 in chips)".
func (p *handParser) seat(l []byte, num int) error {
	h := p.h
	numText, rest, ok := parser.Cut(l[len("Seat "):], " - ")
	seatNum, isNum := parser.Atoi(numText)
	open := parser.LastIndex(rest, " (")
	if !ok || !isNum || open <= 0 || !parser.HasSuffix(rest, " in chips)") || len(h.Seats) >= 16 {
		return fmt.Errorf("%w: %q", parser.ErrBadSeat, parser.Clip(l))
	}
	stack, err := studtext.Money(rest[open+2:len(rest)-len(" in chips)")], h.Decimals)
	if err != nil {
		return err
	}
	name := rest[:open]
	for i := range h.Seats {
		if h.Seats[i].Name == string(name) {
			return fmt.Errorf("%w: player %q seated twice", parser.ErrBadSeat, name)
		}
	}
	h.Seats = append(h.Seats, hand.Seat{Num: seatNum, Name: p.in.Str(name), Stack: stack, Line: num})
	return nil
}

// streets maps the street markers to streets.
var streets = map[string]hand.Street{
	"*** 3rd STREET ***": hand.Third, "*** 3RD STREET ***": hand.Third, "*** 4TH STREET ***": hand.Fourth,
	"*** 5TH STREET ***": hand.Fifth, "*** 6TH STREET ***": hand.Sixth, "*** RIVER ***": hand.Seventh,
	"*** 7TH STREET ***": hand.Seventh,
}

func (p *handParser) next(kind hand.Kind, who, num int) *hand.Event {
	p.h.Events = append(p.h.Events, hand.Event{Kind: kind, Street: p.book.Street, Player: who, Line: num})
	return &p.h.Events[len(p.h.Events)-1]
}

// line reads one line between the seats and the summary.
func (p *handParser) line(l []byte, num int) error {
	h := p.h
	if l[0] == '*' {
		switch s, ok := streets[string(l)]; {
		case ok:
			if s <= p.book.Street {
				return fmt.Errorf("%w: %s after %s street", parser.ErrUnknownLine, l, p.book.Street)
			}
			p.book.Enter(s)
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
		amt, pot, ok := parser.Cut(rest, " from ")
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		m, err := studtext.Money(amt, h.Decimals)
		if err != nil {
			return err
		}
		name := "main pot"
		switch {
		case string(pot) == "main pot":
		case parser.HasPrefix(pot, "side pot"):
			name = "side pot"
			if k, ok := parser.Atoi(bytes.TrimLeft(pot[len("side pot"):], " -#")); ok {
				name = fmt.Sprintf("side pot-%d", k)
			}
		default:
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
	if p.book.Street == hand.NoStreet && !parser.HasPrefix(rest, "Ante ") {
		return fmt.Errorf("%w: action before the cards: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	amount := func(b []byte) (hand.Money, bool, error) {
		all := false
		if parser.HasSuffix(b, " (All-In)") {
			b, all = b[:len(b)-len(" (All-In)")], true
		}
		m, err := studtext.Money(b, h.Decimals)
		return m, all, err
	}
	switch {
	case parser.HasPrefix(rest, "Ante "):
		m, all, err := amount(rest[len("Ante "):])
		if err != nil {
			return err
		}
		ev := p.next(hand.Ante, who, num)
		ev.Street, ev.Amount, ev.AllIn = hand.NoStreet, m, all
		if h.Stakes.Ante == 0 && !all {
			h.Stakes.Ante = m
		}
	case parser.HasPrefix(rest, "Pocket ["):
		return p.pocket(who, rest[len("Pocket "):], num)
	case parser.HasPrefix(rest, "Bring-In "):
		m, all, err := amount(rest[len("Bring-In "):])
		if err != nil {
			return err
		}
		ev := p.next(hand.BringIn, who, num)
		ev.Amount, ev.AllIn = m, all
		p.book.Put(who, m)
		p.book.BringIn = true
		if h.Stakes.BringIn == 0 && !all {
			h.Stakes.BringIn = m
		}
	case parser.HasPrefix(rest, "Calls "), parser.HasPrefix(rest, "Bets "):
		kind, at := hand.Call, len("Calls ")
		if rest[0] == 'B' {
			kind, at = hand.Bet, len("Bets ")
		}
		m, all, err := amount(rest[at:])
		if err != nil {
			return err
		}
		ev := p.next(kind, who, num)
		ev.Amount, ev.AllIn = m, all
		p.book.Put(who, m)
		if kind == hand.Bet {
			p.book.Opened = true
		}
	case parser.HasPrefix(rest, "Raises "), parser.HasPrefix(rest, "Completes "):
		// "Raises $0.04 to $0.08" (not in the real files; the street total decides).
		b := rest[len("Raises "):]
		if rest[0] == 'C' {
			b = rest[len("Completes "):]
		}
		if _, to, ok := parser.Cut(b, " to "); ok {
			b = to
		}
		to, all, err := amount(b)
		if err != nil {
			return err
		}
		if p.book.Street == hand.Third && p.book.Cur == 0 {
			ev := p.next(hand.Bet, who, num)
			ev.Amount, ev.AllIn = to, all
			p.book.Put(who, to)
		} else {
			kind := hand.Raise
			if p.book.Street == hand.Third && p.book.BringIn && !p.book.Opened {
				kind = hand.Complete
			}
			ev := p.next(kind, who, num)
			ev.AllIn = all
			p.book.RaiseTo(ev, to)
		}
		p.book.Opened = true
	case string(rest) == "Checks":
		p.next(hand.Check, who, num)
	case string(rest) == "Folds":
		p.next(hand.Fold, who, num)
	case string(rest) == "Mucks":
		p.next(hand.Muck, who, num)
	case parser.HasPrefix(rest, "Shows ["):
		if p.end == 0 {
			p.end = num
		}
		in, desc, ok := parser.Bracket(rest[len("Shows "):])
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		ev := p.next(hand.Show, who, num)
		n, err := cardList(in, ev.Cards[:])
		if err != nil {
			return err
		}
		ev.NCards = uint8(n)
		desc = bytes.TrimSpace(desc)
		if len(desc) > 2 && desc[0] == '(' && desc[len(desc)-1] == ')' {
			ev.Text = p.in.Str(desc[1 : len(desc)-1])
		}
	default:
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	return nil
}

// card reads one token: "Js", "10d" (ten), or "H" (hidden: cards.None).
func card(tok []byte) (cards.Card, error) {
	if len(tok) == 1 && tok[0] == 'H' {
		return cards.None, nil
	}
	var rank, suit byte
	switch {
	case len(tok) == 2:
		rank, suit = tok[0], tok[1]
	case len(tok) == 3 && tok[0] == '1' && tok[1] == '0':
		rank, suit = 'T', tok[2]
	}
	r, st := cardRank[rank], cardSuit[suit]
	if r == 0 || st == 0 {
		return cards.None, fmt.Errorf("%w %q", parser.ErrBadCard, tok)
	}
	return cards.New(cards.Rank(r+1), cards.Suit(st-1)), nil
}

// cardRank and cardSuit map rank and suit characters to their index in
// "23456789TJQKA" and "cdhs" plus one; 0 for any other byte.
var cardRank, cardSuit = func() (r, s [256]uint8) {
	for i, c := range []byte("23456789TJQKA") {
		r[c] = uint8(i + 1)
	}
	for i, c := range []byte("cdhs") {
		s[c] = uint8(i + 1)
	}
	return r, s
}()

// cardList reads "H H Js 10d" into dst. The usual tokens, "H" and a rank
// and suit, are read in place; any other goes through card.
func cardList(in []byte, dst []cards.Card) (int, error) {
	n := 0
	for i := 0; i < len(in); {
		c := in[i]
		if c == ' ' {
			i++
			continue
		}
		if n == len(dst) {
			return n, fmt.Errorf("%w: more than %d cards", parser.ErrBadDeal, len(dst))
		}
		switch {
		case c == 'H' && (i+1 == len(in) || in[i+1] == ' '):
			dst[n] = cards.None
			i++
		case i+1 < len(in) && (i+2 == len(in) || in[i+2] == ' ') && cardRank[c] != 0 && cardSuit[in[i+1]] != 0:
			dst[n] = cards.New(cards.Rank(cardRank[c]+1), cards.Suit(cardSuit[in[i+1]]-1))
			i += 2
		default:
			j := i + 1
			for j < len(in) && in[j] != ' ' {
				j++
			}
			card, err := card(in[i:j])
			if err != nil {
				return n, err
			}
			dst[n] = card
			i = j
		}
		n++
	}
	return n, nil
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
	n, err := cardList(in, got[:])
	if err != nil {
		return err
	}
	st := p.book.Street
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
	p.h.Events = append(p.h.Events, ev)
	return nil
}

// summaryLine reads "Total Pot($0.43) | Rake ($0.04)" and the seat lines.
func (p *handParser) summaryLine(l []byte, num int) error {
	h := p.h
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
		if h.Summary.TotalPot, err = studtext.Money(amt, h.Decimals); err != nil {
			return err
		}
		if parser.HasPrefix(rest, " | Rake (") && parser.HasSuffix(rest, ")") {
			if h.Summary.Rake, err = studtext.Money(rest[len(" | Rake ("):len(rest)-1], h.Decimals); err != nil {
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
	h := p.h
	seatNum, rest, ok := parser.SeatHead(l[len("Seat "):])
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
	}
	who := -1
	for i := range h.Seats {
		if nm := h.Seats[i].Name; h.Seats[i].Num == seatNum && len(rest) > len(nm) && rest[len(nm)] == ' ' && string(rest[:len(nm)]) == nm {
			who = i
		}
	}
	if who < 0 {
		return fmt.Errorf("%w: summary seat %d", parser.ErrUnknownPlayer, seatNum)
	}
	rest = rest[len(h.Seats[who].Name)+1:]
	r := hand.SeatResult{Player: who, Line: num}
	switch {
	case folds[string(rest)] != 0:
		r.Outcome, r.Street = hand.OutFolded, folds[string(rest)]
	case parser.HasPrefix(rest, "won Total ("):
		amt, after, ok := parser.Cut(rest[len("won Total ("):], ")")
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
		}
		m, err := studtext.Money(amt, h.Decimals)
		if err != nil {
			return err
		}
		r.Outcome, r.Amount = hand.OutCollected, m
		r.Text = p.in.Str(bytes.TrimSpace(after))
		if n, ok := resultCards(after, &r); ok && n > 0 {
			r.Outcome = hand.OutShowedWon
		}
	case parser.HasPrefix(rest, "HI:lost with ") || parser.HasPrefix(rest, "LO:lost with "):
		r.Outcome, r.Text = hand.OutShowedLost, p.in.Str(rest)
		resultCards(rest, &r)
	default:
		r.Outcome, r.Text = hand.OutOther, p.in.Str(rest)
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
	n, err := cardList(in, r.Cards[:])
	if err != nil {
		return 0, false
	}
	r.NCards = uint8(n)
	return n, true
}
