package store

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stud8/stud8/gen"
)

var handHeader = regexp.MustCompile(`PokerStars Hand #(\d+)`)

// TestStackMismatchStoredAndResumed imports generated hands with injected
// faults under the pokerstars profile, whose stack check needs the hands of
// a table in order: every injected stack.mismatch is stored, and an import
// interrupted in the middle of a file and resumed stores exactly the same
// findings as one clean import.
func TestStackMismatchStoredAndResumed(t *testing.T) {
	dir := t.TempDir()
	var labels bytes.Buffer
	files, err := gen.GenerateDir(gen.Config{Hands: 1500, Seed: 11, FaultRate: 0.2, TableHands: 300}, dir, &labels)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, line := range bytes.Split(labels.Bytes(), []byte("\n")) {
		var l label
		if len(line) == 0 {
			continue
		}
		if err := json.Unmarshal(line, &l); err != nil {
			t.Fatal(err)
		}
		for _, c := range l.Codes {
			if c == "stack.mismatch" {
				want[l.HandID] = true
			}
		}
	}
	if len(want) == 0 {
		t.Fatal("the generator injected no stack.mismatch")
	}

	clean := openTemp(t)
	mustImport(t, clean, Options{Profile: "pokerstars"}, dir)
	for id := range want {
		if n := count(t, clean, `SELECT count(*) FROM findings f JOIN hands h USING (hand_key) WHERE h.hand_id = ? AND f.code = 'stack.mismatch'`, id); n == 0 {
			t.Errorf("hand %s: injected stack.mismatch not stored", id)
		}
	}
	if n := count(t, clean, `SELECT count(*) FROM hands h WHERE finding_count != (SELECT count(*) FROM findings f WHERE f.hand_key = h.hand_key)`); n != 0 {
		t.Errorf("%d hands whose finding_count disagrees with findings", n)
	}
	if n := count(t, clean, `SELECT count(*) FROM (SELECT hand_key, finding_no FROM findings GROUP BY ALL HAVING count(*) > 1)`); n != 0 {
		t.Errorf("%d findings numbers used twice in a hand", n)
	}

	// Interrupt a file in the middle of a hand with an injected
	// stack.mismatch: the hands before it are committed, and the import
	// that resumes there must still compare it with the hand before.
	var big string
	var text []byte
	cut := -1
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range handHeader.FindAllSubmatchIndex(b, -1) {
			if m[0] > 0 && want[string(b[m[2]:m[3]])] {
				big, text, cut = f, b, m[0]+100
				break
			}
		}
		if cut > 0 {
			break
		}
	}
	if cut < 0 {
		t.Fatal("no stack.mismatch after the first hand of a file")
	}
	old := openFile
	openFile = func(path string) (io.ReadCloser, error) {
		if path == big {
			return &failingReader{bytes.NewReader(text), cut}, nil
		}
		return old(path)
	}
	resumed := openTemp(t)
	sum := mustImport(t, resumed, Options{Profile: "pokerstars", BatchRecords: 16, CommitRecords: 32}, dir)
	openFile = old
	if len(sum.Problems) != 1 {
		t.Fatalf("problems %v, want the interrupted file", sum.Problems)
	}
	mustImport(t, resumed, Options{Profile: "pokerstars"}, dir)
	if d := diffChecksums(checksums(t, clean), checksums(t, resumed)); d != nil {
		t.Errorf("resumed import differs from a clean one: %v (file %s)", d, filepath.Base(big))
	}
}
