package absolute

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestCorpus reads the Absolute file of the real corpus (STUD8_SHARED);
// docs/sites/absolute.md lists no findings.
func TestCorpus(t *testing.T) { sitetest.Corpus{Site: Site}.Run(t) }
