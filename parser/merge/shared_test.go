package merge_test

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/sitetest"
	"github.com/stud8/stud8/parser/merge"
)

// TestCorpus reads every Merge file of the corpus (STUD8_SHARED): no
// rejects (the known-defects table asks to accept every Merge hand) and
// no findings (docs/sites/merge.md): the no-limit stud hi/lo hand states
// no fixed-limit bets, and the engine leaves its bet sizes and bring-in
// unjudged.
func TestCorpus(t *testing.T) { sitetest.Corpus{Site: merge.Site}.Run(t) }
