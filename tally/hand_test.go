package tally

import (
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/fact"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/replay"
)

// TestRowsHand checks the rows of testdata/allin.txt against the hand as
// written: five players dealt in, a showdown, a $47.49 pot without rake,
// 16 betting actions (3rd: bring-in, fold, call, all-in call; 4th: bet,
// call; 5th: check, bet, raise, call; 6th: two checks; 7th: bet, raise,
// raise, call), the first FrankTheTank's $1 bring-in; three pots (main
// $0.25 of four antes and Olivia P's, side pot 1 $2.12, side pot 2
// $45.12), the main pot's high $0.13 and low $0.12 to walterw; four show
// or muck lines after the last action; the cards printed on deal lines
// (every card of FrankTheTank, the hero; the up cards of the others).
func TestRowsHand(t *testing.T) {
	res := replayFile(t, filepath.Join("testdata", "allin.txt"))[0]
	var r Rows
	fh := r.Hand(res)
	if fh.SeatsDealt != 5 || !fh.Showdown || fh.TotalPot != 4749 || fh.Rake != 0 || fh.Reached != hand.Seventh {
		t.Errorf("hand: dealt %d showdown %v pot %d rake %d reached %v", fh.SeatsDealt, fh.Showdown, fh.TotalPot, fh.Rake, fh.Reached)
	}
	if len(fh.Actions) != 16 {
		t.Fatalf("%d actions, want 16", len(fh.Actions))
	}
	if a := fh.Actions[0]; a.Seq != 1 || a.Kind != hand.BringIn || res.Hand.Seats[a.Seat].Name != "FrankTheTank" || a.Amount != 100 || a.Street != hand.Third {
		t.Errorf("first action %+v, want FrankTheTank's $1 bring-in, seq 1", a)
	}
	if len(fh.Pots) != 3 {
		t.Fatalf("%d pots, want 3", len(fh.Pots))
	}
	for i, want := range []hand.Money{25, 212, 4512} {
		if fh.Pots[i].Amount != want {
			t.Errorf("pot %d: %d, want %d", i, fh.Pots[i].Amount, want)
		}
	}
	main := fh.Pots[0]
	walter := res.Hand.PlayerIndex("walterw")
	if len(main.High) != 1 || len(main.Low) != 1 || main.High[0] != (fact.Award{Seat: walter, Amount: 13}) || main.Low[0] != (fact.Award{Seat: walter, Amount: 12}) {
		t.Errorf("main pot awards high %+v low %+v, want walterw 13 and 12", main.High, main.Low)
	}
	if len(fh.Pots[2].Eligible) != 2 {
		t.Errorf("side pot 2 eligible %v, want FrankTheTank and walterw", fh.Pots[2].Eligible)
	}
	kinds := []string{"walterw show", "FrankTheTank muck", "ivan.s show", "Olivia P show"}
	if len(fh.Shows) != len(kinds) {
		t.Fatalf("%d shows, want %d", len(fh.Shows), len(kinds))
	}
	last := fh.Actions[len(fh.Actions)-1].Seq
	for i, s := range fh.Shows {
		name := res.Hand.Seats[res.Hand.PlayerIndex(kinds[i][:len(kinds[i])-5])].Num
		if s.Seat != name || kinds[i][len(kinds[i])-4:] != s.Kind || s.AfterAction != last {
			t.Errorf("show %d: %+v, want %s after action %d", i+1, s, kinds[i], last)
		}
	}
	if fh.Shows[0].Cards != "2c 6s 6h 8s 7h 3c Js" {
		t.Errorf("walterw shows %q", fh.Shows[0].Cards)
	}
	printed := map[int]int64{1: 4 | 8 | 16 | 32, 3: 127, 5: 4 | 8 | 16 | 32, 7: 4, 8: 4 | 8 | 16 | 32}
	if len(fh.Printed) != len(printed) {
		t.Errorf("%d cards_printed rows, want %d: %+v", len(fh.Printed), len(printed), fh.Printed)
	}
	for _, p := range fh.Printed {
		if printed[p.Seat] != p.Mask {
			t.Errorf("seat %d: printed %b, want %b", p.Seat, p.Mask, printed[p.Seat])
		}
	}
}

// TestFindings checks the findings rows: seat numbers and names for a
// player index, none out of range; 1-based action numbers, none out of
// range; amounts in hundredths.
func TestFindings(t *testing.T) {
	h := &hand.Hand{Seats: []hand.Seat{{Num: 2, Name: "a"}, {Num: 5, Name: "b"}}, Decimals: 0}
	fs := []replay.Finding{
		{Code: "x.one", Severity: replay.Error, Street: hand.Fourth, Line: 7, Action: 2, Player: 1, Expected: 3, Actual: 4, Message: "m"},
		{Code: "x.two", Severity: replay.Info, Action: 9, Player: -1},
	}
	got := Findings(nil, h, 100, 5, fs)
	want := []fact.Finding{
		{Code: "x.one", Severity: 2, Street: hand.Fourth, Line: 7, ActionSeq: 3, Seated: true, Seat: 5, Player: "b", Expected: 300, Actual: 400, Message: "m"},
		{Code: "x.two", Severity: 0},
	}
	if len(got) != len(want) {
		t.Fatalf("%d rows, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("row %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if fact.SeverityNames[replay.Warn] != "warn" || fact.SeverityNames[replay.Error] != "error" || fact.SeverityNames[replay.Info] != "info" {
		t.Errorf("severity names %v do not follow replay's severities", fact.SeverityNames)
	}
	learnt := Learnt([]replay.HandFinding{
		{Site: "S", HandID: "1", Finding: replay.Finding{Code: "c", Expected: 5, Actual: 10}, Seat: 3, Name: "p", Decimals: 1},
		{Site: "S", HandID: "2", Finding: replay.Finding{Code: "c", Expected: 5}, Decimals: 3}, // not stored: left out
	})
	if len(learnt) != 1 || learnt[0].HandID != "1" || learnt[0].Finding.Expected != 50 || learnt[0].Finding.Actual != 100 || !learnt[0].Finding.Seated || learnt[0].Finding.Seat != 3 {
		t.Errorf("Learnt: %+v", learnt)
	}
}
