package equity

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
)

// This file holds a deliberately naive equity calculator, written apart
// from the package: every runout dealt card by card, every hand scored by
// trying all 21 five-card hands with a textbook five-card scorer, shares
// added up in float64. It shares nothing with Calc but cards.Card.

// naiveRanks returns the ranks of five cards (Ace 14, or 1 when aceLow),
// grouped: larger groups first, then higher ranks first.
func naiveRanks(h []cards.Card, aceLow bool) (grouped []int, counts []int) {
	var n [15]int
	for _, c := range h {
		r := int(c.Rank())
		if aceLow && r == 14 {
			r = 1
		}
		n[r]++
	}
	grouped, counts = make([]int, 0, 5), make([]int, 0, 5)
	for size := 4; size >= 1; size-- {
		for r := 14; r >= 1; r-- {
			if n[r] == size {
				counts = append(counts, size)
				for range size {
					grouped = append(grouped, r)
				}
			}
		}
	}
	return grouped, counts
}

// digits folds ranks into one number, first rank most significant.
func digits(rs []int) int {
	v := 0
	for _, r := range rs {
		v = v*16 + r
	}
	return v
}

// naiveHigh5 scores a five-card high hand; larger is better.
func naiveHigh5(h []cards.Card) int {
	g, counts := naiveRanks(h, false)
	flush := true
	for _, c := range h {
		flush = flush && c.Suit() == h[0].Suit()
	}
	straightTop := 0
	if len(counts) == 5 {
		switch {
		case g[0]-g[4] == 4:
			straightTop = g[0]
		case g[0] == 14 && g[1] == 5:
			straightTop = 5 // the wheel
		}
	}
	var cat int
	switch {
	case straightTop > 0 && flush:
		return 8<<20 | straightTop
	case counts[0] == 4:
		cat = 7
	case counts[0] == 3 && counts[1] == 2:
		cat = 6
	case flush:
		cat = 5
	case straightTop > 0:
		return 4<<20 | straightTop
	case counts[0] == 3:
		cat = 3
	case counts[0] == 2 && counts[1] == 2:
		cat = 2
	case counts[0] == 2:
		cat = 1
	}
	return cat<<20 | digits(g)
}

// naiveLow5 scores a five-card ace-to-five low; smaller is better. With
// eightOrBetter it returns -1 for a hand that does not qualify.
func naiveLow5(h []cards.Card, eightOrBetter bool) int {
	g, counts := naiveRanks(h, true)
	if eightOrBetter && (len(counts) < 5 || g[0] > 8) {
		return -1
	}
	cat := map[int]int{5: 0, 4: 1, 2: 4}[len(counts)] // no pair, one pair, full house or quads
	if len(counts) == 3 {
		cat = 2 // two pair
		if counts[0] == 3 {
			cat = 3 // trips
		}
	}
	if len(counts) == 2 && counts[0] == 4 {
		cat = 5
	}
	return cat<<20 | digits(g)
}

// naiveBest scores seven cards by the best of their 21 five-card hands.
func naiveBest(h []cards.Card, score func([]cards.Card) int, lowIsBetter bool) int {
	best := -1
	for skip1 := 0; skip1 < 7; skip1++ {
		for skip2 := skip1 + 1; skip2 < 7; skip2++ {
			var five [5]cards.Card
			k := 0
			for i, c := range h {
				if i != skip1 && i != skip2 {
					five[k] = c
					k++
				}
			}
			s := score(five[:])
			switch {
			case s < 0:
			case best < 0, lowIsBetter && s < best, !lowIsBetter && s > best:
				best = s
			}
		}
	}
	return best
}

// naiveShowdown splits one pot among complete seven-card hands.
func naiveShowdown(game hand.Game, hands [][]cards.Card) []Share {
	out := make([]Share, len(hands))
	// award splits amount among the players whose score is best.
	award := func(scores []int, lowIsBetter bool, amount float64, set func(*Share, float64)) []int {
		best := -1
		for _, s := range scores {
			if s >= 0 && (best < 0 || lowIsBetter && s < best || !lowIsBetter && s > best) {
				best = s
			}
		}
		var won []int
		for i, s := range scores {
			if s >= 0 && s == best {
				won = append(won, i)
			}
		}
		for _, i := range won {
			set(&out[i], amount/float64(len(won)))
		}
		return won
	}
	high := func(s *Share, x float64) { s.High += x }
	low := func(s *Share, x float64) { s.Low += x }
	var highs, lows []int
	for _, h := range hands {
		if game != hand.Razz {
			highs = append(highs, naiveBest(h, naiveHigh5, false))
		}
		if game != hand.StudHigh {
			lows = append(lows, naiveBest(h, func(f []cards.Card) int { return naiveLow5(f, game == hand.StudHiLo) }, true))
		}
	}
	var scoopers [][]int
	switch game {
	case hand.StudHigh:
		scoopers = append(scoopers, award(highs, false, 1, high))
	case hand.Razz:
		scoopers = append(scoopers, award(lows, true, 1, low))
	case hand.StudHiLo:
		if slices.Max(lows) < 0 {
			scoopers = append(scoopers, award(highs, false, 1, high))
		} else {
			scoopers = append(scoopers, award(highs, false, 0.5, high), award(lows, true, 0.5, low))
		}
	}
	if len(scoopers[0]) == 1 && (len(scoopers) == 1 || slices.Equal(scoopers[0], scoopers[1])) {
		out[scoopers[0][0]].Scoop = 1
	}
	for i := range out {
		out[i].Total = out[i].High + out[i].Low
	}
	return out
}

// naiveEquity deals every runout of the position card by card.
func naiveEquity(game hand.Game, players [][]cards.Card, dead []cards.Card) ([]Share, int) {
	seen := map[cards.Card]bool{}
	hands := make([][]cards.Card, len(players))
	for i, p := range players {
		for _, c := range p {
			if c != cards.None {
				hands[i] = append(hands[i], c)
				seen[c] = true
			}
		}
	}
	for _, c := range dead {
		seen[c] = true
	}
	var stub []cards.Card
	for c := cards.Card(1); c <= 52; c++ {
		if !seen[c] {
			stub = append(stub, c)
		}
	}
	used := make([]bool, len(stub))
	sum := make([]Share, len(players))
	runouts := 0
	// deal gives player p the cards from stub index from on, one at a
	// time, in increasing index order (a set, not a sequence).
	var deal func(p, from int)
	deal = func(p, from int) {
		if p == len(players) {
			runouts++
			for i, s := range naiveShowdown(game, hands) {
				sum[i].High += s.High
				sum[i].Low += s.Low
				sum[i].Total += s.Total
				sum[i].Scoop += s.Scoop
			}
			return
		}
		if len(hands[p]) == 7 {
			deal(p+1, 0)
			return
		}
		for i := from; i < len(stub); i++ {
			if used[i] {
				continue
			}
			used[i] = true
			hands[p] = append(hands[p], stub[i])
			deal(p, i+1)
			hands[p] = hands[p][:len(hands[p])-1]
			used[i] = false
		}
	}
	deal(0, 0)
	for i := range sum {
		n := float64(runouts)
		sum[i] = Share{sum[i].High / n, sum[i].Low / n, sum[i].Total / n, sum[i].Scoop / n}
	}
	return sum, runouts
}

// randomPosition deals a random position of game whose runouts number at
// most limit: 2 to 4 players with 0 to 3 cards to come (some of their known
// cards unseen), and 0 to 12 dead cards.
func randomPosition(r *rand.Rand, limit int64) (players [][]cards.Card, dead []cards.Card) {
	for {
		deck := make([]cards.Card, 52)
		for i := range deck {
			deck[i] = cards.Card(i + 1)
		}
		r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		players = make([][]cards.Card, 2+r.IntN(3))
		runouts := int64(1)
		for i := range players {
			need := []int{0, 1, 1, 1, 2, 2, 3}[r.IntN(7)]
			players[i] = slices.Clone(deck[:7-need])
			deck = deck[7-need:]
			if len(players[i]) > 0 && r.IntN(6) == 0 {
				players[i][0] = cards.None // an unseen down card
			}
		}
		dead = slices.Clone(deck[:r.IntN(13)])
		left := 52 - len(dead)
		for _, p := range players {
			for _, c := range p {
				if c != cards.None {
					left--
				}
			}
		}
		for _, p := range players {
			need := 7
			for _, c := range p {
				if c != cards.None {
					need--
				}
			}
			runouts *= choose(left, need)
			left -= need
		}
		if runouts > 1 && runouts <= limit {
			return players, dead
		}
	}
}

// TestCalcAgainstNaive compares Calc with the naive calculator on random
// positions of every game.
func TestCalcAgainstNaive(t *testing.T) {
	n := 240
	if testing.Short() {
		n = 30
	}
	r := rand.New(rand.NewPCG(15, 8))
	games := []hand.Game{hand.StudHiLo, hand.StudHigh, hand.Razz}
	worst, total := 0.0, 0
	for k := range n {
		game := games[k%3]
		players, dead := randomPosition(r, 1000)
		got, err := Calc(game, players, dead, Options{})
		if err != nil {
			t.Fatal(err)
		}
		want, runouts := naiveEquity(game, players, dead)
		total += runouts
		if k < 3 {
			t.Logf("%v %v dead %v: %+v", game, players, dead, got.Players)
		}
		if got.Method != Exact || got.Runouts != int64(runouts) {
			t.Errorf("%v %v dead %v: %s, %d runouts; want exact, %d", game, players, dead, got.Method, got.Runouts, runouts)
		}
		for i := range want {
			d := maxDiff(got.Players[i], want[i])
			worst = max(worst, d)
			if d > 1e-9 {
				t.Errorf("%v %v dead %v: player %d: got %+v, naive %+v", game, players, dead, i+1, got.Players[i], want[i])
			}
		}
	}
	t.Logf("%d positions (%d runouts), largest difference %.3g", n, total, worst)
	if math.IsNaN(worst) {
		t.Error("NaN")
	}
}
