package web

import (
	"crypto/sha256"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestStatus checks each route's status on good and bad input.
func TestStatus(t *testing.T) {
	ts, db := newTestServer(t)
	id := splitSidePotHand(t, db)
	cases := []struct {
		path   string
		status int
		want   string // in the body
	}{
		{"/", 200, "Stats"},
		{"/hand/PokerStars/" + id, 200, `id="replayer"`},
		{"/hand/PokerStars/" + id + "?step=3&hide=1&player=x", 200, `data-initial="3"`},
		{"/hand/PokerStars/" + id + "?step=9999", 400, "step=9999"},
		{"/hand/PokerStars/" + id + "?step=x", 400, "want a whole number"},
		{"/hand/PokerStars/" + id + "?hide=yes", 400, "hide="},
		{"/hand/PokerStars/1", 404, "no hand 1 at PokerStars"},
		{"/hand/Nowhere/" + id, 404, "no hand"},
		{"/player/Hero", 200, "Sessions"},
		{"/player/Hero?session=1&currency=USD", 200, `id="session-hands"`},
		{"/player/Hero?session=999&currency=USD", 404, "no session 999"},
		{"/player/Hero?session=0", 400, "session="},
		{"/player/nobody%20at%20all", 404, "no player &#34;nobody at all&#34; in the database"},
		{"/player?name=Hero", 200, "Sessions"}, // redirected
		{"/player?name=", 400, "name"},
		{"/stats", 200, `id="stats-table"`},
		{"/stats?game=stud8&from=2009-01-01&to=2030-12-31", 200, `id="stats-table"`},
		{"/stats?from=2009-13-01", 400, "want a day as YYYY-MM-DD"},
		{"/stats?from=2010-01-02&to=2010-01-01", 400, "is before"},
		{"/stats?min_hands=-1", 400, "min_hands"},
		{"/stats?game=poker", 400, "want stud8, stud or razz"},
		{"/audit", 200, "Findings by hand"},
		{"/audit?to=yesterday", 400, "to="},
		{"/nope", 404, "no page at /nope"},
		{"/hand/PokerStars", 404, "Back to the start page"},
		{"/assets/app.js", 200, "setupReplayer"},
		{"/assets/style.css", 200, ".card"},
		{"/assets/nope.js", 404, ""},
	}
	for _, c := range cases {
		status, body := get(t, ts, c.path)
		if status != c.status || !strings.Contains(body, c.want) {
			t.Errorf("GET %s: status %d, want %d with %q; body starts %.200q", c.path, status, c.status, c.want, body)
		}
	}
}

// TestPathTraversal checks that no request reaches a file outside the
// embedded assets: the sources, the templates, the database, /etc/passwd.
func TestPathTraversal(t *testing.T) {
	ts, _ := newTestServer(t)
	for _, p := range []string{
		"/assets/../server.go", "/assets/..%2fserver.go", "/assets/%2e%2e/%2e%2e/go.mod",
		"/assets/..%2f..%2f..%2fgo.mod", "/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd",
		"/assets//etc/passwd", "/assets/../templates/layout.html", "/assets/", "/assets",
		"/../../../../etc/passwd", "/assets/..\\server.go", "/assets/" + testDBPath(t),
	} {
		resp, err := http.Get(ts.URL + p)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		s := string(b)
		if resp.StatusCode == 200 || strings.Contains(s, "package web") || strings.Contains(s, "root:") ||
			strings.Contains(s, "module github.com") || strings.Contains(s, "{{define") {
			t.Errorf("GET %s: status %d, body %.120q: a file outside the assets", p, resp.StatusCode, s)
		}
	}
}

// TestReadOnly checks that the server refuses every method that is not a
// read, and that serving every page leaves the database file unchanged.
func TestReadOnly(t *testing.T) {
	path := testDBPath(t)
	sum := func() [32]byte {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return sha256.Sum256(b)
	}
	before := sum()
	ts, db := newTestServer(t)
	id := splitSidePotHand(t, db)
	for _, m := range []string{"POST", "PUT", "DELETE", "PATCH"} {
		req, _ := http.NewRequest(m, ts.URL+"/hand/PokerStars/"+id, strings.NewReader("x"))
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusMethodNotAllowed {
			t.Errorf("%s: status %d, want 405", m, resp.StatusCode)
		}
	}
	for _, p := range []string{"/", "/hand/PokerStars/" + id, "/player/Hero", "/stats", "/audit"} {
		if status, _ := get(t, ts, p); status != 200 {
			t.Errorf("GET %s: %d", p, status)
		}
	}
	if _, err := db.Exec("CREATE TABLE x (a INTEGER)"); err == nil {
		t.Error("the server's database accepts writes")
	}
	ts.Close()
	if sum() != before {
		t.Error("serving pages changed the database file")
	}
}

// TestHandPageMatchesReplay checks the replayer page's data against the
// replay engine without a browser: every action's pot, every pot's winners.
func TestHandPageMatchesReplay(t *testing.T) {
	ts, db := newTestServer(t)
	id := splitSidePotHand(t, db)
	h, res := replayOne(t, oracleFile, "oracle", id)
	status, body := get(t, ts, "/hand/PokerStars/"+id)
	if status != 200 {
		t.Fatalf("status %d", status)
	}
	for _, a := range res.Actions {
		if !a.Kind.IsBetting() {
			continue
		}
		want := `data-pot="` + a.PotAfter.Format(h.Decimals) + `" data-seat="` + itoa(h.Seats[a.Player].Num) + `" data-line="` + itoa(a.Line) + `"`
		if !strings.Contains(body, want) {
			t.Errorf("no step %s", want)
		}
	}
	for _, p := range res.Pots {
		for _, a := range p.High {
			want := `data-player="` + h.Seats[a.Player].Name + `" data-amount="` + a.Amount.Format(h.Decimals) + `"`
			if !strings.Contains(body, want) {
				t.Errorf("pot %s: no high winner %s", p.Kind, want)
			}
		}
	}
	if len(body) > 100<<10 {
		t.Errorf("hand page is %d bytes, want under 100 KB", len(body))
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
