// Package replay re-executes a parsed stud hand under a rule profile: whose
// turn it was, the bring-in, bet sizes and caps, the pots and their split,
// and it audits what the history declares against what the rules give.
package replay

import (
	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/replay/stakes"
)

// maxPlayers is the most seats the engine tracks (stud tables have 8).
const maxPlayers = 16

// seatState is one player's state during the replay.
type seatState struct {
	inHand   bool       // dealt in (posted an ante or got cards)
	folded   bool       //
	allIn    bool       //
	acted    bool       // acted since the last full bet or raise on this street
	noReopen bool       // acted, then faced only a short all-in: may call or fold, not raise
	stack    hand.Money // chips behind
	street   hand.Money // put in on the current street
	in       hand.Money // put in over the hand, net of returns
	slot     [7]cards.Card
	alt      [7]cards.Card // a second, different card declared for the same slot
	slotLine [7]int32      // line that declared slot[k]
	altLine  [7]int32      // line that declared alt[k]
	up       [4]cards.Card // up cards of 3rd to 6th street
	nUp      int
	board    boardMasks // ranks of the up cards, for the order of action
	high     cards.HighValue
	low      cards.LowValue
	known    bool        // all seven cards known (own plus community)
	allInOn  hand.Street // street the player went all-in on (NoStreet: on the ante)
}

// Engine replays hands, reusing its buffers so that steady-state replays
// do not allocate. The Result returned by Replay is valid until the next
// call. An Engine is not safe for concurrent use.
type Engine struct {
	res      Result
	h        *hand.Hand
	p        *Profile
	rules    GameRules
	known    stakes.Row     // the hand's structure from the stakes table
	isKnown  bool           // known is set
	knownFor structCacheKey // what known was looked up for
	n        int
	st       [maxPlayers]seatState

	// betting round
	street    hand.Street
	open      bool // the round's first action has been seen
	next      int  // expected next actor, -1 when none
	curBet    hand.Money
	lastFull  hand.Money // street total of the last full bet or raise
	limit     hand.Money // size of a bet or raise on this street
	bets      int        // bets counted against the cap
	completed bool       // 3rd street: a full small bet is in
	bringer   int        // who brought in (actual), -1 before
	late      int        // the player an out-of-turn action jumped ahead of, -1 if none
	headsUp   bool       // the cap is lifted (heads-up rule)
	doubleBet bool       // 4th street: the open-pair double bet is allowed
	board     cards.Card
	nLive     int // players dealt in and not folded
	nActive   int // of those, players not all-in
	reached   hand.Street
	potTotal  hand.Money

	collects []int32 // indexes of the Collect events
	moneyBuf []hand.Money
	declSums []hand.Money                       // declared collect sums per computed pot
	decl     [maxPlayers][maxPlayers]hand.Money // declared collect by pot and player
	declPots int                                // pots the collect lines name
	declOne  bool                               // a collect line says "pot" (a single pot)
	declBad  bool                               // a collect line names an unknown pot
	descHi   map[cards.HighValue]string
	descLo   map[cards.LowValue]string
}

// structCacheKey is what a stakes table lookup depends on.
type structCacheKey struct {
	p          *Profile
	game       hand.Game
	stakes     hand.Stakes
	tournament bool
	decimals   int
}

// NewEngine returns an Engine with empty buffers.
func NewEngine() *Engine {
	return &Engine{descHi: map[cards.HighValue]string{}, descLo: map[cards.LowValue]string{}}
}

// Replay replays h under p with a fresh Engine. Use an Engine to replay
// many hands without allocating.
func Replay(h *hand.Hand, p *Profile) *Result {
	r := NewEngine().Replay(h, p)
	out := *r
	return &out
}

// Replay replays h under p. The result shares memory with the engine and
// is valid until the next call.
func (e *Engine) Replay(h *hand.Hand, p *Profile) *Result {
	e.reset(h, p)
	for i := range h.Events {
		e.event(i, &h.Events[i])
	}
	e.summaryCards()
	e.checkCards()
	e.showdown()
	e.collectDeclared()
	e.buildPots()
	e.award()
	e.declareAwards()
	e.audit()
	e.facts()
	return &e.res
}

// reset prepares the engine for h.
func (e *Engine) reset(h *hand.Hand, p *Profile) {
	e.h, e.p = h, p
	e.rules = p.Rules(h.Game)
	if k := (structCacheKey{p, e.rules.Game, h.Stakes, h.Tournament, h.Decimals}); k != e.knownFor {
		e.known, e.isKnown = p.structure(h, e.rules.Game)
		e.knownFor = k
	}
	e.n = min(len(h.Seats), maxPlayers)
	e.street, e.open, e.next = hand.NoStreet, false, -1
	e.curBet, e.lastFull, e.limit, e.bets = 0, 0, 0, 0
	e.completed, e.bringer, e.headsUp, e.doubleBet, e.late = false, -1, false, false, -1
	e.board, e.reached, e.potTotal = cards.None, hand.NoStreet, 0
	e.nLive, e.nActive = 0, 0
	r := &e.res
	players := r.Players[:0]
	actions, pots, findings, checks := r.Actions[:0], r.Pots[:0], r.Findings[:0], r.Checks[:0]
	*r = Result{Hand: h, Profile: p.Name, Rake: h.Summary.Rake, Jackpot: h.Summary.Jackpot, profile: p}
	for i := 0; i < e.n; i++ {
		e.st[i] = seatState{stack: h.Seats[i].Stack}
		players = append(players, PlayerResult{Player: i})
	}
	r.Players, r.Actions, r.Pots, r.Findings, r.Checks = players, actions, pots, findings, checks
	e.collects = e.collects[:0]
}

// event replays one event of the hand.
func (e *Engine) event(i int, ev *hand.Event) {
	if ev.Player >= e.n {
		return
	}
	switch ev.Kind {
	case hand.Ante:
		e.ante(ev)
	case hand.Deal:
		e.enterStreet(ev.Street)
		e.deal(ev)
	case hand.Board:
		e.enterStreet(ev.Street)
		if ev.NCards > 0 {
			e.board = ev.Cards[0]
		}
	case hand.DoubleBetAllowed:
		e.doubleBet = true
	case hand.BringIn, hand.Complete, hand.Bet, hand.Call, hand.Raise, hand.Check, hand.Fold:
		if ev.Player < 0 {
			return
		}
		e.enterStreet(ev.Street)
		e.act(i, ev)
	case hand.Uncalled:
		e.uncalled(ev)
	case hand.Show:
		e.showCards(ev.Player, ev.Cards[:ev.NCards], ev.Line)
	case hand.Collect:
		e.collects = append(e.collects, int32(i))
	}
}

// ante posts an ante.
func (e *Engine) ante(ev *hand.Event) {
	if ev.Player < 0 {
		return
	}
	s := &e.st[ev.Player]
	e.enter(ev.Player)
	e.put(ev.Player, ev.Amount, hand.NoStreet)
	if ev.AllIn || s.stack <= 0 {
		e.goAllIn(ev.Player)
	} else if st := &e.known; e.isKnown && ev.Amount != st.Ante {
		e.lineFinding(AnteWrongAmount, hand.NoStreet, ev.Line, ev.Player, st.Ante, ev.Amount,
			"%s posted an ante of %s before 3rd street; at %s/%s the ante is %s (%s)", e.who(ev.Player),
			e.money(ev.Amount), e.money(st.SmallBet), e.money(st.BigBet), e.money(st.Ante), st.Source)
	}
}

// put moves chips from a player's stack into the pot.
func (e *Engine) put(p int, m hand.Money, street hand.Street) {
	s := &e.st[p]
	s.stack -= m
	s.in += m
	if street != hand.NoStreet {
		s.street += m
	}
	e.res.Players[p].PutIn[street] += m
	e.res.Players[p].Total += m
	e.potTotal += m
}

// uncalled returns an uncalled bet.
func (e *Engine) uncalled(ev *hand.Event) {
	if ev.Player < 0 {
		return
	}
	s := &e.st[ev.Player]
	if e.street < hand.Third {
		// Before 3rd street only antes are in: the part of one that nobody
		// matched (an opponent all-in for part of the ante) is returned.
		if over := e.overAnte(ev.Player); ev.Amount > over && ev.Amount > 0 {
			e.lineFinding(PotTotalMismatch, hand.NoStreet, ev.Line, ev.Player, over, ev.Amount,
				"%s is returned %s of the antes, but only %s of their ante was not matched by another player",
				e.who(ev.Player), e.money(ev.Amount), e.money(over))
		}
	} else if ev.Amount > s.street && ev.Amount > 0 {
		e.lineFinding(PotTotalMismatch, e.street, ev.Line, ev.Player, s.street, ev.Amount,
			"%s is returned an uncalled bet of %s but put in only %s on %s street", e.who(ev.Player),
			e.money(ev.Amount), e.money(s.street), e.street)
	}
	s.stack += ev.Amount
	s.in -= ev.Amount
	if e.street >= hand.Third {
		s.street -= ev.Amount
	}
	pr := &e.res.Players[ev.Player]
	st := e.street
	if st < hand.Third {
		st = hand.NoStreet
	}
	pr.PutIn[st] -= ev.Amount
	pr.Total -= ev.Amount
	pr.Returned += ev.Amount
	e.potTotal -= ev.Amount
}

// overAnte returns how much of player p's ante no other player matched.
func (e *Engine) overAnte(p int) hand.Money {
	var top hand.Money
	for q := 0; q < e.n; q++ {
		if q != p {
			top = max(top, e.st[q].in)
		}
	}
	return max(e.st[p].in-top, 0)
}

// deal records the cards dealt to a player on a street.
func (e *Engine) deal(ev *hand.Event) {
	if ev.Player < 0 {
		return
	}
	s := &e.st[ev.Player]
	e.enter(ev.Player)
	pr := &e.res.Players[ev.Player]
	if ev.Street >= hand.Third && ev.Street <= hand.Seventh {
		pr.SawStreet[ev.Street] = true
	}
	start := 0
	switch {
	case ev.Street == hand.Third && ev.NCards == 1:
		start = 2
	case ev.Street > hand.Third:
		start = int(ev.Street) - 1
	}
	for k := 0; k < int(ev.NCards) && start+k < 7; k++ {
		slot := start + k
		c := ev.Cards[k]
		up := !ev.IsDown(k)
		if ev.Street == hand.Third && ev.NCards == 1 {
			up = true
		}
		if up && slot >= 2 && slot <= 5 && s.nUp < len(s.up) {
			s.up[s.nUp] = c
			s.nUp++
			if c.Known() {
				s.board.add(c, e.rules.Razz)
			}
			pr.Up[slot] = true
		}
		e.setSlot(ev.Player, slot, c, ev.Line)
		if c.Known() {
			pr.Dealt[slot] = true
		}
	}
}

// setSlot records card c in a player's slot, keeping a conflicting second
// declaration for the duplicate check.
func (e *Engine) setSlot(p, slot int, c cards.Card, line int) {
	if !c.Known() {
		return
	}
	s := &e.st[p]
	switch {
	case !s.slot[slot].Known():
		s.slot[slot], s.slotLine[slot] = c, int32(line)
	case s.slot[slot] != c && !s.alt[slot].Known():
		s.alt[slot], s.altLine[slot] = c, int32(line)
	}
}

// showCards records cards shown (in deal order) by a player.
func (e *Engine) showCards(p int, cs []cards.Card, line int) {
	if p < 0 || p >= e.n {
		return
	}
	for k, c := range cs {
		if k < 7 {
			e.setSlot(p, k, c, line)
		}
	}
}

// summaryCards records the cards the summary lists for each seat.
func (e *Engine) summaryCards() {
	for i := range e.h.Summary.Seats {
		sr := &e.h.Summary.Seats[i]
		if sr.NCards > 0 && sr.Player >= 0 && sr.Player < e.n {
			e.showCards(sr.Player, sr.Cards[:sr.NCards], sr.Line)
		}
	}
}

// enterStreet moves the replay to street s when the events reach it.
func (e *Engine) enterStreet(s hand.Street) {
	if s <= e.street || s < hand.Third || s > hand.Seventh {
		return
	}
	e.street = s
	if s > e.reached {
		e.reached = s
	}
	e.open, e.next, e.late = false, -1, -1
	e.curBet, e.lastFull, e.bets = 0, 0, 0
	e.completed, e.headsUp = false, false
	if s != hand.Fourth {
		e.doubleBet = false
	}
	e.limit = e.h.Stakes.SmallBet
	if s >= hand.Fifth {
		e.limit = e.h.Stakes.BigBet
	}
	for i := 0; i < e.n; i++ {
		st := &e.st[i]
		st.street, st.acted, st.noReopen = 0, false, false
		if e.live(i) {
			e.res.Players[i].SawStreet[s] = true
		}
	}
}

// live reports whether player i is still in the hand.
func (e *Engine) live(i int) bool { return e.st[i].inHand && !e.st[i].folded }

// canAct reports whether player i can still bet.
func (e *Engine) canAct(i int) bool { return e.live(i) && !e.st[i].allIn }

// countLive returns how many players are still in the hand and how many can bet.
func (e *Engine) countLive() (live, active int) { return e.nLive, e.nActive }

// enter marks player i as dealt in.
func (e *Engine) enter(i int) {
	s := &e.st[i]
	if s.inHand {
		return
	}
	s.inHand = true
	if !s.folded {
		e.nLive++
		if !s.allIn {
			e.nActive++
		}
	}
}

// fold marks player i as folded.
func (e *Engine) fold(i int) {
	s := &e.st[i]
	if s.folded {
		return
	}
	s.folded = true
	if s.inHand {
		e.nLive--
		if !s.allIn {
			e.nActive--
		}
	}
}

// goAllIn marks player i as all-in.
func (e *Engine) goAllIn(i int) {
	s := &e.st[i]
	if s.allIn {
		return
	}
	s.allIn = true
	s.allInOn = e.street
	if s.inHand && !s.folded {
		e.nActive--
	}
}

// nextToAct returns the first player after p, clockwise, who still has to
// act this round, or -1.
func (e *Engine) nextToAct(p int) int {
	live, active := e.countLive()
	if live <= 1 {
		return -1
	}
	for k := 1; k <= e.n; k++ {
		q := (p + k) % e.n
		if !e.canAct(q) {
			continue
		}
		s := &e.st[q]
		if s.street < e.curBet || (!s.acted && active >= 2) {
			return q
		}
	}
	return -1
}

// nextActive returns the first player from p (inclusive), clockwise, who can bet, or -1.
func (e *Engine) nextActive(p int) int {
	for k := 0; k < e.n; k++ {
		q := (p + k) % e.n
		if e.canAct(q) {
			return q
		}
	}
	return -1
}

// ownCards returns player p's known cards for evaluation (own slots plus
// the community card) in buf.
func (e *Engine) ownCards(p int, buf *[8]cards.Card) []cards.Card {
	s := &e.st[p]
	n := 0
	for k := 0; k < 7; k++ {
		if s.slot[k].Known() {
			buf[n] = s.slot[k]
			n++
		}
	}
	if e.board.Known() && n < 7 {
		buf[n] = e.board
		n++
	}
	return buf[:n]
}
