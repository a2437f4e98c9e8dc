package merge_test

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/corpustest"
)

// mergeExpect is what the corpus must give: no rejects (the known-defects
// table asks to accept every Merge hand) and the replay findings that
// docs/sites/merge.md explains.
var mergeExpect = corpustest.Expect{
	Findings: map[string]int{
		// A no-limit stud hi/lo hand: the model has no limit type, so the
		// fixed-limit profile finds its bet sizes and bring-in wrong.
		"Merge/stud8/NL7-StudHL-0.01-0.02-0.10-201204.xml|53828643-2|bet.wrong_size":       5,
		"Merge/stud8/NL7-StudHL-0.01-0.02-0.10-201204.xml|53828643-2|bringin.wrong_amount": 1,
	},
}

// TestCorpus reads every Merge file of the corpus (STUD8_SHARED).
func TestCorpus(t *testing.T) { corpustest.Run(t, "Merge", "Merge", mergeExpect) }
