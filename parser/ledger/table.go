package ledger

import (
	"encoding/binary"
	"fmt"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
)

// Verb is one action verb of a site: the text that starts what follows
// the actor's name, what it means and how its amount is written. A site's
// verbs are a Table; Table.Match finds a line's verb and Ledger.Apply
// records it, so that no reader decides betting by itself.
type Verb struct {
	Text   string // what starts the action, with the space before its amount: "raises to ", "folds"
	Intent Intent // 0 for a verb that is not a betting action (Kind says what it is)
	Form   Form   // how the amount after Text is written
	// Pair, when set, separates two amounts ("raises $2 to $4": " to "):
	// the second is in Form; the first is the increment over the bet faced
	// when PairIncrement is set (it is kept in Amount as written), and is
	// read but not used otherwise.
	Pair          string
	PairIncrement bool
	// Kind is the event of a verb that is no betting action (hand.Show,
	// hand.Muck, hand.NoShow...), which the reader completes.
	Kind hand.Kind
	// Exact: the action is Text and nothing else (no amount follows).
	Exact bool
}

// Table is a site's action verbs, found by Match.
type Table struct {
	verbs []Verb
	keys  []prefix   // keys[i]: the first 8 bytes of verbs[i].Text, for one compare
	first [256][]int // indices of verbs by their first byte, longest first
}

// prefix is up to 8 bytes of a verb's text as a little-endian word and the
// mask of the bytes it has: Match compares a line with a verb in one
// instruction before it compares the rest of a longer text.
type prefix struct{ word, mask uint64 }

// word8 loads up to 8 bytes of b as a little-endian word (zero-padded).
func word8(b []byte) uint64 {
	if len(b) >= 8 {
		return binary.LittleEndian.Uint64(b)
	}
	var w uint64
	for i := len(b) - 1; i >= 0; i-- {
		w = w<<8 | uint64(b[i])
	}
	return w
}

// NewTable returns the table of verbs. Where two verbs start a line, the
// longer wins ("raises to " over "raises ").
func NewTable(verbs ...Verb) *Table {
	t := &Table{verbs: verbs, keys: make([]prefix, len(verbs))}
	for i := range verbs {
		if verbs[i].Text == "" {
			panic("ledger: a verb without text")
		}
		n := min(len(verbs[i].Text), 8)
		t.keys[i] = prefix{word8([]byte(verbs[i].Text[:n])), ^uint64(0) >> (64 - 8*n)}
		c := verbs[i].Text[0]
		idx := append(t.first[c], i)
		for k := len(idx) - 1; k > 0 && len(verbs[idx[k]].Text) > len(verbs[idx[k-1]].Text); k-- {
			idx[k], idx[k-1] = idx[k-1], idx[k]
		}
		t.first[c] = idx
	}
	return t
}

// Match returns the verb that starts action (the text after the actor)
// and the text that follows the verb; ok is false when no verb does.
func (t *Table) Match(action []byte) (v *Verb, rest []byte, ok bool) {
	if len(action) == 0 {
		return nil, nil, false
	}
	w := word8(action)
	for _, i := range t.first[action[0]] {
		if w&t.keys[i].mask != t.keys[i].word {
			continue
		}
		v := &t.verbs[i]
		if v.Exact {
			if string(action) == v.Text {
				return v, nil, true
			}
			continue
		}
		if len(action) >= len(v.Text) && (len(v.Text) <= 8 || string(action[8:len(v.Text)]) == v.Text[8:]) {
			return v, action[len(v.Text):], true
		}
	}
	return nil, nil, false
}

// Apply records p's action v, whose amount text is rest (what Match
// returned), read with syn in units of 10^-decimals, into ev: Do for a
// betting verb, RaiseWritten for a pair with its increment. A verb that is
// no betting action only sets ev.Kind and ev.Player.
func (l *Ledger) Apply(ev *hand.Event, p int, v *Verb, rest []byte, syn *parser.Syntax, decimals int) error {
	if v.Intent == 0 {
		ev.Kind, ev.Player, ev.Street = v.Kind, p, l.street
		return nil
	}
	if v.Exact || v.Intent == Check || v.Intent == Fold {
		if len(rest) != 0 {
			return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(rest))
		}
		l.Do(ev, p, v.Intent, v.Form, 0)
		return nil
	}
	if v.Pair == "" {
		a, err := syn.Money(rest, decimals)
		if err != nil {
			return err
		}
		l.Do(ev, p, v.Intent, v.Form, a)
		return nil
	}
	x, y, found := parser.Cut(rest, v.Pair)
	if !found {
		return fmt.Errorf("%w: %q", parser.ErrUnknownLine, parser.Clip(rest))
	}
	inc, err := syn.Money(x, decimals)
	if err != nil {
		return err
	}
	b, err := syn.Money(y, decimals)
	if err != nil {
		return err
	}
	if !v.PairIncrement {
		l.Do(ev, p, v.Intent, v.Form, b)
		return nil
	}
	l.RaiseWritten(ev, p, inc, l.streetTo(p, b, v.Form))
	return nil
}

// Act is Apply for the event ev of hand h, whose player is ev.Player: the
// amount is read in h's unit, ev.AllIn is set as the line says (allIn, its
// all-in words already cut from rest), and the hand's first ante or
// bring-in that is not all-in states the stakes the header left out.
func (l *Ledger) Act(h *hand.Hand, ev *hand.Event, v *Verb, rest []byte, allIn bool, syn *parser.Syntax) error {
	if err := l.Apply(ev, ev.Player, v, rest, syn, h.Decimals); err != nil {
		return err
	}
	ev.AllIn = allIn
	switch {
	case allIn:
	case ev.Kind == hand.Ante && h.Stakes.Ante == 0:
		h.Stakes.Ante = ev.Amount
	case ev.Kind == hand.BringIn && h.Stakes.BringIn == 0:
		h.Stakes.BringIn = ev.Amount
	}
	return nil
}
