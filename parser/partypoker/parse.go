package partypoker

import (
	"bytes"
	"fmt"
	"time"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ledger"
)

// handParser turns the lines of one hand into a hand.Hand. One parser is
// reused for every hand of a reader; the hands it returns share nothing with it.
type handParser struct {
	ledger.HandState
	names parser.Names // finds the actor of a line among H.Seats

	dealAt   [ledger.MaxSeats]int // index of each player's deal event on the current street, -1 if none
	showdown bool                 // a show or award line has been read
	sidePot  bool                 // an award names a side pot
}

// IsHeader reports whether line starts a hand.
func (p *handParser) IsHeader(line []byte) bool { return isHeader(line) }

// Noise reports whether b is a lone "Game #N starts." line: the reader
// skips it (Reader.Next would drop the error it makes).
func (p *handParser) Noise(b *parser.Block) bool {
	return b.Len() == 1 && isPreamble(bytes.TrimSpace(b.Line(0)))
}

// Parse reads the hand in b. other is true for a hand of another game.
func (p *handParser) Parse(b *parser.Block, file string, reuse bool) (*hand.Hand, bool, error) {
	n := b.Len()
	h, events := p.Start(b, Name, file, reuse, eventBound(b))
	p.names.Reset()
	p.showdown, p.sidePot = false, false
	for i := range p.dealAt {
		p.dealAt[i] = -1
	}
	p.ID = bytes.TrimSpace(bytes.TrimPrefix(b.Text(0), []byte("#Game No :")))
	h.ID = p.Text.Str(p.ID, nil)
	h.Seats = p.Box.Seats[:0]
	h.Events = events
	h.Summary.Seats = p.Box.Results[:0]
	k := 1
	if k < n && parser.HasPrefix(b.Text(k), "***** Hand History") {
		k++
	}
	if k >= n {
		return nil, false, parser.Fail(b.Num(n-1), fmt.Errorf("%w: header only", parser.ErrTruncated))
	}
	other, err := p.game(b.Text(k))
	if err != nil || other {
		return nil, other, parser.Fail(b.Num(k), err)
	}
	p.Ledger.SetSmallBet(h.Stakes.SmallBet) // a bring-in of a full small bet opens the street
	// Table and seat lines.
	for k++; k < n; k++ {
		l := b.Text(k)
		switch {
		case parser.HasPrefix(l, "Table "):
			t := l[len("Table "):]
			if i := parser.LastIndex(t, " ("); i > 0 {
				t = t[:i]
			}
			h.Table = p.In.Str(t)
			continue
		case parser.HasPrefix(l, "Total number of players : "):
			if _, m, ok := parser.Cut(l, "/"); ok {
				h.MaxSeats, _ = parser.Atoi(bytes.TrimSpace(m))
			}
			continue
		case parser.HasPrefix(l, "Trny:"), parser.HasPrefix(l, "Stakes-Antes("),
			parser.HasPrefix(l, "Seat ") && parser.HasSuffix(l, " is the button"):
			continue
		case parser.HasPrefix(l, "Seat ") && parser.HasSuffix(l, ")"):
			if err := p.seat(l, b.Num(k)); err != nil {
				return nil, false, parser.Fail(b.Num(k), err)
			}
			continue
		}
		break
	}
	if len(h.Seats) == 0 {
		return nil, false, parser.NoSeats(b, k)
	}
	// Seats may be listed out of order; the model lists them by seat number.
	for i := 1; i < len(h.Seats); i++ {
		for j := i; j > 0 && h.Seats[j].Num < h.Seats[j-1].Num; j-- {
			h.Seats[j], h.Seats[j-1] = h.Seats[j-1], h.Seats[j]
		}
	}
	if err := b.Walk(k, p); err != nil {
		return nil, false, err
	}
	if !p.showdown {
		return nil, false, parser.Fail(b.Num(n-1), fmt.Errorf("%w: no award", parser.ErrTruncated))
	}
	p.finish()
	return p.Slab.Keep(h), false, nil
}

// eventBound bounds the events of the hand in b: one per line of play, the
// deals of each street (a street marker deals to every player still in, at
// most the seats less the players who folded before; a "Dealt to" line fills
// in one of those deals, or adds one for a player not counted in), and the
// uncalled bet. The header and seat lines, the table-status "opens" lines
// and the tournament lines give none. A hand it misjudges costs an append,
// not a wrong hand.
func eventBound(b *parser.Block) int {
	seats, folds, n := 0, 0, 1
	live, dealt := 0, 0 // the current street's deals and "Dealt to" lines
	for i := 1; i < b.Len(); i++ {
		l := b.Line(i)
		if len(l) == 0 {
			continue
		}
		switch l[0] {
		case '*':
			n += max(live, dealt)
			live, dealt = max(seats-folds, 0), 0
			continue
		case 'S':
			if parser.HasPrefix(l, "Seat ") {
				if t := parser.TrimRight(l); t[len(t)-1] == ')' {
					seats++
				}
				continue
			}
			if parser.HasPrefix(l, "Stakes-Antes(") {
				continue
			}
		case 'T':
			if parser.HasPrefix(l, "Trny:") {
				continue
			}
		case 'D':
			if parser.HasPrefix(l, "Dealt to ") {
				dealt++
				continue
			}
		}
		if seats == 0 {
			continue // the header lines before the seats
		}
		if c := l[len(l)-1]; c == 's' || c == ' ' {
			if t := parser.TrimRight(l); parser.HasSuffix(t, " folds") {
				folds++
			} else if parser.HasSuffix(t, " opens") {
				continue
			}
		}
		n++
	}
	return n + max(live, dealt)
}

// labels are PartyPoker's game words (a limit word first, or none): the
// stud family, and the flop games of its tables, counted as other games.
var labels = func() parser.Labels {
	l := parser.Labels{}
	for _, lim := range []string{"", "FL "} {
		l[lim+"7 Card Stud Hi-Lo"], l[lim+"7 Card Stud Hi/Lo"] = hand.StudHiLo, hand.StudHiLo
		l[lim+"7 Card Stud"], l[lim+"Razz"] = hand.StudHigh, hand.Razz
	}
	for _, lim := range []string{"", "FL ", "NL ", "PL "} {
		for _, g := range []string{"Texas Hold'em", "Hold'em", "Omaha", "Omaha Hi-Lo", "5 Card Omaha", "7 Card Stud Hi-Lo", "7 Card Stud", "Razz"} {
			if _, stud := l[lim+g]; !stud {
				l[lim+g] = hand.GameOther
			}
		}
	}
	return l
}()

// gameLabel is the game words of a game line's text before " - ": the
// stakes and currency before them, and a tournament's buy-in and level
// after them, cut ("$10/$20 USD FL 7 Card Stud Hi-Lo", "FL 7 Card Stud $6
// USD Buy-in Trny:69784932 ...").
func gameLabel(g []byte) []byte {
	if st, ok := parser.SplitStakes(g); ok {
		g = st.Rest
		if len(g) > 4 && g[3] == ' ' && g[0] >= 'A' && g[0] <= 'Z' && g[1] >= 'A' && g[1] <= 'Z' && g[2] >= 'A' && g[2] <= 'Z' && !parser.HasPrefix(g, "FL ") {
			g = g[4:]
		}
	}
	end := len(g)
	for _, stop := range [...]string{" $", " €", " Trny:", " Buy-in", "  "} {
		if i := bytes.Index(g[:end], []byte(stop)); i >= 0 {
			end = i
		}
	}
	return bytes.TrimSpace(g[:end])
}

// game reads "$0.50/$1 USD 7 Card Stud Hi-Lo - Monday, August 30, 20:20:17 EEST 2010" or
// "FL 7 Card Stud $6 USD Buy-in Trny:69784932 Level:2  Stakes-Antes(60/120-10) - Wednesday, May 30, 14:41:43 EDT 2012".
func (p *handParser) game(l []byte) (other bool, err error) {
	h := p.H
	dash := parser.LastIndex(l, " - ")
	if dash < 0 {
		return false, fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(l))
	}
	g, when := l[:dash], l[dash+3:]
	h.TimeText = p.Text.Str(when, nil)
	if _, w, ok := parser.Cut(when, ", "); ok {
		// "August 30, 20:20:17 EEST 2010": the zone before the year.
		var f [5][]byte
		n := 0
		for rest := w; len(rest) > 0 && n < len(f); n++ {
			tok, after, _ := parser.Cut(rest, " ")
			f[n], rest = tok, after
		}
		mon, ok1 := parser.Month(f[0])
		day, ok2 := parser.Atoi(bytes.TrimSuffix(f[1], []byte(",")))
		hh, mm, ss, ok3 := parser.Clock(f[2])
		year, ok4 := parser.Atoi(f[4])
		if n == 5 && ok1 && ok2 && ok3 && ok4 {
			// The zone by parser.Zone; an unknown one is a reject.
			if h.Time, err = parser.InZone(time.Date(year, mon, day, hh, mm, ss, 0, time.UTC), f[3]); err != nil {
				return false, fmt.Errorf("%w: %w", parser.ErrBadHeader, err)
			}
		}
	}
	p.Label = gameLabel(g)
	gm, err := labels.Game(p.Label)
	if err != nil || gm == hand.GameOther {
		return err == nil, err
	}
	h.Game = gm
	if _, t, ok := parser.Cut(g, "Trny:"); ok {
		h.Tournament, h.Decimals = true, 0
		id, _, _ := parser.Cut(t, " ")
		h.TourneyID = p.In.Str(id)
		if i := parser.Index(g, " Buy-in"); i > 0 {
			if j := parser.Index(g, "Stud "); j >= 0 && j+5 < i {
				h.BuyIn = p.In.Str(g[j+5 : i])
			}
		}
		if _, lv, ok := parser.Cut(g, "Level:"); ok {
			lv, _, _ = parser.Cut(lv, " ")
			h.Level = p.In.Str(lv)
		}
		if _, st, ok := parser.Cut(g, "Stakes-Antes("); ok {
			st, _, _ = parser.Cut(st, ")")
			bets, ante, _ := parser.Cut(st, "-")
			small, big, _ := parser.Cut(bets, "/")
			h.Stakes.SmallBet, _ = syntax.Money(small, 0)
			h.Stakes.BigBet, _ = syntax.Money(big, 0)
			h.Stakes.Ante, _ = syntax.Money(ante, 0)
		}
		return false, nil
	}
	h.Decimals = 2
	st, ok := parser.SplitStakes(g) // "$0.50/$1 USD ...", "$0.50 / $1 USD ..."
	if !ok {
		return false, fmt.Errorf("%w: stakes %q", parser.ErrBadHeader, parser.Clip(l))
	}
	if err := st.Read(syntax, 2, &h.Stakes); err != nil {
		return false, err
	}
	if cur, _, ok := parser.Cut(st.Rest, " "); ok && len(cur) == 3 {
		h.Currency = p.In.Str(cur)
	}
	return false, nil
}

// seat reads "Seat 7: Player7 ( $31.15 USD )" or "Seat 1: Hero ( 2,930 )".
func (p *handParser) seat(l []byte, num int) error {
	h := p.H
	n, rest, ok := parser.SeatHead(l[len("Seat "):])
	open := parser.LastIndex(rest, " ( ")
	if !ok || open <= 0 || len(h.Seats) >= ledger.MaxSeats {
		return fmt.Errorf("%w: %q", parser.ErrBadSeat, parser.Clip(l))
	}
	stack, err := syntax.Money(rest[open+3:len(rest)-1], h.Decimals)
	if err != nil {
		return err
	}
	name := rest[:open]
	if p.player(name) >= 0 {
		return fmt.Errorf("%w: player %q seated twice", parser.ErrBadSeat, name)
	}
	h.Seats = append(h.Seats, hand.Seat{Num: n, Name: p.In.Str(name), Stack: stack, Line: num})
	return nil
}

// player returns the index of the player named exactly b, or -1.
func (p *handParser) player(b []byte) int {
	for i := range p.H.Seats {
		if p.H.Seats[i].Name == string(b) {
			return i
		}
	}
	return -1
}

// actor finds the longest seated name that starts l followed by a space.
func (p *handParser) actor(l []byte) (int, []byte) { return p.names.Actor(p.H.Seats, l, " ") }

// streets maps the dealing markers to streets.
var streets = map[string]hand.Street{
	"** Dealing **": hand.Third, "** Dealing Third street **": hand.Third, "** Dealing Fourth street **": hand.Fourth,
	"** Dealing Fifth street **": hand.Fifth, "** Dealing Sixth street **": hand.Sixth,
	"** Dealing Seventh street **": hand.Seventh, "** Dealing River **": hand.Seventh,
}

// next appends an event for player who on the current street.
func (p *handParser) next(kind hand.Kind, who, num int) *hand.Event {
	e := parser.NextEvent(p.H)
	e.Kind, e.Street, e.Player, e.Line = kind, p.Ledger.Street(), who, num
	return e
}

// InSummary is false: PartyPoker prints no summary, its award lines are
// read as the body's (parser.Sections).
func (p *handParser) InSummary() bool { return false }

// Summary is never called (InSummary is false); it reads l as Body does.
func (p *handParser) Summary(l []byte, num int) error { return p.Body(l, num) }

// Body reads one line after the seats; a "Game #N starts." line is skipped.
func (p *handParser) Body(l []byte, num int) error {
	if isPreamble(l) {
		return nil
	}
	if l[0] == '*' {
		s, ok := streets[string(l)]
		if !ok {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		return p.street(s, num)
	}
	if rest, ok := bytes.CutPrefix(l, []byte("Dealt to ")); ok {
		return p.dealt(rest, num)
	}
	if string(l) == "There was no qualifying low hand" {
		p.showdown = true
		p.next(hand.NoLow, -1, num)
		return nil
	}
	who, rest := p.actor(l)
	if who < 0 {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	return p.action(who, rest, num)
}

// street starts street s: every player still in is dealt the street's
// cards, unknown until a "Dealt to" line names them.
func (p *handParser) street(s hand.Street, num int) error {
	if s <= p.Ledger.Street() {
		return fmt.Errorf("%w: %s street after %s street", parser.ErrUnknownLine, s, p.Ledger.Street())
	}
	p.Ledger.SetStreet(s)
	for i := range p.dealAt {
		p.dealAt[i] = -1
	}
	for i := range p.H.Seats {
		if !p.Ledger.Live(i) {
			continue
		}
		p.dealAt[i] = len(p.H.Events)
		ev := p.next(hand.Deal, i, num)
		ev.NCards = 1
		if s == hand.Third {
			ev.NCards = 3
		}
		ev.Down = parser.DownCards(s, int(ev.NCards))
	}
	return nil
}

// syntax is how PartyPoker writes amounts ("$0.05 USD", "2,560 chips", "10")
// and cards ("  Td 5s 3c ", " Ad, Qd, Ah ").
var syntax = &parser.Syntax{Thousands: ',', Suffixes: []string{" USD", " chips", " EUR", " GBP"}}

// dealt reads "Hero [  Td 5s 3c ]" (after "Dealt to ").
func (p *handParser) dealt(l []byte, num int) error {
	who, rest := p.actor(l)
	if who < 0 {
		return fmt.Errorf("%w: dealt cards to %q", parser.ErrUnknownPlayer, parser.Clip(l))
	}
	in, after, ok := parser.Bracket(rest)
	if !ok || len(after) != 0 || p.Ledger.Street() == hand.NoStreet {
		return fmt.Errorf("%w: %q", parser.ErrBadDeal, parser.Clip(l))
	}
	var cs [3]cards.Card
	n, err := syntax.Cards(in, cs[:])
	if err != nil {
		return err
	}
	want := 1
	if p.Ledger.Street() == hand.Third {
		want = 3
	}
	if n != want {
		return fmt.Errorf("%w: %d cards on %s street", parser.ErrBadDeal, n, p.Ledger.Street())
	}
	var ev *hand.Event
	if at := p.dealAt[who]; at >= 0 {
		ev = &p.H.Events[at]
		ev.Line = num
	} else {
		p.dealAt[who] = len(p.H.Events)
		ev = p.next(hand.Deal, who, num)
		p.Ledger.Deal(who)
	}
	ev.SetCards(cs[:n]...)
	ev.Down = parser.DownCards(p.Ledger.Street(), n)
	return nil
}
