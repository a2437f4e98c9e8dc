package equity

import "slices"

// draw is one set of cards a player may receive: the cards as a mask over
// the 52 cards and the strength of the seven-card hand they complete.
type draw struct {
	mask      uint64
	main, low uint32 // see position.value
}

// draws lists every set of s.need unseen cards and the hand it gives s.
func (p *position) draws(s *seat) []draw {
	k := s.need
	out := make([]draw, 0, choose(len(p.stub), k))
	hole := s.known
	idx := make([]int, k)
	for i := range idx {
		idx[i] = i
	}
	for {
		var mask uint64
		for j, i := range idx {
			c := p.stub[i]
			hole[s.n+j] = c
			mask |= 1 << uint(c.Index())
		}
		m, l := p.value(&hole)
		out = append(out, draw{mask: mask, main: m, low: l})
		// Next combination in lexicographic order.
		j := k - 1
		for j >= 0 && idx[j] == len(p.stub)-k+j {
			j--
		}
		if j < 0 {
			return out
		}
		idx[j]++
		for i := j + 1; i < k; i++ {
			idx[i] = idx[i-1] + 1
		}
	}
}

// enumeration walks every runout: one draw per player, pairwise disjoint.
type enumeration struct {
	tables  [][]draw // per player, in walking order
	tally   tally
	runouts int64
}

// exact enumerates every runout of the position (there are n of them).
func (p *position) exact(n int64) Result {
	// Walk the players with the fewest draws first: the last player's
	// loop, which does the bulk of the work, is the cheapest.
	order := make([]int, len(p.seats))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return p.seats[a].need - p.seats[b].need })
	e := &enumeration{tables: make([][]draw, len(order))}
	for d, i := range order {
		e.tables[d] = p.draws(&p.seats[i])
	}
	e.walk(0, 0, 0, 0, 0, 0)
	if e.runouts != n {
		panic("equity: enumerated runouts differ from their count")
	}
	return Result{
		Players: e.tally.shares(p.game, e.runouts, order),
		Method:  Exact,
		Runouts: e.runouts,
	}
}

// walk enumerates the draws of player d and those after it, given the
// cards used by the players before it and their best hands: bestMain won by
// the players of mainW, bestLow by those of lowW (0 and 0 when no low).
func (e *enumeration) walk(d int, used uint64, bestMain, mainW, bestLow, lowW uint32) {
	bit := uint32(1) << uint(d)
	if d == len(e.tables)-1 {
		e.last(bit, used, bestMain, mainW, bestLow, lowW)
		return
	}
	for i := range e.tables[d] {
		c := &e.tables[d][i]
		if c.mask&used != 0 {
			continue
		}
		bm, mw := bestMain, mainW
		switch {
		case c.main > bm:
			bm, mw = c.main, bit
		case c.main == bm:
			mw |= bit
		}
		bl, lw := bestLow, lowW
		switch {
		case c.low > bl:
			bl, lw = c.low, bit
		case c.low == bl && bl != 0:
			lw |= bit
		}
		e.walk(d+1, used|c.mask, bm, mw, bl, lw)
	}
}

// last runs the last player's draws against the best hands of the others.
// Only the comparison matters (loses, ties or wins each hand), so it counts
// the draws of each outcome and awards the pot once per outcome.
func (e *enumeration) last(bit uint32, used uint64, bestMain, mainW, bestLow, lowW uint32) {
	var count [9]int64 // [3*main + low], each 0 loses, 1 ties, 2 wins
	for _, c := range e.tables[len(e.tables)-1] {
		if c.mask&used != 0 {
			continue
		}
		k := b2i(c.main >= bestMain) + b2i(c.main > bestMain)
		k = 3*k + b2i(c.low >= bestLow) + b2i(c.low > bestLow)
		count[k]++
	}
	for k, n := range count {
		if n == 0 {
			continue
		}
		e.runouts += n
		mw := [3]uint32{mainW, mainW | bit, bit}[k/3]
		lw := [3]uint32{lowW, lowW | bit, bit}[k%3]
		if k%3 == 1 && bestLow == 0 {
			lw = 0 // nobody has a low
		}
		e.tally.award(mw, lw, n)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
