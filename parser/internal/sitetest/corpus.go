package sitetest

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/replay"
)

// Reject is a hand the known-defects table of corpus/README.md says the
// reader must reject.
type Reject struct {
	File   string // relative to corpus/
	Hand   string // hand id
	Line   int
	Err    error  // the sentinel the error wraps
	Reason string // a part of the error's text
}

// Finding is a replay finding on a real hand that docs/sites/<site>.md
// explains.
type Finding struct {
	File string // relative to corpus/
	Hand string
	Code string
	Line int
}

// Corpus is what a site's corpus test expects of the shared corpus
// beyond clean hands.
type Corpus struct {
	Site     parser.Site // its Name is its corpus folder and MANIFEST.tsv's site
	Rejects  []Reject    // in the order of each file
	Findings []Finding   // exactly these, on the whole corpus
	// Sidecar lists the documented disagreements with .hp files:
	// "file#player" -> why.
	Sidecar map[string]string
	// Check, when set, runs the site's own checks on every accepted hand
	// and its replay; path is the corpus file's.
	Check func(t *testing.T, path string, h *hand.Hand, r *replay.Result)
}

// Run reads every corpus file of the site (with STUD8_SHARED set) and
// checks: the site's Detect claims it; the stats are MANIFEST.tsv's counts
// (stud-family hands read by game, other games counted as such) less the
// expected rejects, which must be exactly those listed (file, hand, line,
// sentinel, reason); every accepted hand is the site's, replays under its
// site's default profile with nets summing to minus its rake; the findings
// are exactly those listed; and where a .hp sidecar describes the file's
// hand, every player's net and collected amount agree with it.
func (c Corpus) Run(t *testing.T) {
	shared := Shared(t)
	eng := replay.NewEngine()
	var got []Finding
	for _, row := range Manifest(t, shared, c.Site.Name) {
		t.Run(row.File, func(t *testing.T) {
			path := filepath.Join(shared, "corpus", row.File)
			data := Read(t, []string{path}, false)[0]
			if !c.Site.Detect(sniff(data)) {
				t.Errorf("%s's Detect does not claim the file", c.Site.Name)
			}
			hs, es, st := Parse(t, c.Site, data, row.File)
			games := map[string]int{}
			nets := map[string]map[string][2]hand.Money{} // hand -> player -> net, collected
			for _, h := range hs {
				games[h.Game.String()]++
				if h.Site != c.Site.Name {
					t.Errorf("hand %s: site %q", h.ID, h.Site)
				}
				r := eng.Replay(h, replay.DefaultProfile(h.Site))
				var sum hand.Money
				m := map[string][2]hand.Money{}
				for i, p := range r.Players {
					sum += p.Net
					m[h.Seats[i].Name] = [2]hand.Money{p.Net, p.Declared}
				}
				nets[h.ID] = m
				if sum != -(h.Summary.Rake+h.Summary.Jackpot) || r.Rake != h.Summary.Rake {
					t.Errorf("hand %s: nets sum to %s, rake is %s, jackpot fee %s (replay's rake %s)", h.ID, h.Money(sum), h.Money(h.Summary.Rake), h.Money(h.Summary.Jackpot), h.Money(r.Rake))
				}
				for _, f := range r.Findings {
					t.Logf("finding %s:%d: hand %s: %s: %s", row.File, f.Line, h.ID, f.Code, f.Message)
					got = append(got, Finding{File: row.File, Hand: h.ID, Code: string(f.Code), Line: f.Line})
				}
				if c.Check != nil {
					c.Check(t, path, h, r)
				}
			}
			c.checkRejects(t, row.File, es)
			checkCounts(t, row, c.Site.Name, games, st)
			t.Logf("accepted %d %v, other %d, rejected %d; MANIFEST %v", st.Hands, games, st.OtherGame, st.Rejected, row.ByGame)
			if _, err := os.Stat(path + ".hp"); err == nil {
				checkSidecar(t, row.File, path+".hp", hs, nets, c.Sidecar)
			}
		})
	}
	want := append([]Finding(nil), c.Findings...)
	sortFindings(want)
	sortFindings(got)
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("replay findings on real hands:\n got  %v\n want %v (docs/sites lists them)", got, want)
	}
}

// sniff is what parser/sites gives a Detect: the first decoded bytes,
// leading NUL bytes and blank lines removed.
func sniff(data []byte) []byte {
	d := parser.Decode(bytes.NewReader(data))
	head := parser.Peek(d, parser.SniffSize)
	return bytes.TrimLeft(head, "\x00 \t\r\n")
}

func sortFindings(f []Finding) {
	sort.Slice(f, func(i, j int) bool { return fmt.Sprint(f[i]) < fmt.Sprint(f[j]) })
}

// checkRejects compares the errors of a corpus file with the rejects
// listed for it.
func (c Corpus) checkRejects(t *testing.T, file string, es []*parser.Error) {
	var want []Reject
	for _, r := range c.Rejects {
		if r.File == file {
			want = append(want, r)
		}
	}
	if len(es) != len(want) {
		t.Errorf("%d rejects %v, want %d", len(es), es, len(want))
	}
	for i, e := range es {
		if e.File != file || e.Line <= 0 {
			t.Errorf("reject without its file or line: %v", e)
		}
		if i >= len(want) {
			continue
		}
		w := want[i]
		if e.HandID != w.Hand || e.Line != w.Line || !errors.Is(e, w.Err) || !strings.Contains(e.Error(), w.Reason) {
			t.Errorf("reject %v; want hand %s line %d: %v (%q)", e, w.Hand, w.Line, w.Err, w.Reason)
		} else {
			t.Logf("rejected as the known-defects table says: %v", e)
		}
	}
}

// checkCounts compares what a corpus file read as with its MANIFEST.tsv row.
func checkCounts(t *testing.T, row ManifestRow, site string, games map[string]int, st parser.Stats) {
	stud, other := 0, 0
	for g, n := range row.ByGame {
		switch g {
		case "stud8", "stud", "razz":
			stud += n
			if st.Rejected == 0 && games[g] != n {
				t.Errorf("%d %s hands read, MANIFEST says %d", games[g], g, n)
			}
		default:
			other += n
		}
	}
	for g, n := range games {
		if _, ok := row.ByGame[g]; !ok {
			t.Errorf("%d %s hands read, MANIFEST lists none", n, g)
		}
	}
	want := parser.Stats{Site: site, Hands: stud - st.Rejected, Rejected: st.Rejected, OtherGame: other}
	labelled := 0
	for _, c := range st.Others {
		labelled += c.Hands
	}
	if labelled != st.OtherGame {
		t.Errorf("other games by label %v: %d hands, want the %d other games", st.Others, labelled, st.OtherGame)
	}
	if st.Site != want.Site || st.Hands != want.Hands || st.Rejected != want.Rejected || st.OtherGame != want.OtherGame || st.Hands+st.OtherGame+st.Rejected != row.Hands && row.Hands != 0 {
		t.Errorf("stats %+v, want %+v (MANIFEST: %d hands %v)", st, want, row.Hands, row.ByGame)
	}
}

var (
	hpPlayer = regexp.MustCompile(`(?m)^(?:\{   |    )u?'([^']+)': \{`)
	hpField  = regexp.MustCompile(`'(totalProfit|winnings)': (-?\d+)`)
)

// Sidecar reads a .hp file: each player's net (totalProfit) and collected
// amount (winnings), in cents (tournament chips times 100).
func Sidecar(path string) (map[string][2]hand.Money, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	out := map[string][2]hand.Money{}
	text := string(b)
	locs := hpPlayer.FindAllStringSubmatchIndex(text, -1)
	for i, l := range locs {
		end := len(text)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		var v [2]hand.Money
		for _, m := range hpField.FindAllStringSubmatch(text[l[1]:end], -1) {
			n, _ := strconv.ParseInt(m[2], 10, 64)
			if m[1] == "totalProfit" {
				v[0] = hand.Money(n)
			} else {
				v[1] = hand.Money(n)
			}
		}
		out[text[l[2]:l[3]]] = v
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no players", path)
	}
	return out, nil
}

// checkSidecar compares the file's one hand with its .hp sidecar: every
// player the sidecar names must be seated, with its net and collected
// amount, unless documented.
func checkSidecar(t *testing.T, file, hp string, hs []*hand.Hand, nets map[string]map[string][2]hand.Money, documented map[string]string) {
	side, err := Sidecar(hp)
	if err != nil {
		t.Error(err)
		return
	}
	if len(hs) != 1 {
		t.Logf("%d hands read; the sidecar describes one, not compared", len(hs))
		return
	}
	h := hs[0]
	scale := hand.Money(1)
	if h.Decimals == 0 {
		scale = 100
	}
	for name, want := range side {
		key := file + "#" + name
		got, ok := nets[h.ID][name]
		if why, doc := documented[key]; doc {
			t.Logf("sidecar %s: documented difference: %s", key, why)
			continue
		}
		if !ok || got[0]*scale != want[0] || got[1]*scale != want[1] {
			t.Errorf("sidecar %s (hand %s): net %d collected %d (x%d), .hp says %d and %d (seated: %v)",
				key, h.ID, got[0], got[1], scale, want[0], want[1], ok)
		}
	}
	t.Logf("compared %d players with %s", len(side), filepath.Base(hp))
}
