package everleaf

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/textcorpus"
)

// corpusExpect is what the Everleaf files show beyond clean hands;
// docs/sites/everleaf.md explains each entry.
var corpusExpect = textcorpus.Expect{
	// None: the USD file prints no cards, and the engine leaves the order
	// of action and the 4th-street double bet unjudged where it cannot see
	// the boards (docs/sites/everleaf.md).
	Findings: map[string]string{},
}

// TestCorpus reads every Everleaf file of the real corpus (STUD8_SHARED).
func TestCorpus(t *testing.T) { textcorpus.Run(t, Site, "Everleaf", corpusExpect) }
