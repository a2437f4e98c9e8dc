package replay

import (
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/sites"
)

// dawnSession reads the eight consecutive hands of one real cash session
// (table 'Dawn II', $0.04/$0.08, players renamed), in the order played.
func dawnSession(t *testing.T) []*hand.Hand {
	t.Helper()
	var hands []*hand.Hand
	_, err := sites.ParseFile("../testdata/pokerstars/stud8-7-StudHL-USD-0.04-0.08-200911.txt", parser.Options{},
		func(h *hand.Hand) error { hands = append(hands, h); return nil },
		func(e *parser.Error) { t.Errorf("rejected: %v", e) })
	if err != nil {
		t.Fatal(err)
	}
	if len(hands) != 7 {
		t.Fatalf("read %d hands, want the session's 7", len(hands))
	}
	return hands
}

// stackFindings replays hands in the given order through one tracker and
// returns the stack.mismatch findings by hand id.
func stackFindings(t *testing.T, hands []*hand.Hand) map[string][]Finding {
	t.Helper()
	p, err := ProfileByName("pokerstars")
	if err != nil {
		t.Fatal(err)
	}
	tr := NewStackTracker()
	out := map[string][]Finding{}
	for _, h := range hands {
		r := Replay(h, p)
		r.Findings = r.Findings[:0:0]
		tr.Check(r)
		for _, f := range r.Findings {
			if f.Code == StackMismatch {
				out[h.ID] = append(out[h.ID], f)
			}
		}
	}
	return out
}

func TestStackTrackerSession(t *testing.T) {
	hands := dawnSession(t)
	// In play order, every stack carries over: no finding.
	if got := stackFindings(t, hands); len(got) != 0 {
		t.Errorf("in order: findings %v, want none", got)
	}
	// The same session, with a later hand seen first (an overlapping file
	// imported before this one): the earlier hands are not compared with it.
	late := append([]*hand.Hand{hands[5]}, hands...)
	if got := stackFindings(t, late); len(got) != 0 {
		t.Errorf("later hand first: findings %v, want none", got)
	}
	// A cent taken off a player's stack between two hands is a mismatch.
	short := *hands[3]
	short.Seats = append([]hand.Seat(nil), hands[3].Seats...)
	victim := -1
	for i := range short.Seats {
		if short.Seats[i].Name == "Hero" {
			victim = i
		}
	}
	if victim < 0 {
		t.Fatal("no Hero in hand 4")
	}
	short.Seats[victim].Stack--
	mod := append(append(append([]*hand.Hand{}, hands[:3]...), &short), hands[4:]...)
	got := stackFindings(t, mod)
	if len(got) != 1 || len(got[short.ID]) != 1 {
		t.Fatalf("one cent short: findings %v, want one on hand %s", got, short.ID)
	}
	f := got[short.ID][0]
	if f.Actual != f.Expected-1 || f.Line != short.Seats[victim].Line {
		t.Errorf("finding %+v: want actual = expected - 1 at the seat line %d", f, short.Seats[victim].Line)
	}
}
