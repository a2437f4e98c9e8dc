package gen

import (
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"github.com/stud8/stud8/hand"
)

// maxQueue bounds the fault kinds waiting for a hand to go into.
const maxQueue = 26

// label is the ground truth of one hand for the labels file.
type label struct {
	kind faultKind
	note string
}

// playHand plays the table's k-th hand, with a fault on a FaultRate share
// of the hands, and appends its text and label to the table's output.
func (t *table) playHand(k int) error {
	t.between()
	h := &t.h
	id := t.idStart + int64(k)*1000 + t.r.Int64N(1000)
	tm := t.start.Add(time.Duration(k)*handGap + time.Duration(t.r.IntN(60))*time.Second)
	// A drawn fault kind waits in the queue until a hand offers a place for
	// it, so rare kinds (a split pot to misaward) are as common as the
	// others and about FaultRate of the hands carry one.
	if t.cfg.FaultRate > 0 && t.r.Float64() < t.cfg.FaultRate {
		if len(t.queue) >= maxQueue {
			t.queue = t.queue[1:]
		}
		t.queue = append(t.queue, faultKind(1+t.r.IntN(int(numFaultKinds-1))))
	}
	saved := *t.src
	lab := label{}
	for q, kind := range t.queue {
		*t.src = saved
		t.header(h, id, tm)
		if note, ok := t.tryFault(kind); ok {
			lab = label{kind: kind, note: note}
			t.queue = append(t.queue[:q], t.queue[q+1:]...)
			break
		}
	}
	if lab.kind == faultNone {
		*t.src = saved
		t.header(h, id, tm)
		t.g.dir = directives{}
		t.g.play()
		t.g.settle(settleOpts{})
	}
	return t.finish(h, lab)
}

// header fills the hand's header and seats from the table.
func (t *table) header(h *hand.Hand, id int64, tm time.Time) {
	h.Site, h.Game, h.Currency, h.Decimals = t.cfg.siteName, hand.StudHiLo, "USD", 2
	h.ID = strconv.FormatInt(id, 10)
	h.Stakes, h.Table, h.MaxSeats = t.st, t.name, 8
	h.Time, h.TimeText = tm.UTC(), timeText(tm)
	h.Seats = h.Seats[:0]
	h.Events = h.Events[:0]
	h.Summary.Seats = h.Summary.Seats[:0]
	n := 0
	for s := 1; s <= 8; s++ {
		if p := t.seats[s]; p != nil {
			h.Seats = append(h.Seats, hand.Seat{Num: s, Name: p.name, Stack: p.stack})
			n++
		}
	}
	g := &t.g
	g.reset(h, n)
	g.dir = directives{}
	for i := range h.Seats {
		p := t.seats[h.Seats[i].Num]
		g.ps[i].stack, g.ps[i].sty, g.ps[i].hab = p.stack, p.sty, p.hab
		if p.name == t.hero {
			g.hero = i
		}
	}
}

// tryFault plays the hand with one fault of the given kind; ok is false
// when the hand offers no place for it.
func (t *table) tryFault(kind faultKind) (note string, ok bool) {
	g := &t.g
	switch kind {
	case faultStackMismatch:
		return t.faultStack()
	case faultBringInAmount:
		g.dir = directives{kind: kind, amount: t.wrongBringIn()}
		g.play()
		g.settle(settleOpts{})
		return fmt.Sprintf("bring-in %s instead of %s", money(g.dir.amount), money(t.st.BringIn)), g.dir.used
	case faultBetSize, faultCapExceeded:
		g.dir = directives{kind: kind}
		g.play()
		g.settle(settleOpts{})
		if !g.dir.used {
			return "", false
		}
		if kind == faultBetSize {
			return fmt.Sprintf("%s street bet %s (limit %s)", streetWords[g.dir.street],
				money(g.dir.wrongSize(g, g.dir.street)), money(g.unitOf(g.dir.street))), true
		}
		return fmt.Sprintf("%s: %dth bet on %s street by %s", g.h.Name(g.dir.player), g.prof.CapBets+1,
			streetWords[g.dir.street], g.h.Name(g.dir.player)), true
	}
	g.play()
	switch kind {
	case faultMisaward:
		o := settleOpts{noSplit: true}
		if g.r.IntN(2) == 0 {
			o = settleOpts{oddToLow: true}
		}
		st := g.settle(o)
		if o.noSplit {
			return "whole pot to high although a qualifying low was shown", st.misawarded
		}
		return "odd chip given to the low half", st.misawarded
	case faultLowNotQualified:
		st := g.settle(settleOpts{lowMax: 9})
		for i := range g.ps {
			if g.wonLowAlone(st, i) && st.lo8[i] == 0 {
				return fmt.Sprintf("low half to %s with a 9-low (%s)", g.h.Name(i), lowText(st.lo[i])), true
			}
		}
		return "", false
	case faultRakeExcessive:
		if g.last < hand.Fourth || !g.singlePot() || g.potTotal() < 100 {
			return "", false
		}
		st := g.settle(settleOpts{rakeExcess: true})
		allowed := rakeFor(g.prof, int64(st.total), int64(g.st.BigBet))
		return fmt.Sprintf("rake %s on a %s pot (allowed %s)", money(st.rake), money(st.total), money(hand.Money(allowed))), true
	case faultTotalMismatch:
		extra := []hand.Money{g.st.Ante, g.st.BringIn, g.st.SmallBet / 2, 1 + hand.Money(g.r.IntN(9))}[g.r.IntN(4)]
		g.settle(settleOpts{extra: extra})
		return fmt.Sprintf("Total pot off by %+d cents; awards follow the wrong total", extra), true
	}
	g.settle(settleOpts{})
	switch kind {
	case faultOutOfTurn:
		return g.editOutOfTurn()
	case faultFirstActor:
		return g.editFirstActor()
	case faultNotConserved:
		return g.editNotConserved()
	case faultCardDuplicate:
		return g.editCardDuplicate()
	case faultBringInPlayer:
		return g.editBringInPlayer()
	}
	return "", false
}

// unitOf is the bet size of street s.
func (g *game) unitOf(s hand.Street) hand.Money {
	if s >= hand.Fifth {
		return g.st.BigBet
	}
	return g.st.SmallBet
}

// singlePot reports whether the played hand has one pot only.
func (g *game) singlePot() bool {
	var st settlement
	g.layerPots(&st)
	return st.n == 1
}

// potTotal is everything put in the pot.
func (g *game) potTotal() hand.Money {
	var s hand.Money
	for i := range g.ps {
		s += g.ps[i].in
	}
	return s
}

// wrongBringIn picks a bring-in amount that is neither the bring-in nor a
// completion.
func (t *table) wrongBringIn() hand.Money {
	for {
		var a hand.Money
		switch t.r.IntN(3) {
		case 0:
			a = t.st.SmallBet / 4
		case 1:
			a = t.st.BringIn * 2
		default:
			a = 1 + hand.Money(t.r.Int64N(int64(t.st.SmallBet-1)))
		}
		if a > 0 && a != t.st.BringIn && a < t.st.SmallBet {
			return a
		}
	}
}

// faultStack changes the starting stack of a player who played the
// previous hand here, as if chips came or went unrecorded.
func (t *table) faultStack() (string, bool) {
	g := &t.g
	var cands [8]int
	n := 0
	for i := range t.h.Seats {
		if p := t.seats[t.h.Seats[i].Num]; !p.fresh && p.stack > 4*t.minStack() {
			cands[n] = i
			n++
		}
	}
	if n == 0 {
		return "", false
	}
	i := cands[t.r.IntN(n)]
	p := t.seats[t.h.Seats[i].Num]
	was := p.stack
	// Fewer chips than the player ended with: chips never leave a cash
	// table between hands (more could be a top-up).
	d := max(p.stack/hand.Money(5+t.r.IntN(20)), 1)
	p.stack -= d
	t.h.Seats[i].Stack = p.stack
	g.ps[i].stack = p.stack
	g.play()
	g.settle(settleOpts{})
	return fmt.Sprintf("%s starts with %s but ended the previous hand with %s", p.name, money(p.stack), money(was)), true
}

// finish writes the hand and its label and carries the stacks to the next hand.
func (t *table) finish(h *hand.Hand, lab label) error {
	sess := &t.out.sessions[len(t.out.sessions)-1]
	if sess.name == "" {
		sess.name = t.fileName(len(t.out.sessions)-1, h.Time)
	}
	if t.onHand != nil {
		l := Label{HandID: h.ID}
		if lab.kind != faultNone {
			l.Mutated, l.Code, l.Note = true, faultCodes[lab.kind], lab.note
		}
		if err := t.onHand(h, l); err != nil {
			return err
		}
	} else {
		var err error
		if sess.text, err = t.cfg.appendHand(sess.text, h); err != nil {
			return fmt.Errorf("hand %s: %w", h.ID, err)
		}
		t.out.labels = appendLabel(t.out.labels, h.ID, lab)
	}
	sess.hands++
	t.out.hands++
	var won [8]hand.Money
	for k := range h.Events {
		if e := &h.Events[k]; e.Kind == hand.Collect {
			won[e.Player] += e.Amount
		}
	}
	for i := range h.Seats {
		t.seats[h.Seats[i].Num].stack = t.g.ps[i].stack + won[i]
	}
	return nil
}

// appendLabel appends one JSON line in the layout of oracle/faults/labels.jsonl.
func appendLabel(b []byte, id string, lab label) []byte {
	b = append(b, `{"hand_id": "`...)
	b = append(b, id...)
	if lab.kind == faultNone {
		return append(b, `", "mutated": false, "finding_codes": [], "note": ""}`+"\n"...)
	}
	b = append(b, `", "mutated": true, "finding_codes": ["`...)
	b = append(b, faultCodes[lab.kind]...)
	b = append(b, `"], "note": `...)
	note, _ := json.Marshal(lab.note)
	b = append(b, note...)
	return append(b, "}\n"...)
}
