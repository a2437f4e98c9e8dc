package ipoker_test

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/corpustest"
)

// ipokerExpect is what the corpus must give: no rejects (the known-defects
// table asks to accept every iPoker hand) and the replay findings that
// docs/sites/ipoker.md explains.
var ipokerExpect = corpustest.Expect{
	Findings: map[string]int{
		// First hands of a tournament level in which nobody bets: the
		// session names no stakes, so the small bet is unknown (0).
		"iPoker/stud/7-StudHi-USD-STT-5-201103.txt|4044923564|bringin.wrong_amount": 1,
		"iPoker/stud/7-StudHi-USD-STT-5-201103.txt|4044982074|bringin.wrong_amount": 1,
	},
}

// TestCorpus reads every iPoker file of the corpus (STUD8_SHARED).
func TestCorpus(t *testing.T) { corpustest.Run(t, "iPoker", "iPoker", ipokerExpect) }
