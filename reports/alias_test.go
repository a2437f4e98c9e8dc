package reports

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"math/big"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/store"
)

// walt is the person of the alias tests: two real players of two sites,
// PokerStars' walterw and Full Tilt's Hero (PokerStars has a Hero too,
// who stays his own person).
var walt = []store.Account{{Site: "PokerStars", Player: "walterw"}, {Site: "FullTilt", Player: "Hero"}}

// aliasDB imports the PokerStars and Full Tilt testdata and returns the
// database's path.
func aliasDB(t *testing.T) string {
	t.Helper()
	return importAny(t, "oracle", filepath.Join("..", "testdata", "pokerstars"), filepath.Join("..", "testdata", "fulltilt"))
}

// setAlias saves the accounts as person's in the database at path (closed
// again: the reports open it read-only).
func setAlias(t *testing.T, path, person string, accounts ...store.Account) {
	t.Helper()
	withStore(t, path, func(db *store.DB) error { return db.SetAlias(context.Background(), person, accounts, time.Now()) })
}

// removeAlias removes the accounts' aliases in the database at path.
func removeAlias(t *testing.T, path string, accounts ...store.Account) {
	t.Helper()
	withStore(t, path, func(db *store.DB) error {
		for _, a := range accounts {
			if had, err := db.RemoveAlias(context.Background(), a); err != nil || !had {
				return fmt.Errorf("remove %v: had %v, %v", a, had, err)
			}
		}
		return nil
	})
}

func withStore(t *testing.T, path string, fn func(*store.DB) error) {
	t.Helper()
	db, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	if err := fn(db); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
}

// playerReports are the reports that take --player, by name (the hand
// list is "hands", graph is checked apart).
var playerReports = []string{"summary", "sessions", "sessions-hands", "stats", "stats-long", "stats-by-door", "stats-by-start", "stats-by-start-live", "luck"}

// rowsOf runs a report (or the hand list) and returns its rows as text,
// one line each, sorted.
func rowsOf(t *testing.T, db *sql.DB, name string, f filter.Filter) []string {
	t.Helper()
	res := runNamed(t, db, name, f)
	var out []string
	for _, row := range res.Rows {
		out = append(out, fmt.Sprint(row...))
	}
	slices.Sort(out)
	return out
}

// runNamed is run, or for "hands" the hand list of every row.
func runNamed(t *testing.T, db *sql.DB, name string, f filter.Filter) *Result {
	t.Helper()
	f.Location, f.GapMinutes = time.UTC, DefaultGapMinutes
	if name != "hands" {
		return run(t, db, name, f)
	}
	res, err := Hands(context.Background(), db, HandList{Filter: f})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// account is the filter of one account: its player at its site.
func account(a store.Account) filter.Filter { return filter.Filter{Site: a.Site, Player: a.Player} }

// TestPersonIsHisAccounts: with walterw (PokerStars) and Hero (Full Tilt)
// aliased to Walt, every report that takes --player, and the hand list,
// selects with --person Walt exactly the rows it prints for each account
// (--site and --player) run apart, and the graph draws their hands in
// one line per unit whose totals are the sums of the accounts' totals.
func TestPersonIsHisAccounts(t *testing.T) {
	path := aliasDB(t)
	setAlias(t, path, "Walt", walt...)
	db := openRO(t, path)
	for _, name := range append(playerReports, "hands") {
		got := rowsOf(t, db, name, filter.Filter{Person: "Walt"})
		var want []string
		for _, a := range walt {
			rows := rowsOf(t, db, name, account(a))
			if len(rows) == 0 {
				t.Fatalf("%s: no rows of %v", name, a)
			}
			want = append(want, rows...)
		}
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s --person Walt: %d rows\n%s\nwant the %d rows of his accounts\n%s", name, len(got), strings.Join(got, "\n"), len(want), strings.Join(want, "\n"))
		}
	}

	// The graph: his hands in time order, each unit's totals the sums of
	// his accounts' last totals.
	g := run(t, db, "graph", filter.Filter{Person: "Walt"})
	lines := []string{"total", "showdown", "nonshowdown", "allin_adjusted", "high_halves", "low_halves", "total_bb"}
	want := map[string][]*big.Rat{}
	hands := 0
	for _, a := range walt {
		ga := run(t, db, "graph", account(a))
		hands += len(ga.Rows)
		addLast(t, want, ga, lines)
	}
	got := map[string][]*big.Rat{}
	addLast(t, got, g, lines)
	if len(g.Rows) != hands || fmt.Sprint(got) != fmt.Sprint(want) || len(got) == 0 {
		t.Errorf("graph --person Walt: %d hands, last totals %v; want %d, %v", len(g.Rows), got, hands, want)
	}
	for i := 1; i < len(g.Rows); i++ {
		prev, row := g.Rows[i-1], g.Rows[i]
		c, at := column(t, g, "currency"), column(t, g, "started_at (UTC)")
		if prev[c] == row[c] && row[at].(time.Time).Before(prev[at].(time.Time)) {
			t.Errorf("graph --person Walt: row %d before row %d", i+1, i)
		}
	}
}

// addLast adds to sums, per currency, the values of the lines in the last
// row of that currency of graph.
func addLast(t *testing.T, sums map[string][]*big.Rat, g *Result, lines []string) {
	t.Helper()
	last := map[string][]any{}
	for _, row := range g.Rows {
		last[fmt.Sprint(row[column(t, g, "currency")])] = row
	}
	for unit, row := range last {
		if sums[unit] == nil {
			for range lines {
				sums[unit] = append(sums[unit], new(big.Rat))
			}
		}
		for i, l := range lines {
			sums[unit][i].Add(sums[unit][i], rat(t, row[column(t, g, l)]))
		}
	}
}

// rat is a report's number exactly.
func rat(t *testing.T, v any) *big.Rat {
	t.Helper()
	if v == nil {
		return new(big.Rat)
	}
	r, ok := new(big.Rat).SetString(fmt.Sprint(v))
	if !ok {
		t.Fatalf("%v (%T) is not a number", v, v)
	}
	return r
}

// sumsBy sums the columns sum of res's rows whose first column is who
// (any, who ""), by the key columns.
func sumsBy(t *testing.T, res *Result, who string, keys, sum []string) map[string]string {
	t.Helper()
	acc := map[string][]*big.Rat{}
	for _, row := range res.Rows {
		if who != "" && fmt.Sprint(row[0]) != who {
			continue
		}
		var k []string
		for _, c := range keys {
			k = append(k, fmt.Sprint(row[column(t, res, c)]))
		}
		key := strings.Join(k, "/")
		if acc[key] == nil {
			for range sum {
				acc[key] = append(acc[key], new(big.Rat))
			}
		}
		for i, c := range sum {
			acc[key][i].Add(acc[key][i], rat(t, row[column(t, res, c)]))
		}
	}
	out := map[string]string{}
	for k, v := range acc {
		var s []string
		for i, r := range v {
			s = append(s, sum[i]+"="+r.FloatString(2))
		}
		out[k] = strings.Join(s, " ")
	}
	return out
}

// byPersonSums are, per report that sums by person, the columns that say
// what a row is besides its person, and the columns that add up.
var byPersonSums = []struct {
	report    string
	keys, sum []string
}{
	{"summary", []string{"game", "stakes", "currency"}, []string{"hands", "net", "showdown_net", "nonshowdown_net", "high_won", "low_won"}},
	{"stats", []string{"game", "currency"}, []string{"hands", "net"}},
	{"luck", []string{"currency"}, []string{"hands", "all_ins", "net", "adjusted_net", "luck", "all_in_net", "all_in_expected"}},
}

// TestByPersonSumsHisAccounts: summary, stats and luck --by person give
// Walt rows whose counts and money are the sums of his accounts' rows,
// the same with or without --person Walt; his hands and net per unit are
// those of his accounts' player-hands, summed here from hand_players;
// PokerStars' Hero, without an alias, is the person of his own rows at
// PokerStars (not Full Tilt's Hero's).
func TestByPersonSumsHisAccounts(t *testing.T) {
	path := aliasDB(t)
	setAlias(t, path, "Walt", walt...)
	db := openRO(t, path)
	for _, c := range byPersonSums {
		res := run(t, db, c.report, filter.Filter{Person: "Walt", ByPerson: true})
		if res.Columns[0] != PersonColumn {
			t.Fatalf("%s --by person: columns %v", c.report, res.Columns)
		}
		got := sumsBy(t, res, "Walt", c.keys, c.sum)
		want := map[string]string{}
		accounts := &Result{}
		for _, a := range walt {
			ra := run(t, db, c.report, account(a))
			accounts.Columns = ra.Columns
			accounts.Rows = append(accounts.Rows, ra.Rows...)
		}
		want = sumsBy(t, accounts, "", c.keys, c.sum)
		if fmt.Sprint(got) != fmt.Sprint(want) || len(got) == 0 || len(res.Rows) != len(got) {
			t.Errorf("%s --by person --person Walt: %d rows %v\nwant %v", c.report, len(res.Rows), got, want)
		}
		all := run(t, db, c.report, filter.Filter{ByPerson: true})
		if g := sumsBy(t, all, "Walt", c.keys, c.sum); fmt.Sprint(g) != fmt.Sprint(want) {
			t.Errorf("%s --by person: Walt's rows %v, want %v", c.report, g, want)
		}
		hero := sumsBy(t, all, "Hero", c.keys, c.sum)
		if w := sumsBy(t, run(t, db, c.report, account(store.Account{Site: "PokerStars", Player: "Hero"})), "", c.keys, c.sum); fmt.Sprint(hero) != fmt.Sprint(w) {
			t.Errorf("%s --by person: Hero's rows %v, want PokerStars:Hero's %v", c.report, hero, w)
		}
	}

	// The test's own SQL: hands and net per unit of his accounts.
	rows, err := db.Query(`SELECT ` + rawUnit + ` AS unit, count(*), sum(p.net)
		FROM hand_players p JOIN hands h USING (hand_key)
		WHERE p.dealt_in AND ((h.site = 'PokerStars' AND p.player = 'walterw') OR (h.site = 'FullTilt' AND p.player = 'Hero'))
		GROUP BY unit`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	want := map[string]string{}
	for rows.Next() {
		var unit string
		var n int64
		var net any
		if err := rows.Scan(&unit, &n, &net); err != nil {
			t.Fatal(err)
		}
		want[unit] = fmt.Sprintf("hands=%d.00 net=%s", n, rat(t, net).FloatString(2))
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	got := sumsBy(t, run(t, db, "summary", filter.Filter{Person: "Walt", ByPerson: true}), "Walt", []string{"currency"}, []string{"hands", "net"})
	if fmt.Sprint(got) != fmt.Sprint(want) || len(want) < 2 {
		t.Errorf("summary --by person: Walt's hands and net per unit %v, want from hand_players %v", got, want)
	}
}

// reportsText prints every report that takes a player under f, in CSV,
// for the comparisons of TestAliasRemovedRestoresReports.
func reportsText(t *testing.T, db *sql.DB, f filter.Filter) map[string]string {
	t.Helper()
	f.Location, f.GapMinutes = time.UTC, DefaultGapMinutes
	out := map[string]string{}
	for _, name := range append(playerReports, "graph", "hands") {
		r, _ := Lookup(name)
		if f.ByPerson && !slices.Contains(r.Params, PByPerson) {
			continue
		}
		if name == "graph" && f.Player == "" && f.Person == "" {
			continue
		}
		var buf bytes.Buffer
		var err error
		if name == "hands" {
			_, err = StreamHands(context.Background(), db, HandList{Filter: f}, &buf, "csv")
		} else {
			_, err = Stream(context.Background(), db, r, f, &buf, "csv")
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = buf.String()
	}
	return out
}

// TestAliasRemovedRestoresReports: before any alias, --person NAME prints
// what --player NAME prints and --by person what the rows of each player
// print (with the column named person); an alias leaves the reports that
// do not ask for persons unchanged; removing it restores every report, by
// person too, to what it printed before.
func TestAliasRemovedRestoresReports(t *testing.T) {
	path := aliasDB(t)
	filters := map[string]filter.Filter{
		"every player": {}, "--player Hero": {Player: "Hero"}, "--player walterw": {Player: "walterw"},
		"--by person": {ByPerson: true}, "--person Hero": {Person: "Hero"}, "--person walterw": {Person: "walterw"},
	}
	snapshot := func() map[string]map[string]string {
		db := openRO(t, path)
		out := map[string]map[string]string{}
		for name, f := range filters {
			out[name] = reportsText(t, db, f)
		}
		db.Close()
		return out
	}
	before := snapshot()
	for _, p := range []string{"Hero", "walterw"} {
		for name, text := range before["--player "+p] {
			if before["--person "+p][name] != text || len(text) < 100 {
				t.Errorf("no alias: %s --person %s differs from --player %s:\n%s\n---\n%s", name, p, p, before["--person "+p][name], text)
			}
		}
	}
	for name, text := range before["--by person"] {
		if want := strings.Replace(before["every player"][name], "player", PersonColumn, 1); text != want {
			t.Errorf("no alias: %s --by person differs from its rows per player:\n%s\n---\n%s", name, text, want)
		}
	}

	setAlias(t, path, "Walt", walt...)
	during := snapshot()
	for _, name := range []string{"every player", "--player Hero", "--player walterw"} {
		for report, text := range before[name] {
			if during[name][report] != text {
				t.Errorf("alias saved: %s %s changed:\n%s\n---\n%s", report, name, during[name][report], text)
			}
		}
	}
	if during["--person Hero"]["summary"] == before["--person Hero"]["summary"] {
		t.Errorf("alias saved: summary --person Hero still has Full Tilt's Hero:\n%s", during["--person Hero"]["summary"])
	}

	removeAlias(t, path, walt...)
	after := snapshot()
	for name := range filters {
		for report, text := range before[name] {
			if after[name][report] != text {
				t.Errorf("alias removed: %s %s differs from before the alias:\n%s\n---\n%s", report, name, after[name][report], text)
			}
		}
	}
}

// TestCacheKeyStampsAliases: saving or removing an alias makes the cached
// reports' rows stale (their key stamps the aliases) until a refresh, and
// the cached rows then equal the computed ones.
func TestCacheKeyStampsAliases(t *testing.T) {
	ctx := context.Background()
	path := aliasDB(t)
	fresh := func() bool {
		t.Helper()
		db := openRO(t, path)
		defer db.Close()
		ok, err := CacheFresh(ctx, db)
		if err != nil {
			t.Fatal(err)
		}
		return ok
	}
	refresh := func() {
		t.Helper()
		withStore(t, path, func(db *store.DB) error { return RefreshCache(ctx, db.SQL()) })
	}
	if !fresh() {
		t.Fatal("cache stale after the import")
	}
	for _, step := range []struct {
		name   string
		change func()
	}{
		{"alias saved", func() { setAlias(t, path, "Walt", walt...) }},
		{"alias moved", func() { setAlias(t, path, "Walter", walt[0]) }},
		{"alias removed", func() { removeAlias(t, path, walt...) }},
	} {
		step.change()
		if fresh() {
			t.Errorf("%s: the cache is still fresh", step.name)
		}
		refresh()
		if !fresh() {
			t.Errorf("%s: the cache is stale after a refresh", step.name)
		}
		db := openRO(t, path)
		for _, r := range registry {
			if r.Cache == "" {
				continue
			}
			var cached, computed bytes.Buffer
			res, err := Stream(ctx, db, r, filter.Filter{Location: time.UTC}, &cached, "csv")
			if err != nil || !res.Cached {
				t.Fatalf("%s: %s: cached %v, %v", step.name, r.Name, res != nil && res.Cached, err)
			}
			if _, err := Stream(withoutCache(ctx), db, r, filter.Filter{Location: time.UTC}, &computed, "csv"); err != nil {
				t.Fatal(err)
			}
			if cached.String() != computed.String() {
				t.Errorf("%s: %s cached differs from computed", step.name, r.Name)
			}
		}
		db.Close()
	}
}
