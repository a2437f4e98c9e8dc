package gen

import (
	"math/bits"

	"github.com/stud8/stud8/hand"
)

// style is how a player plays: loose players continue with weaker hands,
// aggressive ones bet and raise more, bluffers bet without a hand.
type style struct {
	loose float64 // 0..1, added to the hand's strength when deciding to continue
	aggr  float64 // 0..1, chance to bet or raise a good hand
	bluff float64 // 0..1, chance to bet or raise regardless
}

// Styles gen seats at its tables.
var (
	styleRock    = style{loose: 0.05, aggr: 0.35, bluff: 0.01}
	styleTight   = style{loose: 0.15, aggr: 0.75, bluff: 0.05}
	styleStation = style{loose: 0.45, aggr: 0.10, bluff: 0.02}
	styleLoose   = style{loose: 0.35, aggr: 0.70, bluff: 0.15}
	styleManiac  = style{loose: 0.40, aggr: 0.95, bluff: 0.35}
	// styleFamily never folds and rarely raises: whole tables of them reach
	// 7th street eight-handed.
	styleFamily = style{loose: 1, aggr: 0.04, bluff: 0.01}
)

var tableStyles = []style{styleRock, styleTight, styleStation, styleLoose, styleManiac}

// strength scores player i's own cards in [0, 1]: made high hands, low
// and flush draws that can still come in.
func (g *game) strength(i int) float64 {
	p := &g.ps[i]
	var cnt [15]uint8
	var suits [4]uint8
	var low uint16
	top := 0
	for _, c := range p.cards[:p.n] {
		r := int(c.Rank())
		cnt[r]++
		suits[c.Suit()]++
		top = max(top, r)
		if r == 14 {
			low |= 2
		} else if r <= 8 {
			low |= 1 << uint(r)
		}
	}
	pairs, trips := 0, 0
	pairRank := 0
	for r := 2; r <= 14; r++ {
		switch {
		case cnt[r] >= 3:
			trips++
		case cnt[r] == 2:
			pairs++
			pairRank = r
		}
	}
	var hi float64
	switch {
	case trips > 0 && pairs > 0:
		hi = 0.95
	case trips > 0:
		hi = 0.85
	case pairs >= 2:
		hi = 0.65
	case pairs == 1:
		hi = 0.35 + float64(pairRank)/14*0.2
	default:
		hi = 0.1 + float64(top)/14*0.15
	}
	toCome := 7 - p.n
	maxSuit := 0
	for _, s := range suits {
		maxSuit = max(maxSuit, int(s))
	}
	if maxSuit >= 5 {
		hi = max(hi, 0.9)
	} else if maxSuit+toCome >= 5 && maxSuit >= 3 {
		hi = max(hi, 0.2+0.08*float64(maxSuit))
	}
	nLow := bits.OnesCount16(low)
	var lo float64
	switch {
	case nLow >= 5:
		lo = 0.7 + 0.2*float64(8-highestLow(low))/4
	case nLow+toCome >= 5:
		lo = 0.15 + 0.1*float64(nLow)
	}
	s := max(hi, lo) + 0.15*min(hi, lo)
	return min(s, 1)
}

// highestLow returns the fifth-lowest rank of a low mask (bit 1 = ace).
func highestLow(m uint16) int {
	n := 0
	for r := 1; r <= 8; r++ {
		if m&(1<<uint(r)) != 0 {
			n++
			if n == 5 {
				return r
			}
		}
	}
	return 8
}

// feel is player i's opinion of his hand now: strength, style and noise.
func (g *game) feel(i int) float64 {
	f := g.strength(i) + g.ps[i].sty.loose*0.3 + (g.r.Float64()-0.5)*0.3
	if g.ps[i].stack < 3*g.st.BigBet {
		f += 0.3 // a short stack is committed
	}
	return f
}

// wantsToComplete decides whether the bring-in completes at once: his
// completion habit if he has one, else his style and cards.
func (g *game) wantsToComplete(i int) bool {
	if h := g.ps[i].hab.complete; h.Set {
		return g.r.Float64() < h.Rate
	}
	st := g.ps[i].sty
	return g.strength(i) > 0.6 && g.r.Float64() < st.aggr*0.6 || g.r.Float64() < st.bluff*0.2
}

// canRaise reports whether player i may bet or raise now.
func (g *game) canRaise(i int) bool {
	p := &g.ps[i]
	return !g.short && g.bets < g.prof.CapBets && p.stack > g.cur-p.street && g.othersCanAct(i)
}

// act lets player i take one action on street s.
func (g *game) act(s hand.Street, i int) {
	p := &g.ps[i]
	p.acted = true
	facing := g.cur - p.street
	// A fault directive may force an action first.
	if g.forced(s, i) {
		return
	}
	f := g.feel(i)
	aggr := p.sty.aggr
	if g.dir.kind == faultCapExceeded || g.dir.kind == faultBetSize && s >= hand.Fourth {
		aggr = 1 // directives that need betting make the table aggressive
	}
	if facing == 0 {
		if g.canRaise(i) && (f > 0.55 && g.r.Float64() < aggr || g.r.Float64() < p.sty.bluff) {
			g.betOrRaise(s, i)
			return
		}
		g.emit(hand.Event{Kind: hand.Check, Street: s, Player: i})
		return
	}
	// A named player's habit decides in place of his cards: completing
	// the bring-in, or folding to a bet on 4th street; otherwise he acts
	// as below without that choice.
	mayFold, mayRaise := true, true
	if h := p.hab.complete; h.Set && s == hand.Third && g.bets == 0 && g.canRaise(i) {
		if g.r.Float64() < h.Rate {
			g.betOrRaise(s, i)
			return
		}
		mayRaise = false
	}
	if h := p.hab.foldFourth; h.Set && s == hand.Fourth {
		if g.r.Float64() < h.Rate {
			p.folded, p.foldSt = true, s
			g.emit(hand.Event{Kind: hand.Fold, Street: s, Player: i})
			return
		}
		mayFold = false
	}
	// Every bet faced and every street makes folding likelier; calling a
	// bring-in is cheap.
	threshold := 0.45 + 0.06*float64(g.bets) + 0.02*float64(s-hand.Third)
	raiseAt := 0.75
	if s == hand.Third {
		raiseAt = 0.6
		if g.bets == 0 {
			threshold, raiseAt = 0.42, 0.55
		}
	}
	switch {
	case mayFold && (p.sty == styleFamily && g.r.Float64() < 0.03 || f < threshold && p.sty != styleFamily):
		p.folded, p.foldSt = true, s
		g.emit(hand.Event{Kind: hand.Fold, Street: s, Player: i})
	case mayRaise && g.canRaise(i) && (f > raiseAt && g.r.Float64() < aggr || g.r.Float64() < p.sty.bluff*0.3):
		g.betOrRaise(s, i)
	default:
		g.call(s, i)
	}
}

// call matches the street's level, or puts in the rest of the stack.
func (g *game) call(s hand.Street, i int) {
	p := &g.ps[i]
	amt := min(g.cur-p.street, p.stack)
	allIn := g.put(i, amt)
	g.emit(hand.Event{Kind: hand.Call, Street: s, Player: i, Amount: amt, AllIn: allIn})
}

// betOrRaise bets when nobody has, completes a bring-in, or raises by the
// street's unit; a player without enough chips goes all-in for less.
func (g *game) betOrRaise(s hand.Street, i int) {
	p := &g.ps[i]
	switch {
	case g.cur == 0:
		amt, full := g.unit, true
		if g.dir.kind == faultBetSize && !g.dir.used && s >= hand.Fourth && p.stack > g.dir.wrongSize(g, s) {
			amt = g.dir.wrongSize(g, s) // bet.wrong_size: later raises and calls follow it
			g.dir.used, g.dir.street, g.dir.player = true, s, i
		} else if p.stack < amt {
			amt, full = p.stack, false // all-in for less than a bet
		}
		allIn := g.put(i, amt)
		g.emit(hand.Event{Kind: hand.Bet, Street: s, Player: i, Amount: amt, AllIn: allIn})
		g.raised(s, i, amt, full)
	case s == hand.Third && g.bets == 0:
		g.raiseTo(s, i, hand.Complete, g.st.SmallBet)
	default:
		g.raiseTo(s, i, hand.Raise, g.cur+g.unit)
	}
}

// raiseTo completes or raises player i to a street total of to, or all-in for less.
func (g *game) raiseTo(s hand.Street, i int, k hand.Kind, to hand.Money) {
	p := &g.ps[i]
	full := true
	if to-p.street >= p.stack {
		to = p.street + p.stack
		full = to-g.cur >= g.unit || k == hand.Complete && to == g.st.SmallBet
	}
	inc := to - g.cur
	allIn := g.put(i, to-p.street)
	g.emit(hand.Event{Kind: k, Street: s, Player: i, Amount: inc, To: to, AllIn: allIn})
	g.raised(s, i, to, full)
}

// raised records a new level on the street set by player i, and prints
// "Betting is capped" when it reaches the cap under a profile that does.
func (g *game) raised(s hand.Street, i int, level hand.Money, full bool) {
	g.cur = level
	g.bets++
	if g.prof.CappedLine && g.bets == g.prof.CapBets {
		defer g.emit(hand.Event{Kind: hand.Capped, Street: s, Player: -1})
	}
	if !full {
		g.short = true
	}
	g.lastAggr, g.roundAggr = i, i
	for j := range g.ps {
		if j != i {
			g.ps[j].acted = false
		}
	}
}
