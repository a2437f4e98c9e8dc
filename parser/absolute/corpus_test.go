package absolute

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/textcorpus"
)

// corpusExpect is what the Absolute file shows beyond clean hands;
// docs/sites/absolute.md explains each entry.
var corpusExpect = textcorpus.Expect{}

// TestCorpus reads the Absolute file of the real corpus (STUD8_SHARED).
func TestCorpus(t *testing.T) { textcorpus.Run(t, Site, "Absolute", corpusExpect) }
