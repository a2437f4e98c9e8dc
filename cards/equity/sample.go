package equity

import (
	"math/rand/v2"
	"slices"

	"github.com/stud8/stud8/cards"
)

// sampleStream is the PCG stream of the Monte Carlo generator (Options.Seed
// is the other half of its state).
const sampleStream = 0x57d8e9

// sample deals n random runouts of the position (n >= 2).
func (p *position) sample(n int, seed uint64) Result {
	if n < 2 {
		n = 2
	}
	rng := rand.New(rand.NewPCG(seed, sampleStream))
	stub := slices.Clone(p.stub)
	holes := make([][7]cards.Card, len(p.seats))
	mains := make([]uint32, len(p.seats))
	lows := make([]uint32, len(p.seats))
	for i := range p.seats {
		holes[i] = p.seats[i].known
		if p.seats[i].need == 0 {
			mains[i], lows[i] = p.value(&holes[i])
		}
	}
	var t tally
	var q squares
	for range n {
		// A partial Fisher-Yates shuffle deals each player's cards.
		k := 0
		for i := range p.seats {
			s := &p.seats[i]
			if s.need == 0 {
				continue
			}
			for j := s.n; j < 7; j++ {
				r := k + rng.IntN(len(stub)-k)
				stub[k], stub[r] = stub[r], stub[k]
				holes[i][j] = stub[k]
				k++
			}
			mains[i], lows[i] = p.value(&holes[i])
		}
		mainW, lowW := winners(mains, lows)
		t.award(mainW, lowW, 1)
		q.add(len(p.seats), mainW, lowW)
	}
	order := make([]int, len(p.seats))
	for i := range order {
		order[i] = i
	}
	res := Result{
		Players: t.shares(p.game, int64(n), order),
		Method:  MonteCarlo,
		Runouts: int64(n),
	}
	res.StdErrs, res.StdErr = q.stdErrs(p.game, res.Players, int64(n))
	return res
}

// winners returns the players (as bits) with the best main hand and with
// the best 8-or-better low, or no low players when nobody has one.
func winners(mains, lows []uint32) (mainW, lowW uint32) {
	var bestMain, bestLow uint32
	for i, m := range mains {
		bit := uint32(1) << uint(i)
		switch {
		case m > bestMain:
			bestMain, mainW = m, bit
		case m == bestMain:
			mainW |= bit
		}
		switch l := lows[i]; {
		case l > bestLow:
			bestLow, lowW = l, bit
		case l == bestLow && l != 0:
			lowW |= bit
		}
	}
	return mainW, lowW
}
