package replay

import "github.com/stud8/stud8/hand"

// byRules reports a hand whose awards the replay decides: it declares none
// (Summary.AwardsByRules, a PHH hand without winnings) and has no collect
// line.
func (e *Engine) byRules() bool { return e.h.Summary.AwardsByRules && len(e.collects) == 0 }

// declareAwards makes the rules' awards the declared collections of a hand
// that declares none (byRules): each pot's declared lines are its awards,
// each player's Declared is his Collected and his Net what the rules give
// him. The audit then compares the awards with themselves, so no pot.*
// finding compares a declaration the history does not make; a pot the
// rules cannot award (no eligible player showed) is still not conserved.
func (e *Engine) declareAwards() {
	if !e.byRules() {
		return
	}
	e.declPots, e.declOne, e.declBad = len(e.res.Pots), false, false
	line := e.h.Summary.Line
	for k := range e.res.Pots {
		pot := &e.res.Pots[k]
		for _, a := range pot.High {
			e.decl[k][a.Player] += a.Amount
			pot.Declared = append(pot.Declared, DeclaredAward{Player: a.Player, Amount: a.Amount, Line: line})
		}
		for _, a := range pot.Low {
			e.decl[k][a.Player] += a.Amount
			pot.Declared = append(pot.Declared, DeclaredAward{Player: a.Player, Amount: a.Amount, Low: true, Line: line})
		}
	}
	for i := 0; i < e.n; i++ {
		pr := &e.res.Players[i]
		pr.Declared = pr.Collected
		pr.Net = pr.Declared - pr.Total
	}
}

// undecidedFinding is the pot.not_conserved finding of a hand awarded by
// the rules whose awards do not use up the pot: want is the pot less rake,
// got what the rules could award.
func (e *Engine) undecidedFinding(want, got hand.Money) {
	e.lineFinding(PotNotConserved, e.reached, e.h.Summary.Line, -1, want, got,
		"the history declares no awards, and after %s street the rules can award only %s of the %s left after rake: a player eligible for a pot did not show his cards",
		e.reached, e.money(got), e.money(want))
}
