package ingest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStacksComparedWithinFiles imports one real cash session (table
// 'Dawn II', seven hands, players renamed) split into two session files of
// the same table, the second one starting with a player who came back with
// a smaller stack: a new buy-in, not a misdeal. The same change inside one
// file is a stack.mismatch.
func TestStacksComparedWithinFiles(t *testing.T) {
	b, err := os.ReadFile("../testdata/pokerstars/stud8-7-StudHL-USD-0.04-0.08-200911.txt")
	if err != nil {
		t.Fatal(err)
	}
	var hands []string
	for _, p := range strings.SplitAfter(string(b), "\n\n\n") {
		if strings.TrimSpace(p) != "" {
			hands = append(hands, p)
		}
	}
	if len(hands) != 7 {
		t.Fatalf("%d hands in the session, want 7", len(hands))
	}
	const was, now = "Seat 5: Hero ($1.53 in chips) ", "Seat 5: Hero ($1.00 in chips) "
	if !strings.Contains(hands[3], was) {
		t.Fatalf("hand 4 has no line %q", was)
	}
	hands[3] = strings.Replace(hands[3], was, now, 1)

	dir := t.TempDir()
	first := writeFile(t, filepath.Join(dir, "Dawn II (1).txt"), []byte(strings.Join(hands[:3], "")))
	second := writeFile(t, filepath.Join(dir, "Dawn II (2).txt"), []byte(strings.Join(hands[3:], "")))
	db := openTemp(t)
	sum := mustImport(t, db, Options{}, first, second)
	if sum.Hands != 7 || sum.FindingsByCode["stack.mismatch"] != 0 {
		t.Errorf("two session files: %d hands, findings %v; want 7 hands and no stack.mismatch", sum.Hands, sum.FindingsByCode)
	}

	whole := writeFile(t, filepath.Join(dir, "whole", "Dawn II.txt"), []byte(strings.Join(hands, "")))
	db2 := openTemp(t)
	sum = mustImport(t, db2, Options{}, whole)
	if sum.FindingsByCode["stack.mismatch"] != 1 {
		t.Errorf("one file: findings %v, want one stack.mismatch", sum.FindingsByCode)
	}
	if n := count(t, db2, `SELECT count(*) FROM findings WHERE code = 'stack.mismatch' AND player = 'Hero' AND expected = 1.53 AND actual = 1.00`); n != 1 {
		t.Errorf("%d stack.mismatch rows for Hero 1.53 -> 1.00, want 1", n)
	}
}
