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
	first [256][]key // the verbs by their text's first byte, longest first
}

// key is a verb as Match compares it: up to 8 bytes of its text as a
// little-endian word and the mask of the bytes it has (one compare before
// the rest of a longer text), the text's length and the verb.
type key struct {
	word, mask uint64
	n          int
	exact      bool
	v          *Verb
}

// word8 loads up to 8 bytes of b as a little-endian word (zero-padded).
// A shorter b is read in place when its capacity has the 8 bytes (a line
// in its block), then masked to its length.
func word8(b []byte) uint64 {
	if len(b) >= 8 {
		return binary.LittleEndian.Uint64(b)
	}
	if cap(b) >= 8 {
		return binary.LittleEndian.Uint64(b[:8]) & (^uint64(0) >> (64 - 8*len(b)))
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
	t := &Table{verbs: verbs}
	for i := range verbs {
		v := &t.verbs[i]
		if v.Text == "" {
			panic("ledger: a verb without text")
		}
		n := min(len(v.Text), 8)
		k := key{word8([]byte(v.Text[:n])), ^uint64(0) >> (64 - 8*n), len(v.Text), v.Exact, v}
		c := v.Text[0]
		keys := append(t.first[c], k)
		for j := len(keys) - 1; j > 0 && keys[j].n > keys[j-1].n; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
		t.first[c] = keys
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
	for i := range t.first[action[0]] {
		k := &t.first[action[0]][i]
		if w&k.mask != k.word || len(action) < k.n || k.exact && len(action) != k.n {
			continue
		}
		if k.n > 8 && string(action[8:k.n]) != k.v.Text[8:] {
			continue
		}
		if k.exact {
			return k.v, nil, true
		}
		return k.v, action[k.n:], true
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
