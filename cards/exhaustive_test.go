//go:build exhaustive

package cards

import (
	"fmt"
	"runtime"
	"sync"
	"testing"
	"time"
)

// TestExhaustiveSeven evaluates all C(52,7) = 133,784,560 seven-card hands
// with the fast path, checks that each agrees with the bit-mask evaluator
// (rich.go), and checks the class counts and the number of qualifying
// 8-or-better lows. Run with: go test -tags exhaustive -run Exhaustive ./cards
func TestExhaustiveSeven(t *testing.T) {
	want := [...]int{
		HighCard: 23294460, Pair: 58627800, TwoPair: 31433400, Trips: 6461620,
		Straight: 6180020, Flush: 4047644, FullHouse: 3473184, Quads: 224848,
		StraightFlush: 41584,
	}
	const wantLows, wantTotal = 24530944, 133784560
	start := time.Now()
	// One job per first card; workers count into their own arrays.
	jobs := make(chan int)
	var mu sync.Mutex
	var counts [len(want)]int
	lows, total := 0, 0
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for first := range jobs {
				c, l, n, bad := countFrom(first)
				if bad != "" {
					t.Error(bad)
				}
				mu.Lock()
				for i := range counts {
					counts[i] += c[i]
				}
				lows += l
				total += n
				mu.Unlock()
			}
		}()
	}
	for first := 1; first <= 46; first++ {
		jobs <- first
	}
	close(jobs)
	wg.Wait()
	t.Logf("%d hands in %v", total, time.Since(start))
	if total != wantTotal {
		t.Errorf("%d hands, want %d", total, wantTotal)
	}
	for class := HighCard; class <= StraightFlush; class++ {
		if counts[class] != want[class] {
			t.Errorf("%v: %d, want %d", class, counts[class], want[class])
		}
	}
	if lows != wantLows {
		t.Errorf("qualifying lows: %d, want %d", lows, wantLows)
	}
}

// countFrom evaluates every seven-card hand whose lowest card is first,
// through Eval7, and returns the class counts, the qualifying lows, the
// number of hands and the first disagreement with the bit-mask evaluator.
func countFrom(first int) (counts [StraightFlush + 1]int, lows, n int, bad string) {
	var a [7]Card
	a[0] = Card(first)
	for c1 := first + 1; c1 <= 52; c1++ {
		a[1] = Card(c1)
		for c2 := c1 + 1; c2 <= 52; c2++ {
			a[2] = Card(c2)
			for c3 := c2 + 1; c3 <= 52; c3++ {
				a[3] = Card(c3)
				for c4 := c3 + 1; c4 <= 52; c4++ {
					a[4] = Card(c4)
					for c5 := c4 + 1; c5 <= 52; c5++ {
						a[5] = Card(c5)
						for c6 := c5 + 1; c6 <= 52; c6++ {
							a[6] = Card(c6)
							h, l := Eval7(a)
							if bad == "" {
								x := pack(a[:])
								if r := evalPacked(x); richOf[h] != r || l != low8Packed(x) {
									bad = fmt.Sprintf("%v: Eval7 %s, %s; bit masks %s", a, h.Describe(), l.Describe(), r.value().Describe())
								}
							}
							counts[h.Class()]++
							if l != NoLow {
								lows++
							}
							n++
						}
					}
				}
			}
		}
	}
	return counts, lows, n, bad
}
