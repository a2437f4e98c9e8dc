package fulltilt_test

import (
	"bytes"
	"reflect"
	"testing"

	"github.com/stud8/stud8/gen"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser/fulltilt"
	"github.com/stud8/stud8/parser/internal/sitetest"
	"github.com/stud8/stud8/parser/pokerstars"
	"github.com/stud8/stud8/parser/sites"
)

// generate writes n generated hands in site's format.
func generate(t testing.TB, site string, n int) []byte {
	var buf bytes.Buffer
	cfg := gen.Config{Hands: n, Seed: 7, Site: site, Profile: gen.Profiles["pokerstars"], FaultRate: 0.05, Workers: 1}
	if err := gen.Generate(cfg, &buf, nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// BenchmarkParseGen reads 10,000 hands written by stud8 gen --site FullTilt.
func BenchmarkParseGen(b *testing.B) {
	sitetest.Bench(b, fulltilt.Site, generate(b, "FullTilt", 10000), false)
}

// BenchmarkParseGenReuse is BenchmarkParseGen with ReuseHands.
func BenchmarkParseGenReuse(b *testing.B) {
	sitetest.Bench(b, fulltilt.Site, generate(b, "FullTilt", 10000), true)
}

// comparable drops what the two sites' texts cannot share: the site, the
// time as written, and notices Full Tilt never prints.
func comparable(h *hand.Hand) *hand.Hand {
	c := sitetest.Comparable(h)
	c.TimeText = ""
	ev := c.Events[:0:0]
	for _, e := range c.Events {
		if e.Kind != hand.Capped && e.Kind != hand.DoubleBetAllowed && e.Kind != hand.NoShow {
			ev = append(ev, e)
		}
	}
	c.Events = ev
	return c
}

// TestGenerated: stud8 gen --site FullTilt writes text that parser/sites
// detects as Full Tilt and reads back with no rejects, to the same hands
// as the same generation written as PokerStars text.
func TestGenerated(t *testing.T) {
	const n = 2000
	ftText := generate(t, "FullTilt", n)
	psText := generate(t, "PokerStars", n)
	if s, ok := sites.Detect(ftText); !ok || s.Name != fulltilt.Name {
		t.Fatalf("detected %q", s.Name)
	}
	ft, es, st := sitetest.Parse(t, fulltilt.Site, ftText, "gen-ft.txt")
	if len(es) > 0 || len(ft) != n {
		t.Fatalf("%d hands, stats %+v, errors %v", len(ft), st, es)
	}
	ps, es, _ := sitetest.Parse(t, pokerstars.Site, psText, "gen-ps.txt")
	if len(es) > 0 || len(ps) != n {
		t.Fatalf("PokerStars: %d hands, errors %v", len(ps), es)
	}
	bad := 0
	for i := range ft {
		a, b := comparable(ps[i]), comparable(ft[i])
		if !reflect.DeepEqual(a, b) {
			if bad++; bad <= 3 {
				ja, _ := hand.MarshalJSONIndent(a)
				jb, _ := hand.MarshalJSONIndent(b)
				t.Errorf("hand %s differs:\n%s", ps[i].ID, sitetest.FirstDiff(string(ja), string(jb)))
			}
		}
		if err := sitetest.RoundTrip(fulltilt.Site, ft[i]); err != nil {
			t.Fatal(err)
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d hands differ", bad, n)
	}
}
