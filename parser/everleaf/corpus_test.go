package everleaf

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/textcorpus"
)

// corpusExpect is what the Everleaf files show beyond clean hands;
// docs/sites/everleaf.md explains each entry.
var corpusExpect = textcorpus.Expect{
	Findings: map[string]string{
		noCards + "#285997460:street.wrong_first_actor": "no cards are printed: the engine sees empty boards and expects the first seat",
		noCards + "#285998238:street.wrong_first_actor": "no cards are printed: the engine sees empty boards and expects the first seat",
		noCards + "#285998708:street.wrong_first_actor": "no cards are printed: the engine sees empty boards and expects the first seat",
		noCards + "#285998978:street.wrong_first_actor": "no cards are printed: the engine sees empty boards and expects the first seat",
		noCards + "#285999277:street.wrong_first_actor": "no cards are printed: the engine sees empty boards and expects the first seat",
		noCards + "#285999470:street.wrong_first_actor": "no cards are printed: the engine sees empty boards and expects the first seat",
		noCards + "#285999989:street.wrong_first_actor": "no cards are printed: the engine sees empty boards and expects the first seat",
		noCards + "#286000080:street.wrong_first_actor": "no cards are printed: the engine sees empty boards and expects the first seat",
		noCards + "#286000360:street.wrong_first_actor": "no cards are printed: the engine sees empty boards and expects the first seat",
		noCards + "#285999989:bet.wrong_size":           "no cards are printed: a $0.10 bet on 4th street is the stud-high double bet after an open pair, which the engine cannot see",
	},
}

// noCards is the file whose hands print no cards at all.
const noCards = "Everleaf/stud/7-Stud-USD-0.05-0.10.201107.txt"

// TestCorpus reads every Everleaf file of the real corpus (STUD8_SHARED).
func TestCorpus(t *testing.T) { textcorpus.Run(t, Site, "Everleaf", corpusExpect) }
