package gen

import (
	"errors"
	"io"
	"os"
	"strconv"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/pokerstars"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/replay"
)

// TestLongClean replays STUD8_GEN_HANDS generated hands (e.g. 1000000)
// under STUD8_GEN_PROFILE (default oracle) and requires no findings. It is
// skipped unless the variable is set.
func TestLongClean(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("STUD8_GEN_HANDS"))
	if n <= 0 {
		t.Skip("STUD8_GEN_HANDS not set")
	}
	name := os.Getenv("STUD8_GEN_PROFILE")
	if name == "" {
		name = "oracle"
	}
	gp, err := ProfileByName(name)
	if err != nil {
		t.Fatal(err)
	}
	rp, err := replay.ProfileByName(name)
	if err != nil {
		t.Fatal(err)
	}
	pr, pw := io.Pipe()
	go func() { pw.CloseWithError(Generate(Config{Hands: n, Seed: 1, Profile: gp}, pw, nil)) }()
	r := sites.Open(pr, "gen", parser.Options{})
	tr := replay.NewStackTracker()
	eng := replay.NewEngine()
	hands, bad := 0, 0
	for {
		h, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("parse: %v", err)
		}
		hands++
		res := eng.Replay(h, rp)
		tr.Check(res)
		if len(res.Findings) > 0 {
			bad++
			if bad <= 20 {
				text, _ := pokerstars.Append(nil, h)
				t.Errorf("hand %s: %v\n%s", h.ID, res.Findings, text)
			}
		}
	}
	t.Logf("%d hands, %d with findings", hands, bad)
	if hands != n {
		t.Errorf("%d hands read, want %d", hands, n)
	}
}

// TestLongFaults generates STUD8_GEN_FAULT_HANDS hands with 30% faults under
// STUD8_GEN_PROFILE (default oracle), replays them and logs the recall of
// every fault code; a clean hand with a finding or a detectable fault not
// found fails. Skipped unless the variable is set.
func TestLongFaults(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("STUD8_GEN_FAULT_HANDS"))
	if n <= 0 {
		t.Skip("STUD8_GEN_FAULT_HANDS not set")
	}
	name := os.Getenv("STUD8_GEN_PROFILE")
	if name == "" {
		name = "oracle"
	}
	p, err := ProfileByName(name)
	if err != nil {
		t.Fatal(err)
	}
	checkFaults(t, Config{Hands: n, Seed: 77, FaultRate: 0.3, Profile: p}, name)
}
