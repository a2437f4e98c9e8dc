package main

import (
	"context"
	"encoding/csv"
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stud8/stud8/store"
)

// filterInputs are hands of four sites, three games, many stakes and
// three units of money (USD, EUR, tournament chips), with players seated
// but not dealt in (Player1).
var filterInputs = []string{reportExamples, "../../testdata/everleaf", "../../testdata/fulltilt", "../../testdata/bovada"}

// TestExportPHHFilters checks, for every filter export phh accepts, that
// it exports exactly the hands the reports select with the same filter:
// the hands `stud8 hands` lists, hand by hand, and the hands `report
// summary` counts: per player, game, stakes and unit, the report's hands
// equal the exported hands where that player was dealt in (and kept by the
// player filters), and every exported hand is counted by some row. The
// same holds reading the Parquet dataset of the database (--parquet), and
// --tz, which only says how times are shown, selects no other hands.
func TestExportPHHFilters(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "f.duckdb")
	args := append([]string{"import", "--db", db, "--profile", "oracle", "--progress", "none"}, filterInputs...)
	if code, out, errOut := stud8(t, args...); code != 0 && code != exitFindings { // the inputs have rejects
		t.Fatalf("import: exit %d\n%s%s", code, out, errOut)
	}
	pq := filepath.Join(dir, "parquet")
	if code, out, errOut := stud8(t, "export", "parquet", "--db", db, pq); code != 0 {
		t.Fatalf("export parquet: exit %d\n%s%s", code, out, errOut)
	}
	for i, c := range []struct {
		flags []string
		hands int // hands exported (0: none, exit 1)
	}{
		{nil, 36},
		{[]string{"--player", "Hero"}, 18},
		{[]string{"--player", "Player1"}, 2}, // seated in 3, dealt in 2
		{[]string{"--player-like", "seat+%"}, 14},
		{[]string{"--player-like", "nobody%"}, 0},
		{[]string{"--site", "bovada"}, 14},
		{[]string{"--game", "RAZZ"}, 2},
		{[]string{"--stakes", "$0.05/$0.10"}, 11},
		{[]string{"--currency", "eur"}, 6},
		{[]string{"--currency", "chips"}, 10},
		{[]string{"--currency", "XYZ"}, 0},
		{[]string{"--from", "2012-01-01"}, 18},
		{[]string{"--to", "2011-12-31"}, 18},
		{[]string{"--from", "2011-03-28", "--to", "2011-03-28"}, 1},
		{[]string{"--site", "fulltilt", "--player", "Hero", "--currency", "usd"}, 10},
		{[]string{"--tz", "Pacific/Kiritimati", "--from", "2011-03-28", "--to", "2011-03-28"}, 1}, // days are UTC days
		{[]string{"--tz", "America/Los_Angeles"}, 36},
		{[]string{"--game", "stud", "--stakes", "0.05/0.10", "--player-like", "SEAT%"}, 4},
		{[]string{"--parquet", pq}, 36},
		{[]string{"--parquet", pq, "--player", "Hero", "--from", "2012-01-01"}, 1},
		{[]string{"--parquet", pq, "--site", "everleaf", "--currency", "usd"}, 1},
		{[]string{"--parquet", pq, "--game", "razz", "--player-like", "%"}, 2},
	} {
		t.Run(strings.ReplaceAll(strings.Join(c.flags, " "), pq, "DIR"), func(t *testing.T) {
			source := []string{"--db", db}
			if flagValue(c.flags, "--parquet") != "" {
				source = nil
			}
			dest := filepath.Join(dir, fmt.Sprint("phh", i))
			args := append(append(append([]string{"export", "phh"}, source...), c.flags...), dest)
			code, out, errOut := stud8(t, args...)
			if want := map[bool]int{true: exitFindings, false: 0}[c.hands == 0]; code != want {
				t.Fatalf("export: exit %d, want %d\n%s%s", code, want, out, errOut)
			}
			var keys []int64
			for k := range parseAll(t, dest) {
				keys = append(keys, k)
			}
			if len(keys) != c.hands {
				t.Errorf("%d hands exported, want %d", len(keys), c.hands)
			}
			code, out, errOut = stud8(t, append(append([]string{"hands", "--limit", "0", "--format", "csv"}, source...), c.flags...)...)
			if code != 0 && !(c.hands == 0 && code == exitFindings) {
				t.Fatalf("hands: exit %d\n%s%s", code, out, errOut)
			}
			if g, w := sortedKeys(keys), listedHands(t, out); !slices.Equal(g, w) {
				t.Errorf("hands exported\n%v\nhands listed by stud8 hands\n%v", g, w)
			}
			code, out, errOut = stud8(t, append(append([]string{"report", "summary", "--format", "csv"}, source...), c.flags...)...)
			if code != 0 && !(c.hands == 0 && code == exitFindings) {
				t.Fatalf("report summary: exit %d\n%s%s", code, out, errOut)
			}
			want := summaryHands(t, out)
			got, counted := exportedHands(t, db, keys, flagValue(c.flags, "--player"), flagValue(c.flags, "--player-like"))
			if g, w := strings.Join(got, "\n"), strings.Join(want, "\n"); g != w {
				t.Errorf("hands per player, game, stakes and unit:\nexported\n%s\nreport summary\n%s", g, w)
			}
			if counted != len(keys) {
				t.Errorf("%d of %d exported hands are counted by the report", counted, len(keys))
			}
		})
	}
}

// sortedKeys is keys sorted.
func sortedKeys(keys []int64) []int64 {
	out := slices.Clone(keys)
	slices.Sort(out)
	return out
}

// listedHands is the keys of the distinct hands (site, hand_id) of the CSV
// of `stud8 hands`, sorted.
func listedHands(t *testing.T, out string) []int64 {
	t.Helper()
	if strings.TrimSpace(out) == "" {
		return nil
	}
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatalf("hands csv: %v\n%s", err, out)
	}
	if len(recs[0]) < 2 || recs[0][0] != "site" || recs[0][1] != "hand_id" {
		t.Fatalf("hands csv header %v: want site, hand_id first", recs[0])
	}
	var keys []int64
	for _, r := range recs[1:] {
		keys = append(keys, store.HandKey(r[0], r[1]))
	}
	slices.Sort(keys)
	return slices.Compact(keys)
}

// summaryHands is the report summary CSV as "player game stakes unit hands"
// lines, sorted.
func summaryHands(t *testing.T, out string) []string {
	t.Helper()
	if strings.TrimSpace(out) == "" {
		return nil
	}
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatalf("summary csv: %v\n%s", err, out)
	}
	var lines []string
	for _, r := range recs[1:] { // player,game,stakes,currency,hands,...
		lines = append(lines, strings.Join(r[:5], " "))
	}
	sort.Strings(lines)
	return lines
}

// exportedHands counts the hands of keys per dealt-in player (kept by the
// player filters), game, stakes and unit, written here from the stored
// tables without the reports' SQL, as "player game stakes unit hands"
// lines, sorted; counted is the number of hands of keys with such a player.
func exportedHands(t *testing.T, path string, keys []int64, player, like string) (lines []string, counted int) {
	t.Helper()
	ctx := context.Background()
	db, err := store.OpenReadOnly(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	list := make([]string, len(keys))
	for i, k := range keys {
		list[i] = fmt.Sprint(k)
	}
	const q = `WITH x AS (
    SELECT p.player, h.game, h.stakes,
           coalesce(h.currency, CASE WHEN h.is_tournament THEN 'chips' ELSE 'play' END) AS unit, h.hand_key
    FROM hand_players p JOIN hands h USING (hand_key)
    WHERE p.dealt_in AND list_contains(CAST(string_split(nullif($1, ''), ',') AS BIGINT[]), h.hand_key)
      AND ($2 = '' OR p.player = $2) AND ($3 = '' OR p.player ILIKE $3))
SELECT player || ' ' || game || ' ' || stakes || ' ' || unit || ' ' || count(*), (SELECT count(DISTINCT hand_key) FROM x)
FROM x GROUP BY player, game, stakes, unit`
	rows, err := db.SQL().QueryContext(ctx, q, strings.Join(list, ","), player, like)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var l string
		if err := rows.Scan(&l, &counted); err != nil {
			t.Fatal(err)
		}
		lines = append(lines, l)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	sort.Strings(lines)
	return lines, counted
}

// flagValue is the value following name in flags, "" if none.
func flagValue(flags []string, name string) string {
	for i := 0; i+1 < len(flags); i++ {
		if flags[i] == name {
			return flags[i+1]
		}
	}
	return ""
}
