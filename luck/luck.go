// Package luck finds the moments of a replayed hand at which money went in
// with cards to come and two or more players' cards are known (at the
// latest from the showdown), and computes those players' pot equity there:
// at each all-in before 7th street and at the start of each street after
// the first one. The import stores the moments in hand_equity; `report
// luck` compares what the players won with what their equity was worth.
//
// A moment's position is what had been dealt by then: the cards of the
// players still in the hand (those whose cards are not known count with
// the cards their deal lines printed, the others dealt at random), and as
// dead cards every other card printed by then (the up cards of the players
// who had folded, a folded hero's down cards).
package luck

import (
	"hash/fnv"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/cards/equity"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/replay"
)

// Import options: exact up to 20,000 runouts (every position with one card
// to come, two players with two to come against many dead cards), else 500
// sampled runouts, a standard error of at most 0.023 of the pot on any
// figure (stored with it). Unbiased, so sums over many hands (report luck)
// average it out; these keep the import within about 10% of its speed
// without equity (BENCHMARKS.md). cards/equity computes any position more
// precisely on demand (stud8 equity).
const (
	ImportMaxRunouts = 20_000
	ImportSamples    = 500
)

// ImportOptions are the equity options of the import.
var ImportOptions = equity.Options{MaxRunouts: ImportMaxRunouts, Samples: ImportSamples}

// Moment is one position of a hand and the equity of its known players.
type Moment struct {
	Street hand.Street
	AllIn  bool // the moment of an all-in; false: the start of Street
	// Action is the index in Result.Actions of the all-in action, -1 for
	// an all-in ante and for the start of a street.
	Action  int
	Players []int          // indexes into Hand.Seats of the known players still in
	Live    int            // players still in, known or not
	Shares  []equity.Share // their equity, in the order of Players
	StdErrs []float64      // the largest standard error of each player's figures; nil when exact
	Method  equity.Method
}

// Moments returns the moments of res in hand order, nil when fewer than
// two players' cards are known or nobody went all-in before 7th street.
// opt are the equity options; the Monte Carlo seed is mixed with the hand
// and the moment, so that a hand always gets the same figures.
func Moments(res *replay.Result, opt equity.Options) (out []Moment) {
	// The import must not lose a hand to its equity: a history too broken
	// to make positions of gets none.
	defer func() {
		if recover() != nil {
			out = nil
		}
	}()
	h := res.Hand
	if h.Game != hand.StudHiLo && h.Game != hand.StudHigh && h.Game != hand.Razz {
		return nil
	}
	known := make([]bool, len(res.Players))
	nKnown := 0
	for i := range res.Players {
		if known[i] = allKnown(&res.Players[i], res.Board.Known()); known[i] {
			nKnown++
		}
	}
	if nKnown < 2 {
		return nil
	}
	points := allIns(res)
	if len(points) == 0 {
		return nil
	}
	// The start of each street after the first all-in.
	for s := points[0].street + 1; s <= res.Reached && s <= hand.Seventh; s++ {
		points = append(points, point{street: s, action: -1, folded: -1})
	}
	seed := opt.Seed ^ handSeed(h)
	var prev *position
	for k, pt := range points {
		pos := newPosition(res, known, pt)
		if len(pos.known) < 2 {
			continue
		}
		m := Moment{Street: pt.street, AllIn: pt.allIn, Action: pt.action, Players: pos.known, Live: len(pos.live)}
		if prev != nil && prev.same(pos) {
			last := out[len(out)-1]
			m.Shares, m.StdErrs, m.Method = last.Shares, last.StdErrs, last.Method
			out = append(out, m)
			continue
		}
		o := opt
		o.Seed = seed + uint64(k)*0x9e3779b97f4a7c15
		r, err := equity.Calc(h.Game, pos.cards, pos.dead, o)
		if err != nil {
			continue // a deck that runs out, duplicate cards in a bad history
		}
		m.Method = r.Method
		for _, i := range pos.index {
			m.Shares = append(m.Shares, r.Players[i])
			if r.StdErrs != nil {
				e := r.StdErrs[i]
				m.StdErrs = append(m.StdErrs, max(e.High, e.Low, e.Total))
			}
		}
		out = append(out, m)
		prev = pos
	}
	return out
}

// allKnown reports whether every card the player was dealt is known; with
// a community card (board), nobody is dealt a 7th card of his own.
func allKnown(p *replay.PlayerResult, board bool) bool {
	if !p.SawStreet[hand.Third] {
		return false
	}
	for k := 0; k < 7; k++ {
		if k == 6 && board {
			break
		}
		if p.SawStreet[streetOf(k)] && !p.Cards[k].Known() {
			return false
		}
	}
	return true
}

// streetOf is the street on which a player's card k (deal order) is dealt.
func streetOf(k int) hand.Street {
	if k < 3 {
		return hand.Third
	}
	return hand.Street(k + 1)
}

// point is a moment before its position is built.
type point struct {
	street hand.Street
	allIn  bool
	action int // index into Result.Actions, -1 if none
	folded int // actions before this index count as folds; -1: every fold of earlier streets
}

// allIns lists the all-ins before 7th street, in order: all-in antes (a
// moment on 3rd street, before any action) and all-in betting actions.
func allIns(res *replay.Result) []point {
	var out []point
	for i := range res.Hand.Events {
		if e := &res.Hand.Events[i]; e.Kind == hand.Ante && e.AllIn {
			out = append(out, point{street: hand.Third, allIn: true, action: -1, folded: 0})
			break
		}
	}
	for i := range res.Actions {
		a := &res.Actions[i]
		if a.AllIn && a.Kind.IsBetting() && a.Street >= hand.Third && a.Street < hand.Seventh {
			out = append(out, point{street: a.Street, allIn: true, action: i, folded: i})
		}
	}
	return out
}

// position is the input of equity.Calc at one moment.
type position struct {
	street hand.Street
	live   []int          // indexes into Hand.Seats of the players still in
	cards  [][]cards.Card // their cards, in the order of live
	dead   []cards.Card
	known  []int // the known players among live (indexes into Hand.Seats)
	index  []int // their index in live
}

// newPosition builds the position of a moment.
func newPosition(res *replay.Result, known []bool, pt point) *position {
	folded := make([]bool, len(res.Players))
	for i := range res.Actions {
		a := &res.Actions[i]
		if a.Kind != hand.Fold {
			continue
		}
		if pt.folded >= 0 && i < pt.folded || pt.folded < 0 && a.Street < pt.street {
			folded[a.Player] = true
		}
	}
	pos := &position{street: pt.street}
	n := int(pt.street) // cards dealt by the street: 3 on 3rd, 4 on 4th...
	for i := range res.Players {
		p := &res.Players[i]
		if !p.SawStreet[hand.Third] {
			continue
		}
		in := !folded[i] && p.SawStreet[pt.street]
		var cs []cards.Card
		for k := 0; k < n && k < 7; k++ {
			if !p.SawStreet[streetOf(k)] {
				break
			}
			c := p.Cards[k]
			switch {
			case in && known[i]:
				cs = append(cs, c)
			case in:
				if !p.Dealt[k] {
					c = cards.None
				}
				cs = append(cs, c)
			case p.Dealt[k] && c.Known():
				pos.dead = append(pos.dead, c)
			}
		}
		if !in {
			continue
		}
		if known[i] {
			pos.known = append(pos.known, i)
			pos.index = append(pos.index, len(pos.live))
		}
		pos.live = append(pos.live, i)
		pos.cards = append(pos.cards, cs)
	}
	if pt.street == hand.Seventh && res.Board.Known() {
		// The community card is everyone's: equity.Calc does not deal one.
		pos.known = nil
	}
	return pos
}

// same reports whether q has the same players and cards as p (two all-ins
// on one street with nobody folding between them).
func (p *position) same(q *position) bool {
	if p.street != q.street || len(p.live) != len(q.live) || len(p.dead) != len(q.dead) {
		return false
	}
	for i := range p.live {
		if p.live[i] != q.live[i] {
			return false
		}
	}
	return true
}

// handSeed is a hash of the hand's site and id.
func handSeed(h *hand.Hand) uint64 {
	f := fnv.New64a()
	f.Write([]byte(h.Site))
	f.Write([]byte{0})
	f.Write([]byte(h.ID))
	return f.Sum64()
}
