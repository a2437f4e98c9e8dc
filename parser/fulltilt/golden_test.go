package fulltilt

import (
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/parser/internal/sitetest"
)

const testdataDir = "../../testdata/fulltilt"

// TestGolden pins the parsed model of every testdata file; regenerate with
// go test ./parser/fulltilt -update and review the diff.
func TestGolden(t *testing.T) { sitetest.Golden(t, Site, testdataDir, sitetest.Lines) }

// TestTestdataRoundTrip writes every accepted testdata hand and parses it
// again to the same hand.
func TestTestdataRoundTrip(t *testing.T) {
	for _, path := range sitetest.Files(t, testdataDir) {
		hs, _, _ := sitetest.Parse(t, Site, sitetest.Read(t, []string{path}, false)[0], filepath.Base(path))
		for _, h := range hs {
			if err := sitetest.RoundTrip(Site, h); err != nil {
				t.Errorf("%s: %v", filepath.Base(path), err)
			}
		}
	}
}
