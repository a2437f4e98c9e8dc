package bovada

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestCorpus reads every Bovada file of the shared corpus: all 46 hands are
// accepted (the README's known defects for Bovada, BOM, implied rake and no
// bring-in line, are all "accept"), and replay with the findings
// docs/sites/bovada.md lists (none).
func TestCorpus(t *testing.T) { sitetest.Corpus{Site: Site}.Run(t) }
