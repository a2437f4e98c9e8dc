package replay

import (
	"strconv"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// potKinds names the pots in order, as the JSON output spells them.
var potKinds = func() []string {
	k := []string{"main"}
	for i := 1; i < maxPlayers; i++ {
		k = append(k, "side-"+strconv.Itoa(i))
	}
	return k
}()

// unmatched returns the player whose contribution exceeds everybody
// else's, and by how much: chips nobody called, which the rules return.
func (e *Engine) unmatched() (int, hand.Money) {
	top, second := -1, hand.Money(0)
	for i := 0; i < e.n; i++ {
		c := max(e.st[i].in, 0)
		switch {
		case top < 0 || c > e.st[top].in:
			if top >= 0 {
				second = max(second, e.st[top].in)
			}
			top = i
		default:
			second = max(second, c)
		}
	}
	if top < 0 || e.st[top].in <= second {
		return -1, 0
	}
	return top, max(e.st[top].in, 0) - second
}

// newPot appends a pot to the result, reusing the memory of earlier hands.
func (e *Engine) newPot() *Pot {
	r := &e.res
	if len(r.Pots) < cap(r.Pots) {
		r.Pots = r.Pots[:len(r.Pots)+1]
		p := &r.Pots[len(r.Pots)-1]
		*p = Pot{Eligible: p.Eligible[:0], High: p.High[:0], Low: p.Low[:0], Declared: p.Declared[:0]}
		return p
	}
	r.Pots = append(r.Pots, Pot{})
	return &r.Pots[len(r.Pots)-1]
}

// buildPots layers the pots from what each player put in: one layer per
// distinct contribution, eligible the live players who put in at least that
// much, consecutive layers with the same eligible players merged. Chips
// nobody matched are left out (they are returned).
func (e *Engine) buildPots() {
	var contrib [maxPlayers]hand.Money
	for i := 0; i < e.n; i++ {
		contrib[i] = max(e.st[i].in, 0) // a return larger than the bets was reported
	}
	if top, extra := e.unmatched(); top >= 0 {
		contrib[top] -= extra
		e.res.Unreturned, e.res.UnreturnedTo = extra, top
	}
	var total hand.Money
	for i := 0; i < e.n; i++ {
		total += contrib[i]
	}
	e.res.TotalPot = total
	prev := hand.Money(0)
	var lastMask uint32
	for {
		// The next level is the smallest contribution above prev.
		level := hand.Money(-1)
		for i := 0; i < e.n; i++ {
			if c := contrib[i]; c > prev && (level < 0 || c < level) {
				level = c
			}
		}
		if level < 0 {
			break
		}
		var amount hand.Money
		var mask uint32
		for i := 0; i < e.n; i++ {
			amount += min(contrib[i], level) - min(contrib[i], prev)
			if contrib[i] >= level && e.live(i) {
				mask |= 1 << uint(i)
			}
		}
		prev = level
		switch {
		case len(e.res.Pots) > 0 && (mask == lastMask || mask == 0):
			// Same eligible players (or dead money nobody live matched): merge.
			pot := &e.res.Pots[len(e.res.Pots)-1]
			pot.AmountRaw += amount
		default:
			pot := e.newPot()
			pot.Kind = potKinds[min(len(e.res.Pots)-1, len(potKinds)-1)]
			pot.AmountRaw = amount
			for i := 0; i < e.n; i++ {
				if mask&(1<<uint(i)) != 0 {
					pot.Eligible = append(pot.Eligible, i)
				}
			}
			lastMask = mask
		}
	}
	e.spreadRake()
}

// spreadRake takes the declared rake (and jackpot fee) out of the pots before the split: as
// the declared collect lines or printed pot amounts show when they are
// consistent, otherwise from the main pot first.
func (e *Engine) spreadRake() {
	pots := e.res.Pots
	for i := range pots {
		pots[i].Amount = pots[i].AmountRaw
	}
	rake := e.h.Summary.Rake + e.h.Summary.Jackpot
	if rake <= 0 || len(pots) == 0 {
		return
	}
	if len(pots) > 1 {
		if e.rakeFrom(e.declaredPotSums()) || e.rakeFrom(e.printedPots()) {
			return
		}
	}
	if e.p.Rake.Proportional && len(pots) > 1 && e.res.TotalPot > 0 {
		e.rakeProportional(rake)
		return
	}
	for i := range pots {
		take := min(rake, pots[i].Amount)
		pots[i].Amount -= take
		rake -= take
	}
}

// rakeProportional takes the rake from each pot in proportion to its size,
// rounded down, the remaining units from the largest pots first.
func (e *Engine) rakeProportional(rake hand.Money) {
	pots := e.res.Pots
	left := rake
	for i := range pots {
		take := rake * pots[i].AmountRaw / e.res.TotalPot
		pots[i].Amount -= take
		left -= take
	}
	for left > 0 {
		big := 0
		for i := range pots {
			if pots[i].Amount > pots[big].Amount {
				big = i
			}
		}
		if pots[big].Amount <= 0 {
			return
		}
		pots[big].Amount--
		left--
	}
}

// rakeFrom takes the rake so that the pots come to amounts, when those add
// up and leave no pot larger than before; it reports whether it did.
func (e *Engine) rakeFrom(amounts []hand.Money) bool {
	pots := e.res.Pots
	if len(amounts) != len(pots) {
		return false
	}
	var taken hand.Money
	for i := range pots {
		if amounts[i] > pots[i].AmountRaw || amounts[i] < 0 {
			return false
		}
		taken += pots[i].AmountRaw - amounts[i]
	}
	if taken != e.h.Summary.Rake+e.h.Summary.Jackpot {
		return false
	}
	for i := range pots {
		pots[i].Amount = amounts[i]
	}
	return true
}

// printedPots returns the main and side pot amounts the summary printed.
func (e *Engine) printedPots() []hand.Money {
	s := &e.h.Summary
	if len(s.SidePots) == 0 {
		return nil
	}
	out := e.moneyBuf[:0]
	out = append(out, s.MainPot)
	out = append(out, s.SidePots...)
	e.moneyBuf = out
	return out
}

// showdown evaluates every live player whose seven cards are known.
func (e *Engine) showdown() {
	var buf [8]cards.Card
	for i := 0; i < e.n; i++ {
		s := &e.st[i]
		if !e.live(i) {
			continue
		}
		cs := e.ownCards(i, &buf)
		if len(cs) < 7 {
			continue
		}
		s.known = true
		switch {
		case e.rules.Razz:
			s.low = cards.EvalLowRazz(cs)
		default:
			var a [7]cards.Card
			copy(a[:], cs)
			s.high, s.low = cards.Eval7(a)
			if !e.rules.HighLow {
				s.low = cards.NoLow
			}
		}
	}
}

// award splits every pot among its eligible players under the rules.
func (e *Engine) award() {
	for pi := range e.res.Pots {
		pot := &e.res.Pots[pi]
		live := 0
		for _, q := range pot.Eligible {
			if e.live(q) {
				live++
			}
		}
		if len(pot.Eligible) == 1 || e.contenders() <= 1 {
			if len(pot.Eligible) > 0 {
				pot.High = append(pot.High, Award{Player: pot.Eligible[0], Amount: pot.Amount})
			}
			continue
		}
		unknown := false
		for _, q := range pot.Eligible {
			if !e.st[q].known {
				unknown = true
			}
		}
		e.addCheck("pot split", !unknown, "cards of a player eligible for a pot are unknown")
		e.splitPot(pot)
	}
	for pi := range e.res.Pots {
		pot := &e.res.Pots[pi]
		for _, a := range pot.High {
			e.res.Players[a.Player].Collected += a.Amount
		}
		for _, a := range pot.Low {
			e.res.Players[a.Player].Collected += a.Amount
		}
	}
}

// contenders counts the players still in the hand at the end.
func (e *Engine) contenders() int {
	live, _ := e.countLive()
	return live
}

// splitPot gives a contested pot to its best hands among the players whose
// cards are known: high and 8-or-better low halves in hi/lo (the odd chip to
// high), the whole pot to the best high in stud or the best low in razz.
func (e *Engine) splitPot(pot *Pot) {
	var hiW, loW [maxPlayers]int
	nh, nl := 0, 0
	var bestH cards.HighValue
	var bestL cards.LowValue
	for _, q := range pot.Eligible {
		s := &e.st[q]
		if !s.known {
			continue
		}
		if !e.rules.LowOnly {
			switch {
			case nh == 0 || s.high > bestH:
				bestH, hiW[0], nh = s.high, q, 1
			case s.high == bestH:
				hiW[nh] = q
				nh++
			}
		}
		if s.low != cards.NoLow {
			switch {
			case nl == 0 || s.low.Better(bestL):
				bestL, loW[0], nl = s.low, q, 1
			case s.low == bestL:
				loW[nl] = q
				nl++
			}
		}
	}
	switch {
	case e.rules.LowOnly:
		pot.LowQualified = nl > 0
		pot.Low = e.share(pot.Low, loW[:nl], pot.Amount, false)
	case e.rules.HighLow && nl > 0:
		pot.LowQualified = true
		lowHalf := pot.Amount / 2
		highHalf := pot.Amount - lowHalf
		if !e.p.OddChipToHigh {
			highHalf, lowHalf = lowHalf, highHalf
		}
		pot.High = e.share(pot.High, hiW[:nh], highHalf, true)
		pot.Low = e.share(pot.Low, loW[:nl], lowHalf, false)
	default:
		pot.High = e.share(pot.High, hiW[:nh], pot.Amount, true)
	}
}

// share divides amount equally among the tied winners (in seat order) and
// gives the odd chips by the profile.
func (e *Engine) share(out []Award, winners []int, amount hand.Money, high bool) []Award {
	k := len(winners)
	if k == 0 {
		return out
	}
	each := amount / hand.Money(k)
	rem := amount % hand.Money(k)
	if k > 1 && rem > 0 && e.p.OddChipTied == OddChipHighCardSuit {
		e.orderBySuit(winners, high)
	}
	base := len(out)
	for _, w := range winners {
		out = append(out, Award{Player: w, Amount: each})
	}
	switch e.p.OddChipTied {
	case OddChipLowestSeat:
		out[base].Amount += rem
	default:
		for j := 0; rem > 0; j++ {
			out[base+j].Amount++
			rem--
		}
	}
	return out
}

// orderBySuit orders tied winners by their highest card by suit among the
// cards their hand uses, best first.
func (e *Engine) orderBySuit(w []int, high bool) {
	key := func(q int) cards.Card {
		var buf [8]cards.Card
		cs := e.ownCards(q, &buf)
		if high {
			_, best := cards.BestHigh(cs)
			return topCard(best[:])
		}
		ranks := e.st[q].low.Ranks()
		var t cards.Card
		for _, c := range cs {
			for _, r := range ranks {
				if c.Rank() == r && c > t {
					t = c
				}
			}
		}
		return t
	}
	for i := 1; i < len(w); i++ {
		for j := i; j > 0 && key(w[j]) > key(w[j-1]); j-- {
			w[j], w[j-1] = w[j-1], w[j]
		}
	}
}
