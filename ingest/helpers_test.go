package ingest

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stud8/stud8/internal/testkit"
	"github.com/stud8/stud8/store"
)

// openTemp opens a new database in a temporary directory.
func openTemp(t *testing.T) *store.DB {
	t.Helper()
	db, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "test.duckdb"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// mustImport imports paths and fails the test on an error.
func mustImport(t *testing.T, db *store.DB, opts Options, paths ...string) *Summary {
	t.Helper()
	sum, err := Import(context.Background(), db, paths, opts)
	if err != nil {
		t.Fatalf("import %v: %v", paths, err)
	}
	return sum
}

// checksumQuery is the content of a table as a count and an order-independent
// sum of row hashes; times of imports are left out (they say when, not what).
func checksumQuery(table string) string {
	src := table
	if table == "imports" {
		src = "(SELECT * EXCLUDE (started_at, finished_at) FROM imports)"
	}
	return `SELECT count(*) || ':' || coalesce(sum(hash(t)::HUGEINT), 0) FROM ` + src + ` t`
}

// checksums returns the checksum of every table.
func checksums(t *testing.T, db *store.DB) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, tb := range store.Tables {
		var s string
		if err := db.SQL().QueryRow(checksumQuery(tb)).Scan(&s); err != nil {
			t.Fatalf("checksum %s: %v", tb, err)
		}
		out[tb] = s
	}
	return out
}

// diffChecksums lists the tables whose checksums differ.
func diffChecksums(a, b map[string]string) []string {
	var d []string
	for _, tb := range store.Tables {
		if a[tb] != b[tb] {
			d = append(d, fmt.Sprintf("%s: %s vs %s", tb, a[tb], b[tb]))
		}
	}
	return d
}

// count returns the result of a count query.
func count(t *testing.T, db *store.DB, query string, args ...any) int64 {
	t.Helper()
	var n int64
	if err := db.SQL().QueryRow(query, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

// expectedHand and label are lines of oracle/expected.jsonl and
// oracle/faults/labels.jsonl.
type (
	expectedHand = testkit.OracleHand
	label        = testkit.OracleLabel
)

// checkOracle compares the stored nets, pots and awards with expected.jsonl.
func checkOracle(t *testing.T, db *store.DB, expectedPath string) {
	t.Helper()
	exp := testkit.ReadJSONL[expectedHand](t, expectedPath)
	nets := map[string]int64{}
	rows, err := db.SQL().Query(`SELECT h.hand_id, p.player, (p.net * 100)::BIGINT, (p.starting_stack * 100)::BIGINT
		FROM hand_players p JOIN hands h USING (hand_key)`)
	if err != nil {
		t.Fatal(err)
	}
	stacks := map[string]int64{}
	for rows.Next() {
		var id, player string
		var net, stack int64
		if err := rows.Scan(&id, &player, &net, &stack); err != nil {
			t.Fatal(err)
		}
		nets[id+"/"+player] = net
		stacks[id+"/"+player] = stack
	}
	rows.Close()
	awards := map[string]int64{}
	rows, err = db.SQL().Query(`SELECT h.hand_id, a.pot_no, a.half, a.player, (a.amount * 100)::BIGINT
		FROM awards a JOIN hands h USING (hand_key)`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id, half, player string
		var pot int
		var amount int64
		if err := rows.Scan(&id, &pot, &half, &player, &amount); err != nil {
			t.Fatal(err)
		}
		awards[fmt.Sprintf("%s/%d/%s/%s", id, pot, half, player)] += amount
	}
	rows.Close()
	bad := 0
	for _, e := range exp {
		for name, p := range e.Players {
			k := e.HandID + "/" + name
			if got, ok := nets[k]; !ok || got != p.Net || stacks[k] != p.Stack {
				if bad++; bad <= 10 {
					t.Errorf("hand %s %s: net %d stack %d stored (found %v), expected net %d stack %d", e.HandID, name, got, stacks[k], ok, p.Net, p.Stack)
				}
			}
		}
		for n, pot := range e.Pots {
			for _, a := range pot.High {
				k := fmt.Sprintf("%s/%d/high/%s", e.HandID, n, a.Player)
				if awards[k] != sumCents(pot.High, a.Player) {
					if bad++; bad <= 10 {
						t.Errorf("hand %s pot %d high %s: stored %d, expected %d", e.HandID, n, a.Player, awards[k], sumCents(pot.High, a.Player))
					}
				}
			}
			for _, a := range pot.Low {
				k := fmt.Sprintf("%s/%d/low/%s", e.HandID, n, a.Player)
				if awards[k] != sumCents(pot.Low, a.Player) {
					if bad++; bad <= 10 {
						t.Errorf("hand %s pot %d low %s: stored %d, expected %d", e.HandID, n, a.Player, awards[k], sumCents(pot.Low, a.Player))
					}
				}
			}
		}
	}
	if n := count(t, db, `SELECT count(*) FROM hands`); n != int64(len(exp)) {
		t.Errorf("%d hands stored, expected %d", n, len(exp))
	}
	if bad > 10 {
		t.Errorf("... %d disagreements in all", bad)
	}
}

func sumCents(as []testkit.OracleAward, player string) int64 {
	var s int64
	for _, a := range as {
		if a.Player == player {
			s += a.Cents
		}
	}
	return s
}

// checkLabels compares the stored findings of every hand with the labels.
func checkLabels(t *testing.T, db *store.DB, labelsPath string) {
	t.Helper()
	labels := testkit.ReadJSONL[label](t, labelsPath)
	got := map[string][]string{}
	rows, err := db.SQL().Query(`SELECT h.hand_id, f.code FROM findings f JOIN hands h USING (hand_key)`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id, code string
		if err := rows.Scan(&id, &code); err != nil {
			t.Fatal(err)
		}
		got[id] = append(got[id], code)
	}
	rows.Close()
	bad := 0
	for _, l := range labels {
		g := uniqueSorted(got[l.HandID])
		w := uniqueSorted(l.Codes)
		if strings.Join(g, ",") != strings.Join(w, ",") {
			if bad++; bad <= 10 {
				t.Errorf("hand %s: findings %v, labels %v", l.HandID, g, w)
			}
		}
	}
	if bad > 10 {
		t.Errorf("... %d of %d hands disagree", bad, len(labels))
	}
}

func uniqueSorted(s []string) []string {
	m := map[string]bool{}
	var out []string
	for _, x := range s {
		if !m[x] {
			m[x] = true
			out = append(out, x)
		}
	}
	sort.Strings(out)
	return out
}

// childTimeout is how long a test waits for a signalled child import to
// stop before it asks the child for its goroutines and fails.
const childTimeout = 2 * time.Minute

// waitOrDump waits for cmd, started with stderr as its standard error. A
// child still running after childTimeout gets SIGQUIT, which makes the Go
// runtime print every goroutine to stderr and exit, and the test fails with
// that dump: a hung import says where it hangs.
func waitOrDump(t *testing.T, cmd *exec.Cmd, stderr *bytes.Buffer) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(childTimeout):
	}
	cmd.Process.Signal(syscall.SIGQUIT)
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		cmd.Process.Kill()
		<-done
	}
	dump := stderr.String()
	if len(dump) > 20000 {
		dump = dump[:20000]
	}
	t.Fatalf("the child import did not stop within %v; its goroutines:\n%s", childTimeout, dump)
	return nil
}
