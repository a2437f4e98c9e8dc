package replay

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/internal/testkit"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/sites"
)

// oracleExpected and oracleLabel are lines of oracle/expected.jsonl and
// oracle/faults/labels.jsonl.
type (
	oracleExpected = testkit.OracleHand
	oracleLabel    = testkit.OracleLabel
)

// consequences lists the further codes a hand with one injected fault may
// carry because of it. The oracle faults currently produce none of them; the
// list says which would be honest consequences rather than false alarms.
var consequences = map[Code][]Code{
	// A changed up card also changes the boards that order later streets.
	BringInWrongPlayer: {StreetWrongFirstActor, CardDuplicate},
	// A swapped line on 4th-7th street can move the street's first action.
	ActionOutOfTurn: {StreetWrongFirstActor},
	// A changed card can change who holds the best hand.
	CardDuplicate: {PotMisaward, LowNotQualified},
	// An extra raise at the cap is also an extra bet the pot must hold.
	RaiseCapExceeded: {BetWrongSize},
}

// parseHands parses every hand of a file, failing on a rejected hand.
func parseHands(t testing.TB, path string) []*hand.Hand {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := sites.Open(f, path, parser.Options{})
	var out []*hand.Hand
	for {
		h, err := r.Next()
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatalf("%v", err)
		}
		out = append(out, h)
	}
}

func oracleProfile(t testing.TB) *Profile {
	p, err := ProfileByName("oracle")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// checkAnswers replays every hand and compares it with the oracle's answer.
func checkAnswers(t *testing.T, hands []*hand.Hand, want []oracleExpected) {
	t.Helper()
	if len(hands) != len(want) {
		t.Fatalf("%d hands, %d expected answers", len(hands), len(want))
	}
	p := oracleProfile(t)
	eng := NewEngine()
	bad := 0
	for i, h := range hands {
		r := eng.Replay(h, p)
		if msg := diffAnswer(r, &want[i]); msg != "" {
			bad++
			if bad <= 10 {
				t.Errorf("hand %s: %s", h.ID, msg)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d hands disagree with the oracle", bad, len(hands))
	}
}

// diffAnswer returns "" when r agrees with the oracle's answer, else why not.
func diffAnswer(r *Result, w *oracleExpected) string {
	h := r.Hand
	if h.ID != w.HandID {
		return "hand order differs: want " + w.HandID
	}
	if len(r.Findings) > 0 {
		return "finding " + string(r.Findings[0].Code) + ": " + r.Findings[0].Message
	}
	for _, p := range r.Players {
		name := h.Name(p.Player)
		if e, ok := w.Players[name]; ok && int64(p.Net) != e.Net {
			return "net of " + name + " differs"
		}
	}
	if int64(r.TotalPot) != w.TotalPot || int64(r.Rake) != w.Rake {
		return "total pot or rake differs"
	}
	if len(r.Pots) != len(w.Pots) {
		return "number of pots differs"
	}
	for k, wp := range w.Pots {
		pot := &r.Pots[k]
		if pot.Kind != wp.Kind || int64(pot.Amount) != wp.Amount || int64(pot.AmountRaw) != wp.Raw ||
			pot.LowQualified != wp.LowQualified {
			return "pot " + wp.Kind + " differs"
		}
		var elig []string
		for _, q := range pot.Eligible {
			elig = append(elig, h.Name(q))
		}
		if !slices.Equal(elig, wp.Eligible) {
			return "eligible players of " + wp.Kind + " differ"
		}
		var gotH, wantH, gotL, wantL []string
		for _, a := range pot.High {
			gotH = append(gotH, h.Name(a.Player)+" "+h.Money(a.Amount))
		}
		for _, a := range pot.Low {
			gotL = append(gotL, h.Name(a.Player)+" "+h.Money(a.Amount))
		}
		for _, a := range wp.High {
			wantH = append(wantH, a.Player+" "+hand.Money(a.Cents).Format(2))
		}
		for _, a := range wp.Low {
			wantL = append(wantL, a.Player+" "+hand.Money(a.Cents).Format(2))
		}
		slices.Sort(gotH)
		slices.Sort(wantH)
		slices.Sort(gotL)
		slices.Sort(wantL)
		if !slices.Equal(gotH, wantH) || !slices.Equal(gotL, wantL) {
			return "awards of " + wp.Kind + " differ"
		}
	}
	return ""
}

// checkFaults replays the fault hands: every labelled code must be found,
// clean hands must have no finding, and a mutated hand may carry only its
// code and that code's consequences.
func checkFaults(t *testing.T, hands []*hand.Hand, labels []oracleLabel) {
	t.Helper()
	if len(hands) != len(labels) {
		t.Fatalf("%d hands, %d labels", len(hands), len(labels))
	}
	p := oracleProfile(t)
	eng := NewEngine()
	hits, total := map[Code]int{}, map[Code]int{}
	for i, h := range hands {
		l := &labels[i]
		if h.ID != l.HandID {
			t.Fatalf("hand %s: label for %s", h.ID, l.HandID)
		}
		r := eng.Replay(h, p)
		got := map[Code]bool{}
		for _, f := range r.Findings {
			got[f.Code] = true
		}
		if !l.Mutated {
			if len(r.Findings) > 0 {
				t.Errorf("clean hand %s flagged: %s: %s", h.ID, r.Findings[0].Code, r.Findings[0].Message)
			}
			continue
		}
		allowed := map[Code]bool{}
		for _, name := range l.Codes {
			c := Code(name)
			total[c]++
			allowed[c] = true
			for _, x := range consequences[c] {
				allowed[x] = true
			}
			if got[c] {
				hits[c]++
			} else {
				t.Errorf("hand %s: %s not found (%s)", h.ID, c, l.Note)
			}
		}
		for c := range got {
			if !allowed[c] {
				t.Errorf("hand %s: unexpected %s besides %v (%s)", h.ID, c, l.Codes, l.Note)
			}
		}
	}
	for c, n := range total {
		t.Logf("%-26s %d/%d", c, hits[c], n)
	}
}

func TestOracleSample(t *testing.T) {
	dir := filepath.Join("..", "testdata", "oracle")
	checkAnswers(t, parseHands(t, filepath.Join(dir, "hands.txt")),
		testkit.ReadJSONL[oracleExpected](t, filepath.Join(dir, "expected.jsonl")))
}

func TestOracleFaultSample(t *testing.T) {
	dir := filepath.Join("..", "testdata", "oracle")
	labels := testkit.ReadJSONL[oracleLabel](t, filepath.Join(dir, "labels.jsonl"))
	seen := map[Code]bool{}
	for _, l := range labels {
		for _, c := range l.Codes {
			seen[Code(c)] = true
		}
	}
	if len(seen) < 12 {
		t.Fatalf("the sample covers %d codes, want the 12 the oracle labels", len(seen))
	}
	checkFaults(t, parseHands(t, filepath.Join(dir, "faults.txt")), labels)
}

// sharedDir returns $STUD8_SHARED or skips the test.
func sharedDir(t testing.TB) string {
	d := os.Getenv("STUD8_SHARED")
	if d == "" {
		t.Skip("STUD8_SHARED not set")
	}
	return d
}

func TestOracleAll(t *testing.T) {
	dir := filepath.Join(sharedDir(t), "oracle")
	hands := parseHands(t, filepath.Join(dir, "hands.txt"))
	if len(hands) != 1912 {
		t.Fatalf("%d oracle hands, want 1912", len(hands))
	}
	checkAnswers(t, hands, testkit.ReadJSONL[oracleExpected](t, filepath.Join(dir, "expected.jsonl")))
}

func TestOracleFaultsAll(t *testing.T) {
	dir := filepath.Join(sharedDir(t), "oracle", "faults")
	checkFaults(t, parseHands(t, filepath.Join(dir, "hands.txt")),
		testkit.ReadJSONL[oracleLabel](t, filepath.Join(dir, "labels.jsonl")))
}
