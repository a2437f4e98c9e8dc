package store

import (
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/replay"
)

// The Go side of the tables of migrations/0005_hand_equity.sql that keep
// what a history printed for a PHH export (read back by DB.Hands).
var (
	cardsPrintedSpec = []colSpec{{"hand_key", colInt64}, {"seat", colInt8}, {"printed", colInt8}}
	showsSpec        = []colSpec{
		{"hand_key", colInt64}, {"show_no", colInt16}, {"street", colInt8}, {"after_action", colInt16},
		{"seat", colInt8}, {"kind", colString}, {"cards", colString}, {"description", colString},
	}
	rakeNotPrintedSpec = []colSpec{{"hand_key", colInt64}}
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
		t.cols[0].int(key)
		t.cols[1].int(int64(h.Seats[p.Player].Num))
		t.cols[2].int(mask)
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
		c[0].int(key)
		c[1].int(int64(n))
		c[2].int(int64(e.Street))
		c[3].int(int64(act))
		c[4].int(int64(h.Seats[e.Player].Num))
		c[5].str(e.Kind.String())
		b := r.buf[:0]
		for k, x := range e.Cards[:e.NCards] {
			if k > 0 {
				b = append(b, ' ')
			}
			b = x.Append(b)
		}
		r.buf = b
		c[6].optStr(string(b))
		c[7].optStr(e.Text)
	}
	if !h.Summary.HasRake {
		t = r.t[tRakeNotPrinted]
		t.own(hi)
		t.cols[0].int(key)
	}
}
