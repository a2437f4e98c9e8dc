package ingest

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/store"
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

// TestSharedCorpus imports every corpus file and checks the stored counts by
// site and game against what the parser itself reports for the same files.
func TestSharedCorpus(t *testing.T) {
	corpus := filepath.Join(sharedDir(t), "corpus")
	db := openTemp(t)
	sum := mustImport(t, db, Options{}, corpus)
	files, _, problems := ExpandPaths([]string{corpus})
	if len(problems) > 0 {
		t.Fatalf("corpus problems: %v", problems)
	}
	want := map[string]int64{}
	seen := map[int64]bool{}
	var rejected, notHands int64
	for _, f := range files {
		var errs []*parser.Error
		st, err := sites.ParseFile(f.Path, parser.Options{}, func(h *hand.Hand) error {
			k := store.HandKey(h.Site, h.ID)
			if !seen[k] {
				seen[k] = true
				want[h.Site+"/"+h.Game.String()]++
			}
			return nil
		}, func(e *parser.Error) { errs = append(errs, e) })
		if err != nil {
			t.Fatalf("%s: %v", f.Path, err)
		}
		// A file of the folder that is only "not a hand history" is skipped.
		if st.Hands == 0 && st.OtherGame == 0 && len(errs) == 1 && notHandHistory(errs[0]) {
			notHands++
			continue
		}
		rejected += int64(len(errs))
	}
	if int64(len(sum.Skipped)) != notHands {
		t.Errorf("%d files skipped, want %d: %v", len(sum.Skipped), notHands, sum.Skipped)
	}
	rows, err := db.SQL().Query(`SELECT site || '/' || game, count(*) FROM hands GROUP BY ALL`)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int64{}
	for rows.Next() {
		var k string
		var n int64
		if err := rows.Scan(&k, &n); err != nil {
			t.Fatal(err)
		}
		got[k] = n
	}
	rows.Close()
	if len(got) != len(want) {
		t.Errorf("site/game groups: stored %v, parser %v", got, want)
	}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("%s: %d hands stored, parser reports %d", k, got[k], n)
		}
	}
	if sum.Rejected != rejected || count(t, db, `SELECT count(*) FROM rejects`) != rejected {
		t.Errorf("rejected: summary %d, table %d, parser %d", sum.Rejected, count(t, db, `SELECT count(*) FROM rejects`), rejected)
	}
	if n := count(t, db, `SELECT count(*) FROM imports WHERE status = 'complete'`); n != int64(len(files))-notHands {
		t.Errorf("%d complete imports rows, want %d", n, int64(len(files))-notHands)
	}
	// Every stored real hand balances: the players' nets sum to minus the
	// rake and the jackpot fee (issues 11, 22), whatever the site.
	if n := count(t, db, `SELECT count(*) FROM hands h
		JOIN (SELECT hand_key, sum(net) AS nets FROM hand_players GROUP BY ALL) p USING (hand_key)
		WHERE p.nets + h.rake + h.jackpot <> 0`); n != 0 {
		t.Errorf("%d stored hands whose nets do not sum to minus the rake and the jackpot fee", n)
	}
	if n := count(t, db, `SELECT count(DISTINCT site) FROM hands`); n != 12 {
		t.Errorf("hands of %d sites stored, want the corpus's 12", n)
	}
}

// TestSharedOracle checks every oracle hand's stored nets and awards against
// expected.jsonl, and the faults' findings against their labels. The faults
// file has the same hand ids, so it goes into a database of its own.
func TestSharedOracle(t *testing.T) {
	oracle := filepath.Join(sharedDir(t), "oracle")
	db := openTemp(t)
	mustImport(t, db, Options{Profile: "oracle"}, filepath.Join(oracle, "hands.txt"))
	checkOracle(t, db, filepath.Join(oracle, "expected.jsonl"))

	faults := openTemp(t)
	mustImport(t, faults, Options{Profile: "oracle"}, filepath.Join(oracle, "faults", "hands.txt"))
	checkLabels(t, faults, filepath.Join(oracle, "faults", "labels.jsonl"))

	// Importing the faults into the first database adds nothing: same hands.
	sum := mustImport(t, db, Options{Profile: "oracle"}, filepath.Join(oracle, "faults", "hands.txt"))
	if sum.Hands != 0 || sum.Duplicates != 1912 {
		t.Errorf("faults into the oracle database: %d stored, %d duplicates; want 0 and 1912", sum.Hands, sum.Duplicates)
	}
}
