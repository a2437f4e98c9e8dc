package phh_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stud8/stud8/parser/internal/sitetest"
	"github.com/stud8/stud8/parser/phh"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/replay"
)

// wsopFile holds the 13 stud hi/lo hands of the 2023 WSOP that PokerKit's
// tests play (pokerkit/tests/test_wsop), written by PokerKit's dumps_all:
// required fields only, no hand, players or winnings. wsopNets is
// PokerKit's own replay of the same text, each player's final stack less
// his starting stack by table; both are made by the scripts beside them:
//
//	PYTHONPATH=/work/shared/pokerkit python3 testdata/phh/wsop2023_transcribe.py \
//	    test_2023_43_5.py test_2023_54_4.py > testdata/phh/wsop2023-stud8.phhs
//	PYTHONPATH=/work/shared/pokerkit python3 testdata/phh/wsop2023_nets.py \
//	    testdata/phh/wsop2023-stud8.phhs > testdata/phh/wsop2023-stud8.nets.json
var (
	wsopFile = filepath.Join("..", "..", "testdata", "phh", "wsop2023-stud8.phhs")
	wsopNets = filepath.Join("..", "..", "testdata", "phh", "wsop2023-stud8.nets.json")
)

// TestOtherWriterWSOP reads the PokerKit-written WSOP hands: 13 hands with
// 13 different ids, players named p1, p2..., every pot awarded by the
// rules (no winnings declared), each player's net PokerKit's, and no
// finding under the profile the import gives PHH.
func TestOtherWriterWSOP(t *testing.T) {
	data, err := os.ReadFile(wsopFile)
	if err != nil {
		t.Fatal(err)
	}
	var want map[string][]int64
	raw, err := os.ReadFile(wsopNets)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &want); err != nil {
		t.Fatal(err)
	}
	hs, errs, err := readAll(data, wsopFile)
	if err != nil || len(errs) > 0 || len(hs) != 13 || len(want) != 13 {
		t.Fatalf("%d hands, %d rejected (%v), %d PokerKit results; want 13", len(hs), len(errs), err, len(want))
	}
	name, err := sites.Profile("PHH")
	if err != nil {
		t.Fatal(err)
	}
	prof, err := replay.ProfileByName(name)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for k, h := range hs {
		table := strconv.Itoa(k + 1)
		if ids[h.ID] || !strings.HasPrefix(h.ID, "wsop2023-stud8.phhs["+table+"]#") {
			t.Errorf("table %s: id %q repeated or not keyed by file and table", table, h.ID)
		}
		ids[h.ID] = true
		if !h.Summary.AwardsByRules || h.Seats[0].Name != "p1" {
			t.Errorf("table %s: AwardsByRules %v, first player %q", table, h.Summary.AwardsByRules, h.Seats[0].Name)
		}
		r := replay.Replay(h, prof)
		for _, f := range r.Findings {
			t.Errorf("table %s: finding %s: %s", table, f.Code, f.Message)
		}
		nets := want[table]
		if len(nets) != len(h.Seats) {
			t.Fatalf("table %s: %d PokerKit nets for %d players", table, len(nets), len(h.Seats))
		}
		for i, p := range r.Players {
			if int64(p.Net) != nets[i] || p.Net != p.Collected-p.Total {
				t.Errorf("table %s: %s net %d (by the rules %d), PokerKit %d", table, h.Seats[i].Name, p.Net, p.Collected-p.Total, nets[i])
			}
		}
		// Written again (without winnings), it reads back the same.
		if _, err := sitetest.PHHRoundTrip(h); err != nil {
			t.Errorf("table %s: %v", table, err)
		}
	}
}

// TestDeclaredChecked: winnings and finishing_stacks are declarations the
// replay checks: given right, no finding; given wrong, a pot finding.
func TestDeclaredChecked(t *testing.T) {
	base := strings.SplitN(string(mustRead(t, wsopFile)), "\n\n", 2)[0] + "\n"
	// Table [1]: p1 and p5 split the pot; each wins 2,412,500 of it.
	for _, c := range []struct {
		name, extra string
		findings    []replay.Code
	}{
		{"winnings", "winnings = [2412500, 0, 0, 0, 2412500]\n", nil},
		{"finishing_stacks", "finishing_stacks = [4537500, 1800000, 14400000, 6075000, 2887500]\n", nil},
		{"both", "winnings = [2412500, 0, 0, 0, 2412500]\nfinishing_stacks = [4537500, 1800000, 14400000, 6075000, 2887500]\n", nil},
		{"winnings wrong", "winnings = [4825000, 0, 0, 0, 0]\n", []replay.Code{replay.PotMisaward}},
		{"finishing_stacks wrong", "finishing_stacks = [6950000, 1800000, 14400000, 6075000, 475000]\n", []replay.Code{replay.PotMisaward}},
		{"disagree", "winnings = [2412500, 0, 0, 0, 2412500]\nfinishing_stacks = [4537500, 1800000, 14400000, 6075000, 2887499]\n", []replay.Code{replay.PotNotConserved}},
		{"decimals", "", nil},
	} {
		text := base + c.extra
		if c.name == "decimals" {
			// Every amount in hundredths: 4425000 chips are written 44250.00.
			text = regexp.MustCompile(`\b\d{5,}\b`).ReplaceAllStringFunc(text, func(s string) string {
				return s[:len(s)-2] + "." + s[len(s)-2:]
			})
		}
		hs, errs, err := readAll([]byte(text), "declared.phhs")
		if err != nil || len(errs) > 0 || len(hs) != 1 {
			t.Fatalf("%s: %d hands, %v %v", c.name, len(hs), errs, err)
		}
		h := hs[0]
		r := replay.Replay(h, replay.DefaultProfile("PokerStars"))
		var got []replay.Code
		for _, f := range r.Findings {
			got = append(got, f.Code)
		}
		if strings.Join(codes(got), ",") != strings.Join(codes(c.findings), ",") {
			t.Errorf("%s: findings %v, want %v", c.name, r.Findings, c.findings)
		}
		// In hundredths, 1125.00 is the same integer as 112500 chips.
		if c.findings == nil {
			if r.Players[0].Net != 112500 || r.Players[4].Net != 112500 || c.name == "decimals" && h.Decimals != 2 {
				t.Errorf("%s: nets %d and %d, want 112500", c.name, r.Players[0].Net, r.Players[4].Net)
			}
		}
		if again, err := phh.Append(nil, h); err != nil || strings.Contains(string(again), "winnings") != (c.extra != "") {
			t.Errorf("%s: written again with winnings %v (%v)", c.name, strings.Contains(string(again), "winnings"), err)
		}
	}
}

func codes(cs []replay.Code) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = string(c)
	}
	return out
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
