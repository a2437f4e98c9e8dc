package replay

import (
	"path/filepath"
	"sort"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/sites"
)

// TestPokerStarsCorpus replays every stud-family PokerStars hand of the
// real corpus under the default profile. docs/findings-real-hands.md lists
// what the engine reports on them (nothing) and why that is right; a
// finding here means either the engine or that document is wrong.
func TestPokerStarsCorpus(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(sharedDir(t), "corpus", "PokerStars", "*", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no PokerStars corpus files: %v", err)
	}
	eng := NewEngine()
	replayed, rejected := 0, 0
	games := map[hand.Game]int{}
	notMade := map[string]int{}
	for _, path := range files {
		tracker := NewStackTracker()
		_, err := sites.ParseFile(path, parser.Options{}, func(h *hand.Hand) error {
			replayed++
			games[h.Game]++
			r := eng.Replay(h, DefaultProfile(h.Site))
			tracker.Check(r)
			for _, f := range r.Findings {
				t.Errorf("%s:%d: hand %s: %s: %s", path, f.Line, h.ID, f.Code, f.Message)
			}
			for _, c := range r.Checks {
				if !c.Made {
					notMade[c.Name+": "+c.Why]++
				}
			}
			return nil
		}, func(pe *parser.Error) {
			rejected++
			t.Logf("rejected by the parser: %v", pe)
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("replayed %d hands (%v), %d rejected by the parser", replayed, games, rejected)
	var keys []string
	for k := range notMade {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("check not made %d times: %s", notMade[k], k)
	}
	if replayed != 87 {
		t.Errorf("replayed %d hands, want the 87 stud-family hands that parse (88 less the corrupt one)", replayed)
	}
}
