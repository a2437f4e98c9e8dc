package replay

import "github.com/stud8/stud8/cards"

// facts fills each player's facts, hand descriptions and cards.
func (e *Engine) facts() {
	r := &e.res
	r.Reached = e.reached
	r.Board = e.board
	contested := e.contenders() > 1
	for i := 0; i < e.n; i++ {
		s := &e.st[i]
		pr := &r.Players[i]
		pr.Cards = s.slot
		f := &pr.Facts
		f.AllIn = s.allIn && s.inHand
		f.Showdown = contested && e.live(i)
		if s.known && f.Showdown {
			if !e.rules.LowOnly {
				pr.High = e.describeHigh(s.high)
			}
			if s.low != cards.NoLow {
				pr.Low = e.describeLow(s.low)
			}
		}
	}
	for k := range r.Pots {
		pot := &r.Pots[k]
		for _, a := range pot.High {
			r.Players[a.Player].Facts.WonHigh = true
			if len(pot.High) > 1 {
				r.Players[a.Player].Facts.Quartered = true
			}
		}
		for _, a := range pot.Low {
			r.Players[a.Player].Facts.WonLow = true
			if len(pot.Low) > 1 {
				r.Players[a.Player].Facts.Quartered = true
			}
		}
	}
	if contested {
		e.scoops()
	}
}

// scoops marks the players who won every half of every pot contested at showdown.
func (e *Engine) scoops() {
	r := &e.res
	for i := 0; i < e.n; i++ {
		if !r.Players[i].Facts.Showdown {
			continue
		}
		all, any := true, false
		for k := range r.Pots {
			pot := &r.Pots[k]
			if len(pot.Eligible) < 2 {
				continue
			}
			any = true
			if !onlyWinner(pot.High, i) || (pot.LowQualified && !onlyWinner(pot.Low, i)) {
				all = false
			}
		}
		r.Players[i].Facts.Scooped = any && all
	}
}

// onlyWinner reports whether as pays player q and nobody else.
func onlyWinner(as []Award, q int) bool {
	return len(as) == 1 && as[0].Player == q
}

// describeHigh returns the PokerStars words for a high hand, cached.
func (e *Engine) describeHigh(v cards.HighValue) string {
	if s, ok := e.descHi[v]; ok {
		return s
	}
	s := v.Describe()
	e.descHi[v] = s
	return s
}

// describeLow returns "8,7,6,3,A" for a low, cached.
func (e *Engine) describeLow(v cards.LowValue) string {
	if s, ok := e.descLo[v]; ok {
		return s
	}
	s := v.Describe()
	e.descLo[v] = s
	return s
}
