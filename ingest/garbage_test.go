package ingest

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/store"
)

// TestGarbageTailCostsBoundedRejects: a valid file followed by a blank line
// and 8 MB of
// random bytes keeps its hands, and each reject holds at most
// store.MaxRejectText bytes of its text, with the whole text's length and
// hash; the rejects table stays small whatever the garbage's size.
func TestGarbageTailCostsBoundedRejects(t *testing.T) {
	text, hands := oracleText(t)
	garbage := make([]byte, 8<<20)
	r := rand.New(rand.NewPCG(27, 11))
	for i := range garbage {
		garbage[i] = byte(r.UintN(256))
	}
	path := filepath.Join(t.TempDir(), "tail.txt")
	if err := os.WriteFile(path, append(append(append([]byte{}, text...), "\n\n"...), garbage...), 0o644); err != nil {
		t.Fatal(err)
	}
	db := openTemp(t)
	mustImport(t, db, Options{Profile: "oracle"}, path)
	if n := count(t, db, `SELECT count(*) FROM hands`); n != int64(hands) {
		t.Errorf("%d hands stored, want the file's %d", n, hands)
	}
	if n := count(t, db, `SELECT count(*) FROM rejects`); n == 0 {
		t.Fatal("the garbage made no reject")
	}
	if n := count(t, db, `SELECT max(strlen(raw_text)) FROM rejects`); n > store.MaxRejectText {
		t.Errorf("a reject keeps %d bytes of text, want at most %d", n, store.MaxRejectText)
	}
	if n := count(t, db, `SELECT max(strlen(detail)) FROM rejects`); n > store.MaxRejectDetail {
		t.Errorf("a reject keeps a %d-byte message, want at most %d", n, store.MaxRejectDetail)
	}
	if n := count(t, db, `SELECT count(*) FROM rejects WHERE raw_length IS NULL OR raw_hash IS NULL OR length(raw_hash) <> 32`); n != 0 {
		t.Errorf("%d rejects without the whole text's length and hash", n)
	}
	if n := count(t, db, `SELECT count(*) FROM rejects WHERE raw_length > strlen(raw_text)`); n == 0 {
		t.Errorf("no reject was cut: the test's garbage is too tame")
	}
	if n := count(t, db, `SELECT sum(strlen(raw_text)) FROM rejects`); n > 2<<20 {
		t.Errorf("the rejects hold %d bytes of text for 8 MB of garbage", n)
	}
}
