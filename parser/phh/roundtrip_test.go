package phh_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/phh"
	"github.com/stud8/stud8/parser/sites"
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

// roundTrip writes h as PHH, reads it back, and compares what PHH carries;
// it also checks that writing the hand read gives the same text.
func roundTrip(h *hand.Hand) error {
	text, err := phh.Append(nil, h)
	if err != nil {
		return fmt.Errorf("hand %s: write: %w", h.ID, err)
	}
	hs, es, err := readAll(text, "rewritten.phh")
	if err != nil || len(es) > 0 || len(hs) != 1 {
		return fmt.Errorf("hand %s: read back %d hands, errors %v %v:\n%s", h.ID, len(hs), es, err, text)
	}
	a, b := phh.Carried(h), phh.Carried(hs[0])
	if !reflect.DeepEqual(a, b) {
		ja, _ := hand.MarshalJSONIndent(a)
		jb, _ := hand.MarshalJSONIndent(b)
		return fmt.Errorf("hand %s changed by the PHH round trip:\n%s\n%s", h.ID, text, firstDiff(string(ja), string(jb)))
	}
	again, err := phh.Append(nil, hs[0])
	if err != nil || !bytes.Equal(again, text) {
		return fmt.Errorf("hand %s: written again differently (%v):\n%s\n----\n%s", h.ID, err, text, again)
	}
	return nil
}

// firstDiff shows the first differing line of two texts, with context.
func firstDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(la) || i < len(lb); i++ {
		var x, y string
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if x != y {
			lo := max(0, i-3)
			return fmt.Sprintf("line %d:\n  before: %s\n  after:  %s\ncontext:\n%s", i+1, x, y, strings.Join(la[lo:min(len(la), i+1)], "\n"))
		}
	}
	return "(no line differs)"
}

// TestRoundTripOracle round-trips the 32 oracle hands of the repository's
// testdata/oracle/hands.txt.
func TestRoundTripOracle(t *testing.T) {
	roundTripFile(t, filepath.Join("..", "..", "testdata", "oracle", "hands.txt"), 32)
}

// TestRoundTripOracleAll round-trips the 1,912 hands of the shared oracle.
func TestRoundTripOracleAll(t *testing.T) {
	roundTripFile(t, filepath.Join(sharedDir(t), "oracle", "hands.txt"), 1912)
}

func roundTripFile(t *testing.T, path string, want int) {
	hs := siteHands(t, path)
	if len(hs) != want {
		t.Fatalf("%d hands in %s, want %d", len(hs), path, want)
	}
	bad := 0
	for _, h := range hs {
		if err := roundTrip(h); err != nil {
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

// TestRoundTripCorpus round-trips every stud-family hand of every corpus
// file a registered site reads.
func TestRoundTripCorpus(t *testing.T) {
	dir := filepath.Join(sharedDir(t), "corpus")
	var files []string
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && !strings.HasSuffix(path, ".tsv") && !strings.HasSuffix(path, ".md") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	total, bad := 0, 0
	bySite := map[string]int{}
	for _, path := range files {
		for _, h := range siteHands(t, path) {
			total++
			bySite[h.Site]++
			if err := roundTrip(h); err != nil {
				if bad++; bad <= 3 {
					t.Errorf("%s: %v", path, err)
				}
			}
		}
	}
	t.Logf("%d corpus hands (%v), %d differ", total, bySite, bad)
	if bad > 0 {
		t.Errorf("%d of %d hands differ", bad, total)
	}
}
