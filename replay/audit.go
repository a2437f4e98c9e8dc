package replay

import (
	"strconv"
	"strings"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// potIndex maps a pot name of a collect line to its place: "pot" and "main
// pot" are 0, "side pot" 1, "side pot-N" N; -1 when unknown.
func potIndex(name string) int {
	switch name {
	case "pot", "main pot":
		return 0
	case "side pot":
		return 1
	}
	if rest, ok := strings.CutPrefix(name, "side pot-"); ok {
		if n, err := strconv.Atoi(rest); err == nil && n > 0 && n < maxPlayers {
			return n
		}
	}
	return -1
}

// collectDeclared reads the history's collect lines per pot and player.
func (e *Engine) collectDeclared() {
	e.declPots, e.declOne, e.declBad = 0, false, false
	for k := range e.decl {
		if k >= e.n+1 {
			break
		}
		e.decl[k] = [maxPlayers]hand.Money{}
	}
	for _, i := range e.collects {
		ev := &e.h.Events[i]
		if ev.Player < 0 || ev.Player >= e.n {
			continue
		}
		e.res.Players[ev.Player].Declared += ev.Amount
		k := potIndex(ev.Text)
		if k < 0 || k > e.n {
			e.declBad = true
			continue
		}
		e.declOne = e.declOne || ev.Text == "pot"
		e.decl[k][ev.Player] += ev.Amount
		e.declPots = max(e.declPots, k+1)
	}
	for i := 0; i < e.n; i++ {
		pr := &e.res.Players[i]
		pr.Net = pr.Declared - pr.Total
	}
}

// declaredPotSums returns the declared collect sum of each pot the collect
// lines name.
func (e *Engine) declaredPotSums() []hand.Money {
	out := e.declSums[:0]
	for k := 0; k < e.declPots; k++ {
		var s hand.Money
		for i := 0; i < e.n; i++ {
			s += e.decl[k][i]
		}
		out = append(out, s)
	}
	e.declSums = out
	return out
}

// declaredMatchesPots reports whether the collect lines name the same pots
// as the replay computed.
func (e *Engine) declaredMatchesPots() bool {
	n := len(e.res.Pots)
	return !e.declBad && e.declPots == n && !(e.declOne && n > 1)
}

// audit compares what the history declares with the replay.
func (e *Engine) audit() {
	e.inferHalves()
	totalOK := e.checkTotal()
	e.checkRake()
	conserved := e.checkConservation()
	if totalOK && conserved {
		e.checkAwards()
	}
}

// checkTotal compares the stated total pot with what the players put in.
func (e *Engine) checkTotal() bool {
	s := &e.h.Summary
	r := &e.res
	ok := true
	if r.Unreturned > 0 {
		ok = false
		e.lineFinding(PotTotalMismatch, e.reached, s.Line, r.UnreturnedTo, 0, r.Unreturned,
			"a bet of %s by %s was never called by the end of %s street and was not returned; it does not belong in the pot",
			e.money(r.Unreturned), e.who(r.UnreturnedTo), e.reached)
	}
	if s.TotalPot != r.TotalPot && s.TotalPot != r.TotalPot+r.Unreturned {
		ok = false
		e.lineFinding(PotTotalMismatch, e.reached, s.Line, -1, r.TotalPot, s.TotalPot,
			"the total pot is stated as %s, but the players put in %s by the end of %s street", e.money(s.TotalPot),
			e.money(r.TotalPot), e.reached)
	}
	printed := e.printedPots()
	if ok && len(printed) > 0 {
		if len(printed) != len(r.Pots) {
			ok = false
			e.lineFinding(PotTotalMismatch, e.reached, s.Line, -1, 0, 0,
				"the summary prints %d pots, but what the players put in by the end of %s street makes %d",
				len(printed), e.reached, len(r.Pots))
		} else {
			for k := range printed {
				if printed[k] != r.Pots[k].Amount {
					ok = false
					e.lineFinding(PotTotalMismatch, e.reached, s.Line, -1, r.Pots[k].Amount, printed[k],
						"the %s pot is stated as %s, but after %s street it holds %s after rake", r.Pots[k].Kind,
						e.money(printed[k]), e.reached, e.money(r.Pots[k].Amount))
					break
				}
			}
		}
	}
	return ok
}

// allowedRake returns the most rake the profile allows on this hand.
func (e *Engine) allowedRake() hand.Money {
	pol := &e.p.Rake
	switch {
	case pol.Rule == RakeNone,
		pol.NoRakeOnThird && e.reached <= hand.Third,
		pol.SinglePotOnly && len(e.res.Pots) > 1,
		pol.FreeTourney && e.h.Tournament:
		return 0
	}
	total := e.res.TotalPot
	num := int64(total) * pol.PerMille
	q, rem := num/1000, num%1000
	switch {
	case pol.Rounding == RoundUp && rem > 0,
		pol.Rounding == RoundHalfEven && (rem > 500 || rem == 500 && q%2 == 1):
		q++
	}
	allowed := hand.Money(q)
	if pol.CapBigBets > 0 {
		allowed = min(allowed, hand.Money(pol.CapBigBets)*e.h.Stakes.BigBet)
	}
	if pol.CapCash > 0 && !e.h.Tournament && e.h.Decimals > 0 {
		allowed = min(allowed, pol.CapCash)
	}
	return allowed
}

// checkRake checks the declared rake against the profile.
func (e *Engine) checkRake() {
	s := &e.h.Summary
	allowed := e.allowedRake()
	e.addCheck("rake", true, "")
	// The profiles' ceilings were set on what left the pot: rake and jackpot fee.
	if taken := s.Rake + s.Jackpot; taken > allowed {
		e.lineFinding(RakeExcessive, e.reached, s.Line, -1, allowed, taken,
			"rake %s on a %s pot of a hand that ended on %s street; the %s profile allows at most %s", e.money(taken),
			e.money(e.res.TotalPot), e.reached, e.p.Name, e.money(allowed))
	}
}

// checkConservation checks that what was collected is the total pot less
// the rake, that the summary agrees with the collect lines, and that nobody
// put in more than their stack.
func (e *Engine) checkConservation() bool {
	s := &e.h.Summary
	ok := true
	var collected hand.Money
	anyLine := len(e.collects) > 0
	for i := 0; i < e.n; i++ {
		collected += e.res.Players[i].Declared
	}
	if want := s.TotalPot - s.Rake - s.Jackpot; collected != want && e.byRules() {
		ok = false
		e.undecidedFinding(want, collected)
	} else if collected != want {
		ok = false
		e.lineFinding(PotNotConserved, e.reached, s.Line, -1, want, collected,
			"after %s street the collect lines add up to %s, but the total pot %s less rake %s is %s", e.reached,
			e.money(collected), e.money(s.TotalPot), e.money(s.Rake+s.Jackpot), e.money(want))
	}
	var summary [maxPlayers]hand.Money
	var line [maxPlayers]int
	for i := range s.Seats {
		sr := &s.Seats[i]
		if sr.Player >= 0 && sr.Player < e.n && (sr.Outcome == hand.OutCollected || sr.Outcome == hand.OutShowedWon) {
			summary[sr.Player] += sr.Amount
			line[sr.Player] = sr.Line
		}
	}
	for i := 0; i < e.n && anyLine; i++ {
		if d := e.res.Players[i].Declared; summary[i] != d {
			ok = false
			e.lineFinding(PotNotConserved, e.reached, line[i], i, d, summary[i],
				"the summary says %s won %s after %s street, but the collect lines give %s", e.who(i),
				e.money(summary[i]), e.reached, e.money(d))
		}
	}
	for i := 0; i < e.n; i++ {
		if st := e.h.Seats[i].Stack; e.st[i].in > st && st > 0 {
			ok = false
			e.lineFinding(PotNotConserved, e.reached, e.h.Seats[i].Line, i, st, e.st[i].in,
				"%s put in %s by the end of %s street but started with only %s", e.who(i), e.money(e.st[i].in),
				e.reached, e.money(st))
		}
	}
	return ok
}

// inferHalves assigns each collect line to a pot half: a line equal to an
// award the rules give (same player and amount) pays that half; other
// lines pay the low half when the player holds the best qualifying low and
// not the best high.
func (e *Engine) inferHalves() {
	if !e.declaredMatchesPots() {
		return
	}
	for _, i := range e.collects {
		ev := &e.h.Events[i]
		if ev.Player < 0 || ev.Player >= e.n {
			continue
		}
		k := potIndex(ev.Text)
		if k < 0 || k >= len(e.res.Pots) {
			continue
		}
		pot := &e.res.Pots[k]
		pot.Declared = append(pot.Declared, DeclaredAward{Player: ev.Player, Amount: ev.Amount, Line: ev.Line})
	}
	for k := range e.res.Pots {
		pot := &e.res.Pots[k]
		var usedH, usedL [maxPlayers]bool
		for j := range pot.Declared {
			d := &pot.Declared[j]
			if matchAward(pot.High, d, &usedH) {
				continue
			}
			if matchAward(pot.Low, d, &usedL) {
				d.Low = true
				continue
			}
			d.Low = e.guessLow(pot, d, j)
		}
	}
}

// guessLow says whether a collect line that matches no award of the rules
// pays the low half: yes for a winner of the low half only, no for a winner
// of the high half only, by the nearer share for a winner of both; for
// anybody else, yes when it is not the pot's first line (sites print the
// high half first) or the game is razz.
func (e *Engine) guessLow(pot *Pot, d *DeclaredAward, j int) bool {
	inHi, inLo := awardOf(pot.High, d.Player), awardOf(pot.Low, d.Player)
	switch {
	case !inPot(pot, d.Player):
		// Not eligible for the pot: the line pays no half of it (misaward).
		return false
	case e.rules.LowOnly:
		return true
	case inLo && !inHi:
		return true
	case inHi && !inLo:
		return false
	case inHi && inLo:
		baseHi, _ := halfShares(pot.High)
		baseLo, _ := halfShares(pot.Low)
		return absMoney(d.Amount-baseLo) < absMoney(d.Amount-baseHi)
	}
	return j > 0
}

// absMoney returns |m|.
func absMoney(m hand.Money) hand.Money {
	if m < 0 {
		return -m
	}
	return m
}

// matchAward marks the first unused award equal to d.
func matchAward(as []Award, d *DeclaredAward, used *[maxPlayers]bool) bool {
	for i, a := range as {
		if i < len(used) && !used[i] && a.Player == d.Player && a.Amount == d.Amount {
			used[i] = true
			return true
		}
	}
	return false
}

// checkAwards compares each pot's declared awards with the rules' split.
// It runs only when the money adds up, so a difference is a misaward.
func (e *Engine) checkAwards() {
	if !e.declaredMatchesPots() {
		e.compareTotals()
		return
	}
	sums := e.declaredPotSums()
	for k := range e.res.Pots {
		if sums[k] != e.res.Pots[k].Amount {
			// Money moved between pots: compare what each player got overall.
			e.compareTotals()
			return
		}
	}
	for k := range e.res.Pots {
		e.comparePot(k)
	}
}

// computedIn returns what the rules give player q from pot k.
func computedIn(pot *Pot, q int) hand.Money {
	var m hand.Money
	for _, a := range pot.High {
		if a.Player == q {
			m += a.Amount
		}
	}
	for _, a := range pot.Low {
		if a.Player == q {
			m += a.Amount
		}
	}
	return m
}

// unknownEligible reports whether a live player eligible for the pot has unknown cards.
func (e *Engine) unknownEligible(pot *Pot) bool {
	if len(pot.Eligible) <= 1 || e.contenders() <= 1 {
		return false
	}
	for _, q := range pot.Eligible {
		if !e.st[q].known {
			return true
		}
	}
	return false
}

// comparePot checks one pot whose declared lines add up to its amount.
func (e *Engine) comparePot(k int) {
	pot := &e.res.Pots[k]
	bad, maxDiff := -1, hand.Money(0)
	for i := 0; i < e.n; i++ {
		d := e.decl[k][i] - computedIn(pot, i)
		if d != 0 && bad < 0 {
			bad = i
		}
		if d < 0 {
			d = -d
		}
		maxDiff = max(maxDiff, d)
	}
	if bad < 0 {
		return
	}
	if e.unknownEligible(pot) {
		e.addCheck("awards", false, "a player eligible for a pot did not show; the split cannot be checked")
		return
	}
	if e.p.OddChipTied == OddChipAny && maxDiff <= 2 && e.oddChipsOnly(k) {
		e.addCheck("odd chips in a tied half", false, "the profile does not decide who gets them")
		return
	}
	e.misaward(k)
}

// oddChipsOnly reports whether pot k's declared awards differ from the
// rules' only in which tied winners of a half got its odd chips: each half
// (as inferred for the collect lines) keeps its total, and every line pays a
// winner of that half the equal share or one chip more.
func (e *Engine) oddChipsOnly(k int) bool {
	pot := &e.res.Pots[k]
	if len(pot.Declared) == 0 {
		return false
	}
	baseHi, remHi := halfShares(pot.High)
	baseLo, remLo := halfShares(pot.Low)
	var sumHi, sumLo hand.Money
	for _, d := range pot.Declared {
		as, base, sum := pot.High, baseHi, &sumHi
		if d.Low {
			as, base, sum = pot.Low, baseLo, &sumLo
		}
		if !awardOf(as, d.Player) || (d.Amount != base && d.Amount != base+1) {
			return false
		}
		*sum += d.Amount
	}
	return sumHi == baseHi*hand.Money(len(pot.High))+remHi && sumLo == baseLo*hand.Money(len(pot.Low))+remLo
}

// halfShares returns the equal share of a half's tied winners and the odd
// chips left over.
func halfShares(as []Award) (base, rem hand.Money) {
	if len(as) == 0 {
		return 0, 0
	}
	var total hand.Money
	for _, a := range as {
		total += a.Amount
	}
	return total / hand.Money(len(as)), total % hand.Money(len(as))
}

// awardOf reports whether as pays player q.
func awardOf(as []Award, q int) bool {
	for _, a := range as {
		if a.Player == q {
			return true
		}
	}
	return false
}

// misaward reports a pot awarded against the rules: first a line paying a
// player not eligible for the pot (pot.misaward); in a hand with a card
// dealt twice nothing more (the split read from those cards is not
// checked); then low.not_qualified
// when a player without an 8-or-better low was paid what only a low half
// could have paid them, else pot.misaward. Expected and Actual are what the
// rules give and what the history paid the overpaid player (or players), so
// their difference is the money that went to the wrong place.
func (e *Engine) misaward(k int) {
	pot := &e.res.Pots[k]
	line := e.h.Summary.Line
	if len(pot.Declared) > 0 {
		line = pot.Declared[0].Line
	}
	for i := 0; i < e.n; i++ {
		if e.decl[k][i] > 0 && !inPot(pot, i) {
			e.lineFinding(PotMisaward, e.reached, e.declLine(k, i, line), i, 0, e.decl[k][i],
				"%s is not in %s (%s); %s; %s of it went to %s", e.who(i), potWords(pot.Kind),
				e.whyNotIn(i, pot), e.belongsTo(pot), e.money(e.decl[k][i]), e.who(i))
			return
		}
	}
	if e.dealtTwice() {
		// The rules' split reads cards the history dealt twice: the
		// dealing fault is the finding, not the split it upsets.
		e.addCheck("awards", false, "a card is dealt twice (card.duplicate); the split cannot be checked")
		return
	}
	if e.rules.HighLow {
		for i := 0; i < e.n; i++ {
			if e.decl[k][i] <= computedIn(pot, i) || !e.st[i].known || e.st[i].low != cards.NoLow {
				continue
			}
			inHigh := false
			for _, a := range pot.High {
				inHigh = inHigh || a.Player == i
			}
			if !inHigh {
				e.lineFinding(LowNotQualified, e.reached, e.declLine(k, i, line), i, computedIn(pot, i), e.decl[k][i],
					"after %s street %s was paid %s from the %s pot as a low, but %s makes no 8-or-better low (best %s); %s",
					e.reached, e.who(i), e.money(e.decl[k][i]), pot.Kind, e.cardsString(i), e.bestLowString(i),
					e.splitString(pot))
				return
			}
		}
	}
	p, want, got := e.overpaid(k)
	e.lineFinding(PotMisaward, e.reached, line, p, want, got,
		"after %s street the %s pot (%s) was paid %s; under the rules %s (%s misdirected)", e.reached, pot.Kind,
		e.money(pot.Amount), e.declString(k), e.splitString(pot), e.money(got-want))
}

// overpaid returns the player paid more from pot k than the rules give,
// with the rules' amount and what was paid; when several were, player -1
// and the sums over them.
func (e *Engine) overpaid(k int) (p int, want, got hand.Money) {
	pot := &e.res.Pots[k]
	p, n := -1, 0
	for i := 0; i < e.n; i++ {
		if c := computedIn(pot, i); e.decl[k][i] > c {
			p, n = i, n+1
			want += c
			got += e.decl[k][i]
		}
	}
	if n > 1 {
		p = -1
	}
	return p, want, got
}

// declLine returns the line of the first collect line paying player i
// from pot k, or def.
func (e *Engine) declLine(k, i, def int) int {
	for _, d := range e.res.Pots[k].Declared {
		if d.Player == i {
			return d.Line
		}
	}
	return def
}

// inPot reports whether player q is eligible for the pot.
func inPot(pot *Pot, q int) bool {
	for _, x := range pot.Eligible {
		if x == q {
			return true
		}
	}
	return false
}

// potWords names a pot in a sentence: "the main pot", "side pot 2".
func potWords(kind string) string {
	if n, ok := strings.CutPrefix(kind, "side-"); ok {
		return "side pot " + n
	}
	return "the " + kind + " pot"
}

// whyNotIn says why player q is not eligible for a pot: "all-in for $4.27
// on 5th street", "folded on 4th street".
func (e *Engine) whyNotIn(q int, pot *Pot) string {
	s := &e.st[q]
	switch {
	case s.folded:
		return "folded on " + streetWords(e.res.Players[q].Facts.FoldedOn)
	case s.allIn:
		return "all-in for " + e.money(s.in) + " on " + streetWords(s.allInOn)
	case !s.inHand:
		return "not dealt in"
	}
	return "put in only " + e.money(s.in)
}

// streetWords names a street in a sentence: "5th street", "the ante".
func streetWords(s hand.Street) string {
	if s < hand.Third {
		return "the ante"
	}
	return s.String() + " street"
}

// belongsTo says whom a pot belongs to under the rules: "the pot belongs
// to seat 4 (Y)", or the split in words.
func (e *Engine) belongsTo(pot *Pot) string {
	if len(pot.Low) == 0 && len(pot.High) == 1 {
		return "the pot belongs to " + e.who(pot.High[0].Player)
	}
	if len(pot.High) == 0 && len(pot.Low) == 1 {
		return "the pot belongs to " + e.who(pot.Low[0].Player)
	}
	return "under the rules " + e.splitString(pot)
}

// compareTotals compares what each player collected overall with the rules,
// when the collect lines do not name the computed pots.
func (e *Engine) compareTotals() {
	for i := 0; i < e.n; i++ {
		pr := &e.res.Players[i]
		if pr.Declared == pr.Collected {
			continue
		}
		for k := range e.res.Pots {
			if e.unknownEligible(&e.res.Pots[k]) {
				e.addCheck("awards", false, "a player eligible for a pot did not show; the split cannot be checked")
				return
			}
		}
		e.lineFinding(PotMisaward, e.reached, e.h.Summary.Line, i, pr.Collected, pr.Declared,
			"after %s street %s collected %s in all, but the rules give them %s", e.reached, e.who(i),
			e.money(pr.Declared), e.money(pr.Collected))
		return
	}
}

// splitString says in words how the rules split a pot.
func (e *Engine) splitString(pot *Pot) string {
	var b strings.Builder
	b.WriteString("the ")
	if len(pot.Low) == 0 {
		b.WriteString("whole pot goes to ")
		e.awardsString(&b, pot.High, true)
		if e.rules.HighLow && len(pot.High) > 0 {
			b.WriteString(" (no qualifying low)")
		}
		return b.String()
	}
	if len(pot.High) == 0 {
		b.WriteString("whole pot goes to ")
		e.awardsString(&b, pot.Low, false)
		return b.String()
	}
	b.WriteString("high half goes to ")
	e.awardsString(&b, pot.High, true)
	b.WriteString(" and the low half to ")
	e.awardsString(&b, pot.Low, false)
	return b.String()
}

// awardsString writes "seat 3 (x) $1.20 with HI: ..." for each award.
func (e *Engine) awardsString(b *strings.Builder, as []Award, high bool) {
	for j, a := range as {
		if j > 0 {
			b.WriteString(" and ")
		}
		b.WriteString(e.who(a.Player))
		b.WriteByte(' ')
		b.WriteString(e.money(a.Amount))
		s := &e.st[a.Player]
		switch {
		case !s.known:
		case high && !e.rules.LowOnly:
			b.WriteString(" with ")
			b.WriteString(s.high.Describe())
		case s.low != cards.NoLow:
			b.WriteString(" with ")
			b.WriteString(s.low.Describe())
		}
	}
}

// declString lists the declared awards of pot k: "seat 2 (x) $4.65".
func (e *Engine) declString(k int) string {
	var b strings.Builder
	first := true
	for i := 0; i < e.n; i++ {
		if e.decl[k][i] == 0 {
			continue
		}
		if !first {
			b.WriteString(", ")
		}
		first = false
		b.WriteString(e.who(i))
		b.WriteByte(' ')
		b.WriteString(e.money(e.decl[k][i]))
	}
	if first {
		return "nothing"
	}
	return b.String()
}

// bestLowString describes a player's best ace-to-five low without the
// 8-or-better qualifier: "9,8,6,5,3".
func (e *Engine) bestLowString(p int) string {
	var buf [8]cards.Card
	return cards.EvalLowRazz(e.ownCards(p, &buf)).Describe()
}

// cardsString lists a player's known cards: "7s 9s 5h 8s 2h 2c Kd".
func (e *Engine) cardsString(p int) string {
	var buf [8]cards.Card
	cs := e.ownCards(p, &buf)
	var b strings.Builder
	for j, c := range cs {
		if j > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// checkCards reports a card declared twice in the hand: in two players'
// hands, twice in one hand, or also as the community card. Only the first
// duplicate is reported.
func (e *Engine) checkCards() {
	var owner [53]int16 // 1 + player*8 + slot; 0 free
	const boardOwner = 1 + maxPlayers*8
	if e.board.Known() {
		owner[e.board] = boardOwner
	}
	anyAlt := false
	for p := 0; p < e.n; p++ {
		s := &e.st[p]
		for k := 0; k < 7; k++ {
			if c := s.slot[k]; c.Known() {
				if owner[c] != 0 {
					e.duplicate(p, k, c, owner[c], int(s.slotLine[k]))
					return
				}
				owner[c] = int16(1 + p*8 + k)
			}
			anyAlt = anyAlt || s.alt[k].Known()
		}
	}
	for p := 0; p < e.n && anyAlt; p++ {
		s := &e.st[p]
		for k := 0; k < 7; k++ {
			if c := s.alt[k]; c.Known() && owner[c] != 0 && owner[c] != int16(1+p*8+k) {
				e.duplicate(p, k, c, owner[c], int(s.altLine[k]))
				return
			}
		}
	}
}

// duplicate reports card c given to player p although owner already holds it.
func (e *Engine) duplicate(p, slot int, c cards.Card, owner int16, line int) {
	const boardOwner = 1 + maxPlayers*8
	where := "is the community card"
	if owner != boardOwner {
		where = "is in the hand of " + e.who(int(owner-1)/8)
		if int(owner-1)/8 == p {
			where = "is another of their own cards"
		}
	}
	e.lineFinding(CardDuplicate, slotStreet(slot), line, p, 0, 0, "%s is given to %s as a %s street card, but %s %s",
		c, e.who(p), slotStreet(slot), c, where)
}

// dealtTwice reports whether the hand has a card.duplicate finding.
func (e *Engine) dealtTwice() bool {
	for i := range e.res.Findings {
		if e.res.Findings[i].Code == CardDuplicate {
			return true
		}
	}
	return false
}

// slotStreet is the street a player's k-th card (deal order) is dealt on.
func slotStreet(k int) hand.Street {
	if k <= 2 {
		return hand.Third
	}
	return hand.Street(k + 1)
}
