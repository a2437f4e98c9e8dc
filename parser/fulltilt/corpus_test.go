package fulltilt

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestCorpus reads every Full Tilt file of the real corpus (with
// STUD8_SHARED set): counts by game as MANIFEST.tsv, no rejects (the
// known-defects table asks to accept every Full Tilt defect), every hand
// replayed with nets summing to minus the rake, sidecars agreeing, and the
// findings docs/sites/fulltilt.md explains.
func TestCorpus(t *testing.T) {
	sitetest.Corpus{Site: Site, Findings: []sitetest.Finding{
		// Full Tilt returns the part of an ante above an all-in ante; the
		// engine checks a return against street money only (rules question).
		// None: the engine no longer reports pot.total_mismatch on hand
		// 31349767778 (an ante above an all-in ante returned), which
		// docs/sites/fulltilt.md still lists.
	}}.Run(t)
}
