package gen

import (
	"fmt"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// faultKind is one kind of injected misdeal or misrecord.
type faultKind uint8

// Fault kinds, one per finding code of RULES.md section 9.
const (
	faultNone faultKind = iota
	faultBringInPlayer
	faultBringInAmount
	faultBetSize
	faultCapExceeded
	faultOutOfTurn
	faultFirstActor
	faultMisaward
	faultNotConserved
	faultTotalMismatch
	faultRakeExcessive
	faultCardDuplicate
	faultLowNotQualified
	faultStackMismatch
	numFaultKinds
)

// faultCodes are the finding codes of the fault kinds.
var faultCodes = [numFaultKinds]string{
	faultBringInPlayer:   "bringin.wrong_player",
	faultBringInAmount:   "bringin.wrong_amount",
	faultBetSize:         "bet.wrong_size",
	faultCapExceeded:     "raise.cap_exceeded",
	faultOutOfTurn:       "action.out_of_turn",
	faultFirstActor:      "street.wrong_first_actor",
	faultMisaward:        "pot.misaward",
	faultNotConserved:    "pot.not_conserved",
	faultTotalMismatch:   "pot.total_mismatch",
	faultRakeExcessive:   "rake.excessive",
	faultCardDuplicate:   "card.duplicate",
	faultLowNotQualified: "low.not_qualified",
	faultStackMismatch:   "stack.mismatch",
}

// FaultCodes lists the finding codes gen can inject, in a fixed order.
func FaultCodes() []string {
	out := make([]string, 0, numFaultKinds-1)
	for k := faultNone + 1; k < numFaultKinds; k++ {
		out = append(out, faultCodes[k])
	}
	return out
}

// directives are the deliberate errors a fault asks the play to make.
type directives struct {
	kind   faultKind
	amount hand.Money // faultBringInAmount: the wrong bring-in
	used   bool       // the error was made
	street hand.Street
	player int
}

// wrongSize is the bet size bet.wrong_size uses on street s: the big bet on
// 4th street, the small bet later.
func (d *directives) wrongSize(g *game, s hand.Street) hand.Money {
	if s == hand.Fourth {
		return g.st.BigBet
	}
	return g.st.SmallBet
}

// forced makes the raise of raise.cap_exceeded: a full raise by a player
// facing a capped bet, when somebody can still call it.
func (g *game) forced(s hand.Street, i int) bool {
	if g.dir.kind != faultCapExceeded || g.dir.used {
		return false
	}
	p := &g.ps[i]
	to := g.cur + g.unit
	if g.bets < g.prof.CapBets || g.short || p.street >= g.cur || p.stack <= to-p.street || !g.othersCanAct(i) {
		return false
	}
	g.dir.used, g.dir.street, g.dir.player = true, s, i
	g.raiseTo(s, i, hand.Raise, to)
	return true
}

// money formats an amount as the hand prints it ("$0.25").
func money(m hand.Money) string { return "$" + m.Format(2) }

var streetWords = [...]string{hand.Third: "third", hand.Fourth: "fourth", hand.Fifth: "fifth",
	hand.Sixth: "sixth", hand.Seventh: "seventh"}

// editOutOfTurn swaps two consecutive calls, checks or folds of different
// players on one street, so the second acts before the first. Money does
// not move differently.
func (g *game) editOutOfTurn() (string, bool) {
	ev := g.h.Events
	var cands [64]int
	n := 0
	for k := 1; k+1 < len(ev) && n < len(cands); k++ {
		a, b := &ev[k], &ev[k+1]
		// On 4th to 7th street the opening action stays put: moving it
		// would be a wrong first actor rather than an action out of turn.
		opens := a.Street >= hand.Fourth && !(ev[k-1].Kind.IsBetting() && ev[k-1].Street == a.Street)
		if quiet(a.Kind) && quiet(b.Kind) && a.Street == b.Street && a.Player != b.Player && a.Street != hand.NoStreet && !opens {
			cands[n] = k
			n++
		}
	}
	if n == 0 {
		return "", false
	}
	k := cands[g.r.IntN(n)]
	ev[k], ev[k+1] = ev[k+1], ev[k]
	return fmt.Sprintf("%s acted before %s on %s street", g.h.Name(ev[k].Player), g.h.Name(ev[k+1].Player),
		streetWords[ev[k].Street]), true
}

// quiet kinds move no new level: a call, a check or a fold.
func quiet(k hand.Kind) bool { return k == hand.Call || k == hand.Check || k == hand.Fold }

// editFirstActor deletes the opening check of a 4th to 7th street on which
// others act after it, so the street seems opened by the next player.
func (g *game) editFirstActor() (string, bool) {
	ev := g.h.Events
	var cands [8]int
	n := 0
	for k := 1; k+1 < len(ev); k++ {
		a := &ev[k]
		if a.Kind != hand.Check || a.Street < hand.Fourth || ev[k-1].Kind.IsBetting() && ev[k-1].Street == a.Street {
			continue
		}
		if b := &ev[k+1]; b.Street == a.Street && b.Kind.IsBetting() && b.Player != a.Player {
			cands[n] = k
			n++
		}
	}
	if n == 0 {
		return "", false
	}
	k := cands[g.r.IntN(n)]
	a, b := ev[k], ev[k+1]
	g.h.Events = append(ev[:k], ev[k+1:]...)
	return fmt.Sprintf("%s street opened by %s instead of high board %s", streetWords[a.Street],
		g.h.Name(b.Player), g.h.Name(a.Player)), true
}

// editNotConserved changes one collected amount by a few cents, in the
// collected line and the summary.
func (g *game) editNotConserved() (string, bool) {
	var cands [16]int
	n := 0
	for k := range g.h.Events {
		if g.h.Events[k].Kind == hand.Collect && g.h.Events[k].Amount > 5 && n < len(cands) {
			cands[n] = k
			n++
		}
	}
	if n == 0 {
		return "", false
	}
	e := &g.h.Events[cands[g.r.IntN(n)]]
	d := hand.Money(1 + g.r.IntN(5))
	if g.r.IntN(2) == 0 {
		d = -d
	}
	e.Amount += d
	for k := range g.h.Summary.Seats {
		if r := &g.h.Summary.Seats[k]; r.Player == e.Player {
			r.Amount += d
		}
	}
	return fmt.Sprintf("%s collected %+d cents too much", g.h.Name(e.Player), d), true
}

// editBringInPlayer gives a player who folded on 3rd street an unused up
// card lower than the bring-in's, so the wrong player seems to bring in.
func (g *game) editBringInPlayer() (string, bool) {
	biCard := g.ps[g.lowestUp()].cards[2]
	var dealt cards.Set
	for i := range g.ps {
		for _, c := range g.ps[i].cards[:g.ps[i].n] {
			dealt = dealt.Add(c)
		}
	}
	if g.board != cards.None {
		dealt = dealt.Add(g.board)
	}
	var lower [52]cards.Card
	nl := 0
	for c := cards.Card(1); c <= 52; c++ {
		if bringInKey(c) < bringInKey(biCard) && !dealt.Has(c) {
			lower[nl] = c
			nl++
		}
	}
	var who [8]int
	nw := 0
	for i := range g.ps {
		if i != g.bringIn && i != g.hero && g.ps[i].folded && g.ps[i].foldSt == hand.Third && !g.ps[i].allIn {
			who[nw] = i
			nw++
		}
	}
	if nl == 0 || nw == 0 {
		return "", false
	}
	i, c := who[g.r.IntN(nw)], lower[g.r.IntN(nl)]
	for k := range g.h.Events {
		if e := &g.h.Events[k]; e.Kind == hand.Deal && e.Player == i && e.Street == hand.Third {
			e.Cards[2] = c
		}
	}
	return fmt.Sprintf("%s shows %s (lower than %s) but %s brought in", g.h.Name(i), c, biCard,
		g.h.Name(g.bringIn)), true
}

// editCardDuplicate replaces a down card a player revealed with a card of
// the same rank seen elsewhere in the hand.
func (g *game) editCardDuplicate() (string, bool) {
	var seen cards.Set
	for k := range g.h.Events {
		e := &g.h.Events[k]
		if e.Kind == hand.Deal || e.Kind == hand.Show || e.Kind == hand.Board {
			for _, c := range e.Cards[:e.NCards] {
				if c.Known() {
					seen = seen.Add(c)
				}
			}
		}
	}
	for k := range g.h.Summary.Seats {
		r := &g.h.Summary.Seats[k]
		for _, c := range r.Cards[:r.NCards] {
			seen = seen.Add(c)
		}
	}
	type cand struct {
		player  int
		old, nw cards.Card
	}
	var cs [32]cand
	n := 0
	for k := range g.h.Summary.Seats {
		r := &g.h.Summary.Seats[k]
		if r.NCards == 0 {
			continue
		}
		for _, j := range [...]int{0, 1, 6} {
			if j >= int(r.NCards) || r.NCards == 6 && j == 6 {
				continue
			}
			old := r.Cards[j]
			for s := cards.Clubs; s <= cards.Spades; s++ {
				if c := cards.New(old.Rank(), s); c != old && seen.Has(c) && n < len(cs) {
					cs[n] = cand{r.Player, old, c}
					n++
				}
			}
		}
	}
	if n == 0 {
		return "", false
	}
	c := cs[g.r.IntN(n)]
	g.replaceCard(c.player, c.old, c.nw)
	return fmt.Sprintf("%s holds %s (instead of %s), a card already seen in the hand", g.h.Name(c.player), c.nw, c.old), true
}

// replaceCard writes nw for old wherever player i's cards are printed.
func (g *game) replaceCard(i int, old, nw cards.Card) {
	for k := range g.h.Events {
		e := &g.h.Events[k]
		if e.Player != i || e.Kind != hand.Deal && e.Kind != hand.Show {
			continue
		}
		for j := range e.Cards[:e.NCards] {
			if e.Cards[j] == old {
				e.Cards[j] = nw
			}
		}
	}
	for k := range g.h.Summary.Seats {
		if r := &g.h.Summary.Seats[k]; r.Player == i {
			for j := range r.Cards[:r.NCards] {
				if r.Cards[j] == old {
					r.Cards[j] = nw
				}
			}
		}
	}
}
