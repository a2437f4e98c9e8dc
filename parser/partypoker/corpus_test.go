package partypoker

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestCorpus reads every PartyPoker file of the shared corpus: all four
// hands are accepted (the leading NUL byte is skipped, the "Game #N
// starts." preamble is not a reject) and replay with no findings:
// PartyPoker prints no opponent's up card, and the engine leaves the
// bring-in player and the first actor unjudged where it cannot see them
// (docs/sites/partypoker.md).
func TestCorpus(t *testing.T) { sitetest.Corpus{Site: Site}.Run(t) }
