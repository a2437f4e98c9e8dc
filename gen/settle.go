package gen

import (
	"strconv"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// maxPots bounds the pots of one hand (a main pot and up to 7 side pots).
const maxPots = 8

// potT is one pot layered from the contributions.
type potT struct {
	amount hand.Money // before rake
	elig   uint8      // bit i: player i may win it
	hi, lo uint8      // winners of each half
	hiAmt  hand.Money // the high half (the whole pot without a low)
	loAmt  hand.Money
	lowQ   bool // a low qualified (under the rules as applied)
}

// settleOpts are the deliberate errors a fault asks the settlement to make.
type settleOpts struct {
	lowMax     int        // highest rank a low may hold: 8, or 9 for low.not_qualified
	noSplit    bool       // pot.misaward: the whole pot to high although a low qualifies
	oddToLow   bool       // pot.misaward: the odd chip to the low half
	rakeExcess bool       // rake.excessive
	extra      hand.Money // pot.total_mismatch: added to the total and the main pot
}

// settlement is what settle computed: pots, rake and what each player won.
type settlement struct {
	pots  [maxPots]potT
	n     int
	total hand.Money
	rake  hand.Money
	won   [8]hand.Money
	hi    [8]cards.HighValue
	lo    [8]uint32 // lowValue with opts.lowMax
	lo8   [8]uint32
	shown uint8 // players who showed
	// misawarded is set when a misaward option changed an award.
	misawarded bool
}

// layerPots builds the pots from the contributions: one layer per all-in
// level of a live player, consecutive layers with the same eligible players
// merged.
func (g *game) layerPots(st *settlement) {
	var levels [8]hand.Money
	nl := 0
	var top hand.Money
	for i := range g.ps {
		p := &g.ps[i]
		top = max(top, p.in)
		if p.folded {
			continue
		}
		k := 0
		for k < nl && levels[k] < p.in {
			k++
		}
		if k < nl && levels[k] == p.in {
			continue
		}
		copy(levels[k+1:nl+1], levels[k:nl])
		levels[k] = p.in
		nl++
	}
	liveTop := levels[nl-1]
	if liveTop < top {
		levels[nl-1] = top // folded money above the last live level joins the top pot
	}
	st.n = 0
	var prev hand.Money
	for k := 0; k < nl; k++ {
		L := levels[k]
		var amt hand.Money
		var elig uint8
		for i := range g.ps {
			p := &g.ps[i]
			amt += min(p.in, L) - min(p.in, prev)
			if !p.folded && p.in >= min(L, liveTop) {
				elig |= 1 << uint(i)
			}
		}
		prev = L
		if amt == 0 {
			continue
		}
		if st.n > 0 && st.pots[st.n-1].elig == elig {
			st.pots[st.n-1].amount += amt
			continue
		}
		st.pots[st.n] = potT{amount: amt, elig: elig}
		st.n++
	}
}

// settle computes pots, rake and awards and appends the showdown, the
// collected lines and the summary to the hand.
func (g *game) settle(o settleOpts) *settlement {
	st := &settlement{}
	if o.lowMax == 0 {
		o.lowMax = 8
	}
	g.layerPots(st)
	for i := range g.ps {
		st.total += g.ps[i].in
	}
	// Rake: single pot, past 3rd street, on a share of the hands.
	if st.n == 1 && g.last >= hand.Fourth && g.r.Float64() < g.prof.RakeShare {
		st.rake = hand.Money(rakeFor(g.prof, int64(st.total), int64(g.st.BigBet)))
	}
	if o.rakeExcess {
		st.rake = st.rake*2 + 1 + st.total/20
	}
	st.total += o.extra
	st.pots[0].amount += o.extra
	st.pots[st.n-1].amount -= st.rake
	if g.live() == 1 {
		g.settleFold(st)
	} else {
		g.evaluate(st, o)
		for k := range st.n {
			g.split(st, &st.pots[k], o)
		}
		g.showdown(st)
	}
	g.summary(st)
	return st
}

// settleFold gives everything to the last player left, who does not show.
func (g *game) settleFold(st *settlement) {
	w := 0
	for i := range g.ps {
		if !g.ps[i].folded {
			w = i
		}
	}
	amt := st.total - st.rake
	st.won[w] = amt
	st.pots[0].hi, st.pots[0].hiAmt = 1<<uint(w), amt
	g.emit(hand.Event{Kind: hand.Collect, Street: g.last, Player: w, Amount: amt, Text: "pot"})
	g.emit(hand.Event{Kind: hand.NoShow, Street: g.last, Player: w})
}

// sevenCards returns player i's cards for the showdown: his own and the
// community card.
func (g *game) sevenCards(i int) [7]cards.Card {
	p := &g.ps[i]
	a := p.cards
	if p.n == 6 {
		a[6] = g.board
	}
	return a
}

// evaluate computes every live player's best high and low.
func (g *game) evaluate(st *settlement, o settleOpts) {
	for i := range g.ps {
		if g.ps[i].folded {
			continue
		}
		a := g.sevenCards(i)
		st.hi[i], _ = cards.Eval7(a)
		st.lo8[i] = lowValue(a[:], 8)
		st.lo[i] = lowValue(a[:], o.lowMax)
	}
}

// split finds the winners of each half of pot p among its eligible players
// and divides it: odd chip to high, a tied half's remainder to the lowest seat.
func (g *game) split(st *settlement, p *potT, o settleOpts) {
	var bestHi cards.HighValue
	var bestLo uint32
	nElig := 0
	for i := range g.ps {
		if p.elig&(1<<uint(i)) == 0 {
			continue
		}
		nElig++
		if h := st.hi[i]; h > bestHi {
			bestHi, p.hi = h, 0
		}
		if st.hi[i] == bestHi {
			p.hi |= 1 << uint(i)
		}
		if l := st.lo[i]; l != 0 && (bestLo == 0 || l < bestLo) {
			bestLo, p.lo = l, 0
		}
		if st.lo[i] != 0 && st.lo[i] == bestLo {
			p.lo |= 1 << uint(i)
		}
	}
	if nElig == 1 {
		p.lo, p.hiAmt = 0, p.amount // an uncontested pot is not split
	} else if p.lo == 0 {
		p.hiAmt = p.amount
	} else {
		p.lowQ = true
		p.hiAmt, p.loAmt = (p.amount+1)/2, p.amount/2
		switch {
		case o.noSplit && p.lo&p.hi == 0:
			p.hiAmt, p.loAmt, p.lo = p.amount, 0, 0
			st.misawarded = true
		case o.oddToLow && p.amount%2 == 1 && p.lo&p.hi == 0:
			p.hiAmt, p.loAmt = p.loAmt, p.hiAmt
			st.misawarded = true
		}
	}
	g.share(st, p.hi, p.hiAmt)
	g.share(st, p.lo, p.loAmt)
}

// share credits the players in mask with their part of amt.
func (g *game) share(st *settlement, mask uint8, amt hand.Money) {
	if mask == 0 || amt == 0 {
		return
	}
	for i := range g.ps {
		if mask&(1<<uint(i)) != 0 {
			st.won[i] += g.eachShare(mask, amt, i)
		}
	}
}

// eachShare is the amount player i gets from a half shared by the players
// in mask: equal parts, and the remainder either all to the lowest seat
// number (oracle) or one chip each from the lowest seat on (OddChipEach).
func (g *game) eachShare(mask uint8, amt hand.Money, i int) hand.Money {
	n, rank := hand.Money(0), hand.Money(-1)
	for j := 0; j < 8; j++ {
		if mask&(1<<uint(j)) != 0 {
			if j == i {
				rank = n
			}
			n++
		}
	}
	v, rem := amt/n, amt%n
	switch {
	case g.prof.OddChipEach && rank < rem:
		v++
	case !g.prof.OddChipEach && rank == 0:
		v += rem
	}
	return v
}

// showOrder returns the live players in showdown order: the last bettor or
// raiser of the last street when it had a bet, else the best board among
// the live players (all-in or not, lowest seat on ties), then clockwise.
func (g *game) showOrder(buf []int) []int {
	start := -1
	if g.lastRound == g.last && g.roundAggr >= 0 && !g.ps[g.roundAggr].folded {
		start = g.roundAggr
	} else {
		var up [4]cards.Card
		var bestKey uint32
		for i := range g.ps {
			if g.ps[i].folded {
				continue
			}
			if k := boardKey(g.upCards(i, up[:0])); start < 0 || k > bestKey {
				start, bestKey = i, k
			}
		}
	}
	n := len(g.ps)
	for k := 0; k < n; k++ {
		i := (start + k) % n
		if !g.ps[i].folded {
			buf = append(buf, i)
		}
	}
	return buf
}

// showdown reveals hands pot by pot, the highest side pot first, and
// appends the collected lines.
func (g *game) showdown(st *settlement) {
	var buf [8]int
	order := g.showOrder(buf[:0])
	var bestHi cards.HighValue
	var bestLo uint32
	var seen uint8
	first := true
	for k := st.n - 1; k >= 0; k-- {
		p := &st.pots[k]
		for _, i := range order {
			if p.elig&(1<<uint(i)) == 0 || seen&(1<<uint(i)) != 0 {
				continue
			}
			seen |= 1 << uint(i)
			show := first || g.ps[i].allIn || st.won[i] > 0 || st.hi[i] >= bestHi ||
				st.lo8[i] != 0 && (bestLo == 0 || st.lo8[i] <= bestLo)
			first = false
			if !show {
				g.emit(hand.Event{Kind: hand.Muck, Street: g.last, Player: i})
				continue
			}
			st.shown |= 1 << uint(i)
			bestHi = max(bestHi, st.hi[i])
			if st.lo8[i] != 0 && (bestLo == 0 || st.lo8[i] < bestLo) {
				bestLo = st.lo8[i]
			}
			e := hand.Event{Kind: hand.Show, Street: g.last, Player: i, Text: g.describe(st, i)}
			e.SetCards(g.ownCards(i)...)
			g.emit(e)
		}
		name := g.potName(k, st.n)
		g.collect(p.hi, p.hiAmt, name)
		g.collect(p.lo, p.loAmt, name)
		if bits8(p.elig) > 1 && !p.lowQ {
			g.emit(hand.Event{Kind: hand.NoLow, Street: g.last, Player: -1})
		}
	}
}

// collect appends one collected line per winner of a half, in seat order.
func (g *game) collect(mask uint8, amt hand.Money, name string) {
	if mask == 0 || amt == 0 {
		return
	}
	for i := range g.ps {
		if mask&(1<<uint(i)) != 0 {
			g.emit(hand.Event{Kind: hand.Collect, Street: g.last, Player: i, Amount: g.eachShare(mask, amt, i), Text: name})
		}
	}
}

// potName is the name PokerStars gives pot k of n in collected lines.
func (g *game) potName(k, n int) string {
	switch {
	case n == 1:
		return "pot"
	case k == 0:
		return "main pot"
	case n == 2:
		return "side pot"
	}
	return "side pot-" + strconv.Itoa(k)
}

// ownCards returns player i's own cards (six with a community card).
func (g *game) ownCards(i int) []cards.Card {
	p := &g.ps[i]
	return p.cards[:p.n]
}

// describe words player i's hand: "HI: ...", plus "; LO: ..." for an
// 8-or-better low, or for the low a low.not_qualified fault awarded.
func (g *game) describe(st *settlement, i int) string {
	s := "HI: " + st.hi[i].Describe()
	lo := st.lo8[i]
	if lo == 0 && st.lo[i] != 0 && g.wonLow(st, i) {
		lo = st.lo[i]
	}
	if lo != 0 {
		s += "; LO: " + lowText(lo)
	}
	return s
}

// wonLow reports whether player i won a low half of some pot.
func (g *game) wonLow(st *settlement, i int) bool {
	for k := range st.n {
		if st.pots[k].lo&(1<<uint(i)) != 0 && st.pots[k].loAmt > 0 {
			return true
		}
	}
	return false
}

// wonLowAlone reports whether player i won the low half of a pot whose
// high half went to others: an award the amounts alone show.
func (g *game) wonLowAlone(st *settlement, i int) bool {
	for k := range st.n {
		p := &st.pots[k]
		if p.lo&(1<<uint(i)) != 0 && p.loAmt > 0 && p.hi&(1<<uint(i)) == 0 {
			return true
		}
	}
	return false
}

func bits8(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}
