// Package live measures how live a stud starting hand was on 3rd street:
// which cards its starting class needs, how many of them the other players'
// door cards showed, and the class of liveness that follows
// (docs/definitions.md#liveness). It reads only the neutral hand model and
// cards; the import and the reports call it.
package live

import (
	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// Need is what a starting hand needs from the rest of the deck.
type Need uint8

// Needs, one per starting class (razz: NeedLow or NeedNone).
const (
	NeedNone     Need = iota // nothing in particular (class "other", razz without two low ranks)
	NeedFourth               // rolled-up trips: the fourth card of the rank
	NeedThird                // a pair: the other two cards of the pair's rank
	NeedLow                  // a low draw: the cards A-8 of a rank the hand does not hold
	NeedSuit                 // three suited: the other ten cards of the suit
	NeedStraight             // three to a straight: every card of a rank that makes it four to a straight
)

var needNames = [...]string{"none", "fourth of the rank", "third of the rank", "low cards", "the suit", "straight ranks"}

// String names the need as docs/definitions.md#liveness does.
func (n Need) String() string {
	if int(n) < len(needNames) {
		return needNames[n]
	}
	return "need?"
}

// Class is a class of liveness.
type Class uint8

// Classes of liveness. NoClass: the hand's down cards are not known, or it
// needs nothing in particular.
const (
	NoClass Class = iota
	Live
	PartlyDead
	Dead
)

var classNames = [...]string{"", "live", "partly dead", "dead"}

// String returns the class as reports print it ("live", "partly dead",
// "dead"), "" for NoClass.
func (c Class) String() string {
	if int(c) < len(classNames) {
		return classNames[c]
	}
	return "class?"
}

// Classes lists the classes of liveness in report order.
var Classes = []Class{Live, PartlyDead, Dead}

// Liveness is one player-hand's liveness on 3rd street.
type Liveness struct {
	Start  string // starting class (StartClass), "" when a card is unknown
	Need   Need
	Needed int // cards of the deck that fill the need, none of them the player's own
	Seen   int // of those, how many were other players' door cards
	Class  Class
}

// Doors returns every seat's door card (the up card of its 3rd-street deal
// line), indexed like h.Seats; cards.None for a seat dealt no door card.
func Doors(h *hand.Hand) []cards.Card {
	doors := make([]cards.Card, len(h.Seats))
	for i := range h.Events {
		ev := &h.Events[i]
		if ev.Kind != hand.Deal || ev.Street != hand.Third || ev.Player < 0 || ev.Player >= len(doors) {
			continue
		}
		for j := 0; j < int(ev.NCards); j++ {
			if !ev.IsDown(j) && ev.Cards[j].Known() {
				doors[ev.Player] = ev.Cards[j]
			}
		}
	}
	return doors
}

// Assess returns the liveness of the player at seat index seat, whose
// 3rd-street cards are own (two down cards, then the door card), in a hand
// of game g whose door cards are doors (as Doors returns them): the cards
// his start needs are counted among doors other than doors[seat]. A hand
// with an unknown card has NoClass.
func Assess(g hand.Game, own [3]cards.Card, doors []cards.Card, seat int) Liveness {
	var l Liveness
	l.Start = StartClass(own)
	if l.Start == "" {
		return l
	}
	var needed cards.Set
	l.Need, needed = needs(g, l.Start, own)
	if l.Need == NeedNone {
		return l
	}
	l.Needed = count(needed)
	for i, c := range doors {
		if i != seat && c.Known() && needed.Has(c) {
			l.Seen++
		}
	}
	l.Class = classify(l.Need, l.Needed, l.Seen)
	return l
}

// classify applies the thresholds of docs/definitions.md#liveness. For a
// made hand (trips, a pair) each seen card is one of its few outs: live
// with none seen, dead with all seen. For a draw, the share of the needed
// cards seen: live up to one in ten, dead from three in ten.
func classify(n Need, needed, seen int) Class {
	switch n {
	case NeedNone:
		return NoClass
	case NeedFourth, NeedThird:
		switch {
		case seen == 0:
			return Live
		case seen >= needed:
			return Dead
		}
		return PartlyDead
	}
	switch {
	case 10*seen <= needed:
		return Live
	case 10*seen >= 3*needed:
		return Dead
	}
	return PartlyDead
}

// needs returns the need of a start of class start in game g and the set
// of cards that fill it.
func needs(g hand.Game, start string, own [3]cards.Card) (Need, cards.Set) {
	var held cards.Set
	for _, c := range own {
		held = held.Add(c)
	}
	if g == hand.Razz {
		// Razz: every start is a low draw; a paired card or a card above
		// the 8 is dead weight (it adds no low rank).
		if lowRanks(own) < 2 {
			return NeedNone, 0
		}
		return NeedLow, lowCards(own)
	}
	switch start {
	case StartRolledUp, StartBuriedPair, StartSplitPair:
		r := pairRank(own)
		need := NeedThird
		if start == StartRolledUp {
			need = NeedFourth
		}
		return need, rankCards(r) &^ held
	case StartThreeLow:
		return NeedLow, lowCards(own)
	case StartThreeSuited:
		return NeedSuit, suitCards(own[0].Suit()) &^ held
	case StartThreeStraight:
		return NeedStraight, straightCards(own)
	}
	return NeedNone, 0
}

// lowValue is the rank's value for lows and the wheel (the ace is 1).
func lowValue(r cards.Rank) int {
	if r == cards.Ace {
		return 1
	}
	return int(r)
}

// lowRanks counts the different ranks A-8 among own.
func lowRanks(own [3]cards.Card) int {
	var seen [15]bool
	n := 0
	for _, c := range own {
		if r := c.Rank(); lowValue(r) <= 8 && !seen[r] {
			seen[r] = true
			n++
		}
	}
	return n
}

// lowCards is every card A-8 of a rank none of own has.
func lowCards(own [3]cards.Card) cards.Set {
	var s cards.Set
	for r := cards.Two; r <= cards.Ace; r++ {
		if lowValue(r) > 8 || own[0].Rank() == r || own[1].Rank() == r || own[2].Rank() == r {
			continue
		}
		s |= rankCards(r)
	}
	return s
}

// pairRank is the rank two of own share.
func pairRank(own [3]cards.Card) cards.Rank {
	if own[0].Rank() == own[1].Rank() || own[0].Rank() == own[2].Rank() {
		return own[0].Rank()
	}
	return own[1].Rank()
}

// straightCards is every card of a rank that, added to own's three
// different ranks, leaves four ranks within five consecutive ones, the ace
// high or low (A-2-3 needs a 4 or a 5; Q-K-A a T or a J).
func straightCards(own [3]cards.Card) cards.Set {
	var s cards.Set
	for r := cards.Two; r <= cards.Ace; r++ {
		if own[0].Rank() == r || own[1].Rank() == r || own[2].Rank() == r {
			continue
		}
		hi := [4]int{int(own[0].Rank()), int(own[1].Rank()), int(own[2].Rank()), int(r)}
		lo := [4]int{lowValue(own[0].Rank()), lowValue(own[1].Rank()), lowValue(own[2].Rank()), lowValue(r)}
		if spread(hi) <= 4 || spread(lo) <= 4 {
			s |= rankCards(r)
		}
	}
	return s
}

func spread(v [4]int) int {
	return max(v[0], v[1], v[2], v[3]) - min(v[0], v[1], v[2], v[3])
}

// rankCards is the four cards of rank r.
func rankCards(r cards.Rank) cards.Set {
	var s cards.Set
	for su := cards.Clubs; su <= cards.Spades; su++ {
		s = s.Add(cards.New(r, su))
	}
	return s
}

// suitCards is the thirteen cards of suit su.
func suitCards(su cards.Suit) cards.Set {
	var s cards.Set
	for r := cards.Two; r <= cards.Ace; r++ {
		s = s.Add(cards.New(r, su))
	}
	return s
}

// count is the number of cards in s.
func count(s cards.Set) int {
	n := 0
	for ; s != 0; s &= s - 1 {
		n++
	}
	return n
}
