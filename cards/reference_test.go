package cards

import (
	"math/rand/v2"
	"sort"
	"testing"
)

// This file holds a deliberately naive reference evaluator: it ranks every
// five-card subset by sorting and counting, with no tables or bit tricks,
// and the fast evaluators must order hands exactly as it does.

// refKey is a comparable strength: a category then up to five ranks in
// order of significance, packed base 16.
type refKey int64

func packRef(cat int, ranks []int) refKey {
	k := refKey(cat)
	for i := 0; i < 5; i++ {
		k *= 16
		if i < len(ranks) {
			k += refKey(ranks[i])
		}
	}
	return k
}

// groupRanks returns the five ranks ordered by how many times they occur
// (most first), then by value (highest first), and the occurrence counts of
// the distinct ranks in the same order.
func groupRanks(ranks []int) (ordered []int, counts []int) {
	var count [15]int
	for _, r := range ranks {
		count[r]++
	}
	ordered = make([]int, 0, 5)
	counts = make([]int, 0, 5)
	for c := 4; c >= 1; c-- {
		for r := 14; r >= 1; r-- {
			if count[r] == c {
				counts = append(counts, c)
				for i := 0; i < c; i++ {
					ordered = append(ordered, r)
				}
			}
		}
	}
	return ordered, counts
}

// refHigh5 ranks exactly five cards for high.
func refHigh5(cs []Card) (HighClass, refKey) {
	ranks := make([]int, 5)
	flush := true
	for i, c := range cs {
		ranks[i] = int(c.Rank())
		flush = flush && c.Suit() == cs[0].Suit()
	}
	ordered, counts := groupRanks(ranks)
	straightTop := 0
	if len(counts) == 5 {
		if ordered[0]-ordered[4] == 4 {
			straightTop = ordered[0]
		} else if ordered[0] == 14 && ordered[1] == 5 {
			straightTop = 5 // the wheel
		}
	}
	var class HighClass
	switch {
	case straightTop > 0 && flush:
		class = StraightFlush
	case counts[0] == 4:
		class = Quads
	case counts[0] == 3 && counts[1] == 2:
		class = FullHouse
	case flush:
		class = Flush
	case straightTop > 0:
		class = Straight
	case counts[0] == 3:
		class = Trips
	case counts[0] == 2 && counts[1] == 2:
		class = TwoPair
	case counts[0] == 2:
		class = Pair
	default:
		class = HighCard
	}
	if straightTop > 0 {
		return class, packRef(int(class), []int{straightTop})
	}
	return class, packRef(int(class), ordered)
}

// refLowRanks returns the cards' ranks in ace-to-five order (Ace = 1).
func refLowRanks(cs []Card) []int {
	ranks := make([]int, len(cs))
	for i, c := range cs {
		ranks[i] = int(c.Rank())
		if c.Rank() == Ace {
			ranks[i] = 1
		}
	}
	return ranks
}

// refRazz5 ranks exactly five cards as an ace-to-five low: smaller is better.
func refRazz5(cs []Card) refKey {
	ordered, counts := groupRanks(refLowRanks(cs))
	cat := 0
	switch {
	case counts[0] == 4:
		cat = 5
	case counts[0] == 3 && counts[1] == 2:
		cat = 4
	case counts[0] == 3:
		cat = 3
	case counts[0] == 2 && counts[1] == 2:
		cat = 2
	case counts[0] == 2:
		cat = 1
	}
	return packRef(cat, ordered)
}

// refLow8_5 ranks five cards as an 8-or-better low (smaller is better), ok
// false when they do not qualify.
func refLow8_5(cs []Card) (refKey, bool) {
	ordered, counts := groupRanks(refLowRanks(cs))
	if len(counts) != 5 || ordered[0] > 8 {
		return 0, false
	}
	return packRef(0, ordered), true
}

// refResult is the reference's answer for one hand.
type refResult struct {
	class        HighClass
	high         refKey
	low8         refKey
	hasLow8      bool
	razz         refKey
	fastHigh     HighValue
	fastLow8     LowValue
	fastRazz     LowValue
	cards        []Card
	bestFiveHigh [5]Card
}

// refEval evaluates 5 to 7 cards by trying every five-card subset.
func refEval(cs []Card) refResult {
	res := refResult{cards: cs, high: -1, razz: 1 << 62}
	n := len(cs)
	five := make([]Card, 5)
	for sub := 0; sub < 1<<n; sub++ {
		k := 0
		for i := 0; i < n && k <= 5; i++ {
			if sub&(1<<i) != 0 {
				if k < 5 {
					five[k] = cs[i]
				}
				k++
			}
		}
		if k != 5 {
			continue
		}
		if class, key := refHigh5(five); key > res.high {
			res.class, res.high = class, key
			copy(res.bestFiveHigh[:], five)
		}
		if key := refRazz5(five); key < res.razz {
			res.razz = key
		}
		if key, ok := refLow8_5(five); ok && (!res.hasLow8 || key < res.low8) {
			res.low8, res.hasLow8 = key, true
		}
	}
	return res
}

// dealRandom deals n hands of 5, 6 or 7 cards (mostly 7) from a seeded generator.
func dealRandom(n int, seed uint64) [][]Card {
	r := rand.New(rand.NewPCG(seed, 7))
	deck := make([]Card, 52)
	for i := range deck {
		deck[i] = Card(i + 1)
	}
	hands := make([][]Card, n)
	for h := range hands {
		size := 7
		if x := r.IntN(10); x == 0 {
			size = 5
		} else if x == 1 {
			size = 6
		}
		for i := 0; i < size; i++ {
			j := i + r.IntN(52-i)
			deck[i], deck[j] = deck[j], deck[i]
		}
		hands[h] = append([]Card(nil), deck[:size]...)
	}
	return hands
}

func TestAgainstReference(t *testing.T) {
	n := 200_000
	if testing.Short() {
		n = 20_000
	}
	results := make([]refResult, n)
	for i, cs := range dealRandom(n, 42) {
		res := refEval(cs)
		res.fastHigh = EvalHigh(cs)
		res.fastLow8 = EvalLow8(cs)
		res.fastRazz = EvalLowRazz(cs)
		if res.fastHigh.Class() != res.class {
			t.Fatalf("%v: class %v, reference %v", cs, res.fastHigh.Class(), res.class)
		}
		if (res.fastLow8 != NoLow) != res.hasLow8 {
			t.Fatalf("%v: low %q, reference qualifies=%v", cs, res.fastLow8.Describe(), res.hasLow8)
		}
		if res.fastLow8 != NoLow && res.fastLow8 != res.fastRazz {
			t.Fatalf("%v: 8-or-better low %q differs from the razz low %q", cs, res.fastLow8.Describe(), res.fastRazz.Describe())
		}
		if len(cs) == 7 {
			var a [7]Card
			copy(a[:], cs)
			if h, l := Eval7(a); h != res.fastHigh || l != res.fastLow8 {
				t.Fatalf("%v: Eval7 %v,%v; EvalHigh, EvalLow8 %v,%v", cs, h, l, res.fastHigh, res.fastLow8)
			}
		}
		results[i] = res
	}
	// High: larger is better in both.
	checkSameOrder(t, "high", results,
		func(r refResult) refKey { return r.high },
		func(r refResult) uint32 { return uint32(r.fastHigh) })
	// Razz: smaller reference key is better; larger LowValue is better.
	checkSameOrder(t, "razz", results,
		func(r refResult) refKey { return -r.razz },
		func(r refResult) uint32 { return uint32(r.fastRazz) })
	var qualified []refResult
	for _, r := range results {
		if r.hasLow8 {
			qualified = append(qualified, r)
		}
	}
	checkSameOrder(t, "8-or-better low", qualified,
		func(r refResult) refKey { return -r.low8 },
		func(r refResult) uint32 { return uint32(r.fastLow8) })
	t.Logf("%d hands, %d with an 8-or-better low", n, len(qualified))
}

// checkSameOrder sorts results by the reference key and checks that the
// fast value orders each adjacent pair identically (ties included).
func checkSameOrder(t *testing.T, what string, rs []refResult, ref func(refResult) refKey, fast func(refResult) uint32) {
	t.Helper()
	sort.Slice(rs, func(i, j int) bool { return ref(rs[i]) < ref(rs[j]) })
	for i := 1; i < len(rs); i++ {
		a, b := rs[i-1], rs[i]
		refLess, fastLess := ref(a) < ref(b), fast(a) < fast(b)
		if refLess != fastLess || (!refLess && fast(a) != fast(b)) {
			t.Fatalf("%s: %v vs %v: reference less=%v, fast %d vs %d", what, a.cards, b.cards, refLess, fast(a), fast(b))
		}
	}
}

// TestAllFiveCardHands evaluates every five-card hand, checks it against
// the reference and the well-known class counts and 7,462 distinct values.
func TestAllFiveCardHands(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	want := map[HighClass]int{
		HighCard: 1302540, Pair: 1098240, TwoPair: 123552, Trips: 54912, Straight: 10200,
		Flush: 5108, FullHouse: 3744, Quads: 624, StraightFlush: 40,
	}
	got := map[HighClass]int{}
	byRef := map[refKey]HighValue{}
	var hand [5]Card
	var rec func(start, k int)
	rec = func(start, k int) {
		if k == 5 {
			v := EvalHigh(hand[:])
			class, key := refHigh5(hand[:])
			if v.Class() != class {
				t.Fatalf("%v: class %v, reference %v", hand, v.Class(), class)
			}
			if old, ok := byRef[key]; ok && old != v {
				t.Fatalf("%v: value %d, but an equal hand has %d", hand, v, old)
			}
			byRef[key] = v
			got[class]++
			return
		}
		for c := start; c <= 52; c++ {
			hand[k] = Card(c)
			rec(c+1, k+1)
		}
	}
	rec(1, 0)
	for class, n := range want {
		if got[class] != n {
			t.Errorf("%v: %d hands, want %d", class, got[class], n)
		}
	}
	if len(byRef) != 7462 {
		t.Errorf("%d distinct hands, want 7462", len(byRef))
	}
	// The distinct values must be ordered as the reference orders them.
	keys := make([]refKey, 0, len(byRef))
	for k := range byRef {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	for i := 1; i < len(keys); i++ {
		if byRef[keys[i-1]] >= byRef[keys[i]] {
			t.Fatalf("values out of order: %d then %d", byRef[keys[i-1]], byRef[keys[i]])
		}
	}
}
