package replay

import (
	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// act replays one betting action: whose turn it was, whether its size was
// legal, the cap, and the chips it moved.
func (e *Engine) act(i int, ev *hand.Event) {
	p := ev.Player
	e.enter(p)
	ai := len(e.res.Actions)
	if !e.turn(ai, ev) {
		// A 3rd-street action before the bring-in: reported, chips still move.
		e.apply(ai, i, ev, false)
		return
	}
	e.apply(ai, i, ev, true)
}

// turn checks whose turn it was and opens the round on its first action.
// It returns false when the action came before the 3rd-street bring-in.
func (e *Engine) turn(ai int, ev *hand.Event) bool {
	p := ev.Player
	s := &e.st[p]
	switch {
	case s.folded:
		e.findingf(ActionOutOfTurn, Warn, ev, ai, p, 0, 0, "%s acted on %s street after folding", e.who(p), ev.Street)
		return e.open
	case s.allIn && ev.Kind != hand.BringIn:
		e.findingf(ActionOutOfTurn, Warn, ev, ai, p, 0, 0, "%s acted on %s street although all-in", e.who(p), ev.Street)
		return e.open
	}
	if !e.open {
		if e.street == hand.Third {
			return e.openThird(ai, ev)
		}
		e.openLater(ai, ev)
		return true
	}
	switch {
	case e.next < 0:
		e.findingf(ActionOutOfTurn, Warn, ev, ai, p, 0, 0,
			"%s acted on %s street after the betting round was over", e.who(p), ev.Street)
	case e.next != p && e.late == p:
		// The player skipped by the previous out-of-turn action acts now:
		// one fault, already reported.
	case e.next != p:
		e.findingf(ActionOutOfTurn, Warn, ev, ai, p, 0, 0,
			"%s acted on %s street before %s, whose turn it was", e.who(p), ev.Street, e.who(e.next))
		e.late = e.next
		return true
	}
	e.late = -1
	return true
}

// openThird opens 3rd street: the first action must be the bring-in (or a
// completion) by the lowest up card.
func (e *Engine) openThird(ai int, ev *hand.Event) bool {
	p := ev.Player
	if ev.Kind != hand.BringIn && ev.Kind != hand.Bet {
		e.findingf(ActionOutOfTurn, Warn, ev, ai, p, 0, 0,
			"%s acted on 3rd street before the bring-in was posted", e.who(p))
		return false
	}
	e.open = true
	e.startRound()
	want, low, card := e.bringInPlayer()
	e.addCheck("bring-in player", want >= 0, "no up cards known")
	if want >= 0 && want != p {
		e.findingf(BringInWrongPlayer, Warn, ev, ai, p, 0, 0, "%s brought in on 3rd street, but %s", e.who(p),
			e.bringInWhy(want, low, card))
	}
	e.bringer = p
	return true
}

// openLater opens 4th to 7th street: the best board acts first.
func (e *Engine) openLater(ai int, ev *hand.Event) {
	p := ev.Player
	e.open = true
	e.startRound()
	want := e.firstActor()
	e.addCheck("first actor", want != unknownBoards, "up cards not known")
	switch {
	case want == unknownBoards:
		// Some live player's up cards are not in the history: the best
		// board cannot be told.
	case want < 0:
		e.findingf(ActionOutOfTurn, Warn, ev, ai, p, 0, 0,
			"%s acted on %s street although nobody could bet any more", e.who(p), ev.Street)
	case want != p:
		e.findingf(StreetWrongFirstActor, Warn, ev, ai, p, 0, 0,
			"%s street was opened by %s, but %s had the best board (%s)", ev.Street, e.who(p), e.who(want),
			e.upString(want))
	}
}

// startRound sets the heads-up state when a round opens.
func (e *Engine) startRound() {
	live, _ := e.countLive()
	switch e.p.HeadsUp {
	case HeadsUpAtStart, HeadsUpBeforeCap:
		e.headsUp = live == 2
	}
}

// bringInPlayer returns who must bring in, and the player with the lowest
// up card (razz: highest) with that card; they differ when that player is
// all-in and the obligation passed to the left.
func (e *Engine) bringInPlayer() (want, low int, card cards.Card) {
	var up [maxPlayers]cards.Card
	var idx [maxPlayers]int
	k := 0
	for i := 0; i < e.n; i++ {
		if !e.st[i].inHand {
			continue
		}
		c := e.st[i].slot[2]
		if !c.Known() {
			// A door card the history does not show (PartyPoker prints
			// only the hero's): the lowest card cannot be told.
			return -1, -1, cards.None
		}
		up[k], idx[k] = c, i
		k++
	}
	b := cards.BringInIndex(up[:k], e.rules.Razz)
	if b < 0 {
		return -1, -1, cards.None
	}
	low = idx[b]
	if !e.st[low].allIn {
		return low, low, up[b]
	}
	return e.nextActive(low), low, up[b]
}

// bringInWhy says why a player had to bring in.
func (e *Engine) bringInWhy(want, low int, card cards.Card) string {
	word := "lowest"
	if e.rules.Razz {
		word = "highest"
	}
	s := e.who(low) + " had the " + word + " up card, " + card.String()
	if want != low {
		s += ", and was all-in, so the bring-in passed to " + e.who(want)
	}
	return s
}

// unknownBoards is firstActor's answer when a live player's up cards are
// not all known.
const unknownBoards = -2

// firstActor returns who must open 4th to 7th street: the best exposed board
// (ties by the profile), or the next player clockwise with chips when that
// player is all-in; -1 when fewer than two players can bet, unknownBoards
// when some live player's up cards are not in the history.
func (e *Engine) firstActor() int {
	if _, active := e.countLive(); active < 2 {
		return -1
	}
	if !e.boardsKnown() {
		return unknownBoards
	}
	best := -1
	var bestV uint32
	for i := 0; i < e.n; i++ {
		if !e.live(i) {
			continue
		}
		s := &e.st[i]
		v := s.board.value(e.rules.Razz)
		switch {
		case best < 0 || v > bestV:
			best, bestV = i, v
		case v == bestV && e.p.BoardTie == TieHighCardSuit && topCard(s.up[:s.nUp]) > topCard(e.st[best].up[:e.st[best].nUp]):
			best = i
		}
	}
	if best < 0 {
		return -1
	}
	return e.nextActive(best)
}

// boardsKnown reports whether every live player's up cards are in the
// history.
func (e *Engine) boardsKnown() bool {
	for i := 0; i < e.n; i++ {
		if !e.live(i) {
			continue
		}
		s := &e.st[i]
		if s.nUp == 0 {
			return false
		}
		for _, c := range s.up[:s.nUp] {
			if !c.Known() {
				return false
			}
		}
	}
	return true
}

// topCard returns the highest card by rank then suit.
func topCard(cs []cards.Card) cards.Card {
	var t cards.Card
	for _, c := range cs {
		if c.Known() && c > t {
			t = c
		}
	}
	return t
}

// openPair reports whether a live player shows a pair on 4th street.
func (e *Engine) openPair() bool {
	for i := 0; i < e.n; i++ {
		s := &e.st[i]
		if e.live(i) && s.nUp >= 2 && s.up[0].Rank() == s.up[1].Rank() && s.up[0].Known() {
			return true
		}
	}
	return false
}

// apply moves the chips of one action and updates the round state.
func (e *Engine) apply(ai, i int, ev *hand.Event, inTurn bool) {
	p := ev.Player
	s := &e.st[p]
	var added hand.Money
	claim := ev
	if left := e.chipsLeft(ev); left > 0 {
		// Written all-in with chips behind: the action is judged as what
		// the stack says it was, not exempt from the bet sizes.
		c := *ev
		c.AllIn = false
		ev = &c
		defer e.findingf(AllInChipsLeft, Warn, claim, ai, p, 0, 0,
			"%s is written all-in on %s street with %s left behind", e.who(p), claim.Street, e.money(left))
	}
	switch ev.Kind {
	case hand.BringIn:
		added = e.bringIn(ai, ev)
	case hand.Bet:
		added = e.bet(ai, ev)
	case hand.Raise, hand.Complete:
		to := ev.To
		if to <= 0 {
			to = e.curBet + ev.Amount
		} else if by := to - e.curBet; ev.Amount != by && e.sizesKnown() {
			// "raises $0.59 to $1.50" facing $1: the line's two figures
			// disagree (the readers' ledger writes Amount = To less the bet
			// faced, unless the site wrote both). The total is replayed.
			e.findingf(BetWrongSize, Warn, ev, ai, p, by, ev.Amount,
				"%s raised by %s to %s on %s street; from the bet of %s to %s is a raise of %s", e.who(p),
				e.money(ev.Amount), e.money(to), ev.Street, e.money(e.curBet), e.money(to), e.money(by))
		}
		added = e.raise(ai, ev, to)
	case hand.Call:
		added = ev.Amount
		owed := e.curBet - s.street
		e.put(p, added, ev.Street)
		e.checkCall(ai, ev, owed, added)
	case hand.Fold:
		e.fold(p)
		e.res.Players[p].Facts.FoldedOn = ev.Street
		if live, _ := e.countLive(); live == 2 && e.p.HeadsUp == HeadsUpBeforeCap &&
			(e.p.CapBets == 0 || e.bets < e.p.CapBets) {
			e.headsUp = true
		}
	}
	if ev.AllIn || (added > 0 && s.stack <= 0) {
		e.goAllIn(p)
	}
	if ev.Street == hand.Third && added > 0 && ev.Kind != hand.BringIn {
		e.res.Players[p].Facts.VPIP = true
	}
	s.acted = true
	e.res.Actions = append(e.res.Actions, Action{Event: i, Street: ev.Street, Player: p, Kind: ev.Kind,
		Amount: added, To: s.street, AllIn: ev.AllIn, PotAfter: e.potTotal, Line: ev.Line})
	if inTurn || e.open {
		e.next = e.nextToAct(p)
	}
}

// chipsLeft returns what an action written all-in leaves the player
// (his stack less what the action adds), 0 for an action not written
// all-in, one that empties the stack, or a stack the history does not give.
func (e *Engine) chipsLeft(ev *hand.Event) hand.Money {
	if !ev.AllIn {
		return 0
	}
	s := &e.st[ev.Player]
	var adds hand.Money
	switch ev.Kind {
	case hand.BringIn, hand.Call, hand.Bet:
		// A bet facing a bet raises to his street total plus its amount:
		// it adds its amount all the same.
		adds = ev.Amount
	case hand.Raise, hand.Complete:
		to := ev.To
		if to <= 0 {
			to = e.curBet + ev.Amount
		}
		adds = to - s.street
	default:
		return 0
	}
	if s.stack <= 0 || adds <= 0 {
		return 0
	}
	return max(s.stack-adds, 0)
}

// checkCall flags a call of other than what the player owed (the street's
// bet less what he had put in on it): a call for less is only an all-in.
// The call's money is what the history says; without the finding the extra
// chip of an over-call came back as an uncalled bet at the end of the hand.
// A call already found out of turn is not judged again: what it owed in
// the order the history meant is not known.
func (e *Engine) checkCall(ai int, ev *hand.Event, owed, added hand.Money) {
	if added == owed || added < owed && (ev.AllIn || e.st[ev.Player].stack <= 0) {
		return
	}
	if n := len(e.res.Findings); n > 0 && e.res.Findings[n-1].Action == ai {
		return
	}
	e.findingf(BetWrongSize, Warn, ev, ai, ev.Player, owed, added, "%s called %s on %s street; the amount to call was %s",
		e.who(ev.Player), e.money(added), ev.Street, e.money(owed))
}

// bringIn posts the bring-in and checks its amount.
func (e *Engine) bringIn(ai int, ev *hand.Event) hand.Money {
	p := ev.Player
	m := ev.Amount
	e.put(p, m, ev.Street)
	e.res.Players[p].Facts.BroughtIn = true
	small := e.h.Stakes.SmallBet
	want, known := e.bringInAmount()
	switch {
	case m >= small && small > 0:
		if m != small {
			e.findingf(BringInWrongAmount, Warn, ev, ai, p, small, m,
				"%s brought in on 3rd street for %s, more than a completion to %s", e.who(p), e.money(m), e.money(small))
		}
		e.completed, e.bets, e.lastFull = true, 1, m
	case ev.AllIn && (m < want || !known):
	case !known && small <= 0:
		// The stakes are not in the history (an iPoker tournament level
		// nobody bet on, a no-limit hand): the amount cannot be judged.
	case known && m != want:
		e.findingf(BringInWrongAmount, Warn, ev, ai, p, want, m,
			"%s brought in on 3rd street for %s; the bring-in is %s (or a completion to %s)", e.who(p), e.money(m),
			e.money(want), e.money(small))
	case !known && m <= 0:
		e.findingf(BringInWrongAmount, Warn, ev, ai, p, max(e.bringInLow(), 1), m,
			"%s brought in on 3rd street for nothing", e.who(p))
	case !known && e.p.BringInMax > 0 && (m < e.bringInLow() || m > e.bringInHigh()):
		lo, hi := e.bringInLow(), e.bringInHigh()
		e.findingf(BringInWrongAmount, Warn, ev, ai, p, min(max(m, lo), hi), m,
			"%s brought in on 3rd street for %s; at a %s small bet the %s profile allows a bring-in of %s to %s",
			e.who(p), e.money(m), e.money(small), e.p.Name, e.money(lo), e.money(hi))
	}
	e.curBet = max(e.curBet, m)
	return m
}

// bringInLow and bringInHigh bound the bring-in by the profile's range of
// the small bet, when the structure is not known.
func (e *Engine) bringInLow() hand.Money {
	return hand.Money((e.p.BringInMin*int64(e.h.Stakes.SmallBet) + 999) / 1000)
}

func (e *Engine) bringInHigh() hand.Money {
	return hand.Money(e.p.BringInMax * int64(e.h.Stakes.SmallBet) / 1000)
}

// bringInAmount returns the structure's bring-in when the profile knows it.
func (e *Engine) bringInAmount() (hand.Money, bool) {
	if e.isKnown {
		return e.known.BringIn, true
	}
	return e.h.Stakes.BringIn, false
}

// bet replays a bet: the opening bet of a street, or on 3rd street the
// bring-in player's completion.
func (e *Engine) bet(ai int, ev *hand.Event) hand.Money {
	p := ev.Player
	s := &e.st[p]
	m := ev.Amount
	if e.curBet > 0 {
		// A bet facing a bet is a raise to the player's new total.
		return e.raise(ai, ev, s.street+m)
	}
	e.put(p, m, ev.Street)
	e.res.Players[p].Facts.Raised = true
	if e.street == hand.Third {
		small := e.h.Stakes.SmallBet
		e.res.Players[p].Facts.Completed = true
		if m != small && !(ev.AllIn && m < small) {
			e.findingf(BringInWrongAmount, Warn, ev, ai, p, small, m,
				"%s opened 3rd street with a bet of %s; the bring-in player must bring in or complete to %s",
				e.who(p), e.money(m), e.money(small))
		}
		e.completed = true
	} else {
		e.checkBetSize(ai, ev, m)
	}
	full := m >= e.limit || (e.p.HalfBetReopens && 2*m >= e.limit)
	e.curBet = m
	if full {
		e.countBet(ai, ev, 0)
		e.lastFull = m
		e.reopen(p)
	}
	return m
}

// sizesKnown reports whether the hand states its fixed-limit bets: a
// history that does not (an iPoker tournament level nobody bet on, a
// no-limit hand) leaves bet sizes unjudged.
func (e *Engine) sizesKnown() bool { return e.h.Stakes.SmallBet > 0 && e.h.Stakes.BigBet > 0 }

// checkBetSize checks an opening bet on 4th to 7th street.
func (e *Engine) checkBetSize(ai int, ev *hand.Event, m hand.Money) {
	p := ev.Player
	big := e.h.Stakes.BigBet
	double := e.street == hand.Fourth && e.rules.DoubleBet && (e.doubleBet || e.openPair())
	switch {
	case m == e.limit, !e.sizesKnown():
	case e.street == hand.Fourth && e.rules.DoubleBet && m == big && !e.boardsKnown():
		// Stud high: the big bet is legal after an open pair on 4th
		// street, and the history does not show every board.
		e.limit = big
	case double && m == big:
		e.limit = big
	case ev.AllIn && m < e.limit:
	default:
		e.findingf(BetWrongSize, Warn, ev, ai, p, e.limit, m, "%s bet %s on %s street; the bet there is %s",
			e.who(p), e.money(m), ev.Street, e.money(e.limit))
	}
}

// raise replays a raise (or a completion) to a street total of to.
func (e *Engine) raise(ai int, ev *hand.Event, to hand.Money) hand.Money {
	p := ev.Player
	s := &e.st[p]
	added := to - s.street
	e.put(p, added, ev.Street)
	e.res.Players[p].Facts.Raised = true
	by := to - e.curBet
	prev := e.curBet
	var full bool
	if e.street == hand.Third && !e.completed {
		// Completion of the bring-in to a full small bet.
		small := e.h.Stakes.SmallBet
		e.res.Players[p].Facts.Completed = true
		switch {
		case to == small, !e.sizesKnown():
		case ev.AllIn && to < small:
		default:
			e.findingf(BetWrongSize, Warn, ev, ai, p, small, to,
				"%s completed the bring-in to %s; a completion is to the small bet, %s", e.who(p), e.money(to),
				e.money(small))
		}
		full = to >= small || (e.p.HalfBetReopens && 2*by >= small-e.curBet)
		if full {
			e.completed = true
		}
	} else {
		double := e.street == hand.Fourth && e.rules.DoubleBet && e.limit < e.h.Stakes.BigBet &&
			(e.doubleBet || e.openPair())
		switch {
		case by == e.limit, to == e.lastFull+e.limit && to > e.curBet, !e.sizesKnown():
		case double && by == e.h.Stakes.BigBet:
			// Stud high, open pair on 4th street: any player may make the big bet (RRP).
			e.limit = e.h.Stakes.BigBet
		case ev.AllIn && by < e.limit:
		default:
			e.findingf(BetWrongSize, Warn, ev, ai, p, e.limit, by,
				"%s raised by %s on %s street; a raise there is %s", e.who(p), e.money(by), ev.Street,
				e.money(e.limit))
		}
		full = by >= e.limit || (e.p.HalfBetReopens && 2*by >= e.limit)
	}
	if s.noReopen {
		e.findingf(ActionOutOfTurn, Warn, ev, ai, p, 0, 0,
			"%s raised on %s street although only a short all-in had come since they acted, which does not reopen the betting",
			e.who(p), ev.Street)
	}
	if to > e.curBet {
		e.curBet = to
	}
	if full {
		e.countBet(ai, ev, prev)
		e.lastFull = to
		e.reopen(p)
	} else {
		for q := 0; q < e.n; q++ {
			if q != p && e.st[q].acted {
				e.st[q].noReopen = true
			}
		}
	}
	return added
}

// countBet counts a full bet or raise against the cap. A bet beyond the cap
// records the street total before it (expected) and after it (actual): the
// difference is the money the extra raise asked for.
func (e *Engine) countBet(ai int, ev *hand.Event, prev hand.Money) {
	e.bets++
	if e.p.CapBets > 0 && e.bets > e.p.CapBets && !e.headsUp {
		e.findingf(RaiseCapExceeded, Warn, ev, ai, ev.Player, prev, e.curBet,
			"%s made bet number %d on %s street; the cap is %d bets", e.who(ev.Player), e.bets, ev.Street, e.p.CapBets)
	}
}

// reopen lets everybody but p act again after a full bet or raise, except
// a player who has already put in the new bet (only possible when that
// player acted out of turn: they have called it in advance).
func (e *Engine) reopen(p int) {
	for q := 0; q < e.n; q++ {
		if q != p && e.st[q].street < e.curBet {
			e.st[q].acted = false
			e.st[q].noReopen = false
		}
	}
}
