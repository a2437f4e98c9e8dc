package reports

import (
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/duckdb/duckdb-go/v2"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/internal/testkit"
)

// sharedDir returns $STUD8_SHARED or skips the test.
func sharedDir(t *testing.T) string {
	t.Helper()
	d := os.Getenv("STUD8_SHARED")
	if d == "" {
		t.Skip("STUD8_SHARED is not set")
	}
	return d
}

// expectedHand is one line of oracle/expected.jsonl.
type expectedHand = testkit.OracleHand

// readExpected reads expected.jsonl.
func readExpected(t *testing.T, path string) []expectedHand {
	return testkit.ReadJSONL[expectedHand](t, path)
}

// outcomeCounts counts, from the pots' award lists alone, each player's
// showdown outcomes: scoop (alone in the high half, and in the low half when
// a low qualified, of every pot they were eligible for), high only (some high
// award, no low award, not a scoop), low only (some low award, no high
// award), quartered (shared a half with another winner).
func outcomeCounts(hands []expectedHand) map[string]map[string]int64 {
	out := map[string]map[string]int64{}
	add := func(player, what string) {
		if out[player] == nil {
			out[player] = map[string]int64{}
		}
		out[player][what]++
	}
	for _, h := range hands {
		if h.EndedBy != "showdown" {
			continue
		}
		players := map[string]bool{}
		for _, p := range h.Pots {
			for _, e := range p.Eligible {
				players[e] = true
			}
		}
		for pl := range players {
			high, low, shared, scoop := false, false, false, true
			for _, p := range h.Pots {
				if !contains(p.Eligible, pl) {
					continue
				}
				inHigh, inLow := hasAward(p.High, pl), hasAward(p.Low, pl)
				high, low = high || inHigh, low || inLow
				shared = shared || (inHigh && len(p.High) > 1) || (inLow && len(p.Low) > 1)
				alone := inHigh && len(p.High) == 1 && (!p.LowQualified || (inLow && len(p.Low) == 1))
				scoop = scoop && alone
			}
			add(pl, "showdowns")
			switch {
			case scoop:
				add(pl, "scoop")
			case high && !low:
				add(pl, "high_only")
			}
			if low && !high {
				add(pl, "low_only")
			}
			if shared {
				add(pl, "quartered")
			}
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func hasAward(list []testkit.OracleAward, player string) bool {
	for _, a := range list {
		if a.Player == player {
			return true
		}
	}
	return false
}

// cents converts a DECIMAL(18,2) money value to cents.
func cents(t *testing.T, v any) int64 {
	t.Helper()
	d, ok := v.(duckdb.Decimal)
	if !ok || d.Scale != 2 {
		t.Fatalf("money value %v (%T) is not a DECIMAL with 2 decimals", v, v)
	}
	return new(big.Int).Set(d.Value).Int64()
}

// TestOracleSummaryAndOutcomes imports the oracle hands under the oracle
// profile and checks the summary's net per player against expected.jsonl,
// and the stats' scoop, high-only, low-only and quartered counts against a
// count made here from the expected pots' award lists.
func TestOracleSummaryAndOutcomes(t *testing.T) {
	dir := filepath.Join(sharedDir(t), "oracle")
	expected := readExpected(t, filepath.Join(dir, "expected.jsonl"))
	db := openRO(t, importDB(t, "oracle", filepath.Join(dir, "hands.txt")))

	wantNet := map[string]int64{}
	for _, h := range expected {
		for name, p := range h.Players {
			wantNet[name] += p.Net
		}
	}
	sum := run(t, db, "summary", filter.Filter{})
	gotNet := map[string]int64{}
	pi, ni := column(t, sum, "player"), column(t, sum, "net")
	for _, row := range sum.Rows {
		gotNet[row[pi].(string)] += cents(t, row[ni])
	}
	if len(gotNet) != len(wantNet) {
		t.Errorf("summary has %d players, expected.jsonl %d", len(gotNet), len(wantNet))
	}
	for name, want := range wantNet {
		if gotNet[name] != want {
			t.Errorf("%s: summary net %d cents, expected.jsonl %d", name, gotNet[name], want)
		}
	}

	want := outcomeCounts(expected)
	stats := run(t, db, "stats-long", filter.Filter{})
	got := map[string]map[string][2]int64{}
	pi, si, nu, de := column(t, stats, "player"), column(t, stats, "stat"), column(t, stats, "num"), column(t, stats, "den")
	for _, row := range stats.Rows {
		p := row[pi].(string)
		if got[p] == nil {
			got[p] = map[string][2]int64{}
		}
		got[p][row[si].(string)] = [2]int64{row[nu].(int64), row[de].(int64)}
	}
	checked := 0
	for player, counts := range want {
		for _, stat := range []string{"scoop", "high_only", "low_only", "quartered"} {
			g := got[player][stat]
			if g[0] != counts[stat] || g[1] != counts["showdowns"] {
				t.Errorf("%s %s = %d of %d showdowns, expected.jsonl gives %d of %d",
					player, stat, g[0], g[1], counts[stat], counts["showdowns"])
			}
			checked += int(counts[stat])
		}
	}
	if checked == 0 {
		t.Fatal("no outcome counted: the test would pass on anything")
	}
	t.Logf("checked %d players' nets and %s outcomes", len(wantNet), fmt.Sprint(checked))
}

// TestOracleFaultsAudit imports the oracle's faulted hands and checks that
// every labelled fault appears in the audit hand list under its code, and
// that the audit totals by code add up to the hand list.
func TestOracleFaultsAudit(t *testing.T) {
	dir := filepath.Join(sharedDir(t), "oracle", "faults")
	db := openRO(t, importDB(t, "oracle", filepath.Join(dir, "hands.txt")))
	list := run(t, db, "audit-hands", filter.Filter{})
	hi, ci, si := column(t, list, "hand_id"), column(t, list, "code"), column(t, list, "source")
	found := map[string]bool{}
	bySource := map[string]int64{}
	for _, row := range list.Rows {
		found[row[hi].(string)+" "+row[ci].(string)] = true
		bySource[row[ci].(string)+" "+row[si].(string)]++
	}
	labels := 0
	for _, l := range testkit.ReadJSONL[testkit.OracleLabel](t, filepath.Join(dir, "labels.jsonl")) {
		for _, c := range l.Codes {
			labels++
			if !found[l.HandID+" "+c] {
				t.Errorf("hand %s: labelled %s, not in the audit list", l.HandID, c)
			}
		}
	}
	if labels == 0 {
		t.Fatal("no labels read")
	}
	groups := run(t, db, "audit-detail", filter.Filter{})
	gi, gs, gf := column(t, groups, "code"), column(t, groups, "source"), column(t, groups, "findings")
	for _, row := range groups.Rows {
		bySource[row[gi].(string)+" "+row[gs].(string)] -= row[gf].(int64)
	}
	for k, n := range bySource {
		if n != 0 {
			t.Errorf("%s: audit groups and hand list differ by %d", k, n)
		}
	}
}
