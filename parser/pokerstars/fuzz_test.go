package pokerstars

import (
	"os"
	"strings"
	"testing"

	"github.com/stud8/stud8/parser/internal/sitetest"
)

// FuzzParse: sitetest.Fuzz (no panic or hang, positioned errors only, the
// same results with ReuseHands, the PHH round trip of every accepted hand)
// and the site's own writer: every hand survives Write and a second parse.
func FuzzParse(f *testing.F) {
	for _, path := range testdataFiles(f) {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		// Each hand on its own keeps the seeds small enough to mutate well.
		for _, h := range strings.SplitAfter(string(data), "\n\n\n") {
			if strings.TrimSpace(h) != "" && len(h) < 8000 {
				f.Add([]byte(h))
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) { sitetest.Fuzz(t, Site, data, sitetest.WriteBack(Site)) })
}
