package store

import (
	"testing"

	"github.com/stud8/stud8/fact"
	"github.com/stud8/stud8/replay"
)

// TestSpecsComplete checks that every column of every table spec has a
// name and a type: a column constant left out of a keyed spec would leave
// a zero colSpec in its place.
func TestSpecsComplete(t *testing.T) {
	specs := map[string][]colSpec{"imports": importsSpec, dayStatsTable: dayStatsSpec, cardDaysTable: cardDaysSpec, runsTable: runsSpec}
	for _, bt := range batchTables {
		specs[bt.name] = bt.spec
	}
	for name, spec := range specs {
		seen := map[string]bool{}
		for i, s := range spec {
			if s.name == "" {
				t.Errorf("%s: column %d has no name", name, i)
			}
			if seen[s.name] {
				t.Errorf("%s: column %s twice", name, s.name)
			}
			seen[s.name] = true
		}
	}
}

// TestColumnRuns checks the runs of columns written by offset from their
// first: hand_players' cards in deal order, money put in by street, betting
// letters by street and streets seen (rows.go), player_day_cards' values
// and player_day_stats' counts (daystats.go).
func TestColumnRuns(t *testing.T) {
	runs := []struct {
		first int
		names []string
	}{
		{hpDownCard1, []string{"down_card_1", "down_card_2", "door_card", "up_card_4th", "up_card_5th", "up_card_6th", "down_card_7th"}},
		{hpPutInAnte, []string{"put_in_ante", "put_in_3rd", "put_in_4th", "put_in_5th", "put_in_6th", "put_in_7th"}},
		{hpActions3rd, []string{"actions_3rd", "actions_4th", "actions_5th", "actions_6th", "actions_7th"}},
		{hpSaw4th, []string{"saw_4th", "saw_5th", "saw_6th", "saw_7th"}},
	}
	for _, r := range runs {
		for k, want := range r.names {
			if got := handPlayersSpec[r.first+k].name; got != want {
				t.Errorf("hand_players column %d: %s, want %s", r.first+k, got, want)
			}
		}
	}
	// player_day_cards' values, in cardVals' order (addCardRow).
	vals := []string{"hands", "vpip", "showdowns", "won_at_showdown", "scoops", "net", "net_bb", "showdown_net", "high_won", "low_won"}
	if len(vals) != len(cardVals{}) || cdHands+len(vals) != len(cardDaysSpec) {
		t.Fatalf("player_day_cards: %d values from column %d of %d, cardVals holds %d", len(vals), cdHands, len(cardDaysSpec), len(cardVals{}))
	}
	for k, want := range vals {
		if got := cardDaysSpec[cdHands+k].name; got != want {
			t.Errorf("player_day_cards column %d: %s, want %s", cdHands+k, got, want)
		}
	}
	// player_day_stats: the counts in replay.StatCount order, with the
	// unit after the first fact.CountsBeforeUnit (the older counts).
	col := dsCounts
	for c := replay.StatCount(0); c < replay.NumStatCounts; c++ {
		if int(c) == fact.CountsBeforeUnit {
			if got := dayStatsSpec[col].name; got != "unit" {
				t.Errorf("player_day_stats column %d: %s, want unit", col, got)
			}
			col++
		}
		if got := dayStatsSpec[col].name; got != c.String() || dsCol(int(c)) != col {
			t.Errorf("player_day_stats column %d: %s (dsCol %d), want %s", col, got, dsCol(int(c)), c)
		}
		col++
	}
	if col != len(dayStatsSpec) || dsUnit != dsCounts+fact.CountsBeforeUnit {
		t.Errorf("player_day_stats has %d columns, the counts and unit make %d", len(dayStatsSpec), col)
	}
}
