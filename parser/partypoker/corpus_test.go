package partypoker

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestCorpus reads every PartyPoker file of the shared corpus: all four
// hands are accepted (the leading NUL byte is skipped, the "Game #N
// starts." preamble is not a reject) and replay with the findings
// docs/sites/partypoker.md lists.
func TestCorpus(t *testing.T) {
	sitetest.Corpus(t, Site, nil, map[string]map[string][]string{
		// Unknown up cards: PartyPoker prints no opponent's up card, and
		// these players never showed; see docs/sites/partypoker.md.
		"PartyPoker/stud/7-Stud-USD-1-2-201104.txt": {"10399817763": {
			"street.wrong_first_actor", "street.wrong_first_actor", "street.wrong_first_actor", "street.wrong_first_actor"}},
		"PartyPoker/stud8/7-StudHL-USD-0.50-1.00-201008.txt": {"9581478205": {"bringin.wrong_player"}},
	})
}
