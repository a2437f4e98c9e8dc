package merge_test

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/corpustest"
)

// mergeExpect is what the corpus must give: no rejects (the known-defects
// table asks to accept every Merge hand) and the replay findings that
// docs/sites/merge.md explains.
var mergeExpect = corpustest.Expect{
	// None: the no-limit stud hi/lo hand states no fixed-limit bets, and
	// the engine leaves its bet sizes and bring-in unjudged.
	Findings: map[string]int{},
}

// TestCorpus reads every Merge file of the corpus (STUD8_SHARED).
func TestCorpus(t *testing.T) { corpustest.Run(t, "Merge", "Merge", mergeExpect) }
