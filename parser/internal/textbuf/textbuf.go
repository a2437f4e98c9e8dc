// Package textbuf is the line printer the text writers share (Full Tilt,
// PokerStars, Winning): strings, numbers and card groups appended to one
// byte slice, with no allocation beyond its growth. What differs by site
// (how an amount is written, the header, the lines) stays in the site's writer.
package textbuf

import (
	"strconv"

	"github.com/stud8/stud8/cards"
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
