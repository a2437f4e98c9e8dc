// Package corpustest checks a site's reader against the real corpus in
// $STUD8_SHARED/corpus: hand counts per file against MANIFEST.tsv, the
// rejects the known-defects table asks for, a replay of every accepted hand
// under its site's default profile with nets summing to minus the rake,
// and the nets and collected amounts of the .hp sidecars. Only tests
// import it.
package corpustest

import (
	"bufio"
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
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/replay"
)

// Shared returns $STUD8_SHARED, skipping the test when it is not set.
func Shared(t testing.TB) string {
	dir := os.Getenv("STUD8_SHARED")
	if dir == "" {
		t.Skip("STUD8_SHARED is not set: corpus test skipped")
	}
	if _, err := os.Stat(filepath.Join(dir, "corpus", "MANIFEST.tsv")); err != nil {
		t.Skipf("STUD8_SHARED=%s has no corpus/MANIFEST.tsv", dir)
	}
	return dir
}

// File is one hand-history row of MANIFEST.tsv.
type File struct {
	Path   string // relative to corpus/
	Hands  int
	ByGame map[string]int
}

// Manifest returns the hand-history files of site listed in MANIFEST.tsv.
func Manifest(t testing.TB, shared, site string) []File {
	f, err := os.Open(filepath.Join(shared, "corpus", "MANIFEST.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []File
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 10 || c[0] != site || strings.HasPrefix(c[2], "sidecar") {
			continue
		}
		n, _ := strconv.Atoi(c[8])
		fl := File{Path: c[3], Hands: n, ByGame: map[string]int{}}
		for _, kv := range strings.Split(c[9], ";") {
			if k, v, ok := strings.Cut(kv, "="); ok {
				fl.ByGame[k], _ = strconv.Atoi(v)
			}
		}
		out = append(out, fl)
	}
	if len(out) == 0 {
		t.Fatalf("MANIFEST.tsv lists no %s files", site)
	}
	return out
}

// Expect is what the known-defects table and the site's documentation
// say of the corpus: rejects by file (reason substrings, in order) and the
// replay findings on real hands ("file|hand id|code" -> count).
type Expect struct {
	Rejects  map[string][]string
	Findings map[string]int
	// Sidecar lists documented disagreements with .hp files
	// ("file|player|field" -> why).
	Sidecar map[string]string
}

// Run checks every corpus file of site.
func Run(t *testing.T, site, siteName string, exp Expect) {
	shared := Shared(t)
	eng := replay.NewEngine()
	gotFindings := map[string]int{}
	for _, fl := range Manifest(t, shared, site) {
		path := filepath.Join(shared, "corpus", fl.Path)
		games := map[string]int{}
		var rejects []*parser.Error
		nets := map[string]map[string][2]hand.Money{} // hand -> player -> net, collected
		st, err := sites.ParseFile(path, parser.Options{}, func(h *hand.Hand) error {
			if h.Site != siteName {
				t.Errorf("%s: hand %s: site %q, want %q", fl.Path, h.ID, h.Site, siteName)
			}
			games[h.Game.String()]++
			r := eng.Replay(h, replay.DefaultProfile(h.Site))
			for _, f := range r.Findings {
				key := fl.Path + "|" + h.ID + "|" + string(f.Code)
				gotFindings[key]++
				t.Logf("finding %s:%d: hand %s: %s: %s", fl.Path, f.Line, h.ID, f.Code, f.Message)
			}
			var sum hand.Money
			m := map[string][2]hand.Money{}
			for _, p := range r.Players {
				sum += p.Net
				m[h.Seats[p.Player].Name] = [2]hand.Money{p.Net, p.Declared}
			}
			nets[h.ID] = m
			if sum != -h.Summary.Rake {
				t.Errorf("%s: hand %s: nets sum to %s, want minus the rake %s", fl.Path, h.ID, h.Money(sum), h.Money(h.Summary.Rake))
			}
			return nil
		}, func(pe *parser.Error) {
			rejects = append(rejects, pe)
		})
		if err != nil {
			t.Fatalf("%s: %v", fl.Path, err)
		}
		if st.Site != siteName {
			t.Errorf("%s: read as %q, want %q", fl.Path, st.Site, siteName)
		}
		// Counts against the manifest.
		wantOther := 0
		for g, n := range fl.ByGame {
			switch g {
			case "stud8", "stud", "razz":
				if games[g] != n {
					t.Errorf("%s: %d %s hands read, MANIFEST says %d", fl.Path, games[g], g, n)
				}
			default:
				wantOther += n
			}
		}
		for g, n := range games {
			if _, ok := fl.ByGame[g]; !ok {
				t.Errorf("%s: %d %s hands read, MANIFEST lists none", fl.Path, n, g)
			}
		}
		if st.OtherGame != wantOther {
			t.Errorf("%s: %d other-game hands, MANIFEST says %d", fl.Path, st.OtherGame, wantOther)
		}
		want := exp.Rejects[fl.Path]
		if len(rejects) != len(want) {
			t.Errorf("%s: %d rejects, want %d: %v", fl.Path, len(rejects), len(want), rejects)
		}
		for i, pe := range rejects {
			if pe.File == "" || pe.Line <= 0 {
				t.Errorf("%s: reject without file or line: %v", fl.Path, pe)
			}
			if i < len(want) && !strings.Contains(pe.Error(), want[i]) {
				t.Errorf("%s: reject %v, want one saying %q", fl.Path, pe, want[i])
			}
		}
		t.Logf("%s: %d hands %v, %d other, %d rejected (MANIFEST: %d hands %v)", fl.Path, st.Hands, games,
			st.OtherGame, st.Rejected, fl.Hands, fl.ByGame)
		// Sidecar.
		hp := path + ".hp"
		if _, err := os.Stat(hp); err == nil && len(nets) > 0 {
			checkSidecar(t, fl.Path, hp, nets, exp.Sidecar)
		}
	}
	var keys []string
	for k := range gotFindings {
		keys = append(keys, k)
	}
	for k := range exp.Findings {
		if _, ok := gotFindings[k]; !ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		if gotFindings[k] != exp.Findings[k] {
			t.Errorf("finding %s: %d, documented %d", k, gotFindings[k], exp.Findings[k])
		}
	}
}

var (
	hpPlayer = regexp.MustCompile(`^[{ ]*u?'([^']+)': \{`)
	hpField  = regexp.MustCompile(`'(totalProfit|winnings)': (-?\d+)`)
)

// Sidecar reads the net (totalProfit) and collected amount (winnings) of
// each player of a .hp file, in cents.
func Sidecar(path string) (map[string][2]hand.Money, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	out := map[string][2]hand.Money{}
	cur := ""
	for _, l := range strings.Split(string(b), "\n") {
		if m := hpPlayer.FindStringSubmatch(l); m != nil && strings.Index(l, "'") <= 6 {
			cur = m[1]
		}
		if m := hpField.FindStringSubmatch(l); m != nil && cur != "" {
			v, _ := strconv.ParseInt(m[2], 10, 64)
			x := out[cur]
			if m[1] == "totalProfit" {
				x[0] = hand.Money(v)
			} else {
				x[1] = hand.Money(v)
			}
			out[cur] = x
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no players")
	}
	return out, nil
}

func checkSidecar(t *testing.T, file, hp string, nets map[string]map[string][2]hand.Money, documented map[string]string) {
	side, err := Sidecar(hp)
	if err != nil {
		t.Errorf("%s: %v", hp, err)
		return
	}
	if len(nets) != 1 {
		t.Logf("%s: %d hands; the sidecar describes one, not compared", file, len(nets))
		return
	}
	for _, m := range nets {
		for name, want := range side {
			got, ok := m[name]
			for i, field := range []string{"totalProfit", "winnings"} {
				key := file + "|" + name + "|" + field
				if why, doc := documented[key]; doc {
					t.Logf("sidecar %s: documented difference: %s", key, why)
					continue
				}
				if !ok || got[i] != want[i] {
					t.Errorf("sidecar %s: ours %d, .hp %d", key, got[i], want[i])
				}
			}
		}
		t.Logf("%s: compared %d players with %s", file, len(side), filepath.Base(hp))
	}
}

// Describe is a helper for messages.
func Describe(h *hand.Hand) string { return fmt.Sprintf("%s#%s", h.Site, h.ID) }
