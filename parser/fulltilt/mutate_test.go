package fulltilt

import (
	"testing"

	"github.com/stud8/stud8/hand"

	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestMutations reads 1,000 damaged variants of the testdata files as
// FuzzParse would.
func TestMutations(t *testing.T) {
	sitetest.Mutate(t, Site, sitetest.Read(t, sitetest.Files(t, testdataDir), false), 1000, writeBack)
}

// FuzzParse: see sitetest.Fuzz.
func FuzzParse(f *testing.F) {
	sitetest.Seeds(f, Site, testdataDir)
	f.Fuzz(func(t *testing.T, data []byte) { sitetest.Fuzz(t, Site, data, writeBack) })
}

// writeBack is sitetest.WriteBack but for hands of a mixed game: Append
// does not write the mix name back (a gap of the writer, open).
func writeBack(h *hand.Hand) error {
	if h.Mix != "" {
		return nil
	}
	return sitetest.RoundTrip(Site, h)
}
