package store

import "testing"

// TestSpecsComplete checks that every column of every table spec has a
// name and a type: a column constant left out of a keyed spec would leave
// a zero colSpec in its place.
func TestSpecsComplete(t *testing.T) {
	for _, bt := range batchTables {
		seen := map[string]bool{}
		for i, s := range bt.spec {
			if s.name == "" {
				t.Errorf("%s: column %d has no name", bt.name, i)
			}
			if seen[s.name] {
				t.Errorf("%s: column %s twice", bt.name, s.name)
			}
			seen[s.name] = true
		}
	}
}

// TestColumnRuns checks the runs of hand_players columns that rows.go
// writes by offset from their first (cards in deal order, money put in by
// street, betting letters by street, streets seen).
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
}
