package ipoker_test

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/corpustest"
)

// ipokerExpect is what the corpus must give: no rejects (the known-defects
// table asks to accept every iPoker hand) and the replay findings that
// docs/sites/ipoker.md explains.
var ipokerExpect = corpustest.Expect{
	// None: the first hands of a tournament level in which nobody bets
	// name no stakes, and the engine leaves their bring-in unjudged.
	Findings: map[string]int{},
}

// TestCorpus reads every iPoker file of the corpus (STUD8_SHARED).
func TestCorpus(t *testing.T) { corpustest.Run(t, "iPoker", "iPoker", ipokerExpect) }
