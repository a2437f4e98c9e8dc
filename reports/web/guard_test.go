package web

import (
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// TestHostCheck: a request whose Host is not the server's address nor a
// loopback name with its port (a DNS-rebinding page sends its own name) is
// refused with 421 and no data; the server's own names are answered.
func TestHostCheck(t *testing.T) {
	ts, _ := newTestServer(t)
	u, _ := url.Parse(ts.URL)
	_, port, _ := strings.Cut(u.Host, ":")
	cases := []struct {
		host   string
		status int
	}{
		{u.Host, 200},
		{"localhost:" + port, 200},
		{"LOCALHOST:" + port, 200},
		{"127.0.0.1:" + port, 200},
		{"[::1]:" + port, 200},
		{"attacker.example:" + port, 421},
		{"attacker.example", 421},
		{"localhost", 421},          // port 80, not the server's
		{"localhost:1" + port, 421}, // another port
		{"127.0.0.1.attacker.example:" + port, 421},
	}
	for _, c := range cases {
		req, err := http.NewRequest(http.MethodGet, ts.URL+"/stats", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Host = c.host
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != c.status {
			t.Errorf("Host %q: status %d, want %d; body %.200q", c.host, resp.StatusCode, c.status, b)
		}
		if c.status == 421 && (strings.Contains(string(b), "stats-table") || !strings.Contains(string(b), "is not this server")) {
			t.Errorf("Host %q: body %.300q", c.host, b)
		}
	}
}

// TestAllowedHostAllAddresses: listening on every address, the server
// answers any IP address with its port, never a name but localhost.
func TestAllowedHostAllAddresses(t *testing.T) {
	for _, c := range []struct {
		host string
		want bool
	}{
		{"192.0.2.7:8008", true},
		{"[2001:db8::1]:8008", true},
		{"localhost:8008", true},
		{"192.0.2.7:9000", false},
		{"rebind.example:8008", false},
		{"", false},
	} {
		for _, listen := range []string{":8008", "0.0.0.0:8008", "[::]:8008"} {
			if got := allowedHost(c.host, []string{listen}); got != c.want {
				t.Errorf("allowedHost(%q, %q) = %v, want %v", c.host, listen, got, c.want)
			}
		}
	}
}

// TestParameters: every parameter is validated as the report commands'
// flags are, and bounded; bad bytes, bad numbers and over-long values are
// a 400 naming the parameter, never a 500 or a page built from them.
func TestParameters(t *testing.T) {
	ts, _ := newTestServer(t)
	long := strings.Repeat("a", MaxParam+1)
	cases := []struct {
		name, path string
		status     int
		want       string // in the body
	}{
		// site: a site stud8 reads, in any case; its length is bounded
		{"site known", "/stats?site=pokerstars", 200, `id="stats-table"`},
		{"site unknown", "/stats?site=Nowhere", 400, "not a site stud8 reads"},
		{"site long", "/stats?site=" + strings.Repeat("a", 1_000_000), 400, "at most 4096"},
		{"site 201 bytes", "/stats?site=" + long, 400, "at most 200"},
		{"site on audit", "/audit?site=nowhere", 400, "not a site"},
		{"site on player", "/player/Hero?site=nowhere", 400, "not a site"},
		{"site on hand", "/hand/PokerStars/1?site=nowhere", 400, "not a site"},
		// game
		{"game", "/stats?game=razz", 200, `id="stats-table"`},
		{"game unknown", "/stats?game=holdem", 400, "want stud8, stud or razz"},
		// stakes: a number too large for the database's DECIMAL(18,2)
		{"stakes", "/stats?stakes=5/10", 200, `id="stats-table"`},
		{"stakes huge", "/stats?stakes=99999999999999999999/1", 400, "digits before the point"},
		{"stakes bad", "/stats?stakes=five", 400, "want small/big"},
		// page: a page past int overflow is a 400, not page 1 labelled negative
		{"page huge", "/stats?page=9223372036854775807", 400, "want a page number from 1 to"},
		{"page past MaxRow", "/stats?page=1073741825", 400, "page="},
		{"page past the end", "/stats?page=1073741824", 404, "past the last page"},
		{"page zero", "/stats?page=0", 400, "page="},
		{"session huge", "/player/Hero?session=9223372036854775807", 400, "session="},
		{"min_hands huge", "/stats?min_hands=9223372036854775807", 400, "min_hands="},
		{"gap huge", "/player/Hero?gap=99999999999999999999", 400, "gap="},
		{"step huge", "/hand/PokerStars/1?step=99999999999999999999", 400, "step="},
		{"dir", "/stats?dir=up", 400, "dir="},
		// bad bytes: not UTF-8 in a path or a parameter
		{"player path bytes", "/player/%ff%fe%80", 400, "not UTF-8"},
		{"hand path bytes", "/hand/%ff/%fe", 400, "not UTF-8"},
		{"asset path bytes", "/assets/%ff%fe", 400, "not UTF-8"},
		{"player param bytes", "/hand/PokerStars/1?player=%ff", 400, "not UTF-8"},
		{"stats param bytes", "/stats?player=%ff", 400, "not UTF-8"},
		{"currency bytes", "/stats?currency=%c3", 400, "not UTF-8"},
		{"key bytes", "/stats?%ff=1", 400, "not UTF-8"},
		{"bad escape", "/stats?site=%zz", 400, "malformed"},
		{"player name long", "/player/" + long, 400, "at most 200"},
		{"hand id long", "/hand/PokerStars/" + long, 400, "at most 200"},
		{"too many parameters", "/stats?" + strings.Repeat("x=1&", MaxParams) + "x=1", 400, "parameters"},
		{"find player long", "/player?name=" + long, 400, "at most 200"},
	}
	for _, c := range cases {
		status, body := get(t, ts, c.path)
		if status != c.status || !strings.Contains(body, c.want) {
			t.Errorf("%s: GET %.80s: status %d, want %d with %q; body %.300q", c.name, c.path, status, c.status, c.want, body)
		}
		if c.status != 200 && len(body) > 64<<10 {
			t.Errorf("%s: a %d-byte answer", c.name, len(body))
		}
	}
}

// TestResponseCap: a page larger than the cap is not built: a 500 saying
// so, not a page cut short.
func TestResponseCap(t *testing.T) {
	ts, db := newTestServer(t)
	s, err := New(db, Options{Addrs: []string{ts.Listener.Addr().String()}})
	if err != nil {
		t.Fatal(err)
	}
	s.MaxResponse = 1000
	ts.Config.Handler = s
	status, body := get(t, ts, "/stats")
	if status != 500 || !strings.Contains(body, "larger than 1000 bytes") {
		t.Errorf("status %d, body %.300q", status, body)
	}
}
