package fulltilt

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/textcorpus"
)

// corpusExpect is what the Full Tilt files of the corpus show beyond clean
// hands; docs/sites/fulltilt.md explains each entry.
var corpusExpect = textcorpus.Expect{
	Findings: map[string]string{
		// Full Tilt returns the part of an ante above an all-in ante; the
		// engine checks a return against street money only.
		"FullTilt/razz/Razz-USD-HUSNG-200-201211.all.in.ante.txt#31349767778:pot.total_mismatch": "rules question: ante above an all-in ante returned",
	},
}

// TestCorpus reads every Full Tilt file of the real corpus (with
// STUD8_SHARED set): counts by game as MANIFEST.tsv, no rejects (the
// known-defects table asks to accept every Full Tilt defect), every hand
// replayed with nets summing to minus the rake, sidecars agreeing.
func TestCorpus(t *testing.T) {
	textcorpus.Run(t, Site, "FullTilt", corpusExpect)
}
