// Package textcorpus checks a site's reader against the real corpus under
// $STUD8_SHARED: the per-game counts of MANIFEST.tsv, the rejects the
// known-defects table allows, the replay of every accepted hand (nets sum
// to minus the rake; findings only as documented) and the .hp sidecars'
// nets and collected amounts. The site packages' tests call Run.
package textcorpus

import (
	"bufio"
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

// Expect lists what a site's corpus may show beyond clean hands, keyed by
// the file's path relative to the corpus folder.
type Expect struct {
	// Rejects: "file" -> reasons (substrings of the *parser.Error text, which
	// also names the line), in order.
	Rejects map[string][]string
	// Findings: "file#hand:code" -> the documented explanation.
	Findings map[string]string
	// Sidecar: "file#player" -> the documented sidecar error.
	Sidecar map[string]string
}

// Shared returns $STUD8_SHARED, or skips the test when it is not set.
func Shared(t testing.TB) string {
	dir := os.Getenv("STUD8_SHARED")
	if dir == "" {
		t.Skip("STUD8_SHARED not set: corpus tests skipped")
	}
	return dir
}

// row is one hand-history file of MANIFEST.tsv.
type row struct {
	file   string
	byGame map[string]int
}

// manifest returns the hand-history files of site.
func manifest(t *testing.T, dir, site string) []row {
	f, err := os.Open(filepath.Join(dir, "corpus", "MANIFEST.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []row
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 10 || c[0] != site || strings.HasPrefix(c[2], "sidecar") {
			continue
		}
		r := row{file: c[3], byGame: map[string]int{}}
		for _, kv := range strings.Split(c[9], ";") {
			k, v, _ := strings.Cut(kv, "=")
			n, _ := strconv.Atoi(v)
			r.byGame[k] = n
		}
		rows = append(rows, r)
	}
	return rows
}

// Run checks every corpus file of site (its folder name) read by s.
func Run(t *testing.T, s parser.Site, site string, want Expect) {
	dir := Shared(t)
	rows := manifest(t, dir, site)
	if len(rows) == 0 {
		t.Fatalf("no %s files in MANIFEST.tsv", site)
	}
	eng := replay.NewEngine()
	for _, r := range rows {
		path := filepath.Join(dir, "corpus", r.file)
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]int{}
		var rejects []string
		hp := sidecar(t, path+".hp")
		compared := 0
		st, err := parser.ParseAll(s.Open(parser.Decode(f), r.file, parser.Options{}), func(h *hand.Hand) error {
			got[h.Game.String()]++
			res := eng.Replay(h, replay.DefaultProfile(h.Site))
			var sum hand.Money
			for i, pr := range res.Players {
				sum += pr.Net
				name := h.Seats[i].Name
				if v, ok := hp[name]; ok {
					compared++
					scale := hand.Money(1)
					if h.Decimals == 0 {
						scale = 100
					}
					if v[0] != pr.Net*scale || v[1] != pr.Declared*scale {
						key := r.file + "#" + name
						if _, doc := want.Sidecar[key]; !doc {
							t.Errorf("%s: hand %s: %s: net %d collected %d, sidecar says %d and %d (x%d)",
								r.file, h.ID, name, pr.Net, pr.Declared, v[0], v[1], scale)
						}
					}
				}
			}
			if sum != -h.Summary.Rake {
				t.Errorf("%s: hand %s: nets sum to %d, rake is %d", r.file, h.ID, sum, h.Summary.Rake)
			}
			for _, fd := range res.Findings {
				key := fmt.Sprintf("%s#%s:%s", r.file, h.ID, fd.Code)
				if _, ok := want.Findings[key]; !ok {
					t.Errorf("%s:%d: hand %s: undocumented finding %s: %s", r.file, fd.Line, h.ID, fd.Code, fd.Message)
				} else {
					t.Logf("%s:%d: hand %s: %s: %s (documented)", r.file, fd.Line, h.ID, fd.Code, fd.Message)
				}
			}
			return nil
		}, func(e *parser.Error) {
			rejects = append(rejects, e.Error())
		})
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		// Counts: stud-family games read, everything else counted as other.
		wantOther := 0
		for g, n := range r.byGame {
			if _, ok := hand.ParseGame(g); !ok || g == "other" {
				wantOther += n
			} else if got[g] != n {
				t.Errorf("%s: %d %s hands read, MANIFEST says %d", r.file, got[g], g, n)
			}
		}
		if st.OtherGame != wantOther {
			t.Errorf("%s: %d other-game hands, MANIFEST says %d", r.file, st.OtherGame, wantOther)
		}
		exp := want.Rejects[r.file]
		if len(rejects) != len(exp) {
			t.Errorf("%s: rejects %q, want %q", r.file, rejects, exp)
		} else {
			for i := range exp {
				if !strings.Contains(rejects[i], exp[i]) {
					t.Errorf("%s: reject %q, want %q", r.file, rejects[i], exp[i])
				}
			}
		}
		t.Logf("%s: accepted %d (%v), other %d, rejected %d; sidecar players compared %d", r.file, st.Hands, got,
			st.OtherGame, st.Rejected, compared)
		if hp != nil && compared == 0 {
			t.Errorf("%s: sidecar names no player of the file", r.file)
		}
	}
}

var (
	hpPlayer = regexp.MustCompile(`(?m)^(?:\{   |    )u?'([^']+)': \{`)
	hpField  = regexp.MustCompile(`'(totalProfit|winnings)': (-?\d+)`)
)

// sidecar reads a .hp file: per player, totalProfit and winnings (money in
// cents; tournament chips times 100). nil when there is none.
func sidecar(t *testing.T, path string) map[string][2]hand.Money {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	out := map[string][2]hand.Money{}
	text := string(b)
	locs := hpPlayer.FindAllStringSubmatchIndex(text, -1)
	for i, l := range locs {
		end := len(text)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		name := text[l[2]:l[3]]
		var v [2]hand.Money
		for _, m := range hpField.FindAllStringSubmatch(text[l[1]:end], -1) {
			n, _ := strconv.ParseInt(m[2], 10, 64)
			if m[1] == "totalProfit" {
				v[0] = hand.Money(n)
			} else {
				v[1] = hand.Money(n)
			}
		}
		out[name] = v
	}
	if len(out) == 0 {
		t.Fatalf("%s: no players", path)
	}
	return out
}

// Keys returns the sorted keys of m, for messages.
func Keys[V any](m map[string]V) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
