package ongame

import (
	"bufio"
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
	"github.com/stud8/stud8/replay"
)

// suite: the golden files of testdata/ongame (regenerate with go test
// ./parser/ongame -update and review the diff); the shared corpus, whose
// six hands are all accepted and replay with the findings
// docs/sites/ongame.md lists (none), every seat's net as the replay
// computes it equal to the "net:" the summary prints (checkNets); and a bad
// amount in the third of four hands, which rejects that hand with its id
// and line while the hands before and after it are read.
var suite = sitetest.Suite{Site: Site, Dir: "../../testdata/ongame", Corpus: sitetest.Corpus{Check: checkNets()},
	DamageFile: "stud-sample.txt", Damage: sitetest.Damage{After: "R5-82086688-609", From: "Hero bets $0.10",
		To: "Hero bets it all", Hand: "R5-82086688-609", Err: parser.ErrBadAmount}}

func TestReader(t *testing.T)          { suite.Run(t) }
func FuzzParse(f *testing.F)           { suite.Fuzz(f) }
func BenchmarkParse(b *testing.B)      { suite.Bench(b, false) }
func BenchmarkParseReuse(b *testing.B) { suite.Bench(b, true) }

// checkNets is the corpus check that every seat's net, as the replay
// computes it, is the "net:" the summary prints (OnGame's own second
// opinion; the corpus has no sidecar).
func checkNets() func(t *testing.T, path string, h *hand.Hand, r *replay.Result) {
	nets := map[string]map[string]hand.Money{} // by path
	return func(t *testing.T, path string, h *hand.Hand, r *replay.Result) {
		if nets[path] == nil {
			nets[path] = declaredNets(t, path)
		}
		for i, pr := range r.Players {
			want, ok := nets[path][h.ID+"\x00"+h.Seats[i].Name]
			if !ok {
				t.Errorf("hand %s: no net for %s", h.ID, h.Seats[i].Name)
			} else if pr.Net != want {
				t.Errorf("hand %s: %s net %d, summary says %d", h.ID, h.Seats[i].Name, pr.Net, want)
			}
		}
	}
}

// declaredNets reads "Seat 1: Hero ($27.47), net: +$2.47, ..." lines: hand id and name -> net.
func declaredNets(t *testing.T, path string) map[string]hand.Money {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]hand.Money{}
	id := ""
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		l := strings.TrimRight(sc.Text(), "\r ")
		if s, ok := strings.CutPrefix(l, "***** History for hand "); ok {
			id = strings.TrimSuffix(s, " *****")
			continue
		}
		head, net, ok := strings.Cut(l, "), net: ")
		if !ok || !strings.HasPrefix(l, "Seat ") {
			continue
		}
		_, name, _ := strings.Cut(head, ": ")
		name = name[:strings.LastIndex(name, " (")]
		net, _, _ = strings.Cut(net, ",")
		neg := strings.HasPrefix(net, "-")
		m, err := syntax.Money([]byte(strings.TrimLeft(net, "+-")), 2)
		if err != nil {
			t.Fatal(err)
		}
		if neg {
			m = -m
		}
		out[id+"\x00"+name] = m
	}
	return out
}
