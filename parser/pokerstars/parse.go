package pokerstars

import (
	"bytes"
	"fmt"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ledger"
)

// handParser turns the lines of one hand into a hand.Hand. One parser is
// reused for every hand of a Reader; the hands it returns share nothing with it.
type handParser struct {
	ledger.HandState

	summary bool // inside *** SUMMARY ***
	total   bool // the Total pot line was read

	// colonName and spaceName: some seated name contains ':' or ' ', so the
	// actor of a line must be found by the longest-name search.
	colonName, spaceName bool
	prevNames            [8]string   // the previous hand's names, by seat line, to skip the interner
	prevShapes           [8]uint8    // their nameShape
	recentCash           cashHeaders // the recent cash hands' games and stakes
	clock                clockCache  // the previous hand's hour, to skip the zone conversion

	// keys describe the first 16 seated names for the actor search: their
	// length and first and last eight bytes as little-endian words.
	keys  [16]parser.NameKey
	nkeys int         // len(keys) in use; -1 when there are more seats than keys
	first [256]uint16 // bit k of first[c]: keys[k]'s name starts with byte c
}

func newHandParser() handParser { return handParser{} }

// reset clears the state of the previous hand, keeping what carries over
// from hand to hand (the interner, the previous names, header and hour).
// Only the entries of first that the previous hand's keys set are cleared.
func (p *handParser) reset(h *hand.Hand, box *parser.HandBox) {
	for k := range max(p.nkeys, 0) {
		p.first[byte(p.keys[k].Head)] = 0
	}
	p.nkeys = 0
	p.H, p.Box, p.ID = h, box, nil
	p.Ledger.Reset()
	p.summary, p.total = false, false
	p.colonName, p.spaceName = false, false
}

// IsHeader reports whether line starts a PokerStars hand.
func (p *handParser) IsHeader(line []byte) bool { return isHeader(line) }

// Parse reads the hand in b. other is true for a hand of another game.
func (p *handParser) Parse(b *parser.Block, file string, reuse bool) (h *hand.Hand, other bool, err error) {
	p.Slab.SetReuse(reuse)
	n := b.Len()
	// Seat lines (chat and status lines may come between them) end at i.
	i := 2
	for i < n {
		if l := b.Text(i); !parser.HasPrefix(l, "Seat ") && !isNoise(l) {
			break
		}
		i++
	}
	box, events := p.Slab.Box(b.MaxEvents(i))
	h = &box.H
	h.Site = "PokerStars"
	p.reset(h, box)
	num := b.Num
	h.Pos = hand.Pos{File: file, Line: num(0)}
	h.EndLine = num(n - 1)

	if other, err = p.parseHeader(b.Text(0)); err != nil || other {
		return nil, other, parser.Fail(num(0), err)
	}
	if n < 2 {
		return nil, false, parser.Fail(num(0), fmt.Errorf("%w: header only", parser.ErrTruncated))
	}
	if err := p.parseTable(b.Text(1)); err != nil {
		return nil, false, parser.Fail(num(1), err)
	}

	h.Seats = box.Seats[:0]
	if i-2 > len(box.Seats) {
		h.Seats = make([]hand.Seat, 0, i-2)
	}
	for k := 2; k < i; k++ {
		if l := b.Text(k); !parser.HasPrefix(l, "Seat ") {
			continue // chat or status
		}
		if err := p.parseSeat(b.Text(k), num(k)); err != nil {
			return nil, false, parser.Fail(num(k), err)
		}
	}
	p.setKeys()
	if len(h.Seats) == 0 {
		return nil, false, parser.NoSeats(b, i-1)
	}

	// Actions and summary.
	h.Events = events
	h.Summary.Seats = box.Results[:0]
	if len(h.Seats) > len(box.Results) {
		h.Summary.Seats = make([]hand.SeatResult, 0, len(h.Seats))
	}
	if err := b.Walk(i, p); err != nil {
		return nil, false, err
	}
	if !p.summary || !p.total {
		return nil, false, parser.NoSummary(b)
	}
	return p.Slab.Keep(h), false, nil
}

// parseSeat reads "Seat 3: Player2 (1285 in chips) is sitting out".
func (p *handParser) parseSeat(l []byte, num int) error {
	h := p.H
	seatNum, rest, ok := parser.SeatHead(l[len("Seat "):])
	chips := parser.LastIndex(rest, " in chips")
	if !ok || chips < 0 {
		return fmt.Errorf("%w: %q", parser.ErrBadSeat, parser.Clip(l))
	}
	open := parser.LastIndex(rest[:chips], " (")
	if open <= 0 {
		return fmt.Errorf("%w: %q", parser.ErrBadSeat, parser.Clip(l))
	}
	stack, err := syntax.Money(rest[open+2:chips], h.Decimals)
	if err != nil {
		return err
	}
	tail := rest[chips+len(" in chips"):]
	closeAt := bytes.IndexByte(tail, ')')
	if closeAt < 0 {
		return fmt.Errorf("%w: %q", parser.ErrBadSeat, parser.Clip(l))
	}
	tail = bytes.TrimSpace(tail[closeAt+1:])
	name := rest[:open]
	for i := range h.Seats {
		if h.Seats[i].Name == string(name) {
			return fmt.Errorf("%w: player %q seated twice", parser.ErrBadSeat, name)
		}
	}
	var interned string
	var shape uint8
	if k := len(h.Seats); k < len(p.prevNames) && p.prevNames[k] == string(name) {
		interned, shape = p.prevNames[k], p.prevShapes[k]
	} else {
		interned, shape = p.In.Str(name), nameShape(name)
		if k < len(p.prevNames) {
			p.prevNames[k], p.prevShapes[k] = interned, shape
		}
	}
	p.colonName = p.colonName || shape&colonShape != 0
	p.spaceName = p.spaceName || shape&spaceShape != 0
	h.Seats = append(h.Seats, hand.Seat{
		Num:        seatNum,
		Name:       interned,
		Stack:      stack,
		SittingOut: (len(tail) >= 14 && string(tail[:14]) == "is sitting out"),
		Line:       num,
	})
	return nil
}

// Bits of nameShape.
const (
	colonShape = 1 << iota // the name contains ':'
	spaceShape             // the name contains ' '
)

// nameShape says which of the actor search's separator bytes name holds.
func nameShape(name []byte) uint8 {
	var shape uint8
	for _, c := range name {
		switch c {
		case ':':
			shape |= colonShape
		case ' ':
			shape |= spaceShape
		}
	}
	return shape
}

// add appends an event.
func (p *handParser) add(ev hand.Event) { p.H.Events = append(p.H.Events, ev) }

// next appends an event and returns it in place, for the parser to
// complete. On an error the hand is dropped whole, so a half-filled event
// never escapes. The slots past len(Events) are always zero (make and
// append zero them, and action clears the one it takes back), so the new
// event needs no clearing.
func (p *handParser) next(kind hand.Kind, player, num int) *hand.Event {
	h := p.H
	n := len(h.Events)
	if n == cap(h.Events) {
		h.Events = append(h.Events, hand.Event{})
	} else {
		h.Events = h.Events[:n+1] // only the length is stored
	}
	e := &h.Events[n]
	e.Kind, e.Street, e.Player, e.Line = kind, p.Ledger.Street(), player, num
	return e
}

// Body reads one line between the seat lines and the summary.
func (p *handParser) Body(l []byte, num int) error {
	switch l[0] {
	case '*':
		if len(l) >= 4 && string(l[:4]) == "*** " {
			return p.marker(l, num)
		}
	case 'D':
		if len(l) >= 9 && string(l[:9]) == "Dealt to " {
			return p.deal(l[len("Dealt to "):], num)
		}
	case 'U':
		if len(l) >= 14 && string(l[:14]) == "Uncalled bet (" {
			return p.uncalled(l[len("Uncalled bet ("):], num)
		}
	case 'B':
		if string(l) == "Betting is capped" {
			p.add(hand.Event{Kind: hand.Capped, Street: p.Ledger.Street(), Player: -1, Line: num})
			return nil
		}
	case 'P':
		if string(l) == "Pair on board - a double bet is allowed" {
			p.add(hand.Event{Kind: hand.DoubleBetAllowed, Street: p.Ledger.Street(), Player: -1, Line: num})
			return nil
		}
	case 'N':
		if string(l) == "No low hand qualified" {
			p.add(hand.Event{Kind: hand.NoLow, Street: p.Ledger.Street(), Player: -1, Line: num})
			return nil
		}
	}
	if who, rest := p.actor(l, ": "); who >= 0 {
		return p.action(who, rest, num)
	}
	if who, rest := p.actor(l, " collected "); who >= 0 {
		return p.collect(who, rest, num)
	}
	return p.otherLine(l)
}

// streetMarker returns the street a marker line starts.
func streetMarker(l []byte) (hand.Street, bool) {
	switch string(l) {
	case "*** 3rd STREET ***":
		return hand.Third, true
	case "*** 4th STREET ***":
		return hand.Fourth, true
	case "*** 5th STREET ***":
		return hand.Fifth, true
	case "*** 6th STREET ***":
		return hand.Sixth, true
	case "*** 7th STREET ***", "*** RIVER ***":
		return hand.Seventh, true
	}
	return 0, false
}

// marker reads a "*** ... ***" line.
func (p *handParser) marker(l []byte, num int) error {
	if s, ok := streetMarker(l); ok {
		if s < p.Ledger.Street() {
			return fmt.Errorf("%w: %s after %s street", parser.ErrUnknownLine, l, p.Ledger.Street())
		}
		p.Ledger.SetStreet(s)
		return nil
	}
	switch {
	case string(l) == "*** SHOW DOWN ***":
		return nil
	case string(l) == "*** SUMMARY ***":
		p.summary = true
		p.H.Summary.Line = num
		return nil
	case (len(l) >= 15 && string(l[:15]) == "*** RIVER *** ["):
		in, rest, ok := parser.Bracket(l[len("*** RIVER *** "):])
		if !ok || len(rest) != 0 {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		ev := hand.Event{Kind: hand.Board, Street: hand.Seventh, Player: -1, Line: num}
		n, err := syntax.Cards(in, ev.Cards[:1])
		if err != nil {
			return err
		}
		if n != 1 {
			return fmt.Errorf("%w: %q", parser.ErrBadDeal, parser.Clip(l))
		}
		ev.NCards = 1
		p.Ledger.SetStreet(hand.Seventh)
		p.add(ev)
		return nil
	}
	return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
}

// deal reads "NAME [7c 3s 5h]" or "NAME [7c 3s 5h] [Qc]" (after "Dealt to ").
func (p *handParser) deal(l []byte, num int) error {
	who, rest := p.actor(l, " [")
	if who < 0 {
		return fmt.Errorf("%w: dealt cards to %q", parser.ErrUnknownPlayer, parser.Clip(l))
	}
	rest = l[len(l)-len(rest)-1:] // back to the opening bracket
	if p.dealUsual(who, rest, num) {
		return nil
	}
	return p.dealAny(who, l, rest, num)
}

// dealAny is deal for any line (rest is what follows the name in l), with
// its precise errors.
func (p *handParser) dealAny(who int, l, rest []byte, num int) error {
	groups, ng, ok := parser.CardGroups(rest)
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrBadDeal, parser.Clip(l))
	}
	ev := p.next(hand.Deal, who, num)
	var prior [hand.MaxCards]cards.Card
	switch {
	case p.Ledger.Street() == hand.NoStreet:
		return fmt.Errorf("%w: cards dealt before 3rd street", parser.ErrBadDeal)
	case p.Ledger.Street() == hand.Third:
		if ng != 1 {
			return fmt.Errorf("%w: %q", parser.ErrBadDeal, parser.Clip(l))
		}
		n, err := syntax.Cards(groups[0], ev.Cards[:3])
		if err != nil {
			return err
		}
		switch n {
		case 1:
			ev.Cards[2], ev.Cards[0] = ev.Cards[0], cards.None
		case 3:
		default:
			return fmt.Errorf("%w: %d cards on 3rd street", parser.ErrBadDeal, n)
		}
		ev.NCards, ev.Down = 3, 0b011
	default:
		if ng == 2 {
			if _, err := syntax.Cards(groups[0], prior[:]); err != nil {
				return err
			}
			groups[0] = groups[1]
		}
		n, err := syntax.Cards(groups[0], ev.Cards[:1])
		if err != nil {
			return err
		}
		if n != 1 {
			return fmt.Errorf("%w: %d new cards", parser.ErrBadDeal, n)
		}
		ev.NCards = 1
		if p.Ledger.Street() == hand.Seventh {
			ev.Down = 1
		}
	}
	return nil
}

// dealUsual is deal for a well-formed line of a street (rest is what
// follows the name: "[7c 3s 5h]" or "[7c 3s 5h] [Qc]"), with each group's
// brackets and cards read in one pass. It returns false, having added
// nothing, for any other line, which deal then reads (and rejects) the
// slow way.
func (p *handParser) dealUsual(who int, rest []byte, num int) bool {
	if p.Ledger.Street() == hand.NoStreet {
		return false
	}
	var got [hand.MaxCards]cards.Card
	n, rest, ok := parser.CardGroup(rest, got[:])
	if !ok {
		return false
	}
	if p.Ledger.Street() == hand.Third {
		if len(rest) != 0 || n != 1 && n != 3 {
			return false
		}
		ev := p.next(hand.Deal, who, num)
		if n == 1 {
			ev.Cards[2] = got[0]
		} else {
			ev.Cards[0], ev.Cards[1], ev.Cards[2] = got[0], got[1], got[2]
		}
		ev.NCards, ev.Down = 3, 0b011
		return true
	}
	if len(rest) != 0 { // the cards so far, then the new card
		if len(rest) < 2 || rest[0] != ' ' {
			return false
		}
		if n, rest, ok = parser.CardGroup(rest[1:], got[:1]); !ok || len(rest) != 0 {
			return false
		}
	}
	if n != 1 {
		return false
	}
	ev := p.next(hand.Deal, who, num)
	ev.Cards[0], ev.NCards = got[0], 1
	if p.Ledger.Street() == hand.Seventh {
		ev.Down = 1
	}
	return true
}

// uncalled reads "$0.08) returned to NAME" (after "Uncalled bet (").
func (p *handParser) uncalled(l []byte, num int) error {
	amt, name, ok := parser.Cut(l, ") returned to ")
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	who := p.seatIndex(name)
	if who < 0 {
		return fmt.Errorf("%w: uncalled bet returned to %q", parser.ErrUnknownPlayer, name)
	}
	m, err := syntax.Money(amt, p.H.Decimals)
	if err != nil {
		return err
	}
	p.Ledger.Do(p.next(0, who, num), who, ledger.Return, ledger.Added, m)
	return nil
}

// collect reads "$0.61 from side pot" (after "NAME collected ").
func (p *handParser) collect(who int, l []byte, num int) error {
	amt, pot, ok := parser.Cut(l, " from ")
	if !ok || len(pot) == 0 {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	m, err := syntax.Money(amt, p.H.Decimals)
	if err != nil {
		return err
	}
	name := p.In.Pot(pot)
	p.add(hand.Event{Kind: hand.Collect, Street: p.Ledger.Street(), Player: who, Amount: m, Text: name, Line: num})
	return nil
}
