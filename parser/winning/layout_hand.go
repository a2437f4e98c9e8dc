package winning

import (
	"bytes"
	"fmt"
	"path/filepath"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ledger"
)

// ---- the "Hand #" layout: 2019 to today (formats/Winning.md) ----

// grammarHand reads the layout whose cash hands start "Hand #N - 7Stud
// H/L(Fixed Limit) - $0.10/$0.20 - ..." and whose tournament hands start
// "Game Hand #N - Tournament #T - 7Stud H/L (Fixed Limit) - Level L (A/B) - ...":
// the 2019 files and those the network's rooms write today (running pot
// lines, "collected ... from main pot", "JP Fee" in the summary).
type grammarHand struct {
	base
	tourney bool // the row of tournament headers
	// collected: the hand has "collected $X from main pot" lines, the
	// awards; the summary's "won $X" figures are then declared results
	// only. Without them (the 2019 files, a pot won without a showdown)
	// the "won" figures are the awards.
	collected bool
	showdown  bool         // "*** SHOW DOWN ***" was read: the running pot lines after it are the final pots
	main      hand.Money   // the last main pot printed after the showdown marker
	sides     []hand.Money // the side pots printed after it

	file                   string // the file whose name the fields below come from
	fileTable, fileTourney []byte
}

func (g *grammarHand) IsHeader(l []byte) bool {
	if g.tourney {
		return isHeaderTourney(l)
	}
	return isHeaderCash(l)
}

// isHeaderCash reports whether l is "Hand #85198832 - ...".
func isHeaderCash(l []byte) bool { return numberThen(parser.TrimRight(l), "Hand #") }

// isHeaderTourney reports whether l is "Game Hand #2653060555 - Tournament #...".
func isHeaderTourney(l []byte) bool { return numberThen(parser.TrimRight(l), "Game Hand #") }

// numberThen reports whether l is prefix, digits and " - ".
func numberThen(l []byte, prefix string) bool {
	if !parser.HasPrefix(l, prefix) {
		return false
	}
	i := len(prefix)
	for i < len(l) && l[i] >= '0' && l[i] <= '9' {
		i++
	}
	return i > len(prefix) && parser.HasPrefix(l[i:], " - ")
}

// Parse reads one hand of the layout.
func (g *grammarHand) Parse(b *parser.Block, file string, reuse bool) (*hand.Hand, bool, error) {
	events := g.start(b, file, reuse)
	h := g.H
	n := b.Len()
	g.collected, g.showdown, g.main, g.sides = false, false, 0, nil
	if other, err := g.header(b.Text(0)); err != nil || other {
		return nil, other, parser.Fail(b.Num(0), err)
	}
	if n < 2 {
		return nil, false, parser.Fail(b.Num(0), fmt.Errorf("%w: header only", parser.ErrTruncated))
	}
	g.fromFileName(file)
	i := 1
	if table := b.Text(1); !parser.HasPrefix(table, "Seat ") {
		g.table(table)
		i = 2
	}
	if h.Table == "" && len(g.fileTable) > 0 {
		h.Table = g.In.Str(g.fileTable)
	}
	i, err := b.SeatLines(i, g.seat)
	if err != nil {
		return nil, false, err
	}
	if len(h.Seats) == 0 {
		return nil, false, parser.NoSeats(b, i)
	}
	h.Events = events
	if err := b.Walk(i, g); err != nil {
		return nil, false, err
	}
	if !g.summary || !g.total {
		return nil, false, parser.NoSummary(b)
	}
	if len(g.sides) > 0 {
		h.Summary.MainPot, h.Summary.SidePots = g.main, g.sides
	}
	return g.Slab.Keep(h), false, nil
}

// table reads "Crainville 8-max" or "Table '7' 8-max".
func (g *grammarHand) table(l []byte) {
	h := g.H
	if i := parser.LastIndex(l, " "); i > 0 && parser.HasSuffix(l, "-max") {
		h.MaxSeats, _ = parser.Atoi(l[i+1 : len(l)-len("-max")])
		l = l[:i]
	}
	if parser.HasPrefix(l, "Table '") && parser.HasSuffix(l, "'") && len(l) > len("Table ''") {
		l = l[len("Table '") : len(l)-1]
	}
	h.Table = g.In.Str(l)
}

// fromFileName takes the table name and ids the client puts in the file
// name, "HH20260717 CASHID-G35414311T295 TN-Braselton GAMETYPE-7 Stud
// H{BACKSLASH}L ..." or "HH20260124 SITGOID-G34375301T7 TN-Stud HiLo Turbo
// GAMETYPE-...": the cash table after "TN-"; a tournament's id after "G"
// and its table after "T" (its "TN-" is the tournament's name).
func (g *grammarHand) fromFileName(file string) {
	if file == g.file {
		return
	}
	g.file, g.fileTable, g.fileTourney = file, nil, nil
	name := []byte(filepath.Base(file))
	if !parser.HasPrefix(name, "HH") {
		return
	}
	_, rest, ok := parser.Cut(name, " ")
	if !ok {
		return
	}
	ids, rest, _ := parser.Cut(rest, " ")
	kind, id, _ := parser.Cut(ids, "-G")
	num, table, _ := parser.Cut(id, "T")
	tn := []byte(nil)
	if _, after, ok := parser.Cut(rest, "TN-"); ok {
		tn, _, _ = parser.Cut(after, " GAMETYPE-")
	}
	switch string(kind) {
	case "CASHID":
		g.fileTable = tn
	case "SITGOID", "MTTID", "TOURNAMENTID":
		g.fileTourney, g.fileTable = num, table
	}
}

// header reads "Hand #85198832 - 7Stud(Fixed Limit) - $0.04/$0.08 - 2019/07/28 16:15:58 UTC",
// "Hand #2672065780 - 7Stud H/L (Fixed Limit) - $0.04/$0.08, Ante $0.01 - 2026/02/16 03:36:34 UTC"
// and "Game Hand #2653060555 - Tournament #34375301 - 7Stud H/L (Fixed Limit) - Level 3 (200.00/400.00) - 2026/01/24 03:15:18 UTC".
func (g *grammarHand) header(l []byte) (other bool, err error) {
	h := g.H
	bad := func() error { return fmt.Errorf("%w: %q", parser.ErrBadHeader, parser.Clip(l)) }
	rest := l[len("Hand #"):]
	if g.tourney {
		rest = l[len("Game Hand #"):]
	}
	id, rest, _ := parser.Cut(rest, " - ")
	g.ID = id
	h.ID = g.Text.Str(id, nil)
	if g.tourney {
		var t []byte
		if t, rest, _ = parser.Cut(rest, " - "); !parser.HasPrefix(t, "Tournament #") || len(t) == len("Tournament #") {
			return false, bad()
		}
		h.Tournament, h.TourneyID = true, g.In.Str(t[len("Tournament #"):])
	}
	game, rest, ok := parser.Cut(rest, " - ")
	if !ok {
		return false, bad()
	}
	name, limit, _ := parser.Cut(game, "(")
	g.Label = parser.TrimRight(game)
	gm, err := gameOf(parser.TrimRight(name))
	if err != nil {
		return false, err
	}
	switch string(limit) {
	case "Fixed Limit)":
	case "No Limit)", "Pot Limit)":
		return true, nil // a stud game at another limit is another game, as hold'em is
	default:
		return false, bad()
	}
	if gm == hand.GameOther {
		return true, nil
	}
	h.Game = gm
	stakes, when, ok := parser.Cut(rest, " - ")
	if !ok {
		return false, bad()
	}
	// The bets by parser.SplitStakes: "$0.04/$0.08", "$0.04 / $0.08, Ante
	// $0.01"; in a tournament inside "Level 3 (200.00/400.00)", a space or
	// none before the '(', the ')' then left as the rest.
	end := ""
	if g.tourney {
		lv, st, ok := parser.Cut(stakes, "(")
		if lv = parser.TrimRight(lv); !parser.HasPrefix(lv, "Level ") || !ok {
			return false, bad()
		}
		h.Level, h.Decimals, stakes, end = g.In.Str(lv[len("Level "):]), 0, st, ")"
	}
	st, ok := parser.SplitStakes(stakes)
	if !ok || string(st.Rest) != end {
		return false, bad()
	}
	if parser.HasPrefix(st.Small, "$") {
		h.Currency = "USD"
	}
	if err := st.Read(syntax, h.Decimals, &h.Stakes); err != nil {
		return false, err
	}
	h.TimeText = g.Text.Str(when, nil)
	if h.Time, err = parser.StampZone(when, ""); err != nil { // "... UTC", any zone of parser.Zone
		return false, err
	}
	return false, nil
}

var streetsHand = map[string]hand.Street{
	"*** 3rd STREET ***": hand.Third, "*** 4th STREET ***": hand.Fourth, "*** 5th STREET ***": hand.Fifth,
	"*** 6th STREET ***": hand.Sixth, "*** 7th STREET ***": hand.Seventh,
}

// verbsHand are the layout's actions after "NAME " (an all-in suffix
// cut), as PokerStars writes them; "raises $0.20 to $0.30" adds the first
// amount and brings the player's street total to the second, the one the
// ledger takes (Body checks the first against it).
var verbsHand = ledger.NewTable(
	ledger.Verb{Text: "posts ante ", Intent: ledger.Ante},
	ledger.Verb{Text: "brings in ", Intent: ledger.BringIn},
	ledger.Verb{Text: "bets ", Intent: ledger.Bet},
	ledger.Verb{Text: "calls ", Intent: ledger.Call},
	ledger.Verb{Text: "raises ", Intent: ledger.Raise, Form: ledger.StreetTo, Pair: " to "},
	ledger.Verb{Text: "checks", Intent: ledger.Check},
	ledger.Verb{Text: "folds", Intent: ledger.Fold},
	ledger.Verb{Text: "does not show", Kind: hand.NoShow, Exact: true},
	ledger.Verb{Text: "doesn't show hand", Kind: hand.NoShow, Exact: true},
	ledger.Verb{Text: "mucks", Kind: hand.Muck},
	ledger.Verb{Text: "shows ", Kind: hand.Show},
	ledger.Verb{Text: "collected ", Kind: hand.Collect},
)

// Body reads a line between the seats and the summary.
func (g *grammarHand) Body(l []byte, num int) error {
	h := g.H
	switch {
	case l[0] == '*':
		switch s := string(l); s {
		case "*** SHOW DOWN ***":
			g.showdown = true
		case "*** SUMMARY ***":
			g.summary = true
			h.Summary.Line = num
		default:
			if parser.HasPrefix(l, "*** RIVER *** [") {
				return g.board(l, num)
			}
			st, ok := streetsHand[s]
			if !ok || st <= g.Ledger.Street() || g.showdown {
				return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
			}
			g.Ledger.SetStreet(st)
		}
		return nil
	case parser.HasPrefix(l, "Main pot ") || parser.HasPrefix(l, "Side pot("):
		return g.runningPot(l)
	case parser.HasPrefix(l, "Dealt to "):
		return g.deal(l[len("Dealt to "):], num)
	case parser.HasPrefix(l, "Uncalled bet ("):
		return g.uncalled(l, num)
	}
	who, rest := g.names.Actor(h.Seats, l, " ")
	if who < 0 {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	ev := g.add(0, who, num)
	if parser.HasSuffix(rest, " and is all-in") {
		ev.AllIn, rest = true, rest[:len(rest)-len(" and is all-in")]
	}
	v, amt, ok := verbsHand.Match(rest)
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	if v.Intent == ledger.Raise {
		if err := g.raiseAdds(who, amt); err != nil {
			return err
		}
	}
	if err := g.Ledger.Apply(ev, who, v, amt, syntax, h.Decimals); err != nil {
		return err
	}
	g.stakes(ev)
	switch ev.Kind {
	case hand.Show:
		if err := g.show(ev, amt, l); err != nil {
			return err
		}
	case hand.Collect:
		if err := g.collect(ev, amt, l); err != nil {
			return err
		}
	}
	if ev.AllIn && ev.Kind != hand.Ante && !ev.Kind.IsBetting() {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	return nil
}

// board reads "*** RIVER *** [Kd]", the 7th street marker of a table short
// of cards with its community card (as PokerStars writes it: the layout of
// formats/Winning.md shows none).
func (g *grammarHand) board(l []byte, num int) error {
	in, after, ok := parser.Bracket(l[len("*** RIVER *** "):])
	if !ok || len(after) != 0 || g.Ledger.Street() >= hand.Seventh || g.showdown {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	g.Ledger.SetStreet(hand.Seventh)
	ev := g.add(hand.Board, -1, num)
	if _, err := syntax.Cards(in, ev.Cards[:1]); err != nil {
		return err
	}
	ev.NCards = 1
	return nil
}

// raiseAdds checks "raises X to Y" (after the verb): X is what the player
// adds now, so it is Y less what he has put in on the street.
func (g *grammarHand) raiseAdds(who int, amt []byte) error {
	x, y, ok := parser.Cut(amt, " to ")
	if !ok {
		return nil // Apply reports it
	}
	add, err := syntax.Money(x, g.H.Decimals)
	if err != nil {
		return err
	}
	to, err := syntax.Money(y, g.H.Decimals)
	if err != nil {
		return err
	}
	if in := g.Ledger.StreetIn(who); add != to-in {
		return fmt.Errorf("%w: raises %q to %q: the amount added is not the street total less the %d units already in",
			parser.ErrBadAmount, x, y, in)
	}
	return nil
}

// show completes "shows [3h 2d 8s 5s 7s Qh 9h] (HI - ... | LO - [8,7,5,3,2])":
// seven cards, six (the 7th is on the deal line), or a partial show
// ("[- Jc]", the hidden card "-").
func (g *grammarHand) show(ev *hand.Event, amt, l []byte) error {
	in, after, ok := parser.Bracket(amt)
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	n, err := syntax.Cards(in, ev.Cards[:])
	if err != nil {
		return err
	}
	ev.NCards = uint8(n)
	if d := bytes.TrimSpace(after); len(d) > 2 && d[0] == '(' && d[len(d)-1] == ')' {
		ev.Text = g.In.Str(d[1 : len(d)-1])
	} else if len(d) > 0 {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	return nil
}

// collect completes "collected $4.18 from main pot" ("from side pot-1",
// "from pot"): an award.
func (g *grammarHand) collect(ev *hand.Event, amt, l []byte) error {
	m, pot, ok := parser.Cut(amt, " from ")
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
	}
	var err error
	if ev.Amount, err = syntax.Money(m, g.H.Decimals); err != nil {
		return err
	}
	if string(pot) != "pot" && string(pot) != "main pot" {
		k, ok := parser.Atoi(bytes.TrimPrefix(pot, []byte("side pot-")))
		if !parser.HasPrefix(pot, "side pot-") || !ok || k < 1 {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
	}
	ev.Text = g.In.Pot(pot)
	g.collected = true
	return nil
}

// runningPot reads "Main pot $2.12 | Rake $0.09", "Side pot(1) $0.60 |
// Rake $0.00" (the pots so far after rake and jackpot fee) and "Main pot
// 60.00" (no rake field): those after the showdown marker are the final
// pots of a hand with side pots.
func (g *grammarHand) runningPot(l []byte) error {
	rest, side := l[len("Main pot "):], false
	if l[0] == 'S' {
		k, after, ok := parser.Cut(l[len("Side pot("):], ") ")
		if n, okN := parser.Atoi(k); !ok || !okN || n < 1 {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(l))
		}
		rest, side = after, true
	}
	amt, rake, hasRake := parser.Cut(rest, " | Rake ")
	m, err := syntax.Money(amt, g.H.Decimals)
	if err != nil {
		return err
	}
	if hasRake {
		if _, err := syntax.Money(rake, g.H.Decimals); err != nil {
			return err
		}
	}
	switch {
	case !g.showdown:
	case side:
		g.sides = append(g.sides, m)
	default:
		g.main, g.sides = m, nil
	}
	return nil
}

// deal reads "Hero [As 2s Qs]", "Player2 [Qd]", "Player0 [7d] [6h]".
func (g *grammarHand) deal(l []byte, num int) error {
	who, rest := g.names.Actor(g.H.Seats, l, " [")
	if who < 0 {
		return fmt.Errorf("%w: dealt cards to %q", parser.ErrUnknownPlayer, parser.Clip(l))
	}
	street := g.Ledger.Street()
	if street < hand.Third {
		return fmt.Errorf("%w: cards dealt before 3rd street", parser.ErrBadDeal)
	}
	in, ok := parser.NewCards(l[len(l)-len(rest)-1:])
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrBadDeal, parser.Clip(l))
	}
	ev := g.add(hand.Deal, who, num)
	n, err := syntax.Cards(in, ev.Cards[:3])
	if err != nil {
		return err
	}
	switch {
	case street == hand.Third && n == 3:
	case street == hand.Third && n == 1:
		ev.Cards[2], ev.Cards[0] = ev.Cards[0], 0
	case street > hand.Third && n == 1:
		ev.NCards = 1
		if street == hand.Seventh {
			ev.Down = 1
		}
		return nil
	default:
		return fmt.Errorf("%w: %d cards on %s street", parser.ErrBadDeal, n, street)
	}
	ev.NCards, ev.Down = 3, 0b011
	return nil
}

// placeUp puts a seat line's cards at their deal places when they are the
// player's up cards only ("mucked [Qc Tc 2d 5c]" of a player whose down
// cards were never shown): after his two hidden down cards.
func (g *grammarHand) placeUp(r *hand.SeatResult) {
	var up [4]cards.Card
	n := 0
	for i := range g.H.Events {
		ev := &g.H.Events[i]
		if ev.Kind != hand.Deal || ev.Player != r.Player {
			continue
		}
		for k := 0; k < int(ev.NCards); k++ {
			if !ev.IsDown(k) && n < len(up) {
				up[n] = ev.Cards[k]
				n++
			}
		}
	}
	if n == 0 || int(r.NCards) != n {
		return
	}
	for k := 0; k < n; k++ {
		if r.Cards[k] != up[k] {
			return
		}
	}
	copy(r.Cards[2:], r.Cards[:n])
	r.Cards[0], r.Cards[1] = cards.None, cards.None
	r.NCards += 2
}

// Summary reads "Total pot $0.36 | Rake $0.01", "Total pot $8.96 | Rake
// $0.08 | JP Fee $0.02" and "Total pot 4260.00" (what was won: after rake
// and jackpot fee), then the seat lines.
func (g *grammarHand) Summary(l []byte, num int) error {
	h := g.H
	s := &h.Summary
	money := func(b []byte) (hand.Money, error) { return syntax.Money(b, h.Decimals) }
	if parser.HasPrefix(l, "Total pot ") {
		if g.total {
			return fmt.Errorf("%w: a second total: %q", parser.ErrBadSummary, parser.Clip(l))
		}
		tot, fees, _ := parser.Cut(l[len("Total pot "):], " | ")
		m, err := money(tot)
		if err != nil {
			return err
		}
		if len(fees) > 0 {
			rake, jp, hasJP := parser.Cut(fees, " | ")
			if !parser.HasPrefix(rake, "Rake ") || hasJP && !parser.HasPrefix(jp, "JP Fee ") {
				return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
			}
			if s.Rake, err = money(rake[len("Rake "):]); err != nil {
				return err
			}
			s.HasRake = true
			if hasJP {
				if s.Jackpot, err = money(jp[len("JP Fee "):]); err != nil {
					return err
				}
			}
		}
		s.TotalPot = m + s.Rake + s.Jackpot
		g.total = true
		return nil
	}
	if !parser.HasPrefix(l, "Seat ") {
		if parser.HasPrefix(l, "Board [") {
			// "Board [Kd]": the community card (see board).
			in, after, ok := parser.Bracket(l[len("Board "):])
			if !ok || len(after) != 0 {
				return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
			}
			c, err := syntax.Card(in)
			s.Board = c
			return err
		}
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
	}
	_, rest, ok := parser.SeatHead(l[len("Seat "):])
	if !ok {
		return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
	}
	who, rest := g.names.Actor(h.Seats, rest, " ")
	if who < 0 {
		return fmt.Errorf("%w: %q", parser.ErrUnknownPlayer, parser.Clip(l))
	}
	r := hand.SeatResult{Player: who, Line: num, Outcome: hand.OutOther}
	switch {
	case parser.HasPrefix(rest, "folded on the "):
		// "folded on the 3rd Street and did not bet", "folded on the 5th Street"
		st := rest[len("folded on the "):]
		k, n := bytes.IndexByte(st, ' '), -1
		if len(st) > 0 {
			n = int(st[0] - '0')
		}
		if k < 0 || n < int(hand.Third) || n > int(hand.Seventh) || string(st[:k]) != streetWords[n] ||
			string(st[k:]) != " Street" && string(st[k:]) != " Street and did not bet" {
			return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
		}
		r.Outcome, r.Street = hand.OutFolded, hand.Street(n)
		r.DidntBet = len(st) > k+len(" Street")
		rest = nil
	case parser.HasPrefix(rest, "showed ["), parser.HasPrefix(rest, "mucked ["):
		in, after, _ := parser.Bracket(rest[len("showed "):])
		n, err := syntax.Cards(in, r.Cards[:])
		if err != nil {
			return err
		}
		r.NCards = uint8(n)
		g.placeUp(&r)
		r.Outcome = hand.OutShowedLost
		if rest[0] == 'm' {
			if len(after) > 0 {
				return fmt.Errorf("%w: %q", parser.ErrBadSummary, parser.Clip(l))
			}
			r.Outcome = hand.OutMucked
		}
		rest = after
	}
	if _, amt, ok := parser.Cut(rest, " won "); ok && r.Outcome != hand.OutMucked {
		amt, desc, _ := parser.Cut(amt, " with ")
		m, err := money(amt)
		if err != nil {
			return err
		}
		r.Amount = m
		if r.Outcome == hand.OutShowedLost {
			r.Outcome, r.Text = hand.OutShowedWon, g.In.Str(desc)
		} else {
			r.Outcome = hand.OutCollected
		}
		if !g.collected {
			ev := g.add(hand.Collect, who, num)
			ev.Street, ev.Amount, ev.Text = hand.NoStreet, m, "pot"
		}
	} else if r.Outcome == hand.OutOther {
		r.Text = g.In.Str(rest)
	} else if r.Outcome == hand.OutShowedLost {
		_, desc, _ := parser.Cut(rest, " with ")
		r.Text = g.In.Str(desc)
	}
	s.Seats = append(s.Seats, r)
	return nil
}
