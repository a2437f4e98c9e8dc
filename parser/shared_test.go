package parser

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
)

// sharedDir returns $STUD8_SHARED or skips the test.
func sharedDir(t testing.TB) string {
	t.Helper()
	dir := os.Getenv("STUD8_SHARED")
	if dir == "" {
		t.Skip("STUD8_SHARED not set")
	}
	return dir
}

// parseAllFile parses path and returns its hands and errors.
func parseAllFile(t testing.TB, path string) ([]*hand.Hand, []*Error, Stats) {
	t.Helper()
	var hs []*hand.Hand
	var es []*Error
	st, err := ParseFile(path, func(h *hand.Hand) error { hs = append(hs, h); return nil },
		func(e *Error) { es = append(es, e) })
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return hs, es, st
}

// manifestRow is one hand-history file of corpus/MANIFEST.tsv.
type manifestRow struct {
	site, file string
	byGame     map[string]int
}

func readManifest(t *testing.T, dir string) []manifestRow {
	f, err := os.Open(filepath.Join(dir, "corpus", "MANIFEST.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []manifestRow
	sc := bufio.NewScanner(f)
	sc.Scan() // header
	for sc.Scan() {
		c := strings.Split(sc.Text(), "\t")
		if strings.HasPrefix(c[2], "sidecar") {
			continue
		}
		r := manifestRow{site: c[0], file: c[3], byGame: map[string]int{}}
		for _, kv := range strings.Split(c[9], ";") {
			k, v, _ := strings.Cut(kv, "=")
			n, _ := strconv.Atoi(v)
			r.byGame[k] = n
		}
		rows = append(rows, r)
	}
	return rows
}

// TestCorpus parses every file of the shared corpus. PokerStars files: every
// stud-family hand is accepted except the Triple Stud hand with the card
// token "of" (corpus README, known defects), and other games are counted as
// such, all as MANIFEST.tsv says. Files of other sites give exactly one
// ErrUnsupportedSite error and no hand.
func TestCorpus(t *testing.T) {
	dir := sharedDir(t)
	for _, row := range readManifest(t, dir) {
		t.Run(row.file, func(t *testing.T) {
			hs, es, st := parseAllFile(t, filepath.Join(dir, "corpus", row.file))
			if row.site != "PokerStars" {
				if len(hs) != 0 || len(es) != 1 || !errors.Is(es[0], ErrUnsupportedSite) {
					t.Fatalf("got %d hands, errors %v; want one ErrUnsupportedSite", len(hs), es)
				}
				return
			}
			stud := row.byGame["stud8"] + row.byGame["stud"] + row.byGame["razz"]
			wantRejected := 0
			if strings.Contains(row.file, "Triple-Stud") {
				wantRejected = 1
				if !errors.Is(es[0], ErrBadCard) || !strings.Contains(es[0].Error(), `"of"`) {
					t.Errorf("rejection reason: %v", es[0])
				}
			} else {
				for _, e := range es {
					t.Errorf("%v", e)
				}
			}
			want := Stats{Hands: stud - wantRejected, Rejected: wantRejected, OtherGame: row.byGame["other"]}
			if st != want {
				t.Errorf("stats %+v, want %+v", st, want)
			}
			for _, h := range hs {
				if err := roundTrip(h); err != nil {
					t.Error(err)
				}
			}
			games := map[string]int{}
			for _, h := range hs {
				games[h.Game.String()]++
			}
			for _, g := range []string{"stud8", "stud", "razz"} {
				if games[g] != row.byGame[g] && wantRejected == 0 {
					t.Errorf("%s hands: %d, want %d", g, games[g], row.byGame[g])
				}
			}
		})
	}
}

// TestOracle parses the 1,912 oracle hands and their faulty copies: none
// is rejected, and the ids, seats and stakes match expected.jsonl.
func TestOracle(t *testing.T) {
	dir := sharedDir(t)
	for _, name := range []string{"oracle/hands.txt", "oracle/faults/hands.txt"} {
		hs, es, st := parseAllFile(t, filepath.Join(dir, name))
		for _, e := range es {
			t.Errorf("%v", e)
		}
		if st.Hands != 1912 || st.Rejected != 0 || st.OtherGame != 0 {
			t.Errorf("%s: stats %+v", name, st)
		}
		for _, h := range hs {
			if err := roundTrip(h); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		}
	}
}

// TestOracleWriteBytes parses the oracle hands and writes them back: the
// output must be the file, byte for byte.
func TestOracleWriteBytes(t *testing.T) {
	dir := sharedDir(t)
	path := filepath.Join(dir, "oracle/hands.txt")
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var got []byte
	hs, es, _ := parseAllFile(t, path)
	if len(es) > 0 {
		t.Fatal(es[0])
	}
	for _, h := range hs {
		start := len(got)
		if got, err = Append(got, h); err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(want[start:], got[start:]) {
			t.Fatalf("hand %s (line %d) differs:\n%s", h.ID, h.Pos.Line, firstDiff(string(want[start:]), string(got[start:])))
		}
	}
	if string(got) != string(want) {
		t.Fatalf("written %d bytes, file has %d", len(got), len(want))
	}
}

// firstDiff shows the first differing line of two texts.
func firstDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := range gl {
		if i >= len(wl) || wl[i] != gl[i] {
			w := ""
			if i < len(wl) {
				w = wl[i]
			}
			return "line " + strconv.Itoa(i+1) + ":\nwant " + strconv.Quote(w) + "\ngot  " + strconv.Quote(gl[i])
		}
	}
	return "(got is a prefix)"
}
