package replay

import (
	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// Step is one money movement of a hand in history order, as the text and
// JSON accounts show it: a betting action, or an uncalled bet returned.
type Step struct {
	Street hand.Street // NoStreet: before 3rd street (a part of an ante returned)
	Player int
	// Kind is the action as the rules see it: a 3rd-street bet or raise
	// that brings the bring-in up to the small bet is Complete (PokerStars
	// writes it as a bet or a raise), a returned bet is Uncalled.
	Kind   hand.Kind
	Amount hand.Money // chips added, or returned for Uncalled
	To     hand.Money // the player's street total after it (betting actions)
	Pot    hand.Money // pot after it
	AllIn  bool
	Line   int
}

// Steps calls fn for every betting action and uncalled bet of r's hand in
// history order, and for the start of every street dealt (a Step with
// Player -1 and Kind Deal), so that an account can print the street first.
func (r *Result) Steps(fn func(*Step)) {
	h := r.Hand
	var pot hand.Money
	for i := range h.Events {
		if ev := &h.Events[i]; ev.Kind == hand.Ante && ev.Player >= 0 {
			pot += ev.Amount
		}
	}
	street := hand.NoStreet
	ai := 0
	var top hand.Money // 3rd street: the highest street total so far
	var st Step
	for i := range h.Events {
		ev := &h.Events[i]
		if ev.Street > street && ev.Street >= hand.Third && ev.Street <= r.Reached &&
			(ev.Kind == hand.Deal || ev.Kind == hand.Board || ev.Kind.IsBetting()) {
			street = ev.Street
			st = Step{Street: street, Player: -1, Kind: hand.Deal, Pot: pot, Line: ev.Line}
			fn(&st)
		}
		switch {
		case ev.Kind == hand.Uncalled && ev.Player >= 0:
			pot -= ev.Amount
			st = Step{Street: street, Player: ev.Player, Kind: hand.Uncalled, Amount: ev.Amount, Pot: pot, Line: ev.Line}
			fn(&st)
		case ev.Kind.IsBetting():
			for ai < len(r.Actions) && r.Actions[ai].Event < i {
				ai++
			}
			if ai >= len(r.Actions) || r.Actions[ai].Event != i {
				continue
			}
			a := &r.Actions[ai]
			pot = a.PotAfter
			st = Step{Street: a.Street, Player: a.Player, Kind: a.Kind, Amount: a.Amount, To: a.To, Pot: pot,
				AllIn: a.AllIn, Line: a.Line}
			if a.Street == hand.Third {
				small := h.Stakes.SmallBet
				if (a.Kind == hand.Bet || a.Kind == hand.Raise) && top < small && a.To <= small {
					st.Kind = hand.Complete
				}
				top = max(top, a.To)
			}
			fn(&st)
		}
	}
}

// BestFive returns a player's best five cards for high and for the low
// (8-or-better in hi/lo, any ace-to-five low in razz), when all their cards
// are known; ok is false otherwise. A missing low is five cards.None.
func (r *Result) BestFive(p int) (high, low [5]cards.Card, ok bool) {
	pr := &r.Players[p]
	var buf [8]cards.Card
	n := 0
	for _, c := range pr.Cards {
		if c.Known() {
			buf[n] = c
			n++
		}
	}
	if r.Board.Known() && n < 7 {
		buf[n] = r.Board
		n++
	}
	if n < 7 {
		return high, low, false
	}
	cs := buf[:n]
	prof := r.profile
	if prof == nil {
		p, err := ProfileByName(r.Profile)
		if err != nil {
			return high, low, false
		}
		prof = p
	}
	rules := prof.Rules(r.Hand.Game)
	if !rules.LowOnly {
		_, high = cards.BestHigh(cs)
	}
	var lv cards.LowValue
	switch {
	case rules.Razz:
		lv = cards.EvalLowRazz(cs)
	case rules.HighLow:
		lv = cards.EvalLow8(cs)
	default:
		return high, low, true
	}
	if lv == cards.NoLow {
		return high, low, true
	}
	for k, rk := range lv.Ranks() {
		for _, c := range cs {
			if c.Rank() == rk {
				low[k] = c
				break
			}
		}
	}
	return high, low, true
}
