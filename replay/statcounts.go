package replay

import (
	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/fact"
	"github.com/stud8/stud8/hand"
)

// StatCount names one count of the stats report: a column of the stored
// table player_day_stats (store/migrations/0002, and 0017 for the later
// streets' bets, raises, calls, folds, check-raises and continuation bets),
// in its order; the store derives the table's column list from these names.
// Each counts hands, except Aggr*, Calls* and Acts*, which count actions
// (docs/definitions.md#stats).
type StatCount uint8

// The counts, in player_day_stats's column order.
const (
	CountHands StatCount = iota
	CountVPIP
	CountCompleted
	CountCouldComplete
	CountReraised
	CountFacedCompletion
	CountStole
	CountStealChance
	CountStealWon
	CountFacedSteal
	CountDefendedSteal
	CountFoldedToSteal
	CountSaw4
	CountSaw5
	CountSaw6
	CountSaw7
	CountFirstBet3
	CountFirst3
	CountFirstBet4
	CountFirst4
	CountFirstBet5
	CountFirst5
	CountFirstBet6
	CountFirst6
	CountFirstBet7
	CountFirst7
	CountAggr3
	CountCalls3
	CountAggr4
	CountCalls4
	CountAggr5
	CountCalls5
	CountAggr6
	CountCalls6
	CountAggr7
	CountCalls7
	CountActs3
	CountActs4
	CountActs5
	CountActs6
	CountActs7
	CountFoldToBet3
	CountFacedBet3
	CountFoldToBet4
	CountFacedBet4
	CountFoldToBet5
	CountFacedBet5
	CountFoldToBet6
	CountFacedBet6
	CountFoldToBet7
	CountFacedBet7
	CountShowdowns
	CountWonAtShowdown
	CountScoops
	CountHighOnly
	CountLowOnly
	CountQuartered
	CountLostBoth
	CountNoLowAtShowdown
	CountShowdownsKnown
	// 4th to 7th street, four counts each (migration 0017).
	CountBet4 // made the street's first bet
	CountBet5
	CountBet6
	CountBet7
	CountCouldBet4 // acted on the street before any bet
	CountCouldBet5
	CountCouldBet6
	CountCouldBet7
	CountRaised4 // raised on the street
	CountRaised5
	CountRaised6
	CountRaised7
	CountCalled4 // called on the street
	CountCalled5
	CountCalled6
	CountCalled7
	CountFolded4 // folded on the street
	CountFolded5
	CountFolded6
	CountFolded7
	CountAggressed4 // bet or raised on the street
	CountAggressed5
	CountAggressed6
	CountAggressed7
	CountCheckRaised4 // checked before any bet, then raised at his next action
	CountCheckRaised5
	CountCheckRaised6
	CountCheckRaised7
	CountCheckRaiseChance4 // checked before any bet, then acted after a bet
	CountCheckRaiseChance5
	CountCheckRaiseChance6
	CountCheckRaiseChance7
	CountCbet4 // continuation bet: made the previous street's last bet or raise, and bet first
	CountCbet5
	CountCbet6
	CountCbet7
	CountCbetChance4 // made the previous street's last bet or raise, and no bet came before his first action
	CountCbetChance5
	CountCbetChance6
	CountCbetChance7
	NumStatCounts // the number of counts
)

// statCountNames are the counts' column names, defined with the table's
// rows (fact.CountNames); the array type makes NumStatCounts equal
// fact.NumCounts at compile time.
var statCountNames [NumStatCounts]string = fact.CountNames

// String returns the count's column name in player_day_stats ("vpip", "aggr_3").
func (c StatCount) String() string {
	if c < NumStatCounts {
		return statCountNames[c]
	}
	return "stat_count(?)"
}

// PlayerStats is one dealt-in player's contribution, in one hand, to every
// count of the stats report: 0 or 1 for the hand counts, a number of
// actions for Aggr*, Calls* and Acts*.
type PlayerStats struct {
	Player int // index into Hand.Seats
	// N holds the counts; one hand's fit in 16 bits (a hand stores at most
	// 32,767 actions: actions.seq is a SMALLINT).
	N [NumStatCounts]int16
}

// streetFacts are one player's facts on one street, as the report view
// r_player_street has them; flags holds the fact* bits.
type streetFacts struct {
	flags              uint16
	aggr, calls, folds int16
	nFirst             uint8
	firstKind          [2]hand.Kind
	firstBets          [2]int16
	firstCalls         [2]int16
}

// Bits of streetFacts.flags.
const (
	factFirstToAct       = 1 << iota // made the street's first action (3rd: the first after the bring-in player's)
	factFirstAggr                    // and it was a bet, completion or raise
	factFacedBet                     // acted after a bet
	factFoldedToBet                  // folded after a bet
	factFolded                       // folded
	factVoluntary                    // called, bet, completed or raised
	factCouldComplete                // acted before any bet
	factCompleted                    // bet, completed or raised before any bet
	factFacedCompletion              // acted after a bet (3rd: a completion)
	factReraised                     // raised after a bet
	factOpened                       // made the street's very first action
	factCalledBet                    // called after a bet
	factCheckedOpen                  // checked before any bet
	factCheckRaiseChance             // checked before any bet, then acted after one
	factCheckRaised                  // and that action was a raise
)

func (f *streetFacts) has(bit uint16) bool { return f.flags&bit != 0 }

// firstUnopened: the player's first action on the street was not the
// bring-in post and came before any bet or call.
func (f *streetFacts) firstUnopened() bool {
	return f.nFirst >= 1 && f.firstKind[0] != hand.BringIn && f.firstBets[0] == 0 && f.firstCalls[0] == 0
}

// secondFacesLoneBet: the player's second action on the street faced
// exactly one bet and no call.
func (f *streetFacts) secondFacesLoneBet() bool {
	return f.nFirst >= 2 && f.firstBets[1] == 1 && f.firstCalls[1] == 0
}

func aggressive(k hand.Kind) bool { return k == hand.Bet || k == hand.Complete || k == hand.Raise }

// StatCounts appends to out, for each player dealt into r's hand (in
// Players order), what the hand adds to each count of player_day_stats,
// and returns out. Actions are grouped by seat number, outcomes by player
// name, as the stored actions, pots and awards join; the later streets'
// counts are those migration 0017 computes from the stored actions for
// older databases (reports' TestLaterStreetsUpgradeMatchesImport checks
// both agree). It does not allocate when out has room for the players.
func (r *Result) StatCounts(out []PlayerStats) []PlayerStats {
	h := r.Hand
	n := min(len(r.Players), maxPlayers)
	// group[i]: the first player with i's seat number; the views group
	// actions by (hand, seat).
	var group [maxPlayers]int
	for i := 0; i < n; i++ {
		group[i] = i
		for j := 0; j < i; j++ {
			if h.Seats[j].Num == h.Seats[i].Num {
				group[i] = j
				break
			}
		}
	}
	var facts [maxPlayers][5]streetFacts    // by group and street (3rd = 0)
	var nth, bets, calls [5]int16           // by street: actions, bets and calls so far
	lastAggr := [5]int8{-1, -1, -1, -1, -1} // by street: the group of its last bet, completion or raise
	for i := range r.Actions {
		a := &r.Actions[i]
		if !a.Kind.IsBetting() || a.Street < hand.Third || a.Street > hand.Seventh || a.Player < 0 || a.Player >= n {
			continue
		}
		s := int(a.Street - hand.Third)
		nth[s]++
		f := &facts[group[a.Player]][s]
		k := a.Kind
		agg := aggressive(k)
		bb, cb := bets[s], calls[s]
		first := int16(1)
		if s == 0 {
			first = 2
		}
		if nth[s] == first {
			f.flags |= factFirstToAct
			if agg {
				f.flags |= factFirstAggr
			}
		}
		if nth[s] == 1 {
			f.flags |= factOpened
		}
		switch {
		case agg:
			f.aggr++
		case k == hand.Call:
			f.calls++
		case k == hand.Fold:
			f.folds++
			f.flags |= factFolded
		}
		if bb > 0 {
			f.flags |= factFacedBet | factFacedCompletion
			switch k {
			case hand.Fold:
				f.flags |= factFoldedToBet
			case hand.Raise:
				f.flags |= factReraised
			case hand.Call:
				f.flags |= factCalledBet
			}
			// A check-raise chance: the first action after a bet of a
			// player who checked before it.
			if f.flags&(factCheckedOpen|factCheckRaiseChance) == factCheckedOpen {
				f.flags |= factCheckRaiseChance
				if k == hand.Raise {
					f.flags |= factCheckRaised
				}
			}
		} else {
			f.flags |= factCouldComplete
			if agg {
				f.flags |= factCompleted
			}
			if k == hand.Check {
				f.flags |= factCheckedOpen
			}
		}
		if agg || k == hand.Call {
			f.flags |= factVoluntary
		}
		if f.nFirst < 2 {
			f.firstKind[f.nFirst], f.firstBets[f.nFirst], f.firstCalls[f.nFirst] = k, bb, cb
			f.nFirst++
		}
		if agg {
			bets[s]++
			lastAggr[s] = int8(group[a.Player])
		}
		if k == hand.Call {
			calls[s]++
		}
	}

	// Positions: the dealt players in seat-number order; the bring-in
	// player is the one who made 3rd street's first action.
	var idx [maxPlayers]int
	dealt, bringIn, folded3 := 0, -1, 0
	for i := 0; i < n; i++ {
		if !r.Players[i].SawStreet[hand.Third] {
			continue
		}
		dealt++
		for j := 0; j < n; j++ {
			if j != i && r.Players[j].SawStreet[hand.Third] &&
				(h.Seats[j].Num < h.Seats[i].Num || h.Seats[j].Num == h.Seats[i].Num && j < i) {
				idx[i]++
			}
		}
	}
	for i := 0; i < n; i++ {
		if !r.Players[i].SawStreet[hand.Third] {
			continue
		}
		f3 := &facts[group[i]][0]
		if f3.has(factOpened) && idx[i] > bringIn {
			bringIn = idx[i]
		}
		if f3.has(factFolded) {
			folded3++
		}
	}
	var stole, stealChance [maxPlayers]bool
	handHasSteal := false
	if bringIn >= 0 {
		for i := 0; i < n; i++ {
			if !r.Players[i].SawStreet[hand.Third] {
				continue
			}
			before := (bringIn - idx[i] + dealt) % dealt
			if before < 1 || before > 3 {
				continue
			}
			f3 := &facts[group[i]][0]
			stealChance[i] = f3.firstUnopened()
			stole[i] = stealChance[i] && aggressive(f3.firstKind[0])
			handHasSteal = handHasSteal || stole[i]
		}
	}

	for i := 0; i < n; i++ {
		p := &r.Players[i]
		if !p.SawStreet[hand.Third] {
			continue
		}
		out = append(out, PlayerStats{Player: i})
		c := &out[len(out)-1].N
		fs := &facts[group[i]]
		f3 := &fs[0]
		c[CountHands] = 1
		c[CountVPIP] = b16(f3.has(factVoluntary))
		c[CountCompleted] = b16(f3.has(factCompleted))
		c[CountCouldComplete] = b16(f3.has(factCouldComplete))
		c[CountReraised] = b16(f3.has(factReraised))
		c[CountFacedCompletion] = b16(f3.has(factFacedCompletion))
		c[CountStole] = b16(stole[i])
		c[CountStealChance] = b16(stealChance[i])
		c[CountStealWon] = b16(stole[i] && folded3 == dealt-1)
		facedSteal := f3.has(factOpened) && handHasSteal && f3.secondFacesLoneBet()
		c[CountFacedSteal] = b16(facedSteal)
		c[CountDefendedSteal] = b16(facedSteal && (f3.firstKind[1] == hand.Call || f3.firstKind[1] == hand.Raise))
		c[CountFoldedToSteal] = b16(facedSteal && f3.firstKind[1] == hand.Fold)
		for s := 0; s < 4; s++ {
			c[CountSaw4+StatCount(s)] = b16(p.SawStreet[hand.Fourth+hand.Street(s)])
		}
		for s := 0; s < 5; s++ {
			f := &fs[s]
			k := StatCount(2 * s)
			c[CountFirstBet3+k] = b16(f.has(factFirstAggr))
			c[CountFirst3+k] = b16(f.has(factFirstToAct))
			c[CountAggr3+k] = f.aggr
			c[CountCalls3+k] = f.calls
			c[CountActs3+StatCount(s)] = f.aggr + f.calls + f.folds
			c[CountFoldToBet3+k] = b16(f.has(factFoldedToBet))
			c[CountFacedBet3+k] = b16(f.has(factFacedBet))
		}
		for s := 1; s < 5; s++ {
			f := &fs[s]
			k := StatCount(s - 1)
			c[CountBet4+k] = b16(f.has(factCompleted))
			c[CountCouldBet4+k] = b16(f.has(factCouldComplete))
			c[CountRaised4+k] = b16(f.has(factReraised))
			c[CountCalled4+k] = b16(f.has(factCalledBet))
			c[CountFolded4+k] = b16(f.has(factFolded))
			c[CountAggressed4+k] = b16(f.aggr > 0)
			c[CountCheckRaised4+k] = b16(f.has(factCheckRaised))
			c[CountCheckRaiseChance4+k] = b16(f.has(factCheckRaiseChance))
			// The previous street's last aggressor, acting on this street
			// before anyone bet.
			cbetChance := int(lastAggr[s-1]) == group[i] && f.nFirst >= 1 && f.firstBets[0] == 0
			c[CountCbetChance4+k] = b16(cbetChance)
			c[CountCbet4+k] = b16(cbetChance && aggressive(f.firstKind[0]))
		}
		if !p.Facts.Showdown {
			continue
		}
		o := r.outcome(i)
		c[CountShowdowns] = 1
		c[CountWonAtShowdown] = b16(o.wonHigh || o.wonLow)
		c[CountScoops] = b16(o.scooped)
		c[CountHighOnly] = b16(o.wonHigh && !o.wonLow && !o.scooped)
		c[CountLowOnly] = b16(o.wonLow && !o.wonHigh)
		c[CountQuartered] = b16(o.quartered)
		c[CountLostBoth] = b16(!o.wonHigh && !o.wonLow)
		c[CountNoLowAtShowdown] = b16(p.High != "" && p.Low == "")
		c[CountShowdownsKnown] = b16(p.High != "")
	}
	return out
}

// potOutcome is a player's share of the pots he was eligible for, as the
// view r_player_hand computes it from the pots and the awards.
type potOutcome struct {
	wonHigh, wonLow, quartered, scooped bool
}

// outcome computes player i's outcome over the pots he is eligible for: won
// (part of) a high or low half, shared a half with another award
// (quartered), and scooped: alone in the high half of every such pot and,
// where a low qualified, alone in the low half. A player eligible for no
// pot wins nothing and scoops nothing.
func (r *Result) outcome(i int) potOutcome {
	var o potOutcome
	eligible := false
	all := true
	for k := range r.Pots {
		pot := &r.Pots[k]
		in := false
		for _, e := range pot.Eligible {
			in = in || e == i
		}
		if !in {
			continue
		}
		eligible = true
		highAlone, lowAlone := false, false
		for _, a := range pot.High {
			if a.Player == i {
				o.wonHigh = true
				highAlone = highAlone || len(pot.High) == 1
				o.quartered = o.quartered || len(pot.High) > 1
			}
		}
		for _, a := range pot.Low {
			if a.Player == i {
				o.wonLow = true
				lowAlone = lowAlone || len(pot.Low) == 1
				o.quartered = o.quartered || len(pot.Low) > 1
			}
		}
		all = all && highAlone && (!pot.LowQualified || lowAlone)
	}
	o.scooped = eligible && all
	return o
}

func b16(b bool) int16 {
	if b {
		return 1
	}
	return 0
}

// Starting classes of 3rd street's three cards (docs/definitions.md#starting-class),
// tried in this order.
const (
	StartRolledUp      = "rolled-up trips"
	StartBuriedPair    = "buried pair"
	StartSplitPair     = "split pair"
	StartThreeLow      = "three to a low"
	StartThreeSuited   = "three suited"
	StartThreeStraight = "three to a straight"
	StartOther         = "other"
)

// StartClasses lists the starting classes in report order.
var StartClasses = []string{StartRolledUp, StartBuriedPair, StartSplitPair, StartThreeLow, StartThreeSuited, StartThreeStraight, StartOther}

// DoorRank is the rank character of a player's door card (the 3rd-street
// up card, Cards[2]), "" when unknown.
func (p *PlayerResult) DoorRank() string {
	if !p.Cards[2].Known() {
		return ""
	}
	return p.Cards[2].Rank().String()
}

// StartClass classifies a player's three 3rd-street cards (two down cards,
// then the door card), "" unless all three are known. This is the only
// definition of the starting class: the import stores it, reports read it.
func (p *PlayerResult) StartClass() string {
	door, d1, d2 := p.Cards[2], p.Cards[0], p.Cards[1]
	if !door.Known() || !d1.Known() || !d2.Known() {
		return ""
	}
	r0, r1, r2 := door.Rank(), d1.Rank(), d2.Rank()
	low := func(r cards.Rank) int { // the ace counts 1 for lows and the wheel
		if r == cards.Ace {
			return 1
		}
		return int(r)
	}
	l0, l1, l2 := low(r0), low(r1), low(r2)
	spread := func(a, b, c int) int { return max(a, b, c) - min(a, b, c) }
	switch {
	case r0 == r1 && r1 == r2:
		return StartRolledUp
	case r1 == r2:
		return StartBuriedPair
	case r0 == r1 || r0 == r2:
		return StartSplitPair
	case l0 <= 8 && l1 <= 8 && l2 <= 8:
		return StartThreeLow
	case door.Suit() == d1.Suit() && d1.Suit() == d2.Suit():
		return StartThreeSuited
	case spread(int(r0), int(r1), int(r2)) <= 4 || spread(l0, l1, l2) <= 4:
		return StartThreeStraight
	}
	return StartOther
}
