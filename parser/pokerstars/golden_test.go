package pokerstars

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/parser/internal/sitetest"
)

const testdataDir = "../../testdata/pokerstars"

// testdataFiles lists the hand-history files of testdata/pokerstars.
func testdataFiles(t testing.TB) []string {
	files, err := filepath.Glob(filepath.Join(testdataDir, "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata: %v", err)
	}
	return files
}

// TestGolden pins the parsed model of every testdata file (the shared
// one-JSON-object-per-line layout); regenerate with go test -update and
// review the diff.
func TestGolden(t *testing.T) { sitetest.Golden(t, Site, testdataDir, sitetest.Lines) }

// TestTestdataRoundTrip writes every accepted testdata hand and parses it
// again to the same hand.
func TestTestdataRoundTrip(t *testing.T) {
	for _, path := range testdataFiles(t) {
		hs, _, _ := parseAllFile(t, path)
		for _, h := range hs {
			if err := sitetest.RoundTrip(Site, h); err != nil {
				t.Errorf("%s: %v", filepath.Base(path), err)
			}
		}
	}
}

// TestOracleSampleBytes: the oracle hands in testdata are written back byte
// for byte (they use LF and the site's separators).
func TestOracleSampleBytes(t *testing.T) {
	path := filepath.Join(testdataDir, "oracle-sample.txt")
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	hs, es, _ := parseAllFile(t, path)
	if len(es) > 0 || len(hs) == 0 {
		t.Fatalf("%d hands, errors %v", len(hs), es)
	}
	var got []byte
	for _, h := range hs {
		if got, err = Append(got, h); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(got, want) {
		t.Fatal(sitetest.FirstDiff(string(want), string(got)))
	}
}
