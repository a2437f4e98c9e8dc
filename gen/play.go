package gen

import (
	"math/rand/v2"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// pl is one player's state while a hand is played.
type pl struct {
	stack  hand.Money // chips behind
	in     hand.Money // everything put in this hand, less an uncalled bet returned
	street hand.Money // put in on the current street
	folded bool
	allIn  bool
	acted  bool // acted since the last full bet or raise of the street
	foldSt hand.Street
	cards  [7]cards.Card // own cards in deal order
	n      int
	sty    style
	hab    habits // fixed habits of a named player (players.go)
}

// game plays one hand into h. It owns the deck and the betting state; the
// player's styles and the table's random source decide the actions.
type game struct {
	h    *hand.Hand
	r    *rand.Rand
	st   Stakes
	prof Profile
	ps   []pl
	deck [52]cards.Card
	dpos int
	hero int
	dir  directives

	board   cards.Card  // community river card, cards.None if none
	bringIn int         // player who brought in
	last    hand.Street // last street dealt
	// betting state of the current street
	cur      hand.Money // the street's level to match
	bets     int        // completion/bet plus raises, for the cap
	short    bool       // a short all-in bet or raise happened: no more raises
	unit     hand.Money // bet size of the street
	first    int        // first to act on the street
	lastAggr int        // last full bettor or raiser of the street, -1 if none
	// lastRound is the last street with betting; roundFirst and roundAggr
	// are that street's first actor and last aggressor (-1 if none).
	lastRound  hand.Street
	roundFirst int
	roundAggr  int
}

// reset prepares g for a new hand of n players.
func (g *game) reset(h *hand.Hand, n int) {
	g.h = h
	if cap(g.ps) < n {
		g.ps = make([]pl, n)
	}
	g.ps = g.ps[:n]
	for i := range g.ps {
		g.ps[i] = pl{}
	}
	for i := range g.deck {
		g.deck[i] = cards.Card(i + 1)
	}
	g.dpos = 0
	g.board = cards.None
	g.lastRound, g.roundFirst, g.roundAggr = hand.NoStreet, -1, -1
}

// draw takes the next card of the shuffled deck (a lazy Fisher-Yates).
func (g *game) draw() cards.Card {
	j := g.dpos + g.r.IntN(52-g.dpos)
	g.deck[g.dpos], g.deck[j] = g.deck[j], g.deck[g.dpos]
	c := g.deck[g.dpos]
	g.dpos++
	return c
}

func (g *game) emit(e hand.Event) { g.h.Events = append(g.h.Events, e) }

// live counts players who have not folded.
func (g *game) live() int {
	n := 0
	for i := range g.ps {
		if !g.ps[i].folded {
			n++
		}
	}
	return n
}

// canAct counts players who have not folded and still have chips.
func (g *game) canAct() int {
	n := 0
	for i := range g.ps {
		if !g.ps[i].folded && !g.ps[i].allIn {
			n++
		}
	}
	return n
}

// othersCanAct reports whether a player other than i still has chips and cards.
func (g *game) othersCanAct(i int) bool {
	for j := range g.ps {
		if j != i && !g.ps[j].folded && !g.ps[j].allIn {
			return true
		}
	}
	return false
}

// put moves amt from player i's stack into the pot.
func (g *game) put(i int, amt hand.Money) bool {
	p := &g.ps[i]
	p.stack -= amt
	p.in += amt
	p.street += amt
	if p.stack == 0 {
		p.allIn = true
	}
	return p.allIn
}

// play deals and plays the whole hand, up to the end of the betting.
func (g *game) play() {
	for i := range g.ps {
		amt := min(g.st.Ante, g.ps[i].stack)
		allIn := g.put(i, amt)
		g.emit(hand.Event{Kind: hand.Ante, Player: i, Amount: amt, AllIn: allIn})
	}
	for i := range g.ps {
		g.ps[i].street = 0
	}
	g.dealThird()
	g.last = hand.Third
	g.bettingThird()
	for s := hand.Fourth; s <= hand.Seventh && g.live() > 1; s++ {
		g.last = s
		g.dealStreet(s)
		g.bettingLater(s)
	}
}

// dealThird gives everybody two down cards and one up card.
func (g *game) dealThird() {
	for i := range g.ps {
		p := &g.ps[i]
		p.cards[0], p.cards[1], p.cards[2] = g.draw(), g.draw(), g.draw()
		p.n = 3
		e := hand.Event{Kind: hand.Deal, Street: hand.Third, Player: i, NCards: 3, Down: 3}
		e.Cards[2] = p.cards[2]
		if i == g.hero {
			e.Cards[0], e.Cards[1] = p.cards[0], p.cards[1]
		}
		g.emit(e)
	}
}

// dealStreet deals 4th to 7th street to the live players: one up card on
// 4th to 6th, one down card on 7th, or one community card when the deck
// cannot give every live player a card.
func (g *game) dealStreet(s hand.Street) {
	if s == hand.Seventh && 52-g.dpos < g.live() {
		g.board = g.draw()
		e := hand.Event{Kind: hand.Board, Street: s, Player: -1, NCards: 1}
		e.Cards[0] = g.board
		g.emit(e)
		return
	}
	for i := range g.ps {
		p := &g.ps[i]
		if p.folded {
			continue
		}
		c := g.draw()
		p.cards[p.n] = c
		p.n++
		if s == hand.Seventh {
			if i == g.hero {
				e := hand.Event{Kind: hand.Deal, Street: s, Player: i, NCards: 1, Down: 1}
				e.Cards[0] = c
				g.emit(e)
			}
			continue
		}
		e := hand.Event{Kind: hand.Deal, Street: s, Player: i, NCards: 1}
		e.Cards[0] = c
		g.emit(e)
	}
}

// upCards returns player i's up cards (3rd to 6th street) in buf.
func (g *game) upCards(i int, buf []cards.Card) []cards.Card {
	p := &g.ps[i]
	buf = buf[:0]
	for k := 2; k < p.n && k < 6; k++ {
		buf = append(buf, p.cards[k])
	}
	return buf
}

// lowestUp returns the player with the lowest up card (suit breaks ties).
func (g *game) lowestUp() int {
	best, bestKey := -1, 1<<30
	for i := range g.ps {
		if k := bringInKey(g.ps[i].cards[2]); k < bestKey {
			best, bestKey = i, k
		}
	}
	return best
}

// findBringIn returns who must bring in: the lowest up card, or when that
// player is all-in from the ante, the next player on his left with chips.
func (g *game) findBringIn() int {
	low := g.lowestUp()
	if !g.ps[low].allIn {
		return low
	}
	return g.nextWithChips((low + 1) % len(g.ps))
}

// firstOnBoard returns who acts first on 4th to 7th street: the best board,
// the lowest seat on exact ties, or the next player clockwise with chips
// when that player is all-in.
func (g *game) firstOnBoard() int {
	var buf [4]cards.Card
	best, bestKey := -1, uint32(0)
	for i := range g.ps {
		if g.ps[i].folded {
			continue
		}
		if k := boardKey(g.upCards(i, buf[:0])); best < 0 || k > bestKey {
			best, bestKey = i, k
		}
	}
	return g.nextWithChips(best)
}

// nextWithChips returns i, or the next player clockwise from i who has not
// folded and is not all-in.
func (g *game) nextWithChips(i int) int {
	n := len(g.ps)
	for k := 0; k < n; k++ {
		j := (i + k) % n
		if !g.ps[j].folded && !g.ps[j].allIn {
			return j
		}
	}
	return i
}

// startStreet resets the street's betting state.
func (g *game) startStreet(s hand.Street, first int) {
	g.cur, g.bets, g.short, g.lastAggr, g.first = 0, 0, false, -1, first
	g.unit = g.st.SmallBet
	if s >= hand.Fifth {
		g.unit = g.st.BigBet
	}
	for i := range g.ps {
		g.ps[i].street = 0
		g.ps[i].acted = false
	}
}

// bettingThird posts the bring-in (or its completion) and plays 3rd street
// from the bring-in's left.
func (g *game) bettingThird() {
	bi := g.findBringIn()
	g.bringIn = bi
	g.startStreet(hand.Third, bi)
	if g.ps[bi].allIn {
		return // everybody is all-in from the antes
	}
	p := &g.ps[bi]
	amt := g.st.BringIn
	if g.dir.kind == faultBringInAmount && p.stack > g.dir.amount {
		amt = g.dir.amount
		g.dir.used = true
	}
	if !g.dir.used && g.wantsToComplete(bi) && p.stack > g.st.SmallBet {
		g.put(bi, g.st.SmallBet)
		g.emit(hand.Event{Kind: hand.Bet, Street: hand.Third, Player: bi, Amount: g.st.SmallBet})
		g.cur, g.bets, g.lastAggr = g.st.SmallBet, 1, bi
	} else {
		amt = min(amt, p.stack)
		allIn := g.put(bi, amt)
		g.emit(hand.Event{Kind: hand.BringIn, Street: hand.Third, Player: bi, Amount: amt, AllIn: allIn})
		g.cur = amt
	}
	p.acted = true
	g.noteRound(hand.Third, bi)
	g.round(hand.Third, (bi+1)%len(g.ps))
	g.returnUncalled(hand.Third)
}

// bettingLater plays one of 4th to 7th street.
func (g *game) bettingLater(s hand.Street) {
	first := g.firstOnBoard()
	g.startStreet(s, first)
	if g.canAct() < 2 {
		return
	}
	g.noteRound(s, first)
	g.round(s, first)
	g.returnUncalled(s)
}

// noteRound records that street s had betting, starting with first.
func (g *game) noteRound(s hand.Street, first int) {
	g.lastRound, g.roundFirst, g.roundAggr = s, first, -1
}

// round runs the betting from player start until every player with chips
// has acted and matched the street's level, or one player is left.
func (g *game) round(s hand.Street, start int) {
	n := len(g.ps)
	i, idle := start, 0
	for idle < n && g.live() > 1 {
		p := &g.ps[i]
		switch {
		case p.folded || p.allIn:
			idle++
		case p.street == g.cur && (p.acted || !g.othersCanAct(i)):
			idle++
		default:
			g.act(s, i)
			idle = 0
			if p.street == g.cur || p.folded || p.allIn {
				idle = 1
			}
		}
		i = (i + 1) % n
	}
}

// returnUncalled gives back the part of the biggest contribution nobody
// matched, at the end of a street's betting.
func (g *game) returnUncalled(s hand.Street) {
	top, second := -1, hand.Money(0)
	for i := range g.ps {
		switch {
		case top < 0 || g.ps[i].in > g.ps[top].in:
			if top >= 0 {
				second = max(second, g.ps[top].in)
			}
			top = i
		default:
			second = max(second, g.ps[i].in)
		}
	}
	// Only this street's chips come back: antes above a short all-in ante
	// stay in the pot (a side pot of their own).
	if d := min(g.ps[top].in-second, g.ps[top].street); d > 0 {
		p := &g.ps[top]
		p.in -= d
		p.street -= d
		p.stack += d
		p.allIn = false
		g.emit(hand.Event{Kind: hand.Uncalled, Street: s, Player: top, Amount: d})
	}
}
