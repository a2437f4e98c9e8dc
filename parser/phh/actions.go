package phh

import (
	"strconv"
	"strings"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ledger"
)

// actions reads the actions field, one event per action.
func (b *builder) actions() error {
	e := b.t.get("actions")
	if e.val.kind != kArray {
		return fail(e.line, ErrBadField, "actions is a %s, not an array", e.val.kind)
	}
	for _, a := range e.val.arr {
		if a.kind != kString {
			return fail(a.line, ErrBadField, "an action is a %s, not a string", a.kind)
		}
		b.lastLine = a.line
		if err := b.action(a.text, a.line); err != nil {
			return err
		}
	}
	return nil
}

// action reads one action ("d dh p1 ????Ah", "p2 cbr 10 # comment").
func (b *builder) action(text string, line int) error {
	comment := ""
	if i := strings.IndexByte(text, '#'); i >= 0 {
		text, comment = text[:i], strings.TrimSpace(text[i+1:])
	}
	w := strings.Fields(text)
	if len(w) == 0 {
		return nil // a comment alone
	}
	if w[0] == "d" {
		switch {
		case len(w) == 4 && w[1] == "dh":
			p, err := b.player(w[2], line)
			if err != nil {
				return err
			}
			return b.deal(p, w[3], line)
		case len(w) == 3 && w[1] == "db":
			return b.board(w[2], line)
		}
		return fail(line, ErrIllegalAction, "dealer action %q", parser.Clip([]byte(text)))
	}
	p, err := b.player(w[0], line)
	if err != nil {
		return err
	}
	if len(w) < 2 {
		return fail(line, ErrIllegalAction, "%q has no action", text)
	}
	switch {
	case w[1] == "sm" && len(w) <= 3:
		return b.showdown(p, w[2:], comment, line)
	case w[1] == "pb" && len(w) == 2:
		return b.bringInPost(p, line)
	case w[1] == "cbr" && len(w) == 3:
		to, err := b.money(w[2], line)
		if err != nil {
			return err
		}
		return b.completeBetRaise(p, to, line)
	case w[1] == "cc" && len(w) == 2:
		return b.checkCall(p, line)
	case w[1] == "f" && len(w) == 2:
		if err := b.canAct(p, line); err != nil {
			return err
		}
		b.bet(p, ledger.Fold, 0, line)
		return nil
	}
	return fail(line, ErrIllegalAction, "%q in a stud hand", parser.Clip([]byte(text)))
}

// player reads a player label "p3".
func (b *builder) player(s string, line int) (int, error) {
	n, err := strconv.Atoi(strings.TrimPrefix(s, "p"))
	if !strings.HasPrefix(s, "p") || err != nil || n < 1 || n > b.n || s[1] == '+' || s[1] == '0' {
		return 0, fail(line, parser.ErrUnknownPlayer, "%q with %d players", s, b.n)
	}
	return n - 1, nil
}

// add appends an event on the current street.
func (b *builder) add(ev hand.Event) *hand.Event {
	ev.Street = b.l.Street()
	b.h.Events = append(b.h.Events, ev)
	return &b.h.Events[len(b.h.Events)-1]
}

// bet has the ledger record p's action i of amount a (the chips added, or
// for a Raise the street total "cbr" writes), takes what it adds from p's
// stack, and appends the event, all-in when it empties the stack.
func (b *builder) bet(p int, i ledger.Intent, a hand.Money, line int) *hand.Event {
	form := ledger.Added
	if i == ledger.Raise {
		form = ledger.StreetTo
	}
	before := b.l.Total(p)
	ev := hand.Event{Line: line}
	b.l.Do(&ev, p, i, form, a)
	if added := b.l.Total(p) - before; added > 0 {
		b.stack[p] -= added
		ev.AllIn = b.stack[p] == 0
	}
	b.h.Events = append(b.h.Events, ev)
	b.afterBet = len(b.h.Events)
	return &b.h.Events[len(b.h.Events)-1]
}

// cardList reads concatenated cards ("????Ah"), "??" for an unknown card.
func cardList(s string, line int, dst []cards.Card) (int, error) {
	if len(s)%2 != 0 || len(s) == 0 {
		return 0, fail(line, parser.ErrBadCard, "%q", s)
	}
	n := len(s) / 2
	if n > len(dst) {
		return 0, fail(line, parser.ErrBadDeal, "%d cards at once", n)
	}
	for i := 0; i < n; i++ {
		c, err := syntax.Card([]byte(s[2*i : 2*i+2]))
		if err != nil {
			return 0, parser.Fail(line, err)
		}
		dst[i] = c
	}
	return n, nil
}

// deal reads "d dh pN CARDS": three cards on 3rd street, then one a street.
// A deal of unknown cards only makes no event: the model keeps the cards
// a history shows.
func (b *builder) deal(p int, s string, line int) error {
	var got [3]cards.Card
	n, err := cardList(s, line, got[:])
	if err != nil {
		return err
	}
	if folded, _ := b.l.Folded(p); folded {
		return fail(line, ErrIllegalAction, "cards dealt to p%d, who folded", p+1)
	}
	st := hand.Third
	want := 3
	if b.dealt[p] > 0 {
		st, want = hand.Street(b.dealt[p]+1), 1
	}
	street := b.l.Street()
	if n != want || st > hand.Seventh || street == hand.Seventh && b.h.Summary.Board.Known() {
		return fail(line, parser.ErrBadDeal, "%d cards to p%d, who holds %d", n, p+1, b.dealt[p])
	}
	switch {
	case st == street:
	case st == street+1 || street == hand.NoStreet && st == hand.Third:
		b.l.SetStreet(st)
	default:
		return fail(line, parser.ErrBadDeal, "a card of street %d on street %d", st, street)
	}
	b.dealt[p] += n
	known := false
	for _, c := range got[:n] {
		known = known || c.Known()
	}
	if !known {
		return nil
	}
	ev := b.add(hand.Event{Kind: hand.Deal, Player: p, Line: line})
	ev.SetCards(got[:n]...)
	switch st {
	case hand.Third:
		ev.Down = 0b011
	case hand.Seventh:
		ev.Down = 1
	}
	return nil
}

// board reads "d db CARD", the community card dealt when the deck runs short.
func (b *builder) board(s string, line int) error {
	var got [1]cards.Card
	n, err := cardList(s, line, got[:])
	if err != nil {
		return err
	}
	if street := b.l.Street(); n != 1 || !got[0].Known() || street < hand.Sixth || street == hand.Seventh {
		return fail(line, parser.ErrBadDeal, "community card %q on street %d", s, street)
	}
	b.l.SetStreet(hand.Seventh)
	b.h.Summary.Board = got[0]
	ev := b.add(hand.Event{Kind: hand.Board, Player: -1, Line: line})
	ev.SetCards(got[0])
	return nil
}

// canAct checks that p may bet: dealt in, not folded, with chips behind.
func (b *builder) canAct(p, line int) error {
	folded, _ := b.l.Folded(p)
	switch {
	case b.l.Street() == hand.NoStreet:
		return fail(line, ErrIllegalAction, "p%d acts before the cards are dealt", p+1)
	case folded:
		return fail(line, ErrIllegalAction, "p%d acts after folding", p+1)
	case b.stack[p] == 0:
		return fail(line, ErrIllegalAction, "p%d acts while all-in", p+1)
	case b.dealt[p] == 0:
		return fail(line, ErrIllegalAction, "p%d acts without cards", p+1)
	}
	return nil
}

// bringInPost reads "pN pb": the bring-in, first action of 3rd street.
func (b *builder) bringInPost(p, line int) error {
	if err := b.canAct(p, line); err != nil {
		return err
	}
	if b.l.Street() != hand.Third || b.l.BroughtIn() || b.l.Opened() {
		return fail(line, ErrIllegalAction, "bring-in by p%d after the betting began", p+1)
	}
	amt := min(b.h.Stakes.BringIn, b.stack[p])
	if amt <= 0 {
		return fail(line, ErrIllegalAction, "bring-in of %s", b.h.Money(b.h.Stakes.BringIn))
	}
	b.bet(p, ledger.BringIn, amt, line)
	return nil
}

// completeBetRaise reads "pN cbr TO": TO is the player's total for the
// street, which must top the street's bet; the ledger decides whether it
// completes the bring-in, bets or raises.
func (b *builder) completeBetRaise(p int, to hand.Money, line int) error {
	if err := b.canAct(p, line); err != nil {
		return err
	}
	if to <= b.l.CurBet() || to-b.l.StreetIn(p) > b.stack[p] {
		return fail(line, ErrIllegalAction, "p%d to %s: the street's bet is %s, p%d can put in at most %s more",
			p+1, b.h.Money(to), b.h.Money(b.l.CurBet()), p+1, b.h.Money(b.stack[p]))
	}
	b.bet(p, ledger.Raise, to, line)
	return nil
}

// checkCall reads "pN cc": a check with nothing to match, else a call of
// what p owes, or of his stack when it is less.
func (b *builder) checkCall(p, line int) error {
	if err := b.canAct(p, line); err != nil {
		return err
	}
	owed := b.l.CurBet() - b.l.StreetIn(p)
	if owed == 0 {
		b.bet(p, ledger.Check, 0, line)
		return nil
	}
	b.bet(p, ledger.Call, min(owed, b.stack[p]), line)
	return nil
}

// showdown reads "pN sm CARDS" (shows), "pN sm -" (shows, cards not
// written) and "pN sm" (mucks). The comment of a show is its description.
func (b *builder) showdown(p int, w []string, comment string, line int) error {
	if folded, _ := b.l.Folded(p); folded || b.dealt[p] == 0 {
		return fail(line, ErrIllegalAction, "p%d shows or mucks without a live hand", p+1)
	}
	if len(w) == 0 {
		b.add(hand.Event{Kind: hand.Muck, Player: p, Line: line})
		return nil
	}
	ev := hand.Event{Kind: hand.Show, Player: p, Text: comment, Line: line}
	if w[0] != "-" {
		n, err := cardList(w[0], line, ev.Cards[:])
		if err != nil {
			return err
		}
		ev.NCards = uint8(n)
	}
	b.add(ev)
	return nil
}

// finish adds what PHH leaves to the engine: the uncalled bet returned
// (the ledger's unmatched part of the top contribution, when more than one
// player takes part: a lone ante is not returned, it is won), the pot total,
// and what the hand declares each player won (declare).
func (b *builder) finish() {
	if top, m := b.l.Unmatched(); top >= 0 && b.takingPart() > 1 {
		b.returnUncalled(top, m)
	}
	b.h.Summary.TotalPot = b.l.Pot()
	b.declare()
	b.h.EndLine = b.lastLine
}

// declare turns the winnings and finishing_stacks fields into what the
// replay checks, the way a site's collect lines and summary are:
//
//   - winnings: one collection per player who won (the collect lines);
//   - finishing_stacks: what each player won by them, his finishing stack
//     less what he kept of his starting stack, is the summary's "collected
//     (X)" (without winnings, also the collections); with winnings only,
//     the summary repeats them;
//   - neither: the hand declares no awards (Summary.AwardsByRules) and the
//     replay decides every pot under the rules.
func (b *builder) declare() {
	won, wonLine := b.winnings, 0
	if won != nil {
		wonLine = b.t.get("winnings").line
	}
	summary, sumLine := won, wonLine
	if b.finishing != nil {
		sumLine = b.t.get("finishing_stacks").line
		summary = make([]hand.Money, b.n)
		for i, m := range b.finishing {
			summary[i] = m - (b.h.Seats[i].Stack - b.l.Total(i))
		}
		if won == nil {
			won, wonLine = summary, sumLine
		}
	}
	if won == nil {
		b.h.Summary.AwardsByRules = true
		return
	}
	for i, m := range won {
		if m > 0 {
			b.add(hand.Event{Kind: hand.Collect, Player: i, Amount: m, Text: "pot", Line: wonLine})
		}
	}
	b.h.Summary.Line = sumLine
	for i, m := range summary {
		if m != 0 {
			b.h.Summary.Seats = append(b.h.Summary.Seats, hand.SeatResult{Player: i, Outcome: hand.OutCollected, Amount: m, Line: sumLine})
		}
	}
}

// takingPart counts the players with an event: who posted, was dealt a
// card he shows, or acted. They are the players a PHH document of the hand
// lists (Players), so a hand read back counts the same.
func (b *builder) takingPart() int {
	var in [16]bool
	n := 0
	for i := range b.h.Events {
		if p := b.h.Events[i].Player; p >= 0 && p < len(in) && !in[p] {
			in[p] = true
			n++
		}
	}
	return n
}

// returnUncalled gives m back to p as an Uncalled event placed right after
// the last betting event (the street's betting is over there) and on its
// street, before the cards dealt to an all-in and the shows that follow:
// the replay checks a return against what p put in on the street it is
// on.
func (b *builder) returnUncalled(p int, m hand.Money) {
	at, street, line := b.afterBet, hand.NoStreet, b.lastLine
	if at > 0 {
		street, line = b.h.Events[at-1].Street, b.h.Events[at-1].Line
	}
	ev := *b.bet(p, ledger.Return, m, line)
	ev.Street = street
	es := b.h.Events
	copy(es[at+1:], es[at:len(es)-1])
	es[at] = ev
}
