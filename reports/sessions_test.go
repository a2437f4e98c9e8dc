package reports

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/filter"
)

// TestSessionsFromRunsMatchHands checks that the sessions joined from the
// stored runs (player_runs) are those computed hand by hand, for gaps of
// RunGapMinutes and more, with and without filters.
func TestSessionsFromRunsMatchHands(t *testing.T) {
	db := openRO(t, importDB(t, "oracle", filepath.Join(testdata, "sample.txt"), filepath.Join(testdata, "examples.txt")))
	for _, f := range []filter.Filter{
		{GapMinutes: RunGapMinutes}, {GapMinutes: 30}, {GapMinutes: 240},
		{GapMinutes: 30, Player: "Steve"}, {GapMinutes: 30, MinHands: 10, Currency: "usd"},
	} {
		runs, hands := run(t, db, "sessions", f), run(t, db, "sessions-hands", f)
		if a, b := fmt.Sprint(runs.Rows), fmt.Sprint(hands.Rows); a != b || len(runs.Rows) == 0 {
			t.Errorf("%+v: %d sessions from runs, %d hand by hand:\n%s\n%s", f, len(runs.Rows), len(hands.Rows), a, b)
		}
	}
}
