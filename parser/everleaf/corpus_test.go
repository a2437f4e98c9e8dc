package everleaf

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestCorpus reads every Everleaf file of the real corpus (STUD8_SHARED).
// No findings: the USD file prints no cards, and the engine leaves the
// order of action and the 4th-street double bet unjudged where it cannot
// see the boards (docs/sites/everleaf.md).
func TestCorpus(t *testing.T) { sitetest.Corpus{Site: Site}.Run(t) }
