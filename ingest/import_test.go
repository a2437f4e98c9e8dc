package ingest

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/store"
)

func TestImportOracleSample(t *testing.T) {
	db := openTemp(t)
	sum := mustImport(t, db, Options{Profile: "oracle"}, "testdata/oracle/hands.txt")
	if sum.Hands != 40 || sum.Rejected != 0 || sum.Duplicates != 0 {
		t.Errorf("summary %+v: want 40 hands, no rejects, no duplicates", sum)
	}
	checkOracle(t, db, "testdata/oracle/expected.jsonl")
	// Every table that describes hands joins back to hands.
	for _, tb := range []string{"hand_players", "actions", "pots", "awards", "findings"} {
		if n := count(t, db, `SELECT count(*) FROM `+tb+` WHERE hand_key NOT IN (SELECT hand_key FROM hands)`); n != 0 {
			t.Errorf("%s: %d rows without a hand", tb, n)
		}
	}
	// The per-street action letters agree with the actions table.
	q := `SELECT count(*) FROM hand_players p WHERE coalesce(length(actions_3rd), 0) !=
		(SELECT count(*) FROM actions a WHERE a.hand_key = p.hand_key AND a.seat = p.seat AND a.street = 3)`
	if n := count(t, db, q); n != 0 {
		t.Errorf("%d players whose actions_3rd disagrees with actions", n)
	}
	if n := count(t, db, `SELECT count(*) FROM hand_players WHERE brought_in AND actions_3rd NOT LIKE 'B%'`); n != 0 {
		t.Errorf("%d bring-in players whose 3rd-street actions do not start with B", n)
	}
}

func TestImportFaultsSample(t *testing.T) {
	db := openTemp(t)
	sum := mustImport(t, db, Options{Profile: "oracle"}, "testdata/faults/hands.txt")
	if sum.Hands != 40 {
		t.Errorf("%d hands stored, want 40", sum.Hands)
	}
	checkLabels(t, db, "testdata/faults/labels.jsonl")
	var total int64
	for _, n := range sum.FindingsByCode {
		total += n
	}
	if stored := count(t, db, `SELECT count(*) FROM findings`); stored != total {
		t.Errorf("summary counts %d findings, the table has %d", total, stored)
	}
	if n := count(t, db, `SELECT count(*) FROM hands h WHERE finding_count != (SELECT count(*) FROM findings f WHERE f.hand_key = h.hand_key)`); n != 0 {
		t.Errorf("%d hands whose finding_count is wrong", n)
	}
}

func TestImportTwiceChangesNothing(t *testing.T) {
	db := openTemp(t)
	mustImport(t, db, Options{Profile: "oracle"}, "testdata/oracle")
	before := checksums(t, db)
	sum := mustImport(t, db, Options{Profile: "oracle"}, "testdata/oracle")
	if sum.FilesSkipped != 1 || sum.Hands != 0 {
		t.Errorf("second import: %+v; want hands.txt skipped unchanged, nothing stored", sum)
	}
	if d := diffChecksums(before, checksums(t, db)); d != nil {
		t.Errorf("second import changed tables: %v", d)
	}
}

func TestDuplicateHandsInAnotherFile(t *testing.T) {
	db := openTemp(t)
	mustImport(t, db, Options{Profile: "oracle"}, "testdata/oracle/hands.txt")
	before := checksums(t, db)
	// The same hands with another file's bytes: not skipped as a file, but
	// every hand is a duplicate.
	b, err := os.ReadFile("testdata/oracle/hands.txt")
	if err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(t.TempDir(), "copy.txt")
	if err := os.WriteFile(other, append(b, "\n\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	sum := mustImport(t, db, Options{Profile: "oracle"}, other)
	if sum.Duplicates != 40 || sum.Hands != 0 || sum.FilesSkipped != 0 {
		t.Errorf("summary %+v: want 40 duplicates, nothing stored", sum)
	}
	after := checksums(t, db)
	for _, tb := range store.Tables {
		if tb != "imports" && before[tb] != after[tb] {
			t.Errorf("%s changed: %s -> %s", tb, before[tb], after[tb])
		}
	}
	if n := count(t, db, `SELECT duplicates FROM imports WHERE path = ?`, other); n != 40 {
		t.Errorf("imports.duplicates = %d for the copy, want 40", n)
	}
}

func TestHandKeyIsStable(t *testing.T) {
	// The key is part of the public schema: it must never change.
	if got, want := store.HandKey("PokerStars", "165010001628"), store.HandKey("PokerStars", "165010001628"); got != want || got < 0 {
		t.Fatalf("HandKey unstable or negative: %d %d", got, want)
	}
	if store.HandKey("PokerStars", "1") == store.HandKey("PokerStar", "s1") {
		t.Error("site and hand id are not separated in the key")
	}
	db := openTemp(t)
	mustImport(t, db, Options{Profile: "oracle"}, "testdata/oracle/hands.txt")
	var key int64
	if err := db.SQL().QueryRowContext(context.Background(), `SELECT hand_key FROM hands WHERE hand_id = '165010001628'`).Scan(&key); err != nil {
		t.Fatal(err)
	}
	if key != store.HandKey("PokerStars", "165010001628") {
		t.Errorf("stored key %d, HandKey gives %d", key, store.HandKey("PokerStars", "165010001628"))
	}
}
