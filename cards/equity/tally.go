package equity

import (
	"math"
	"math/bits"

	"github.com/stud8/stud8/hand"
)

// Pots are counted in integer units so that exact results are exact: the
// pot is potUnits, and every split of a half among up to eight players is a
// whole number of units.
const (
	potUnits  = 1680 // 8 * 7 * 6 * 5 / 2: divisible by 2k for k = 1..8
	halfUnits = potUnits / 2
)

// tally adds up what each player wins over many runouts, in pot units.
// Players are numbered as their bits in the winner masks.
type tally struct {
	main  [maxPlayers]int64 // won with the main hand: the high, or the razz low
	low   [maxPlayers]int64 // won with the 8-or-better low
	scoop [maxPlayers]int64 // runouts won alone
}

// squares adds up the squares of each runout's winnings, for the standard
// errors of a sample.
type squares struct {
	main, low, total [maxPlayers]int64
}

// split returns what each winner of the main pot and of the low half takes
// when the players of mainW win the main hand and those of lowW the low
// (lowW is 0 when no low qualifies and the main hand takes the whole pot).
func split(mainW, lowW uint32) (m, l int64) {
	if lowW == 0 {
		return potUnits / int64(bits.OnesCount32(mainW)), 0
	}
	return halfUnits / int64(bits.OnesCount32(mainW)), halfUnits / int64(bits.OnesCount32(lowW))
}

// award adds w runouts won by mainW and lowW (see split).
func (t *tally) award(mainW, lowW uint32, w int64) {
	m, l := split(mainW, lowW)
	for b := mainW; b != 0; b &= b - 1 {
		t.main[bits.TrailingZeros32(b)] += m * w
	}
	for b := lowW; b != 0; b &= b - 1 {
		t.low[bits.TrailingZeros32(b)] += l * w
	}
	if mainW&(mainW-1) == 0 && (lowW == 0 || lowW == mainW) {
		t.scoop[bits.TrailingZeros32(mainW)] += w
	}
}

// add adds the squares of the winnings of w runouts won by mainW and lowW
// for players 0..n-1.
func (q *squares) add(n int, mainW, lowW uint32, w int64) {
	m, l := split(mainW, lowW)
	for i := 0; i < n; i++ {
		var xm, xl int64
		if mainW&(1<<i) != 0 {
			xm = m
		}
		if lowW&(1<<i) != 0 {
			xl = l
		}
		q.main[i] += w * xm * xm
		q.low[i] += w * xl * xl
		q.total[i] += w * (xm + xl) * (xm + xl)
	}
}

// outcomes counts a sample's runouts by their winners, mainW and lowW of
// players 0..players-1, at index mainW<<players | lowW.
type outcomes struct {
	players uint
	n       []int64
}

func newOutcomes(players int) outcomes {
	return outcomes{players: uint(players), n: make([]int64, 1<<(2*players))}
}

// add counts one runout won by mainW and lowW.
func (o *outcomes) add(mainW, lowW uint32) { o.n[mainW<<o.players|lowW]++ }

// addTo adds the runouts counted to the tally t and the squares q.
func (o *outcomes) addTo(t *tally, q *squares) {
	mask := uint32(1)<<o.players - 1
	for k, w := range o.n {
		if w == 0 {
			continue
		}
		mainW, lowW := uint32(k)>>o.players, uint32(k)&mask
		t.award(mainW, lowW, w)
		q.add(int(o.players), mainW, lowW, w)
	}
}

// shares turns the tally of n runouts into the shares of the players;
// player[i] is the index in the result of tally player i.
func (t *tally) shares(game hand.Game, n int64, player []int) []Share {
	out := make([]Share, len(player))
	pot := float64(n) * potUnits
	for i, p := range player {
		s := &out[p]
		main, low := float64(t.main[i])/pot, float64(t.low[i])/pot
		if game == hand.Razz {
			s.Low = main
		} else {
			s.High, s.Low = main, low
		}
		s.Total = float64(t.main[i]+t.low[i]) / pot
		s.Scoop = float64(t.scoop[i]) / float64(n)
	}
	return out
}

// stdErrs returns the standard errors of the shares of a sample of n
// runouts (n > 1) and the largest of them.
func (q *squares) stdErrs(game hand.Game, shares []Share, n int64) ([]Share, float64) {
	out := make([]Share, len(shares))
	worst := 0.0
	se := func(mean float64, sumSq int64) float64 {
		meanSq := float64(sumSq) / (float64(n) * potUnits * potUnits)
		e := math.Sqrt(math.Max(0, meanSq-mean*mean) / float64(n-1))
		worst = math.Max(worst, e)
		return e
	}
	for i, s := range shares {
		e := &out[i]
		if game == hand.Razz {
			e.Low = se(s.Low, q.main[i])
		} else {
			e.High = se(s.High, q.main[i])
			e.Low = se(s.Low, q.low[i])
		}
		e.Total = se(s.Total, q.total[i])
		e.Scoop = math.Sqrt(s.Scoop * (1 - s.Scoop) / float64(n-1))
		worst = math.Max(worst, e.Scoop)
	}
	return out, worst
}
