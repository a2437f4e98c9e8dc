package gen

import "github.com/stud8/stud8/hand"

// summary fills the hand's summary: the total pot, the pots after rake, the
// rake, the community card and one line per seat in seat order.
func (g *game) summary(st *settlement) {
	s := &g.h.Summary
	s.TotalPot = st.total
	s.Rake = st.rake
	s.HasRake = true
	s.Board = g.board
	s.MainPot = 0
	s.SidePots = s.SidePots[:0]
	if st.n > 1 {
		s.MainPot = st.pots[0].amount
		for k := 1; k < st.n; k++ {
			s.SidePots = append(s.SidePots, st.pots[k].amount)
		}
	}
	s.Seats = s.Seats[:0]
	for i := range g.ps {
		p := &g.ps[i]
		r := hand.SeatResult{Player: i}
		switch {
		case p.folded:
			r.Outcome, r.Street = hand.OutFolded, p.foldSt
			r.DidntBet = p.foldSt == hand.Third && p.in == g.st.Ante
		case g.live() == 1:
			r.Outcome, r.Amount = hand.OutCollected, st.won[i]
		case st.shown&(1<<uint(i)) != 0:
			r.Outcome, r.Text = hand.OutShowedLost, g.describe(st, i)
			if st.won[i] > 0 {
				r.Outcome, r.Amount = hand.OutShowedWon, st.won[i]
			}
			r.NCards = uint8(copy(r.Cards[:], g.ownCards(i)))
		default:
			r.Outcome = hand.OutMucked
			r.NCards = uint8(copy(r.Cards[:], g.ownCards(i)))
		}
		s.Seats = append(s.Seats, r)
	}
}
