package equity

import (
	"math/bits"
	"math/rand/v2"
	"slices"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// sampleStream is the PCG stream of the Monte Carlo generator (Options.Seed
// is the other half of its state).
const sampleStream = 0x57d8e9

// sample deals n random runouts of the position (n >= 2).
func (p *position) sample(n int, seed uint64) Result {
	if n < 2 {
		n = 2
	}
	rng := rand.NewPCG(seed, sampleStream)
	stub := slices.Clone(p.stub)
	holes := make([][7]cards.Card, len(p.seats))
	var mainsA, lowsA [maxPlayers]uint32
	mains, lows := mainsA[:len(p.seats)], lowsA[:len(p.seats)]
	// base[i] holds seat i's known cards, so that a runout adds only the
	// cards it deals (hi/lo and stud high; razz values the whole hand).
	var base [maxPlayers]cards.Partial
	incremental := p.game != hand.Razz
	noLow := p.game == hand.StudHigh
	for i := range p.seats {
		s := &p.seats[i]
		holes[i] = s.known
		for _, c := range s.known[:s.n] {
			base[i] = base[i].Add(c)
		}
		if s.need == 0 {
			mains[i], lows[i] = p.value(&holes[i])
		}
	}
	// The runouts are counted by their winners and tallied at the end: a
	// sample has few distinct outcomes, and the tally's integer sums do not
	// depend on the order they are added in.
	won := newOutcomes(len(p.seats))
	for range n {
		// A partial Fisher-Yates shuffle deals each player's cards.
		k := 0
		for i := range p.seats {
			s := &p.seats[i]
			if s.need == 0 {
				continue
			}
			if incremental {
				h := base[i]
				for range s.need {
					r := k + int(intN(rng, uint64(len(stub)-k)))
					stub[k], stub[r] = stub[r], stub[k]
					h = h.Add(stub[k])
					k++
				}
				hi, lo := h.Eval7()
				mains[i], lows[i] = uint32(hi), uint32(lo)
				if noLow {
					lows[i] = 0
				}
				continue
			}
			for j := s.n; j < 7; j++ {
				r := k + int(intN(rng, uint64(len(stub)-k)))
				stub[k], stub[r] = stub[r], stub[k]
				holes[i][j] = stub[k]
				k++
			}
			mains[i], lows[i] = p.value(&holes[i])
		}
		mainW, lowW := winners(mains, lows)
		won.add(mainW, lowW)
	}
	var t tally
	var q squares
	won.addTo(&t, &q)
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

// intN returns a uniform random number in [0, n) from src, n > 0. It is
// math/rand/v2's Rand.IntN on a 64-bit platform (Lemire's multiply and
// reject), the same numbers from the same source, without the interface
// call: the samples, and so the stored figures, are those of the code that
// used Rand.IntN.
func intN(src *rand.PCG, n uint64) uint64 {
	if n&(n-1) == 0 {
		return src.Uint64() & (n - 1)
	}
	hi, lo := bits.Mul64(src.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(src.Uint64(), n)
		}
	}
	return hi
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
