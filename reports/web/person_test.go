package web

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/ingest"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/reports"
	"github.com/stud8/stud8/store"
)

// walt is the person of these tests: PokerStars' walterw and Full Tilt's
// Hero (PokerStars' Hero stays his own person).
var walt = []store.Account{{Site: "PokerStars", Player: "walterw"}, {Site: "FullTilt", Player: "Hero"}}

// personServer serves the PokerStars and Full Tilt testdata with walt's
// accounts aliased to Walt.
func personServer(t *testing.T) (*Server, *httptest.Server) {
	t.Helper()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "person.duckdb")
	db, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ingest.Import(ctx, db, []string{sampleDir, filepath.Join("..", "..", "testdata", "fulltilt")}, ingest.Options{}); err != nil {
		t.Fatal(err)
	}
	if err := db.SetAlias(ctx, "Walt", walt, time.Now()); err != nil {
		t.Fatal(err)
	}
	db.Close()
	ts := httptest.NewUnstartedServer(nil)
	s, err := New(openRO(t, path), Options{Addrs: []string{ts.Listener.Addr().String()}, Sites: sites.Names()})
	if err != nil {
		t.Fatal(err)
	}
	ts.Config.Handler = s
	ts.Start()
	t.Cleanup(ts.Close)
	return s, ts
}

// pageTotals are a player page's data as sums: per currency its hands and
// the last value of each money line of its graphs, and its sessions.
func pageTotals(t *testing.T, v *playerView, into map[string]*big.Rat) {
	t.Helper()
	add := func(k, s string) {
		r, ok := new(big.Rat).SetString(s)
		if !ok {
			t.Fatalf("%s: %q is not a number", k, s)
		}
		if into[k] == nil {
			into[k] = new(big.Rat)
		}
		into[k].Add(into[k], r)
	}
	for _, g := range v.Graphs {
		add(g.Currency+" hands", fmt.Sprint(g.Hands))
		for _, set := range g.Sets {
			if set.Measure != "money" {
				continue
			}
			for _, p := range set.Panels {
				for _, l := range p.Legend {
					add(g.Currency+" "+l.Name, l.Last)
				}
			}
		}
	}
	add("sessions", fmt.Sprint(v.Sessions.Total))
}

// TestPersonPageIsHisAccounts: the page of Walt (/person/Walt) draws, per
// currency, as many hands and last totals as his accounts' pages (each
// /player/NAME?site=SITE) added up, and lists their sessions; his name in
// another case redirects, an unknown person is a 404 with the close
// names; /stats?by=person links his row to his page, and /hands?person=
// lists his accounts' hands.
func TestPersonPageIsHisAccounts(t *testing.T) {
	s, ts := personServer(t)
	data := func(target string, f filter.Filter) *playerView {
		t.Helper()
		v, err := s.playerData(httptest.NewRequest("GET", target, nil), f, recentFirst, 0, reports.DefaultCompareMinHands)
		if err != nil {
			t.Fatalf("%s: %v", target, err)
		}
		return v
	}
	got, want := map[string]*big.Rat{}, map[string]*big.Rat{}
	v := data("/person/Walt", filter.Filter{Person: "Walt"})
	pageTotals(t, v, got)
	for _, a := range walt {
		pageTotals(t, data("/player/"+a.Player+"?site="+a.Site, filter.Filter{Player: a.Player, Site: a.Site}), want)
	}
	if fmt.Sprint(got) != fmt.Sprint(want) || len(got) < 5 {
		t.Errorf("/person/Walt: %v\nwant the sums of his accounts' pages %v", got, want)
	}
	if !v.Person || v.Player != "Walt" {
		t.Errorf("/person/Walt: page of %q (person %v)", v.Player, v.Person)
	}
	for _, l := range v.Sessions.Links {
		if !strings.HasPrefix(l, "/player/walterw?") && !strings.HasPrefix(l, "/player/Hero?") {
			t.Errorf("/person/Walt: session link %q is not to an account's page", l)
		}
	}

	get := func(path string) (int, string, string) {
		t.Helper()
		c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		resp, err := c.Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, resp.Header.Get("Location"), string(b)
	}
	for _, c := range []struct {
		path, body, location string
		code                 int
	}{
		{"/person/Walt", `id="person-note"`, "", http.StatusOK},
		{"/player/walterw", "Sessions", "", http.StatusOK},
		{"/person/walt", "", "/person/Walt", http.StatusSeeOther},
		{"/person/Wal", "Walt", "", http.StatusNotFound},
		{"/stats?by=person", `href="/person/Walt"`, "", http.StatusOK},
		{"/stats?person=Walt", `href="/player/walterw`, "", http.StatusOK},
		{"/stats?person=Nobody", "no person", "", http.StatusNotFound},
	} {
		code, loc, body := get(c.path)
		if code != c.code || !strings.Contains(body, c.body) || loc != c.location {
			t.Errorf("%s: %d, location %q, body with %q: %v; want %d, %q", c.path, code, loc, c.body, strings.Contains(body, c.body), c.code, c.location)
		}
	}

	hands := 0
	for _, a := range walt {
		hands += handRows(t, get, "/hands?player="+a.Player+"&site="+a.Site)
	}
	if n := handRows(t, get, "/hands?person=Walt"); n != hands || n == 0 {
		t.Errorf("/hands?person=Walt: %d hands, want his accounts' %d", n, hands)
	}
}

// handRows is the number of rows of a hand list page (its pager's "of
// N"), which must answer 200.
func handRows(t *testing.T, get func(string) (int, string, string), path string) int {
	t.Helper()
	code, _, body := get(path)
	m := regexp.MustCompile(`rows [0-9,]+-[0-9,]+ of ([0-9,]+)`).FindStringSubmatch(body)
	if code != http.StatusOK || m == nil {
		t.Fatalf("%s: %d, no pager\n%s", path, code, body)
	}
	n, err := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
	if err != nil {
		t.Fatal(err)
	}
	return n
}
