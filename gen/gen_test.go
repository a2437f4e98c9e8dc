package gen

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"sort"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/pokerstars"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/replay"
)

// labelLine is one line of the labels file.
type labelLine struct {
	HandID       string   `json:"hand_id"`
	Mutated      bool     `json:"mutated"`
	FindingCodes []string `json:"finding_codes"`
	Note         string   `json:"note"`
}

// generated runs Generate and returns the text and the labels.
func generated(t testing.TB, cfg Config) ([]byte, []labelLine) {
	t.Helper()
	var out, lab bytes.Buffer
	if err := Generate(cfg, &out, &lab); err != nil {
		t.Fatal(err)
	}
	var labels []labelLine
	sc := bufio.NewScanner(&lab)
	for sc.Scan() {
		var l labelLine
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatalf("label %q: %v", sc.Text(), err)
		}
		labels = append(labels, l)
	}
	return out.Bytes(), labels
}

// parseAll reads every hand back with stud8's parser; any reject fails t.
func parseAll(t testing.TB, text []byte) []*hand.Hand {
	t.Helper()
	r := sites.Open(bytes.NewReader(text), "gen.txt", parser.Options{})
	var hs []*hand.Hand
	for {
		h, err := r.Next()
		if errors.Is(err, io.EOF) {
			return hs
		}
		if err != nil {
			t.Errorf("parser rejected a generated hand: %v", err)
			continue
		}
		hs = append(hs, h)
	}
}

// replayAll replays the hands in order under the named profile, with the
// stack tracker and the structures learnt from all of them, and returns the finding codes of each hand.
func replayAll(t testing.TB, hs []*hand.Hand, profile string) [][]string {
	t.Helper()
	p, err := replay.ProfileByName(profile)
	if err != nil {
		t.Fatal(err)
	}
	tr := replay.NewStackTracker()
	learnt := replay.NewStructures()
	for _, h := range hs {
		learnt.Observe(h)
	}
	out := make([][]string, len(hs))
	for i, h := range hs {
		r := replay.Replay(h, p)
		tr.Check(r)
		learnt.Check(r)
		for _, f := range r.Findings {
			out[i] = append(out[i], string(f.Code)+": "+f.Message)
		}
	}
	return out
}

func TestGeneratedHandsParseAndRoundTrip(t *testing.T) {
	text, labels := generated(t, Config{Hands: 2000, Seed: 11})
	hs := parseAll(t, text)
	if len(hs) != 2000 || len(labels) != 2000 {
		t.Fatalf("got %d hands and %d labels, want 2000", len(hs), len(labels))
	}
	// Writing the parsed hands again gives the same bytes: gen's text is what
	// stud8's own writer produces for the hand the parser read.
	var again []byte
	for _, h := range hs {
		var err error
		if again, err = pokerstars.Append(again, h); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(again, text) {
		t.Errorf("parse and write again changed the text")
	}
	prev := ""
	for i, h := range hs {
		if labels[i].HandID != h.ID || labels[i].Mutated {
			t.Fatalf("label %d = %+v for hand %s", i, labels[i], h.ID)
		}
		if h.ID <= prev {
			t.Errorf("hand id %s after %s: ids must increase", h.ID, prev)
		}
		prev = h.ID
	}
}

func TestCleanHandsHaveNoFindings(t *testing.T) {
	for _, prof := range []string{"oracle", "pokerstars"} {
		t.Run(prof, func(t *testing.T) {
			p, _ := ProfileByName(prof)
			text, _ := generated(t, Config{Hands: 3000, Seed: 5, Profile: p})
			hs := parseAll(t, text)
			bad := 0
			for i, fs := range replayAll(t, hs, prof) {
				if len(fs) > 0 {
					bad++
					if bad <= 5 {
						t.Errorf("clean hand %s has findings %v", hs[i].ID, fs)
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d clean hands have findings", bad, len(hs))
			}
		})
	}
}

// undetectable lists the fault codes a replay profile cannot see: the
// oracle profile does not compare stacks between hands. (The PokerStars
// profile does not list the oracle's structures either, but learns them
// from the run: replay.Structures.)
var undetectable = map[string]string{"oracle": "stack.mismatch"}

func TestFaultsAreFoundByReplay(t *testing.T) {
	for _, prof := range []string{"oracle", "pokerstars"} {
		t.Run(prof, func(t *testing.T) {
			p, _ := ProfileByName(prof)
			checkFaults(t, Config{Hands: 3000, Seed: 9, FaultRate: 0.4, Profile: p}, prof)
		})
	}
}

// checkFaults generates cfg, replays it under the named profile and
// requires no findings on clean hands, the labelled code on every mutated
// hand the profile can detect, about cfg.FaultRate mutated hands and every
// kind injected; it logs the recall per code.
func checkFaults(t *testing.T, cfg Config, prof string) {
	text, labels := generated(t, cfg)
	hs := parseAll(t, text)
	if len(hs) != len(labels) {
		t.Fatalf("%d hands, %d labels", len(hs), len(labels))
	}
	found := replayAll(t, hs, prof)
	total, hit := map[string]int{}, map[string]int{}
	mutated, errs := 0, 0
	fail := func(format string, a ...any) {
		if errs++; errs <= 20 {
			t.Errorf(format, a...)
		}
	}
	for i, l := range labels {
		if l.HandID != hs[i].ID {
			t.Fatalf("label %d is for hand %s, not %s", i, l.HandID, hs[i].ID)
		}
		if !l.Mutated {
			if len(found[i]) > 0 {
				fail("clean hand %s has findings %v", l.HandID, found[i])
			}
			continue
		}
		mutated++
		if len(l.FindingCodes) != 1 {
			t.Fatalf("hand %s labelled %v: want exactly one code", l.HandID, l.FindingCodes)
		}
		code := l.FindingCodes[0]
		total[code]++
		ok := false
		for _, f := range found[i] {
			ok = ok || strings.HasPrefix(f, code+":")
		}
		if ok {
			hit[code]++
		} else if code != undetectable[prof] {
			fail("hand %s: injected %s (%s) not found; findings %v", l.HandID, code, l.Note, found[i])
		}
	}
	if errs > 20 {
		t.Errorf("%d problems in all", errs)
	}
	share := float64(mutated) / float64(len(labels))
	if share < cfg.FaultRate*0.75 || share > cfg.FaultRate*1.25 {
		t.Errorf("%.2f of the hands mutated, want about %.2f", share, cfg.FaultRate)
	}
	codes := FaultCodes()
	sort.Strings(codes)
	for _, c := range codes {
		if total[c] == 0 {
			t.Errorf("no hand with %s injected", c)
		}
		t.Logf("%-26s recall %5d/%5d", c, hit[c], total[c])
	}
}

func TestEachMatchesGenerate(t *testing.T) {
	cfg := Config{Hands: 500, Seed: 4, FaultRate: 0.3}
	text, labels := generated(t, cfg)
	var again []byte
	var got []Label
	err := Each(cfg, func(h *hand.Hand, l Label) error {
		var err error
		again, err = pokerstars.Append(again, h)
		got = append(got, l)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, text) {
		t.Error("Each gave other hands than Generate")
	}
	if len(got) != len(labels) {
		t.Fatalf("%d labels from Each, %d from Generate", len(got), len(labels))
	}
	for i, l := range labels {
		code := ""
		if l.Mutated {
			code = l.FindingCodes[0]
		}
		if got[i].HandID != l.HandID || got[i].Mutated != l.Mutated || got[i].Code != code || got[i].Note != l.Note {
			t.Fatalf("label %d: Each %+v, Generate %+v", i, got[i], l)
		}
	}
}

// TestUnusualConfigs generates heads-up only, eight-handed only, the
// smallest possible stakes and every hand faulty, and replays them.
func TestUnusualConfigs(t *testing.T) {
	tiny, err := ParseStakes("1:2:4:8")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		cfg  Config
	}{
		{"heads-up", Config{Hands: 1500, Seed: 1, MinPlayers: 2, MaxPlayers: 2}},
		{"eight-handed", Config{Hands: 1500, Seed: 2, MinPlayers: 8, MaxPlayers: 8}},
		{"tiny stakes", Config{Hands: 1500, Seed: 3, Stakes: tiny}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text, _ := generated(t, tc.cfg)
			hs := parseAll(t, text)
			if len(hs) != tc.cfg.Hands {
				t.Fatalf("%d hands, want %d", len(hs), tc.cfg.Hands)
			}
			for i, fs := range replayAll(t, hs, "oracle") {
				n := len(hs[i].Seats)
				if n < tc.cfg.MinPlayers && tc.cfg.MinPlayers > 0 || tc.cfg.MaxPlayers > 0 && n > tc.cfg.MaxPlayers {
					t.Fatalf("hand %s has %d players", hs[i].ID, n)
				}
				if len(fs) > 0 {
					t.Fatalf("clean hand %s has findings %v", hs[i].ID, fs)
				}
			}
		})
	}
	t.Run("all faulty", func(t *testing.T) {
		checkFaults(t, Config{Hands: 1500, Seed: 4, FaultRate: 1}, "oracle")
	})
}
