package ongame

import (
	"bufio"
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser/internal/sitetest"
	"github.com/stud8/stud8/replay"
)

// TestCorpus reads every OnGame file of the shared corpus: all six hands
// are accepted and replay with the findings docs/sites/ongame.md lists
// (none); every seat's net as the replay computes it equals the "net:" the
// summary prints (OnGame's own second opinion; the corpus has no sidecar).
func TestCorpus(t *testing.T) {
	nets := map[string]map[string]hand.Money{} // by path
	sitetest.Corpus{Site: Site, Check: func(t *testing.T, path string, h *hand.Hand, r *replay.Result) {
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
	}}.Run(t)
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
