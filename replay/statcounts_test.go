package replay

import (
	"path/filepath"
	"testing"
)

// TestStatCountsExamples checks what the hand-made hands of
// testdata/reports/examples.txt add to the stats counts, player by player,
// as a stud player reads them off the page (the hands are described in
// reports/examples_test.go). Counts not listed must be 0.
func TestStatCountsExamples(t *testing.T) {
	hands := parseHands(t, filepath.Join("..", "testdata", "reports", "examples.txt"))
	p := oracleProfile(t)
	tests := []struct {
		hand   int
		player string
		want   map[StatCount]int16
	}{
		// 1: Bob brings in, Eve, Carl and Dana fold, Steve completes (a steal
		// from the last seat before the bring-in), Bob folds.
		{0, "Bob", map[StatCount]int16{CountHands: 1, CountCouldComplete: 1, CountFacedCompletion: 1,
			CountFacedSteal: 1, CountFoldedToSteal: 1, CountActs3: 1, CountFoldToBet3: 1, CountFacedBet3: 1}},
		{0, "Eve", map[StatCount]int16{CountHands: 1, CountCouldComplete: 1, CountFirst3: 1, CountActs3: 1}},
		{0, "Carl", map[StatCount]int16{CountHands: 1, CountCouldComplete: 1, CountStealChance: 1, CountActs3: 1}},
		{0, "Dana", map[StatCount]int16{CountHands: 1, CountCouldComplete: 1, CountStealChance: 1, CountActs3: 1}},
		{0, "Steve", map[StatCount]int16{CountHands: 1, CountVPIP: 1, CountCompleted: 1, CountCouldComplete: 1,
			CountStole: 1, CountStealChance: 1, CountStealWon: 1, CountAggr3: 1, CountActs3: 1}},
		// 2: the same steal, Bob defends; Steve bets 4th first, then checks
		// down and scoops with Kings up; Bob loses both with no low.
		{1, "Bob", map[StatCount]int16{CountHands: 1, CountVPIP: 1, CountCouldComplete: 1, CountFacedCompletion: 1,
			CountFacedSteal: 1, CountDefendedSteal: 1, CountSaw4: 1, CountSaw5: 1, CountSaw6: 1, CountSaw7: 1,
			CountCalls3: 1, CountActs3: 1, CountFacedBet3: 1, CountCalls4: 1, CountActs4: 1, CountFacedBet4: 1,
			CountShowdowns: 1, CountLostBoth: 1, CountNoLowAtShowdown: 1, CountShowdownsKnown: 1}},
		{1, "Steve", map[StatCount]int16{CountHands: 1, CountVPIP: 1, CountCompleted: 1, CountCouldComplete: 1,
			CountStole: 1, CountStealChance: 1, CountSaw4: 1, CountSaw5: 1, CountSaw6: 1, CountSaw7: 1,
			CountFirstBet4: 1, CountFirst4: 1, CountFirst5: 1, CountFirst6: 1, CountFirst7: 1,
			CountAggr3: 1, CountAggr4: 1, CountActs3: 1, CountActs4: 1,
			CountShowdowns: 1, CountWonAtShowdown: 1, CountScoops: 1, CountNoLowAtShowdown: 1, CountShowdownsKnown: 1}},
	}
	var buf []PlayerStats
	for _, tt := range tests {
		res := Replay(hands[tt.hand], p)
		buf = res.StatCounts(buf[:0])
		var got *PlayerStats
		for i := range buf {
			if res.Hand.Seats[buf[i].Player].Name == tt.player {
				got = &buf[i]
			}
		}
		if got == nil {
			t.Errorf("hand %d: no counts for %s", tt.hand+1, tt.player)
			continue
		}
		for c := StatCount(0); c < NumStatCounts; c++ {
			if got.N[c] != tt.want[c] {
				t.Errorf("hand %d, %s: %s = %d, want %d", tt.hand+1, tt.player, c, got.N[c], tt.want[c])
			}
		}
	}
}

// TestStatCountsDoNotAllocate checks that counting a replayed hand into a
// buffer with room allocates nothing.
func TestStatCountsDoNotAllocate(t *testing.T) {
	hands := parseHands(t, filepath.Join("..", "testdata", "oracle", "hands.txt"))
	p := oracleProfile(t)
	eng := NewEngine()
	buf := make([]PlayerStats, 0, maxPlayers)
	for _, h := range hands {
		res := eng.Replay(h, p)
		if n := testing.AllocsPerRun(10, func() { buf = res.StatCounts(buf[:0]) }); n != 0 {
			t.Fatalf("hand %s: %v allocations", h.ID, n)
		}
	}
}

// BenchmarkStatCounts counts replayed oracle hands into a reused buffer.
func BenchmarkStatCounts(b *testing.B) {
	hands := parseHands(b, filepath.Join("..", "testdata", "oracle", "hands.txt"))
	p := oracleProfile(b)
	res := make([]*Result, len(hands))
	for i, h := range hands {
		res[i] = Replay(h, p)
	}
	buf := make([]PlayerStats, 0, maxPlayers)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = res[i%len(res)].StatCounts(buf[:0])
	}
}
