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
			CountShowdowns: 1, CountLostBoth: 1, CountNoLowAtShowdown: 1, CountShowdownsKnown: 1,
			CountCalled4: 1, CountCouldBet5: 1, CountCouldBet6: 1, CountCouldBet7: 1}},
		{1, "Steve", map[StatCount]int16{CountHands: 1, CountVPIP: 1, CountCompleted: 1, CountCouldComplete: 1,
			CountStole: 1, CountStealChance: 1, CountSaw4: 1, CountSaw5: 1, CountSaw6: 1, CountSaw7: 1,
			CountFirstBet4: 1, CountFirst4: 1, CountFirst5: 1, CountFirst6: 1, CountFirst7: 1,
			CountAggr3: 1, CountAggr4: 1, CountActs3: 1, CountActs4: 1,
			CountShowdowns: 1, CountWonAtShowdown: 1, CountScoops: 1, CountNoLowAtShowdown: 1, CountShowdownsKnown: 1,
			// 4th: his bet continues his 3rd-street completion; 5th: the
			// last bettor of 4th, first to act, he checks.
			CountBet4: 1, CountCouldBet4: 1, CountCouldBet5: 1, CountCouldBet6: 1, CountCouldBet7: 1,
			CountAggressed4: 1, CountCbet4: 1, CountCbetChance4: 1, CountCbetChance5: 1}},
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

// TestStatCountsLaterStreets checks the later streets' counts (CountBet4
// to CountCbetChance7) of the two hands of testdata/reports/later_streets.txt,
// counted by hand from the text. Counts of that range not listed must be 0.
func TestStatCountsLaterStreets(t *testing.T) {
	hands := parseHands(t, filepath.Join("..", "testdata", "reports", "later_streets.txt"))
	p := oracleProfile(t)
	tests := []struct {
		hand   int
		player string
		want   map[StatCount]int16
	}{
		// 1: Ben completes 3rd. 4th: Cy (open nines) and Ann check, Ben
		// bets (a continuation bet), Cy check-raises, Ann folds (her
		// check-raise chance), Ben calls. 5th: Ben bets, Cy raises, Ben
		// raises, Cy calls; Cy made 4th's last raise but Ben bet before he
		// acted: no continuation-bet chance. 6th: Ben checks (his
		// continuation-bet chance, declined), Cy bets, Ben check-raises, Cy
		// calls. River: Ben bets (continuation bet), Cy folds.
		{0, "Ann", map[StatCount]int16{CountCouldBet4: 1, CountCheckRaiseChance4: 1, CountFolded4: 1}},
		{0, "Ben", map[StatCount]int16{
			CountBet4: 1, CountCouldBet4: 1, CountAggressed4: 1, CountCalled4: 1, CountCbetChance4: 1, CountCbet4: 1,
			CountBet5: 1, CountCouldBet5: 1, CountAggressed5: 1, CountRaised5: 1,
			CountCouldBet6: 1, CountRaised6: 1, CountAggressed6: 1, CountCheckRaiseChance6: 1, CountCheckRaised6: 1, CountCbetChance6: 1,
			CountBet7: 1, CountCouldBet7: 1, CountAggressed7: 1, CountCbetChance7: 1, CountCbet7: 1}},
		{0, "Cy", map[StatCount]int16{
			CountCouldBet4: 1, CountRaised4: 1, CountAggressed4: 1, CountCheckRaiseChance4: 1, CountCheckRaised4: 1,
			CountRaised5: 1, CountCalled5: 1, CountAggressed5: 1,
			CountBet6: 1, CountCouldBet6: 1, CountAggressed6: 1, CountCalled6: 1,
			CountFolded7: 1}},
		// 2: nobody completes 3rd (no continuation-bet chance on 4th). 4th:
		// Ann and Ben check, Cy bets, Ann calls (a check-raise chance, not
		// taken), Ben raises (a check-raise), Cy calls, Ann raises (no
		// check-raise: her first answer to the bet was a call), both call.
		// 5th: Ann checks (continuation-bet chance, declined), Ben folds
		// with no bet to face, Cy checks. 6th checked through; river: Ann
		// bets, Cy folds.
		{1, "Ann", map[StatCount]int16{
			CountCouldBet4: 1, CountCheckRaiseChance4: 1, CountCalled4: 1, CountRaised4: 1, CountAggressed4: 1,
			CountCouldBet5: 1, CountCbetChance5: 1, CountCouldBet6: 1,
			CountBet7: 1, CountCouldBet7: 1, CountAggressed7: 1}},
		{1, "Ben", map[StatCount]int16{
			CountCouldBet4: 1, CountCheckRaiseChance4: 1, CountCheckRaised4: 1, CountRaised4: 1, CountAggressed4: 1, CountCalled4: 1,
			CountCouldBet5: 1, CountFolded5: 1}},
		{1, "Cy", map[StatCount]int16{
			CountBet4: 1, CountCouldBet4: 1, CountAggressed4: 1, CountCalled4: 1,
			CountCouldBet5: 1, CountCouldBet6: 1, CountFolded7: 1}},
	}
	var buf []PlayerStats
	for _, tt := range tests {
		res := Replay(hands[tt.hand], p)
		if len(res.Findings) > 0 {
			t.Fatalf("hand %d: findings %v", tt.hand+1, res.Findings)
		}
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
		for c := CountBet4; c < NumStatCounts; c++ {
			if got.N[c] != tt.want[c] {
				t.Errorf("hand %d, %s: %s = %d, want %d", tt.hand+1, tt.player, c, got.N[c], tt.want[c])
			}
		}
	}
}
