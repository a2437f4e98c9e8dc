package winning_test

import (
	"bytes"
	"reflect"
	"testing"

	"github.com/stud8/stud8/gen"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser/internal/sitetest"
	"github.com/stud8/stud8/parser/pokerstars"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/parser/winning"
	"github.com/stud8/stud8/replay"
)

// generate writes n generated hands (no faults) in site's format.
func generate(t testing.TB, site string, n int) []byte {
	var buf bytes.Buffer
	cfg := gen.Config{Hands: n, Seed: 11, Site: site, Profile: gen.Profiles["pokerstars"], Workers: 1}
	if err := gen.Generate(cfg, &buf, nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// comparable drops what the two sites' texts cannot share: the site, the
// time as written (ET for PokerStars, UTC here), and notices the Winning
// layout never prints.
func comparable(h *hand.Hand) *hand.Hand {
	c := sitetest.Comparable(h)
	c.TimeText = ""
	ev := c.Events[:0:0]
	for _, e := range c.Events {
		if e.Kind == hand.Collect && e.Text == "side pot" {
			e.Text = "side pot-1" // the layout numbers its side pots
		}
		if e.Kind != hand.Capped && e.Kind != hand.DoubleBetAllowed && e.Kind != hand.NoLow {
			ev = append(ev, e)
		}
	}
	c.Events = ev
	return c
}

// TestGenerated: stud8 gen --site Winning writes text that parser/sites
// detects as Winning and reads back with no rejects, to the same hands as
// the same generation written as PokerStars text; every hand replays with
// no finding under the Winning profile and survives write and read again.
func TestGenerated(t *testing.T) {
	const n = 3000
	text := generate(t, "Winning", n)
	if s, ok := sites.Detect(text); !ok || s.Name != winning.Site.Name {
		t.Fatalf("detected %q", s.Name)
	}
	wn, es, st := sitetest.Parse(t, winning.Site, text, "gen-winning.txt")
	if len(es) > 0 || len(wn) != n {
		t.Fatalf("%d hands, stats %+v, errors %v", len(wn), st, es)
	}
	ps, es, _ := sitetest.Parse(t, pokerstars.Site, generate(t, "PokerStars", n), "gen-ps.txt")
	if len(es) > 0 || len(ps) != n {
		t.Fatalf("PokerStars: %d hands, errors %v", len(ps), es)
	}
	bad := 0
	for i, h := range wn {
		if a, b := comparable(ps[i]), comparable(h); !reflect.DeepEqual(a, b) {
			if bad++; bad <= 3 {
				ja, _ := hand.MarshalJSONIndent(a)
				jb, _ := hand.MarshalJSONIndent(b)
				t.Errorf("hand %s differs:\n%s", h.ID, sitetest.FirstDiff(string(ja), string(jb)))
			}
		}
		if r := replay.Replay(h, replay.DefaultProfile(h.Site)); len(r.Findings) > 0 {
			if bad++; bad <= 3 {
				t.Errorf("hand %s: %v", h.ID, r.Findings)
			}
		}
		if err := sitetest.RoundTrip(winning.Site, h); err != nil {
			t.Fatal(err)
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d hands differ or have findings", bad, n)
	}
}
