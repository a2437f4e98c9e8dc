// Package textbuf is the line printer the text writers share (Full Tilt,
// PokerStars, Winning): strings, numbers and card groups appended to one
// byte slice, with no allocation beyond its growth. What differs by site
// (how an amount is written, the header, the lines) stays in the site's writer.
package textbuf

import (
	"fmt"
	"strconv"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// Buf is the text being written; a site's writer embeds it.
type Buf struct {
	B []byte
}

// S appends s.
func (w *Buf) S(s string) { w.B = append(w.B, s...) }

// SS appends several strings (no concatenation, so no allocation).
func (w *Buf) SS(parts ...string) {
	for _, p := range parts {
		w.B = append(w.B, p...)
	}
}

// NL appends a newline.
func (w *Buf) NL() { w.B = append(w.B, '\n') }

// Int appends n in decimal.
func (w *Buf) Int(n int) { w.B = strconv.AppendInt(w.B, int64(n), 10) }

// Cards appends "[Ah 2d Jc]", a card not known written as hidden (the
// site's token: "??", "-"); an empty hidden writes every card by its rank
// and suit, for a site whose writer passes only known cards.
func (w *Buf) Cards(cs []cards.Card, hidden string) {
	w.B = append(w.B, '[')
	for i, c := range cs {
		if i > 0 {
			w.B = append(w.B, ' ')
		}
		if hidden != "" && !c.Known() {
			w.B = append(w.B, hidden...)
			continue
		}
		w.B = append(w.B, c.Rank().Char(), "cdhs"[c.Suit()])
	}
	w.B = append(w.B, ']')
}

// Seat appends "Seat N: NAME" and then after (" (" before a stack, " "
// before an outcome), as every text site begins its seat lines.
func (w *Buf) Seat(s *hand.Seat, after string) {
	w.S("Seat ")
	w.Int(s.Num)
	w.SS(": ", s.Name, after)
}

// With appends " with TEXT" when text is set: the hand a player showed.
func (w *Buf) With(text string) {
	if text != "" {
		w.SS(" with ", text)
	}
}

// Showed writes the outcome of a summary seat r that showed its cards:
// "showed [CARDS]" (hidden as Cards has it), then for a win before, the
// amount as money writes it and after (" and won (", ")"), else " and
// lost"; then " with TEXT" when r has the text of its hand.
func (w *Buf) Showed(r *hand.SeatResult, hidden, before, after string, money func(hand.Money)) {
	w.S("showed ")
	w.Cards(r.Cards[:r.NCards], hidden)
	if r.Outcome == hand.OutShowedWon {
		w.S(before)
		money(r.Amount)
		w.S(after)
	} else {
		w.S(" and lost")
	}
	w.With(r.Text)
}

// CheckPlayers is what a site's writer checks before it writes h: every
// event's player is one of h's seats, or none (-1) for a kind that names
// nobody (nobody reports which), and so is every summary seat's. The error
// names the site, the hand and the first event or summary seat that fails.
func CheckPlayers(site string, h *hand.Hand, nobody func(hand.Kind) bool) error {
	n := len(h.Seats)
	for i := range h.Events {
		if e := &h.Events[i]; e.Player >= n || e.Player < 0 && !nobody(e.Kind) {
			return fmt.Errorf("%s: write hand %s: event %d has player %d of %d", site, h.ID, i, e.Player, n)
		}
	}
	for _, r := range h.Summary.Seats {
		if r.Player < 0 || r.Player >= n {
			return fmt.Errorf("%s: write hand %s: summary seat with player %d of %d", site, h.ID, r.Player, n)
		}
	}
	return nil
}

// Dealt is the known cards dealt to each of 16 players so far, in deal
// order: what a "Dealt to" line prints before the new card.
type Dealt struct {
	cards [16][7]cards.Card
	n     [16]int
}

// Deal writes the "Dealt to NAME" line of deal e (its cards written with
// hidden as Cards does) and notes its known cards in d. On 3rd street the
// line is written when the up card is known: the down cards too when both
// are known, as one group ("[2c 3d 4h]") or, with split, as two ("[2c 3d]
// [4h]"). On a later street it is written when the new card is known,
// after the known cards so far ("[2c 3d 4h] [5s]"). Other deals write nothing.
func (w *Buf) Deal(d *Dealt, e *hand.Event, name, hidden string, split bool) {
	p := e.Player
	if p >= len(d.cards) || e.NCards == 0 {
		return
	}
	if e.Street == hand.Third {
		if e.NCards != 3 || !e.Cards[2].Known() {
			return
		}
		w.SS("Dealt to ", name, " ")
		switch {
		case !e.Cards[0].Known() || !e.Cards[1].Known():
			w.Cards(e.Cards[2:3], hidden)
		case split:
			w.Cards(e.Cards[:2], hidden)
			w.S(" ")
			w.Cards(e.Cards[2:3], hidden)
		default:
			w.Cards(e.Cards[:3], hidden)
		}
		w.NL()
		for _, c := range e.Cards[:3] {
			if c.Known() {
				d.cards[p][d.n[p]] = c
				d.n[p]++
			}
		}
		return
	}
	c := e.Cards[0]
	if !c.Known() {
		return
	}
	w.SS("Dealt to ", name, " ")
	if d.n[p] > 0 {
		w.Cards(d.cards[p][:d.n[p]], hidden)
		w.S(" ")
	}
	w.Cards(e.Cards[:1], hidden)
	w.NL()
	if d.n[p] < 7 {
		d.cards[p][d.n[p]] = c
		d.n[p]++
	}
}
