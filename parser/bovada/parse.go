package bovada

import (
	"bytes"
	"fmt"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ledger"
)

// handParser turns the lines of one hand into a hand.Hand. One parser is
// reused for every hand of a reader; the hands it returns share nothing with it.
type handParser struct {
	ledger.HandState

	bySeat  [11]int8                       // seat number -> player index + 1
	dealt   [ledger.MaxSeats]uint8         // cards dealt to each player so far
	own     [ledger.MaxSeats][7]cards.Card // each player's cards in deal order
	summary bool
	total   bool
	sidePot bool  // a "Hand Result-Side Pot" line was read
	doubles []int // lines of the double bets ("Double bets", "D bets")
}

// IsHeader reports whether line starts a hand.
func (p *handParser) IsHeader(line []byte) bool { return isHeader(line) }

// isSeatLine reports whether l looks like a seat line, "Seat+1: $0.57 in
// chips" or "Seat+3 [ME]: $0.50 in chips", as opposed to a line of play,
// "Seat+1 : Checks", for sizing the events (the seat lines are read by seat).
func isSeatLine(l []byte) bool {
	if len(l) < 7 || string(l[:5]) != "Seat+" {
		return false
	}
	i := 5
	for i < len(l) && l[i] >= '0' && l[i] <= '9' {
		i++
	}
	return i < len(l) && (l[i] == ':' || len(l)-i >= 6 && string(l[i:i+6]) == " [ME]:")
}

// Parse reads the hand in b. other is true for a hand of another game.
func (p *handParser) Parse(b *parser.Block, file string, reuse bool) (*hand.Hand, bool, error) {
	n := b.Len()
	// Each line between the seats and the summary is at most one event
	// (the summary lines give none): the header and seat lines are not
	// asked for.
	body := 1
	for body < n && isSeatLine(b.Text(body)) {
		body++
	}
	h, events := p.Start(b, Name, file, reuse, b.MaxEvents(min(body, n))+1)
	p.bySeat = [11]int8{}
	p.dealt = [ledger.MaxSeats]uint8{}
	p.own = [ledger.MaxSeats][7]cards.Card{}
	p.summary, p.total, p.sidePot, p.doubles = false, false, false, p.doubles[:0]
	other, err := p.header(b.Text(0))
	if err != nil || other {
		return nil, other, parser.Fail(b.Num(0), err)
	}
	h.Seats = p.Box.Seats[:0]
	h.Events = events
	h.Summary.Seats = p.Box.Results[:0]
	k := 1
	for ; k < n; k++ {
		l := b.Text(k)
		if !parser.HasPrefix(l, "Seat+") || !bytes.HasSuffix(l, []byte(" in chips")) {
			break
		}
		if err := p.seat(l, b.Num(k)); err != nil {
			return nil, false, parser.Fail(b.Num(k), err)
		}
	}
	if len(h.Seats) == 0 {
		return nil, false, parser.NoSeats(b, k)
	}
	if err := b.Walk(k, p); err != nil {
		return nil, false, err
	}
	if !p.summary || !p.total {
		return nil, false, parser.NoSummary(b)
	}
	p.finish()
	return p.Slab.Keep(h), false, nil
}

// labels are the network's game words: the stud family, and the flop
// games of its tables, counted as other games. Other words are a reject.
var labels = parser.Labels{
	"7CARD": hand.StudHigh, "7CARD HiLo": hand.StudHiLo, "7CARD Hi/Lo": hand.StudHiLo,
	"RAZZ": hand.Razz, "Razz": hand.Razz,
	"HOLDEM": hand.GameOther, "HOLDEMZonePoker": hand.GameOther, "OMAHA": hand.GameOther,
	"OMAHA HiLo": hand.GameOther, "OMAHAZonePoker": hand.GameOther, "OMAHA HiLoZonePoker": hand.GameOther,
}

// gameLabel cuts the game words out of the header's middle: " TBL#2027664
// 7CARD HiLo Fixed Limit" or ": 7CARD Tournament #1378659 TBL#1, Fixed
// Limit- Level 1 (0/0)" give "7CARD HiLo" and "7CARD".
func gameLabel(b []byte) []byte {
	b = bytes.TrimLeft(b, ": ")
	if parser.HasPrefix(b, "TBL#") {
		_, b, _ = parser.Cut(b, " ")
	}
	end := len(b)
	for _, stop := range [...]string{" Tournament #", " TBL#", " Fixed Limit", " No Limit", " Pot Limit", ","} {
		if i := bytes.Index(b[:end], []byte(stop)); i >= 0 {
			end = i
		}
	}
	return bytes.TrimSpace(b[:end])
}

// header reads "Bovada Hand #2633952287 TBL#2027664 7CARD HiLo Fixed Limit - 2012-09-19 13:11:08"
// or "Bovada Hand #2633115879: 7CARD Tournament #1378659 TBL#1, Fixed Limit- Level 1 (0/0) - 2012-06-17 22:21:03".
func (p *handParser) header(l []byte) (other bool, err error) {
	h := p.H
	_, rest, _ := parser.Cut(l, "Hand #")
	i := 0
	for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
		i++
	}
	if i == 0 {
		return false, fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(l))
	}
	p.ID = rest[:i]
	h.ID = p.Text.Str(rest[:i], nil)
	rest = rest[i:]
	dash := parser.LastIndex(rest, " - ")
	if dash < 0 {
		return false, fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(l))
	}
	game, when := rest[:dash], rest[dash+3:]
	h.TimeText = p.Text.Str(when, nil)
	// "2012-09-19 13:11:08" is US Eastern; a trailing zone ("... 13:11:08
	// UTC", "... CET") is read by parser.Zone, an unknown one a reject.
	if h.Time, err = parser.StampZone(when, "ET"); err != nil {
		return false, err
	}
	p.Label = gameLabel(game)
	g, err := labels.Game(p.Label)
	if err != nil || g == hand.GameOther {
		return err == nil, err
	}
	h.Game = g
	h.Decimals, h.Currency = 2, "USD"
	if _, t, ok := parser.Cut(game, "Tournament #"); ok {
		h.Tournament, h.Decimals, h.Currency = true, 0, ""
		j := 0
		for j < len(t) && t[j] >= '0' && t[j] <= '9' {
			j++
		}
		h.TourneyID = p.In.Str(t[:j])
		if _, lv, ok := parser.Cut(game, "Level "); ok {
			if sp := bytes.IndexAny(lv, " ("); sp >= 0 {
				lv = lv[:sp] // "Level 1 (0/0)", "Level 1(0/0)"
			}
			h.Level = p.In.Str(lv)
		}
	}
	if _, t, ok := parser.Cut(game, "TBL#"); ok {
		j := 0
		for j < len(t) && t[j] >= '0' && t[j] <= '9' {
			j++
		}
		h.Table = p.In.Str(t[:j])
	}
	h.MaxSeats = 8
	return false, nil
}

// seatNum reads the seat number after "Seat+" or "Seat " and what follows it.
func seatNum(l []byte) (int, []byte, bool) {
	if len(l) < 6 || !(parser.HasPrefix(l, "Seat+") || parser.HasPrefix(l, "Seat ")) {
		return 0, l, false
	}
	i, n := 5, 0
	for i < len(l) && l[i] >= '0' && l[i] <= '9' && i < 8 {
		n = n*10 + int(l[i]-'0')
		i++
	}
	if i == 5 || n == 0 || n > 10 {
		return 0, l, false
	}
	return n, l[i:], true
}

// seat reads "Seat+1: $5.03 in chips" or "Seat+4 [ME]: 1,500 in chips".
func (p *handParser) seat(l []byte, num int) error {
	h := p.H
	n, rest, ok := seatNum(l)
	name, amt, found := parser.Cut(l, ": ")
	if !ok || !found || !(len(rest) > 0 && rest[0] == ':' || parser.HasPrefix(rest, " [ME]:")) {
		return fmt.Errorf("%w: %q", parser.ErrBadSeat, parser.Clip(l))
	}
	if p.bySeat[n] != 0 || len(h.Seats) >= ledger.MaxSeats {
		return fmt.Errorf("%w: seat %d listed twice", parser.ErrBadSeat, n)
	}
	stack, err := syntax.Money(bytes.TrimSuffix(amt, []byte(" in chips")), h.Decimals)
	if err != nil {
		return err
	}
	h.Seats = append(h.Seats, hand.Seat{Num: n, Name: p.In.Str(name), Stack: stack, Line: num})
	p.bySeat[n] = int8(len(h.Seats))
	return nil
}

// actor finds the player of "Seat+3 [ME] : rest" and returns rest.
func (p *handParser) actor(l []byte) (int, []byte, error) {
	n, rest, ok := seatNum(l)
	if !ok || !parser.HasPrefix(l, "Seat+") {
		return -1, nil, fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	if parser.HasPrefix(rest, " [ME]") {
		rest = rest[len(" [ME]"):]
	}
	if !parser.HasPrefix(rest, " : ") {
		return -1, nil, fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	who := int(p.bySeat[n]) - 1
	if who < 0 {
		return -1, nil, fmt.Errorf("%w: seat %d", parser.ErrUnknownPlayer, n)
	}
	return who, rest[3:], nil
}

// next appends an event for player who on the current street.
func (p *handParser) next(who, num int) *hand.Event {
	e := parser.NextEvent(p.H)
	e.Street, e.Player, e.Line = p.Ledger.Street(), who, num
	return e
}

// InSummary reports whether the summary has started (parser.Sections).
func (p *handParser) InSummary() bool { return p.summary }

// Body reads one line before the summary.
func (p *handParser) Body(l []byte, num int) error {
	if l[0] == '*' {
		switch {
		case parser.HasPrefix(l, "*** SUMMARY ***"):
			p.summary = true
			p.H.Summary.Line = num
			return nil
		case parser.HasPrefix(l, "*** ") && parser.HasSuffix(l, " ***"):
			return nil // street markers: streets are numbered by the cards dealt
		}
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	who, rest, err := p.actor(l)
	if err != nil {
		return err
	}
	return p.action(who, rest, num)
}

// afterVerb drops a "(timeout)" after a verb and the spaces that follow.
func afterVerb(rest []byte) []byte {
	if len(rest) >= len("(timeout)") && string(rest[:len("(timeout)")]) == "(timeout)" {
		rest = rest[len("(timeout)"):]
	}
	for len(rest) > 0 && rest[0] == ' ' {
		rest = rest[1:]
	}
	return rest
}

// syntax is how Bovada writes amounts ("$5.03", "1,500") and cards ("6d Ad 2s").
var syntax = &parser.Syntax{Thousands: ','}

// Verbs that need more than the ledger: the all-in raise, the double bets,
// whose lines stakes looks for, the side pot and the raise with two amounts.
const (
	allInRaise = "All-in(raise)"
	doubleBets = "Double bets"
	dBets      = "D bets"
	sidePot    = "Hand Result-Side Pot"
	raises     = "Raises" // the street total, alone or after the increment
)

// verbs are Bovada's actions, the text after "Seat+N : ". A verb may be
// followed by "(timeout)"; "Raises" writes the street total, alone
// ("Raises 30") or after the increment ("Raises 10 to 30"). A verb with
// neither an intent nor a kind is a table-status line, skipped.
var verbs = ledger.NewTable([]ledger.Verb{
	{Text: "Card dealt to a spot", Kind: hand.Deal},
	{Text: "Ante chip", Intent: ledger.Ante},
	{Text: "Bring_in chip", Intent: ledger.BringIn}, {Text: "Bring-in chip", Intent: ledger.BringIn},
	{Text: "Big blind/Bring in", Intent: ledger.BringIn}, {Text: "Bring in", Intent: ledger.BringIn},
	{Text: allInRaise, Intent: ledger.Raise, Form: ledger.StreetTo}, {Text: "All-in", Intent: ledger.AllIn},
	{Text: raises, Intent: ledger.Raise, Form: ledger.StreetTo},
	{Text: "Bets", Intent: ledger.Bet}, {Text: doubleBets, Intent: ledger.Bet}, {Text: dBets, Intent: ledger.Bet},
	{Text: "Calls", Intent: ledger.Call}, {Text: "Call", Intent: ledger.Call},
	{Text: "Checks", Intent: ledger.Check},
	{Text: "Folds", Intent: ledger.Fold},
	{Text: "Return uncalled portion of bet", Intent: ledger.Return},
	{Text: "Showdown", Kind: hand.Show}, {Text: "Does not show", Kind: hand.NoShow}, {Text: "Mucks", Kind: hand.Muck},
	{Text: sidePot, Kind: hand.Collect}, {Text: "Hand result", Kind: hand.Collect}, {Text: "Hand Result", Kind: hand.Collect},
	{Text: "Table enter user"}, {Text: "Table leave user"}, {Text: "Table deposit"},
	{Text: "Seat sit down"}, {Text: "Seat sit out"}, {Text: "Seat stand"},
	{Text: "Sit out"}, {Text: "Sitout"}, {Text: "Stand"}, {Text: "Re-join"}, {Text: "Join"}, {Text: "Ranking "},
}...)

// action reads what follows "Seat+N : ".
func (p *handParser) action(who int, rest []byte, num int) error {
	h := p.H
	v, b, ok := verbs.Match(rest)
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(rest))
	}
	b = afterVerb(b)
	switch v.Kind {
	case 0:
		if v.Intent == 0 {
			return nil // a table-status line
		}
	case hand.Deal:
		return p.deal(who, b, num)
	case hand.Show, hand.NoShow, hand.Muck:
		return p.show(who, v.Kind, b, num)
	case hand.Collect:
		if v.Text == sidePot {
			p.sidePot = true
			return p.collect(who, b, "side pot", num)
		}
		return p.collect(who, b, "pot", num)
	}
	switch v.Intent {
	case ledger.BringIn:
		p.Ledger.SetStreet(max(p.Ledger.Street(), hand.Third))
	case ledger.Raise:
		if _, to, found := parser.Cut(b, " to "); found && v.Text == raises {
			b = to // "Raises 10 to 30": the street total
		}
	}
	ev := p.next(who, num)
	if err := p.Ledger.Apply(ev, who, v, b, syntax, h.Decimals); err != nil {
		return err
	}
	switch {
	case v.Intent == ledger.Ante && h.Stakes.Ante == 0:
		h.Stakes.Ante = ev.Amount
	case v.Intent == ledger.BringIn && h.Stakes.BringIn == 0:
		h.Stakes.BringIn = ev.Amount
	case v.Intent == ledger.AllIn || v.Text == allInRaise:
		ev.AllIn = true
	case v.Text == doubleBets || v.Text == dBets:
		p.doubles = append(p.doubles, num)
	}
	return nil
}

// deal reads "[6d Ad 2s]" (3rd street) or "[3s]" (a later street). The
// street is the number of cards the player then holds, whatever the marker says.
func (p *handParser) deal(who int, b []byte, num int) error {
	if who >= ledger.MaxSeats {
		return fmt.Errorf("%w: %q", parser.ErrBadDeal, parser.Clip(b))
	}
	have := int(p.dealt[who])
	ev := p.next(who, num)
	if err := parser.DealByCount(ev, syntax, b, have); err != nil {
		return err
	}
	copy(p.own[who][have:], ev.Cards[:ev.NCards])
	p.Ledger.SetStreet(ev.Street)
	p.dealt[who] += ev.NCards
	p.Ledger.Deal(who)
	return nil
}

// show reads "[Ad Jh 7h 6d 4h] (High Card)" after Showdown, Does not show or
// Mucks. Bovada prints the best five (hi/lo: the best high five and the
// best low five), so the event carries the player's own cards in deal
// order when all seven are known, as other sites' show lines do.
func (p *handParser) show(who int, kind hand.Kind, b []byte, num int) error {
	in, rest, ok := parser.Bracket(b)
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(b))
	}
	var printed [10]cards.Card
	n, err := syntax.Cards(in, printed[:])
	if err != nil {
		return err
	}
	ev := p.next(who, num)
	ev.Kind = kind
	if kind == hand.NoShow {
		return nil
	}
	rest = bytes.TrimSpace(rest)
	if len(rest) > 2 && rest[0] == '(' && rest[len(rest)-1] == ')' {
		ev.Text = p.In.Str(rest[1 : len(rest)-1])
	}
	if int(p.dealt[who]) >= 5 {
		ev.SetCards(p.own[who][:p.dealt[who]]...)
		return nil
	}
	// Cards not dealt in this history: the printed ones, once each.
	var uniq [hand.MaxCards]cards.Card
	u := 0
	for _, c := range printed[:n] {
		dup := false
		for _, d := range uniq[:u] {
			dup = dup || d == c
		}
		if !dup && u < len(uniq) {
			uniq[u] = c
			u++
		}
	}
	ev.SetCards(uniq[:u]...)
	return nil
}

// collect reads the amount of "Hand result $2.32".
func (p *handParser) collect(who int, b []byte, pot string, num int) error {
	m, err := syntax.Money(b, p.H.Decimals)
	if err != nil {
		return err
	}
	ev := p.next(who, num)
	ev.Kind, ev.Amount, ev.Text = hand.Collect, m, pot
	return nil
}
