package reports

import (
	"database/sql"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/stud8/stud8/filter"
)

// rowsDB is the sample (one day of USD at many stakes, hand-made hands on
// another day) with a cash hand in USD and a tournament hand in chips of
// the same player, Hero.
func rowsDB(t *testing.T) *sql.DB {
	t.Helper()
	ps := filepath.Join("..", "testdata", "pokerstars")
	return openRO(t, importAny(t, "oracle",
		filepath.Join(testdata, "sample.txt"), filepath.Join(testdata, "examples.txt"),
		filepath.Join(ps, "stud8-7-StudHL-USD-400-800-201701.3bet.fix.txt"),
		filepath.Join(ps, "razz-Razz-8max-USD-200-15-201009.bracket.in.alias.txt")))
}

// rawUnit is the unit of a hand in the raw tables, written here apart from
// the report views.
const rawUnit = `coalesce(h.currency, CASE WHEN h.is_tournament THEN 'chips' ELSE 'play' END)`

// rawSum is the net, hands, distinct stakes and distinct units of the
// dealt-in player-hands of the raw tables matching where (over p and h).
func rawSum(t *testing.T, db *sql.DB, where string, args ...any) (net float64, hands, stakes, units int64) {
	t.Helper()
	q := `SELECT coalesce(sum(p.net), 0), count(*), count(DISTINCT h.stakes), count(DISTINCT ` + rawUnit + `)
	      FROM hand_players p JOIN hands h USING (hand_key) WHERE p.dealt_in AND ` + where
	if err := db.QueryRow(q, args...).Scan(&net, &hands, &stakes, &units); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return
}

func str(v any) string { return fmt.Sprint(v) }

// TestNoRowAddsUnitsOrStakes checks every report that shows money or big
// bets: each has a currency column, each row's net is the sum of the raw
// player-hands of its player, unit (and game, stakes, door card) computed
// here from hand_players and hands, and a row that shows big bets has one
// stakes or says "all stakes" in its stakes column (then its hands have
// several).
func TestNoRowAddsUnitsOrStakes(t *testing.T) {
	db := rowsDB(t)
	for _, name := range []string{"summary", "stats-by-door", "stats-by-start", "stats-by-start-live", "luck", "sessions", "sessions-hands", "stats"} {
		res := run(t, db, name, filter.Filter{GapMinutes: 30})
		if len(res.Rows) == 0 {
			t.Fatalf("%s: no rows", name)
		}
		col := func(c string) int { return res.Column(c) }
		pc, uc, nc, gc, sc := column(t, res, "player"), column(t, res, "currency"), col("net"), col("game"), col("stakes")
		if nc < 0 {
			t.Fatalf("%s: no net column (%v)", name, res.Columns)
		}
		if (col("bb_per_100") >= 0 || col("net_bb") >= 0) && sc < 0 {
			t.Fatalf("%s: big bets without a stakes column (%v)", name, res.Columns)
		}
		type group struct {
			where string
			args  []any
			net   float64
		}
		byStart := map[string]*group{} // stats-by-start: the classes of a player, game, stakes and unit
		for _, row := range res.Rows {
			where := `p.player = ? AND ` + rawUnit + ` = ?`
			args := []any{row[pc], row[uc]}
			if gc >= 0 {
				where += ` AND h.game = ?`
				args = append(args, row[gc])
			}
			allStakes := sc >= 0 && row[sc] == "all stakes"
			if sc >= 0 && !allStakes {
				where += ` AND h.stakes = ?`
				args = append(args, row[sc])
			}
			switch name {
			case "stats-by-door":
				if row[col("by")] == "rank" {
					where += ` AND substr(CAST(p.door_card AS VARCHAR), 1, 1) = ?`
					args = append(args, row[col("door")])
				} else {
					where += ` AND substr(CAST(p.door_card AS VARCHAR), 1, 1) IN ('A','2','3','4','5','6','7','8') = ?`
					args = append(args, row[col("door")] == "low (A-8)")
				}
			case "stats-by-start", "stats-by-start-live":
				v, _ := ToFloat(row[nc])
				k := fmt.Sprint(args...)
				if byStart[k] == nil {
					byStart[k] = &group{where: where + ` AND p.door_card IS NOT NULL AND p.down_card_1 IS NOT NULL AND p.down_card_2 IS NOT NULL`, args: args}
				}
				byStart[k].net += v
				continue
			case "sessions", "sessions-hands":
				where += ` AND h.started_at BETWEEN ? AND ?`
				start, end := row[col("start (UTC)")].(time.Time), row[col("end (UTC)")].(time.Time)
				args = append(args, start.UTC(), end.UTC())
			}
			net, hands, stakes, units := rawSum(t, db, where, args...)
			got, _ := ToFloat(row[nc])
			if units != 1 || got != net {
				t.Errorf("%s %v: net %v, raw %v over %d units", name, row, got, net, units)
			}
			if hc := col("hands"); hc >= 0 && row[hc] != hands {
				t.Errorf("%s %v: hands %v, raw %d", name, row, row[hc], hands)
			}
			if allStakes && stakes < 2 {
				t.Errorf("%s %v: says all stakes over %d stakes", name, row, stakes)
			}
		}
		for k, g := range byStart {
			if net, _, _, units := rawSum(t, db, g.where, g.args...); units != 1 || fmt.Sprintf("%.2f", net) != fmt.Sprintf("%.2f", g.net) {
				t.Errorf("%s %s: classes add to %v, raw %v over %d units", name, k, g.net, net, units)
			}
		}
	}
}

// TestByCardsDatedEqualStored checks the two sources of stats --by door and
// --by start against each other: the rows of a day filter covering every
// day (summed from the hands) are the stored rows over every day.
func TestByCardsDatedEqualStored(t *testing.T) {
	db := rowsDB(t)
	every := filter.Filter{From: time.Date(1990, 1, 1, 0, 0, 0, 0, time.UTC), To: time.Date(2100, 1, 1, 0, 0, 0, 0, time.UTC)}
	for _, name := range []string{"stats-by-door", "stats-by-start"} {
		stored, dated := run(t, db, name, filter.Filter{}), run(t, db, name, every)
		if len(stored.Rows) == 0 || len(stored.Rows) != len(dated.Rows) {
			t.Fatalf("%s: %d rows stored, %d dated", name, len(stored.Rows), len(dated.Rows))
		}
		for i := range stored.Rows {
			if fmt.Sprint(stored.Rows[i]) != fmt.Sprint(dated.Rows[i]) {
				t.Errorf("%s row %d: stored %v, dated %v", name, i, stored.Rows[i], dated.Rows[i])
			}
		}
	}
}

// TestDateFiltersOnEveryReport runs every report over one day and checks
// its hands against the raw count of that day's player-hands.
func TestDateFiltersOnEveryReport(t *testing.T) {
	db := rowsDB(t)
	var day time.Time
	if err := db.QueryRow(`SELECT CAST(started_at AS DATE) FROM hands GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`).Scan(&day); err != nil {
		t.Fatal(err)
	}
	f := filter.Filter{From: day, To: day, GapMinutes: 30}
	_, want, _, _ := rawSum(t, db, `CAST(h.started_at AS DATE) = ?`, day)
	var findings int64
	if err := db.QueryRow(`SELECT count(*) FROM findings JOIN hands h USING (hand_key) WHERE CAST(h.started_at AS DATE) = ?`, day).Scan(&findings); err != nil {
		t.Fatal(err)
	}
	for _, r := range All() {
		res := run(t, db, r.Name, f)
		hc := res.Column("hands")
		var got int64
		switch {
		case r.Name == "graph":
			continue // one player's: TestGraphDays
		case r.Name == "audit-hands":
			got, want := int64(len(res.Rows)), findings
			if got != want {
				t.Errorf("%s on %s: %d findings, raw %d", r.Name, day.Format(time.DateOnly), got, want)
			}
			continue
		case hc < 0 || r.Name == "stats-by-start" || r.Name == "stats-by-start-live" || r.Name == "audit" || r.Name == "audit-detail":
			// Findings' hands, or hands with known cards only: each row's
			// day is checked through its hands being within the day's.
			for _, row := range res.Rows {
				if n, ok := row[max(hc, 0)].(int64); ok && hc >= 0 && n > want {
					t.Errorf("%s: a row of %d hands on a day of %d", r.Name, n, want)
				}
			}
			continue
		}
		by := res.Column("by")
		for _, row := range res.Rows {
			if by >= 0 && row[by] != "rank" {
				continue
			}
			got += row[hc].(int64)
		}
		if r.Name == "stats-by-door" {
			_, w, _, _ := rawSum(t, db, `CAST(h.started_at AS DATE) = ? AND p.door_card IS NOT NULL`, day)
			if got != w {
				t.Errorf("%s on %s: %d hands, raw %d", r.Name, day.Format(time.DateOnly), got, w)
			}
			continue
		}
		if got != want {
			t.Errorf("%s on %s: %d hands, raw %d", r.Name, day.Format(time.DateOnly), got, want)
		}
	}
}
