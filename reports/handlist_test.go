package reports

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stud8/stud8/filter"
)

// TestHandList checks the hand list against counts taken straight from the
// stored tables (hands, hand_players, findings), one filter at a time, and
// a session's hands against the sessions report's count.
func TestHandList(t *testing.T) {
	ctx := context.Background()
	db := openRO(t, importAny(t, "", filepath.Join("..", "testdata", "pokerstars")))
	count := func(q string, args ...any) int {
		t.Helper()
		var n int
		if err := db.QueryRowContext(ctx, q, args...).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	hero := filter.Filter{Player: "Hero"}
	for _, c := range []struct {
		name string
		l    HandList
		want int
	}{
		{"every hand", HandList{}, count(`SELECT count(*) FROM hands`)},
		{"Hero's hands", HandList{Filter: hero}, count(`SELECT count(*) FROM hand_players WHERE dealt_in AND player = 'Hero'`)},
		{"Hero's scoops", HandList{Filter: hero, Result: "scoop"}, count(`SELECT count(*) FROM hand_players WHERE dealt_in AND player = 'Hero' AND scooped`)},
		{"Hero's losses", HandList{Filter: hero, Result: "lost"}, count(`SELECT count(*) FROM hand_players WHERE dealt_in AND player = 'Hero' AND net < 0`)},
		{"Hero at showdown", HandList{Filter: hero, Showdown: "yes"}, count(`SELECT count(*) FROM hand_players WHERE dealt_in AND player = 'Hero' AND went_to_showdown`)},
		{"Hero saw 7th", HandList{Filter: hero, Reached: 7}, count(`SELECT count(*) FROM hand_players WHERE dealt_in AND player = 'Hero' AND saw_7th`)},
		{"Hero lost 5 or more", HandList{Filter: hero, MaxNet: "-5"}, count(`SELECT count(*) FROM hand_players WHERE dealt_in AND player = 'Hero' AND net <= -5`)},
		{"pots of 100 or more", HandList{MinPot: "100"}, count(`SELECT count(*) FROM hands WHERE declared_pot >= 100`)},
		{"hands with an all-in", HandList{AllIn: "yes"}, count(`SELECT count(DISTINCT hand_key) FROM hand_players WHERE all_in`)},
		{"hands without", HandList{AllIn: "no"}, count(`SELECT count(*) FROM hands WHERE hand_key NOT IN (SELECT hand_key FROM hand_players WHERE all_in)`)},
		{"a table", HandList{Table: "Atalante II"}, count(`SELECT count(*) FROM hands WHERE table_name = 'Atalante II'`)},
	} {
		res, err := Hands(ctx, db, c.l)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if len(res.Rows) != c.want {
			t.Errorf("%s: %d rows, the tables say %d", c.name, len(res.Rows), c.want)
		}
		if c.want == 0 {
			t.Errorf("%s: the sample has none: the case tests nothing", c.name)
		}
	}

	// A finding code: the oracle's misdealt hands have some.
	faults := openRO(t, importAny(t, "oracle", filepath.Join("..", "testdata", "oracle", "faults.txt")))
	var code string
	var want int
	if err := faults.QueryRowContext(ctx, `SELECT code, count(DISTINCT hand_key) FROM findings GROUP BY code ORDER BY 2 DESC, 1 LIMIT 1`).Scan(&code, &want); err != nil {
		t.Fatal(err)
	}
	if res, err := Hands(ctx, faults, HandList{Code: code}); err != nil || len(res.Rows) != want {
		t.Errorf("code %s: %v, want %d hands", code, err, want)
	}

	// Sorted both ways and paged: the first row of -net is Hero's biggest win.
	l := HandList{Filter: hero}
	l.Filter.Rows = filter.Rows{OrderBy: "net", Desc: true, Limit: 3}
	res, err := Hands(ctx, db, l)
	if err != nil {
		t.Fatal(err)
	}
	var best string
	if err := db.QueryRowContext(ctx, `SELECT CAST(max(net) AS VARCHAR) FROM hand_players WHERE dealt_in AND player = 'Hero'`).Scan(&best); err != nil {
		t.Fatal(err)
	}
	if got := FormatValue(res.Rows[0][column(t, res, "net")]); got != best && got+".00" != best {
		t.Errorf("sorted by -net: first net %s, Hero's best is %s", got, best)
	}
	if len(res.Rows) != 3 || res.Total != count(`SELECT count(*) FROM hand_players WHERE dealt_in AND player = 'Hero'`) {
		t.Errorf("paged: %d rows of %d", len(res.Rows), res.Total)
	}
	l.Filter.Rows = filter.Rows{OrderBy: "no_such"}
	if _, err := Hands(ctx, db, l); !errors.Is(err, ErrNoColumn) {
		t.Errorf("sort by a column the list lacks: %v, want ErrNoColumn", err)
	}

	// Each of Hero's sessions lists as many hands as the sessions report counts.
	sess := run(t, db, "sessions", hero)
	for _, row := range sess.Rows {
		n, _ := strconv.Atoi(FormatValue(row[column(t, sess, "session")]))
		want := FormatValue(row[column(t, sess, "hands")])
		res, err := Hands(ctx, db, HandList{Filter: hero, Session: n})
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(len(res.Rows)) != want {
			t.Errorf("session %d: %d hands listed, the sessions report says %s", n, len(res.Rows), want)
		}
	}

	// Filters that need a player, or a value of a list, are refused.
	for _, bad := range []HandList{{Result: "scoop"}, {MinNet: "1"}, {Session: 1}, {Filter: hero, Result: "win"},
		{Reached: 8}, {Showdown: "maybe"}, {MinPot: "1e5"}} {
		if _, err := Hands(ctx, db, bad); !errors.Is(err, ErrHandList) {
			t.Errorf("%+v: %v, want ErrHandList", bad, err)
		}
	}
}

// TestFindPlayer checks the lookup in any case and the close names.
func TestFindPlayer(t *testing.T) {
	ctx := context.Background()
	db := openRO(t, importAny(t, "", filepath.Join("..", "testdata", "pokerstars")))
	for _, c := range []struct{ name, want string }{{"Hero", "Hero"}, {"hero", "Hero"}, {"HERO", "Hero"}} {
		if got, err := FindPlayer(ctx, db, c.name); err != nil || got != c.want {
			t.Errorf("FindPlayer(%q) = %q, %v; want %q", c.name, got, err, c.want)
		}
	}
	_, err := FindPlayer(ctx, db, "Herx")
	var np *NoPlayerError
	if !errors.As(err, &np) || len(np.Similar) == 0 || np.Similar[0] != "Hero" {
		t.Errorf("FindPlayer(Herx): %v, want close names starting with Hero", err)
	}
}
