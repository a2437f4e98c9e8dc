package reports

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/filter"
)

// TestStatsExamples checks the stats on three hand-made hands
// (testdata/reports/examples.txt) whose answers a stud player reads off the
// page:
//
//  1. Bob brings in with the 2c; Eve, Carl and Dana fold; Steve (last seat
//     before the bring-in) completes and Bob folds: a successful steal.
//  2. Same table: Bob brings in, the same three fold, Steve completes again,
//     Bob calls (defends); Steve bets 4th first, checks down, shows Kings up
//     against Bob's pair of Tens with no low: Steve scoops, Bob loses both.
//  3. Three-handed: Bob brings in, Dana completes (unopened, a steal
//     attempt), Steve calls with rolled-up Kings, Bob calls. Steve's straight
//     wins high, Bob and Dana tie for the low with 8-7-5-2-A: each is
//     quartered (low only).
//
// The counts are those the import stored (player_day_stats).
func TestStatsExamples(t *testing.T) {
	db := openRO(t, importDB(t, "oracle", filepath.Join(testdata, "examples.txt")))
	checkStatsExamples(t, run(t, db, "stats-long", filter.Filter{}))
}

func checkStatsExamples(t *testing.T, res *Result) {
	got := map[string][2]int64{}
	pi, si, ni, di := column(t, res, "player"), column(t, res, "stat"), column(t, res, "num"), column(t, res, "den")
	for _, row := range res.Rows {
		got[fmt.Sprint(row[pi], "/", row[si])] = [2]int64{row[ni].(int64), row[di].(int64)}
	}
	tests := []struct {
		player, stat string
		num, den     int64
	}{
		{"Steve", "hands", 3, 3},
		{"Steve", "vpip_3rd", 3, 3},
		{"Steve", "complete_3rd", 2, 2},     // completed in hands 1 and 2; faced Dana's completion in 3
		{"Steve", "steal_attempt", 2, 2},    // last seat before the bring-in, unopened, in 1 and 2
		{"Steve", "steal_success", 1, 2},    // Bob folded in 1, called in 2
		{"Steve", "first_bet_4th", 1, 2},    // bet in 2, checked in 3
		{"Steve", "first_bet_5th", 1, 2},    // checked in 2, bet in 3
		{"Steve", "first_bet_6th", 0, 2},    // checked both
		{"Steve", "first_bet_7th", 1, 2},    // checked in 2, bet in 3
		{"Steve", "af_3rd", 2, 1},           // two completions, one call
		{"Steve", "saw_4th", 2, 3},          //
		{"Steve", "went_to_showdown", 2, 2}, // of the hands that saw 4th
		{"Steve", "won_at_showdown", 2, 2},
		{"Steve", "scoop", 1, 2},              // hand 2
		{"Steve", "high_only", 1, 2},          // hand 3
		{"Steve", "low_only", 0, 2},           //
		{"Steve", "no_low_at_showdown", 2, 2}, // no 8-low in either
		{"Bob", "vpip_3rd", 2, 3},             // called the completion in 2 and 3
		{"Bob", "complete_3rd", 0, 3},         // brought in each time instead
		{"Bob", "bring_in_defend", 1, 2},      // faced a steal in 1 and 2, called in 2
		{"Bob", "bring_in_fold_to_steal", 1, 2},
		{"Bob", "fold_to_bet_3rd", 1, 3}, // faced a completion in every hand, folded in 1
		{"Bob", "fold_to_bet_4th", 0, 1}, // called Steve's 4th-street bet in 2
		{"Bob", "lost_both", 1, 2},       // hand 2
		{"Bob", "low_only", 1, 2},        // hand 3
		{"Bob", "quartered", 1, 2},       // hand 3
		{"Bob", "scoop", 0, 2},
		{"Bob", "no_low_at_showdown", 1, 2},
		{"Dana", "complete_3rd", 1, 3},  // could complete every time, did in 3
		{"Dana", "steal_attempt", 1, 3}, // two seats before the bring-in each time, unopened
		{"Dana", "steal_success", 0, 1}, // called twice
		{"Dana", "first_bet_3rd", 1, 1}, // first to act after the bring-in in 3
		{"Dana", "quartered", 1, 1},
		{"Dana", "low_only", 1, 1},
		{"Dana", "went_to_showdown", 1, 1},
		{"Carl", "steal_attempt", 0, 2},  // three seats before the bring-in, unopened, folded
		{"Eve", "first_bet_3rd", 0, 2},   // first to act after the bring-in, folded
		{"Eve", "steal_attempt", 0, 0},   // four seats before the bring-in: no chance
		{"Eve", "fold_to_bet_3rd", 0, 0}, // folded to the bring-in only: not a bet
	}
	for _, tt := range tests {
		g, ok := got[tt.player+"/"+tt.stat]
		if !ok {
			t.Errorf("%s %s: missing", tt.player, tt.stat)
			continue
		}
		if g != [2]int64{tt.num, tt.den} {
			t.Errorf("%s %s = %d/%d, want %d/%d", tt.player, tt.stat, g[0], g[1], tt.num, tt.den)
		}
	}
}

// TestStartAndDoorExamples checks the starting classes and door cards of the
// hand-made hands: the hero's cards are always known, opponents' only when
// shown.
func TestStartAndDoorExamples(t *testing.T) {
	db := openRO(t, importDB(t, "oracle", filepath.Join(testdata, "examples.txt")))
	res := run(t, db, "stats-by-start", filter.Filter{})
	got := map[string]int64{}
	pc, sc, hc := column(t, res, "player"), column(t, res, "start_class"), column(t, res, "hands")
	for _, row := range res.Rows {
		got[fmt.Sprint(row[pc], "/", row[sc])] += row[hc].(int64)
	}
	want := map[string]int64{
		"Steve/three to a low":  1, // 5d 4d Ah
		"Steve/buried pair":     1, // Qs Qd / Ah
		"Steve/rolled-up trips": 1, // Kc Ks Kd
		"Bob/three to a low":    1, // Ac 2d / 5c, shown in 3
		"Bob/buried pair":       1, // Tc Td / 3c, shown in 2
		"Dana/three to a low":   1, // As 2h / 5h, shown in 3
	}
	if len(got) != len(want) {
		t.Errorf("classes = %v, want %v", got, want)
	}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("%s = %d hands, want %d", k, got[k], n)
		}
	}
	door := run(t, db, "stats-by-door", filter.Filter{Player: "Bob"})
	gotDoor := map[string]int64{}
	bc, dc, dh := column(t, door, "by"), column(t, door, "door"), column(t, door, "hands")
	for _, row := range door.Rows {
		gotDoor[fmt.Sprint(row[bc], "/", row[dc])] += row[dh].(int64)
	}
	wantDoor := map[string]int64{"rank/2": 1, "rank/3": 1, "rank/5": 1, "low/high/low (A-8)": 3}
	for k, n := range wantDoor {
		if gotDoor[k] != n {
			t.Errorf("Bob door %s = %d, want %d (all: %v)", k, gotDoor[k], n, gotDoor)
		}
	}
}
