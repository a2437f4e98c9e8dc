package replay

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/stud8/stud8/hand"
)

// structHand builds a cash hand at small/big with the given antes (one per
// player, all-in when negative) and a bring-in by the last player.
func structHand(id int, small, big, bringIn hand.Money, antes ...hand.Money) *hand.Hand {
	h := &hand.Hand{Site: "PokerStars", ID: fmt.Sprint(id), Game: hand.StudHiLo, Currency: "USD", Decimals: 2,
		Stakes: hand.Stakes{SmallBet: small, BigBet: big}}
	line := 3
	for i := range antes {
		h.Seats = append(h.Seats, hand.Seat{Num: i + 1, Name: fmt.Sprintf("p%d", i+1), Stack: 1000, Line: line})
		line++
	}
	for i, a := range antes {
		ev := hand.Event{Kind: hand.Ante, Player: i, Amount: a, Line: line}
		if a < 0 {
			ev.Amount, ev.AllIn = -a, true
		}
		h.Events = append(h.Events, ev)
		line++
	}
	h.Events = append(h.Events, hand.Event{Kind: hand.BringIn, Street: hand.Third, Player: len(antes) - 1,
		Amount: bringIn, Line: line + 4})
	return h
}

// learn observes hs in a random order from several goroutines and returns
// the findings by hand id.
func learn(hs []*hand.Hand, seed uint64) (map[string][]Finding, []HandFinding) {
	s := NewStructures()
	s.Keep = true
	order := rand.New(rand.NewPCG(seed, 1)).Perm(len(hs))
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for k := w; k < len(order); k += 4 {
				s.Observe(hs[order[k]])
			}
		}(w)
	}
	wg.Wait()
	out := map[string][]Finding{}
	p, _ := ProfileByName("pokerstars")
	for _, h := range hs {
		r := &Result{Hand: h, profile: p}
		s.Check(r)
		if len(r.Findings) > 0 {
			out[h.ID] = r.Findings
		}
	}
	return out, s.Findings(p)
}

func TestStructuresLearnsTheMajority(t *testing.T) {
	var hs []*hand.Hand
	id := 1
	add := func(n int, small, big, bi hand.Money, antes ...hand.Money) {
		for k := 0; k < n; k++ {
			hs = append(hs, structHand(id, small, big, bi, antes...))
			id++
		}
	}
	add(9, 50, 100, 25, 10, 10, 10) // hands 1-9: the structure
	add(1, 50, 100, 21, 10, 10, 10) // hand 10: a wrong bring-in
	add(1, 50, 100, 25, 10, 5, 10)  // hand 11: one wrong ante
	add(1, 50, 100, 25, 10, -4, 10) // hand 12: all-in for part of the ante: fine
	add(1, 300, 600, 70, 50, 50)    // hand 13: a lone hand at its stakes: nothing to compare
	add(4, 200, 400, 50, 25, 25)    // hands 14-17 and 18-21: no clear majority
	add(4, 200, 400, 100, 25, 25)   //
	add(9, 50, 100, 50, 10, 10, 10) // hands 22-30: completions are not bring-ins... (see below)
	got, all := learn(hs, 1)
	want := map[string]string{
		"10": "bringin.wrong_amount seat 3 (p3) brought in on 3rd street for $0.21; 11 of the 12 hands at $0.50/$1.00 stud8 (PokerStars cash USD) in this run show a bring-in of $0.25",
		"11": "ante.wrong_amount seat 2 (p2) posted an ante of $0.05 before 3rd street; 21 of the 21 hands at $0.50/$1.00 stud8 (PokerStars cash USD) in this run show an ante of $0.10",
	}
	if len(got) != len(want) {
		t.Errorf("findings on %d hands, want %d: %v", len(got), len(want), got)
	}
	for id, w := range want {
		fs := got[id]
		if len(fs) != 1 || string(fs[0].Code)+" "+fs[0].Message != w {
			t.Errorf("hand %s: got %+v\nwant %s", id, fs, w)
		}
	}
	if f := got["10"]; len(f) == 1 && (f[0].Expected != 25 || f[0].Actual != 21 || f[0].Street != hand.Third) {
		t.Errorf("hand 10: expected/actual/street %v/%v/%v, want 25/21/3rd", f[0].Expected, f[0].Actual, f[0].Street)
	}
	// The same findings whatever the order of observation.
	for seed := uint64(2); seed < 6; seed++ {
		again, allAgain := learn(hs, seed)
		if !reflect.DeepEqual(again, got) || !reflect.DeepEqual(allAgain, all) {
			t.Fatalf("seed %d: findings depend on the order of observation", seed)
		}
	}
	if len(all) != 2 || all[0].HandID != "10" || all[1].HandID != "11" || !strings.Contains(all[0].Finding.Message, "$0.21") {
		t.Errorf("Findings() = %+v", all)
	}
}

func TestStructuresLeaveKnownStructuresToTheTable(t *testing.T) {
	var hs []*hand.Hand
	for k := 0; k < 10; k++ {
		hs = append(hs, structHand(k+1, 4, 8, 3, 1, 1)) // PokerStars $0.04/$0.08 is in the table
	}
	got, all := learn(hs, 1)
	if len(got) != 0 || len(all) != 0 {
		t.Errorf("Check added findings on a structure the table lists: %v", got)
	}
}
