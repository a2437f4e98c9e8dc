package fulltilt

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/parser/internal/textcorpus"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/fulltilt")

const testdataDir = "../../testdata/fulltilt"

// TestGolden pins the parsed model of every testdata file; regenerate with
// go test ./parser/fulltilt -update and review the diff.
func TestGolden(t *testing.T) { textcorpus.Golden(t, Site, testdataDir, *update) }

// TestTestdataRoundTrip writes every accepted testdata hand and parses it
// again to the same hand.
func TestTestdataRoundTrip(t *testing.T) {
	for _, path := range textcorpus.Files(t, testdataDir) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		hs, _, _, err := textcorpus.ParseBytes(Site, data, filepath.Base(path))
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range hs {
			if err := textcorpus.RoundTrip(Site, h); err != nil {
				t.Errorf("%s: %v", filepath.Base(path), err)
			}
		}
	}
}
