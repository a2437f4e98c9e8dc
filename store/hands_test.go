package store_test

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/ingest"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/phh"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/store"
)

// roundTripInputs are the inputs of the store round trip: the oracle
// sample, and with STUD8_SHARED the shared oracle hands and the corpus.
func roundTripInputs() []string {
	in := []string{filepath.Join("..", "testdata", "oracle", "hands.txt")}
	if d := os.Getenv("STUD8_SHARED"); d != "" {
		in = append(in, filepath.Join(d, "oracle", "hands.txt"), filepath.Join(d, "corpus"))
	}
	return in
}

// parsedHands parses the files of paths and returns the hands by key, the
// first of each key (as the import keeps it).
func parsedHands(t *testing.T, paths []string) map[int64]*hand.Hand {
	t.Helper()
	files, _, problems := ingest.ExpandPaths(paths)
	if len(problems) > 0 {
		t.Fatalf("inputs: %v", problems)
	}
	out := map[int64]*hand.Hand{}
	for _, f := range files {
		_, err := sites.ParseFile(f.Path, parser.Options{}, func(h *hand.Hand) error {
			k := store.HandKey(h.Site, h.ID)
			if out[k] == nil {
				out[k] = h
			}
			return nil
		}, nil)
		if err != nil {
			t.Fatalf("%s: %v", f.Path, err)
		}
	}
	return out
}

// TestHandsRoundTrip imports hands, reads every one back and checks that
// what a PHH document carries of a hand survives the store.
func TestHandsRoundTrip(t *testing.T) {
	ctx := context.Background()
	db, err := store.Open(ctx, filepath.Join(t.TempDir(), "rt.duckdb"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	in := roundTripInputs()
	if _, err := ingest.Import(ctx, db, in, ingest.Options{}); err != nil {
		t.Fatal(err)
	}
	want := parsedHands(t, in)
	var stored int
	if err := db.SQL().QueryRow(`SELECT count(*) FROM hands`).Scan(&stored); err != nil {
		t.Fatal(err)
	}
	var all []int64
	rows, err := db.SQL().Query(`SELECT hand_key FROM hands ORDER BY hand_key`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var k int64
		if err := rows.Scan(&k); err != nil {
			t.Fatal(err)
		}
		all = append(all, k)
	}
	rows.Close()
	n, bad := 0, 0
	err = db.Hands(ctx, all, func(h *hand.Hand) error {
		n++
		orig := want[store.HandKey(h.Site, h.ID)]
		if orig == nil {
			t.Errorf("hand %s read back was not parsed", h.Key())
			return nil
		}
		a, b := phh.Carried(orig), phh.Carried(h)
		if !reflect.DeepEqual(a, b) {
			bad++
			if bad <= 3 {
				ja, _ := hand.MarshalJSONIndent(a)
				jb, _ := hand.MarshalJSONIndent(b)
				t.Errorf("hand %s changed by the store:\n%s", h.Key(), lineDiff(string(ja), string(jb)))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n != stored || n == 0 {
		t.Errorf("read back %d hands, %d stored", n, stored)
	}
	if bad > 0 {
		t.Errorf("%d of %d hands differ", bad, n)
	}
	t.Logf("%d hands read back, Carried equal", n)

	// A selection by keys, in their order; a key of no hand is skipped.
	var keys []int64
	for k := range want {
		if len(keys) < 3 {
			keys = append(keys, k)
		}
	}
	var got []int64
	if err := db.Hands(ctx, append(keys, -1), func(h *hand.Hand) error {
		got = append(got, store.HandKey(h.Site, h.ID))
		return nil
	}); err != nil || !slices.Equal(got, keys) {
		t.Errorf("keys %v: hands %v (%v)", keys, got, err)
	}

	// hand_equity: only hands with two players whose 3rd-street cards
	// (at least) are known have rows, and only for those players.
	var bad2 int
	q := `SELECT count(*) FROM hand_equity e JOIN hand_players p USING (hand_key, seat)
	      WHERE p.down_card_1 IS NULL OR p.down_card_2 IS NULL OR p.door_card IS NULL
	         OR (SELECT count(*) FROM hand_players q WHERE q.hand_key = e.hand_key
	             AND q.down_card_1 IS NOT NULL AND q.down_card_2 IS NOT NULL AND q.door_card IS NOT NULL) < 2`
	if err := db.SQL().QueryRow(q).Scan(&bad2); err != nil || bad2 != 0 {
		t.Errorf("%d hand_equity rows of players or hands without known cards (%v)", bad2, err)
	}
}

// lineDiff shows the first differing line of two texts, with context.
func lineDiff(a, b string) string {
	la, lb := splitLines(a), splitLines(b)
	for i := 0; i < len(la) || i < len(lb); i++ {
		var x, y string
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if x != y {
			lo := max(0, i-8)
			ctx := ""
			for _, l := range la[lo:i] {
				ctx += "  " + l + "\n"
			}
			return ctx + "- " + x + "\n+ " + y
		}
	}
	return "(same text)"
}

func splitLines(s string) []string {
	var out []string
	for len(s) > 0 {
		i := 0
		for i < len(s) && s[i] != '\n' {
			i++
		}
		out = append(out, s[:i])
		if i < len(s) {
			i++
		}
		s = s[i:]
	}
	return out
}
