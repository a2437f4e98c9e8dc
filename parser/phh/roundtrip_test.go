package phh_test

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stud8/stud8/cards"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
	"github.com/stud8/stud8/parser/phh"
	"github.com/stud8/stud8/parser/sites"
)

// readAll reads every hand and error of data with the PHH reader.
func readAll(data []byte, file string) ([]*hand.Hand, []*parser.Error, error) {
	r := phh.NewReader(bytes.NewReader(data), file)
	var hs []*hand.Hand
	var es []*parser.Error
	for {
		h, err := r.Next()
		if err == io.EOF {
			return hs, es, nil
		}
		var pe *parser.Error
		if errors.As(err, &pe) {
			es = append(es, pe)
			continue
		}
		if err != nil {
			return hs, es, err
		}
		hs = append(hs, h)
	}
}

// siteHands parses a file of any registered site, failing on a fatal error.
func siteHands(t testing.TB, path string) []*hand.Hand {
	t.Helper()
	var hs []*hand.Hand
	if _, err := sites.ParseFile(path, parser.Options{}, func(h *hand.Hand) error { hs = append(hs, h); return nil }, nil); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return hs
}

// TestRoundTripOracle round-trips the 32 oracle hands of the repository's
// testdata/oracle/hands.txt.
func TestRoundTripOracle(t *testing.T) {
	roundTripFile(t, filepath.Join("..", "..", "testdata", "oracle", "hands.txt"), 32)
}

// TestRoundTripOracleAll round-trips the 1,912 hands of the shared oracle.
func TestRoundTripOracleAll(t *testing.T) {
	roundTripFile(t, filepath.Join(sitetest.Shared(t), "oracle", "hands.txt"), 1912)
}

func roundTripFile(t *testing.T, path string, want int) {
	hs := siteHands(t, path)
	if len(hs) != want {
		t.Fatalf("%d hands in %s, want %d", len(hs), path, want)
	}
	bad := 0
	for _, h := range hs {
		if err := writtenAgain(h); err != nil {
			if bad++; bad <= 3 {
				t.Error(err)
			}
		}
	}
	t.Logf("%d oracle hands round-tripped, %d differ", len(hs)-bad, bad)
	if bad > 0 {
		t.Errorf("%d of %d hands differ", bad, len(hs))
	}
}

// TestRoundTripTestdata round-trips every stud-family hand of every file
// of the repository's testdata/ and of the readers' testdata folders.
func TestRoundTripTestdata(t *testing.T) {
	roundTripTree(t, filepath.Join("..", "..", "testdata"), filepath.Join(".."))
}

// TestRoundTripCorpus round-trips every stud-family hand of every corpus
// file a registered site reads.
func TestRoundTripCorpus(t *testing.T) {
	roundTripTree(t, filepath.Join(sitetest.Shared(t), "corpus"))
}

// roundTripTree round-trips every hand of every file under dirs that a
// registered site reads (golden, manifest and notes files left out); a
// hand the replay finds at fault may differ (sitetest.Fuzz says why).
func roundTripTree(t *testing.T, dirs ...string) {
	var files []string
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && !skipFile(path) {
				files = append(files, path)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	total, bad, faulty := 0, 0, 0
	bySite := map[string]int{}
	for _, path := range files {
		for _, h := range siteHands(t, path) {
			total++
			bySite[h.Site]++
			err := writtenAgain(h)
			if err != nil && !sitetest.PHHClean(h) {
				faulty++
				continue
			}
			if err != nil {
				if bad++; bad <= 3 {
					t.Errorf("%s: %v", path, err)
				}
			}
		}
	}
	t.Logf("%d hands (%v): %d differ, and %d with findings", total, bySite, bad, faulty)
	if bad > 0 {
		t.Errorf("%d of %d hands differ", bad, total)
	}
}

// skipFile reports the files of a testdata tree that hold no hand history.
func skipFile(path string) bool {
	for _, ext := range []string{".tsv", ".md", ".golden", ".go", ".py", ".json", ".jsonl"} {
		if strings.HasSuffix(path, ext) {
			return true
		}
	}
	return strings.Contains(path, string(filepath.Separator)+"fuzz"+string(filepath.Separator))
}

// TestDealAfterFold: a deal the history shows to a player who has folded
// (a Merge HOLE element repeated on 4th street, say) is not written, since
// PHH deals a folded player no card, and Carried leaves it out: the round
// trip holds.
func TestDealAfterFold(t *testing.T) {
	hs, es, err := readAll([]byte(goodHand), "good.phhs")
	if err != nil || len(es) > 0 || len(hs) != 1 {
		t.Fatalf("goodHand: %d hands, %v %v", len(hs), es, err)
	}
	h := hs[0]
	for i, e := range h.Events {
		if e.Kind == hand.Deal && e.Street == hand.Fourth { // p3 folded on 3rd street
			late := hand.Event{Kind: hand.Deal, Player: 2, Street: hand.Fourth, Line: e.Line}
			late.SetCards(cards.New(cards.Queen, cards.Hearts))
			h.Events = append(h.Events[:i:i], append([]hand.Event{late}, h.Events[i:]...)...)
			break
		}
	}
	text, err := sitetest.PHHRoundTrip(h)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(text), "d dh p3 Qh") {
		t.Errorf("a deal to a folded player written:\n%s", text)
	}
}
