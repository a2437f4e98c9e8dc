package reports

import (
	"database/sql"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stud8/stud8/fact"
	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/store"
)

// checkRaisesSQL counts, per player and street from 4th to 7th, check-raise
// chances and check-raises straight from the stored actions, its own way
// (FPDB's definition, docs/definitions.md#stats): a player who checked
// before the street's first bet has a chance when he acts again after that
// bet, and check-raises when that next action is a raise.
const checkRaisesSQL = `
WITH first_bet AS (
    SELECT hand_key, street, min(seq) AS seq FROM actions
    WHERE street >= 4 AND kind IN ('bet', 'complete', 'raise') GROUP BY hand_key, street
),
checked AS (
    SELECT DISTINCT a.hand_key, a.street, a.seat, fb.seq AS bet_seq
    FROM actions a JOIN first_bet fb ON fb.hand_key = a.hand_key AND fb.street = a.street
    WHERE a.kind = 'check' AND a.seq < fb.seq
),
answered AS (
    SELECT c.hand_key, c.street, c.seat,
           (SELECT CAST(a.kind AS VARCHAR) FROM actions a
            WHERE a.hand_key = c.hand_key AND a.street = c.street AND a.seat = c.seat AND a.seq > c.bet_seq
            ORDER BY a.seq LIMIT 1) AS answer
    FROM checked c
)
SELECT hp.player, c.street, count(*) FILTER (WHERE answer IS NOT NULL), count(*) FILTER (WHERE answer = 'raise')
FROM answered c JOIN hand_players hp ON hp.hand_key = c.hand_key AND hp.seat = c.seat AND hp.dealt_in
GROUP BY ALL`

// TestCheckRaisesEqualActions checks the stats report's check_raise_4th to
// check_raise_7th, numerator and denominator, player by player, against
// checkRaisesSQL over the actions of the sample, the examples and
// later_streets.txt (whose three check-raises are counted by hand in
// replay's TestStatCountsLaterStreets).
func TestCheckRaisesEqualActions(t *testing.T) {
	path := importDB(t, "oracle", filepath.Join(testdata, "sample.txt"), filepath.Join(testdata, "examples.txt"),
		filepath.Join(testdata, "later_streets.txt"))
	db := openRO(t, path)
	want := map[string]string{} // "player check_raise_Nth" -> "num/den"
	rows, err := db.Query(checkRaisesSQL)
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for rows.Next() {
		var player string
		var street, chances, done int
		if err := rows.Scan(&player, &street, &chances, &done); err != nil {
			t.Fatal(err)
		}
		want[fmt.Sprintf("%s check_raise_%dth", player, street)] = fmt.Sprintf("%d/%d", done, chances)
		total += done
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if total < 3 {
		t.Fatalf("the actions hold %d check-raises; later_streets.txt alone has 3", total)
	}
	long := run(t, db, "stats-long", filter.Filter{})
	seen := 0
	for _, r := range long.Rows {
		name := str(r[1])
		if !strings.HasPrefix(name, "check_raise_") {
			continue
		}
		k := str(r[0]) + " " + name
		got := fmt.Sprintf("%v/%v", r[4], r[5])
		w, ok := want[k]
		if !ok {
			w = "0/0" // no check before a bet on that street
		}
		if got != w {
			t.Errorf("%s: report %s, actions %s", k, got, w)
		}
		if ok {
			seen++
		}
	}
	if seen != len(want) {
		t.Errorf("the report has %d of the %d players and streets with a check-raise chance", seen, len(want))
	}
}

// TestLaterStreetsUpgradeMatchesImport checks migration 0017's upgrade of
// an older database: the later streets' counts it computes from the stored
// actions give every statistic of the stats report the value the import's
// own counts (replay.Result.StatCounts) give.
func TestLaterStreetsUpgradeMatchesImport(t *testing.T) {
	path := importDB(t, "oracle", filepath.Join(testdata, "sample.txt"), filepath.Join(testdata, "examples.txt"),
		filepath.Join(testdata, "later_streets.txt"))
	statsOf := func(db *sql.DB) string {
		var b strings.Builder
		for _, f := range []filter.Filter{{}, {Currency: "USD"}, {Player: "Ben"}} {
			fmt.Fprintln(&b, run(t, db, "stats-long", f).Rows)
		}
		return b.String()
	}
	ro := openRO(t, path)
	before := statsOf(ro)
	ro.Close()
	var upgrade string
	for _, m := range mustMigrations(t) {
		if m.Version == 17 {
			_, q, ok := strings.Cut(m.SQL, "CREATE TEMP TABLE later_counts")
			if !ok {
				t.Fatalf("migration %s computes no later_counts", m.Name)
			}
			upgrade = "CREATE TEMP TABLE later_counts" + q
		}
	}
	if upgrade == "" {
		t.Fatal("no migration 17")
	}
	// The database as migration 0017 finds an older one: the new columns 0.
	rw := openRW(t, path)
	later := fact.CountNames[fact.CountsBeforeUnit:]
	if _, err := rw.Exec(`UPDATE player_day_stats SET ` + strings.Join(later, " = 0, ") + ` = 0`); err != nil {
		t.Fatal(err)
	}
	if statsOf(rw) == before {
		t.Fatal("zeroing the later streets' counts changed no statistic: the test would compare nothing")
	}
	if _, err := rw.Exec(upgrade); err != nil {
		t.Fatalf("upgrade: %v", err)
	}
	if after := statsOf(rw); after != before {
		t.Errorf("after the upgrade:\n%s\nafter the import:\n%s", after, before)
	}
}

func mustMigrations(t *testing.T) []store.Migration {
	t.Helper()
	ms, err := store.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	return ms
}
