package pokerstars

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// parseAllFile parses path and returns its hands and errors.
func parseAllFile(t testing.TB, path string) ([]*hand.Hand, []*parser.Error, parser.Stats) {
	t.Helper()
	var hs []*hand.Hand
	var es []*parser.Error
	st, err := ParseFile(path, func(h *hand.Hand) error { hs = append(hs, h); return nil },
		func(e *parser.Error) { es = append(es, e) })
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return hs, es, st
}

// TestCorpus parses every file of the shared corpus. PokerStars files: every
// stud-family hand is accepted except the Triple Stud hand with the card
// token "of" (corpus README, known defects), and other games are counted as
// such, all as MANIFEST.tsv says. Files of other sites give exactly one
// parser.ErrUnknownFormat error and no hand.
func TestCorpus(t *testing.T) {
	dir := sitetest.Shared(t)
	for _, row := range sitetest.ManifestAll(t, dir) {
		t.Run(row.File, func(t *testing.T) {
			hs, es, st := parseAllFile(t, filepath.Join(dir, "corpus", row.File))
			if row.Site != "PokerStars" {
				if len(hs) != 0 || len(es) != 1 || !errors.Is(es[0], parser.ErrUnknownFormat) {
					t.Fatalf("got %d hands, errors %v; want one parser.ErrUnknownFormat", len(hs), es)
				}
				return
			}
			stud := row.ByGame["stud8"] + row.ByGame["stud"] + row.ByGame["razz"]
			wantRejected := 0
			if strings.Contains(row.File, "Triple-Stud") {
				wantRejected = 1
				if !errors.Is(es[0], parser.ErrBadCard) || !strings.Contains(es[0].Error(), `"of"`) {
					t.Errorf("rejection reason: %v", es[0])
				}
			} else {
				for _, e := range es {
					t.Errorf("%v", e)
				}
			}
			want := parser.Stats{Site: "PokerStars", Hands: stud - wantRejected, Rejected: wantRejected, OtherGame: row.ByGame["other"]}
			if st.Site != want.Site || st.Hands != want.Hands || st.Rejected != want.Rejected || st.OtherGame != want.OtherGame {
				t.Errorf("stats %+v, want %+v", st, want)
			}
			for _, h := range hs {
				if err := sitetest.RoundTrip(Site, h); err != nil {
					t.Error(err)
				}
			}
			games := map[string]int{}
			for _, h := range hs {
				games[h.Game.String()]++
			}
			for _, g := range []string{"stud8", "stud", "razz"} {
				if games[g] != row.ByGame[g] && wantRejected == 0 {
					t.Errorf("%s hands: %d, want %d", g, games[g], row.ByGame[g])
				}
			}
		})
	}
}

// TestOracle parses the 1,912 oracle hands and their faulty copies: none
// is rejected, and the ids, seats and stakes match expected.jsonl.
func TestOracle(t *testing.T) {
	dir := sitetest.Shared(t)
	for _, name := range []string{"oracle/hands.txt", "oracle/faults/hands.txt"} {
		hs, es, st := parseAllFile(t, filepath.Join(dir, name))
		for _, e := range es {
			t.Errorf("%v", e)
		}
		if st.Hands != 1912 || st.Rejected != 0 || st.OtherGame != 0 {
			t.Errorf("%s: stats %+v", name, st)
		}
		for _, h := range hs {
			if err := sitetest.RoundTrip(Site, h); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		}
	}
}

// TestOracleWriteBytes parses the oracle hands and writes them back: the
// output must be the file, byte for byte.
func TestOracleWriteBytes(t *testing.T) {
	dir := sitetest.Shared(t)
	path := filepath.Join(dir, "oracle/hands.txt")
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var got []byte
	hs, es, _ := parseAllFile(t, path)
	if len(es) > 0 {
		t.Fatal(es[0])
	}
	for _, h := range hs {
		start := len(got)
		if got, err = Append(got, h); err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(want[start:], got[start:]) {
			t.Fatalf("hand %s (line %d) differs:\n%s", h.ID, h.Pos.Line, sitetest.FirstDiff(string(want[start:]), string(got[start:])))
		}
	}
	if string(got) != string(want) {
		t.Fatalf("written %d bytes, file has %d", len(got), len(want))
	}
}

// expectedHand is the part of oracle/expected.jsonl the parser can be
// checked against: what the hand text declares, computed by the oracle's
// own engine.
type expectedHand struct {
	HandID string `json:"hand_id"`
	Stakes struct {
		Ante     int64 `json:"ante"`
		BringIn  int64 `json:"bring_in"`
		SmallBet int64 `json:"small_bet"`
		BigBet   int64 `json:"big_bet"`
	} `json:"stakes"`
	Community []string `json:"community_cards"`
	Players   map[string]struct {
		Seat      int   `json:"seat"`
		Stack     int64 `json:"starting_stack_cents"`
		Collected int64 `json:"collected_cents"`
	} `json:"players"`
	Uncalled *struct {
		Player string `json:"player"`
		Cents  int64  `json:"cents"`
	} `json:"uncalled"`
	TotalPot int64 `json:"total_pot_cents"`
	Rake     int64 `json:"rake_cents"`
}

// TestOracleExpected checks every parsed oracle hand against the oracle's
// answers: ids in order, stakes, seats and stacks, community card, the
// uncalled bet, each player's collected amount, total pot and rake.
func TestOracleExpected(t *testing.T) {
	dir := sitetest.Shared(t)
	hs, es, _ := parseAllFile(t, filepath.Join(dir, "oracle/hands.txt"))
	if len(es) > 0 {
		t.Fatal(es[0])
	}
	f, err := os.Open(filepath.Join(dir, "oracle/expected.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	i := 0
	for ; sc.Scan(); i++ {
		var x expectedHand
		if err := json.Unmarshal(sc.Bytes(), &x); err != nil {
			t.Fatal(err)
		}
		if i >= len(hs) {
			t.Fatalf("only %d hands parsed", len(hs))
		}
		h := hs[i]
		check := func(what string, got, want any) {
			if got != want {
				t.Errorf("hand %s: %s = %v, want %v", x.HandID, what, got, want)
			}
		}
		check("id", h.ID, x.HandID)
		check("ante", int64(h.Stakes.Ante), x.Stakes.Ante)
		check("small bet", int64(h.Stakes.SmallBet), x.Stakes.SmallBet)
		check("big bet", int64(h.Stakes.BigBet), x.Stakes.BigBet)
		bringIn := int64(0)
		collected := map[string]int64{}
		for _, e := range h.Events {
			switch e.Kind {
			case hand.BringIn:
				if !e.AllIn && bringIn == 0 {
					bringIn = x.Stakes.BringIn // a short all-in bring-in does not tell the stake
				}
			case hand.Collect:
				collected[h.Name(e.Player)] += int64(e.Amount)
			case hand.Uncalled:
				if x.Uncalled == nil {
					t.Errorf("hand %s: unexpected uncalled bet", x.HandID)
				} else {
					check("uncalled", h.Name(e.Player)+" "+e.Amount.Format(0), x.Uncalled.Player+" "+strconv.FormatInt(x.Uncalled.Cents, 10))
				}
			}
		}
		check("bring-in", int64(h.Stakes.BringIn), bringIn)
		check("seats", len(h.Seats), len(x.Players))
		for _, s := range h.Seats {
			p := x.Players[s.Name]
			check(s.Name+" seat", s.Num, p.Seat)
			check(s.Name+" stack", int64(s.Stack), p.Stack)
			check(s.Name+" collected", collected[s.Name], p.Collected)
		}
		check("total pot", int64(h.Summary.TotalPot), x.TotalPot)
		check("rake", int64(h.Summary.Rake), x.Rake)
		board := ""
		if h.Summary.Board.Known() {
			board = h.Summary.Board.String()
		}
		check("board", board, strings.Join(x.Community, " "))
	}
	if i != len(hs) || i != 1912 {
		t.Errorf("%d expected lines, %d hands", i, len(hs))
	}
}
