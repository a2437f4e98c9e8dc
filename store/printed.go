package store

import (
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/replay"
)

// Columns of cards_printed, in the table's order: rows are written by these names.
const (
	cpHandKey = iota
	cpSeat
	cpPrinted
)

// Columns of shows, in the table's order: rows are written by these names.
const (
	shHandKey = iota
	shShowNo
	shStreet
	shAfterAction
	shSeat
	shKind
	shCards
	shDescription
)

// Columns of rake_not_printed, in the table's order: rows are written by these names.
const (
	rnHandKey = iota
)

// The Go side of the tables of migrations/0005_hand_equity.sql that keep
// what a history printed for a PHH export (read back by DB.Hands).
var (
	cardsPrintedSpec = []colSpec{
		cpHandKey: {"hand_key", colInt64},
		cpSeat:    {"seat", colInt8},
		cpPrinted: {"printed", colInt8},
	}
	showsSpec = []colSpec{
		shHandKey:     {"hand_key", colInt64},
		shShowNo:      {"show_no", colInt16},
		shStreet:      {"street", colInt8},
		shAfterAction: {"after_action", colInt16},
		shSeat:        {"seat", colInt8},
		shKind:        {"kind", colString},
		shCards:       {"cards", colString},
		shDescription: {"description", colString},
	}
	rakeNotPrintedSpec = []colSpec{
		rnHandKey: {"hand_key", colInt64},
	}
)

// addPrinted appends the cards_printed, shows and rake_not_printed rows of
// one hand.
func (r *rows) addPrinted(hi int, key int64, res *replay.Result) {
	h := res.Hand
	t := r.t[tCardsPrinted]
	for i := range res.Players {
		p := &res.Players[i]
		var mask int64
		for k, d := range p.Dealt {
			if d {
				mask |= 1 << k
			}
		}
		if mask == 0 {
			continue
		}
		t.own(hi)
		t.cols[cpHandKey].int(key)
		t.cols[cpSeat].int(int64(h.Seats[p.Player].Num))
		t.cols[cpPrinted].int(mask)
	}
	t = r.t[tShows]
	c := t.cols
	n, act := 0, 0 // shows so far; betting actions before the event
	for i := range h.Events {
		for act < len(res.Actions) && res.Actions[act].Event < i {
			act++
		}
		e := &h.Events[i]
		if e.Kind != hand.Show && e.Kind != hand.Muck || e.Player < 0 || e.Player >= len(h.Seats) {
			continue
		}
		n++
		t.own(hi)
		c[shHandKey].int(key)
		c[shShowNo].int(int64(n))
		c[shStreet].int(int64(e.Street))
		c[shAfterAction].int(int64(act))
		c[shSeat].int(int64(h.Seats[e.Player].Num))
		c[shKind].str(e.Kind.String())
		b := r.buf[:0]
		for k, x := range e.Cards[:e.NCards] {
			if k > 0 {
				b = append(b, ' ')
			}
			b = x.Append(b)
		}
		r.buf = b
		c[shCards].optStr(string(b))
		c[shDescription].optStr(e.Text)
	}
	if !h.Summary.HasRake {
		t = r.t[tRakeNotPrinted]
		t.own(hi)
		t.cols[rnHandKey].int(key)
	}
}
