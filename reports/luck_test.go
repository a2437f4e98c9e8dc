package reports

import (
	"context"
	"math"
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/filter"
)

func init() {
	goldenCases = append(goldenCases,
		struct {
			file   string
			report string
			filter filter.Filter
			format string
		}{"luck.golden", "luck", filter.Filter{}, "table"})
}

// TestLuckAddsUp checks the luck report's columns against each other: the
// luck is net won less the adjusted net, all-ins are among the hands, and
// a player without an all-in has the adjusted net of his net.
func TestLuckAddsUp(t *testing.T) {
	db := openRO(t, importDB(t, "oracle", filepath.Join(testdata, "sample.txt"), filepath.Join(testdata, "examples.txt")))
	res := run(t, db, "luck", filter.Filter{})
	col := map[string]int{}
	for i, c := range res.Columns {
		col[c] = i
	}
	allIns := 0.0
	for _, row := range res.Rows {
		f := func(c string) float64 {
			v, ok := ToFloat(row[col[c]])
			if !ok {
				t.Fatalf("%s: %v", c, row[col[c]])
			}
			return v
		}
		if d := f("net") - f("adjusted_net") - f("luck"); d > 1e-9 || d < -1e-9 {
			t.Errorf("%v: luck is not net - adjusted_net", row)
		}
		if f("all_ins") > f("hands") {
			t.Errorf("%v: more all-ins than hands", row)
		}
		if f("all_ins") == 0 && (f("luck") != 0 || f("all_in_net") != 0) {
			t.Errorf("%v: no all-in but luck", row)
		}
		if d := f("all_in_net") - f("all_in_expected") - f("luck"); d > 1e-9 || d < -1e-9 {
			t.Errorf("%v: luck is not all_in_net - all_in_expected", row)
		}
		allIns += f("all_ins")
	}
	if allIns == 0 {
		t.Error("no all-in in the sample")
	}
}

// TestAdjustedAtTheAllIn checks the moment the adjusted result takes when
// a player is all-in at the last action of a street: bobby_b calls all-in
// on 5th street (action 21) of hand 165010036861 and 6th street starts at
// action 22. His first settled moment is the all-in, before the 6th-street
// card, so his adjusted result is his equity there times the main pot (the
// only one he is in) less what he put in, for every player selection.
func TestAdjustedAtTheAllIn(t *testing.T) {
	ctx := context.Background()
	db := openRO(t, importDB(t, "oracle", filepath.Join(testdata, "sample.txt"), filepath.Join(testdata, "examples.txt")))
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if err := InstallViews(ctx, conn); err != nil {
		t.Fatal(err)
	}
	var want float64
	err = conn.QueryRowContext(ctx, `
		SELECT round(q.total * (SELECT amount FROM pots WHERE hand_key = h.hand_key AND pot_no = 0), 2) - p.put_in_total
		FROM hands h JOIN hand_players p USING (hand_key) JOIN hand_equity q ON q.hand_key = h.hand_key AND q.seat = p.seat
		WHERE h.hand_id = '165010036861' AND p.player = 'bobby_b' AND q.moment = 'all-in' AND q.action_seq = 21`).Scan(&want)
	if err != nil {
		t.Fatal(err)
	}
	for _, from := range []string{"r_adjusted", "r_adjusted_of('bobby_b', NULL)", "r_adjusted_of(NULL, 'BOBBY%')"} {
		var got float64
		err := conn.QueryRowContext(ctx, `SELECT CAST(a.adjusted AS DOUBLE) FROM `+from+` a JOIN hands h USING (hand_key)
			WHERE h.hand_id = '165010036861' AND a.player = 'bobby_b'`).Scan(&got)
		if err != nil || math.Abs(got-want) > 1e-9 {
			t.Errorf("%s: adjusted %v (%v), want %v (equity at the 5th-street all-in)", from, got, err, want)
		}
	}
}
