package web

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
)

// TestStartPage checks the start page against the stored tables: the
// totals, a row per site, game and unit with its hands, the findings, and
// the search's suggestions and redirects.
func TestStartPage(t *testing.T) {
	ts, db := newTestServer(t)
	ctx := context.Background()
	var hands, players int
	var first, last string
	if err := db.QueryRowContext(ctx, `SELECT count(*), strftime(min(started_at), '%Y-%m-%d'), strftime(max(started_at), '%Y-%m-%d') FROM hands`).Scan(&hands, &first, &last); err != nil {
		t.Fatal(err)
	}
	if err := db.QueryRowContext(ctx, `SELECT count(DISTINCT player) FROM hand_players WHERE dealt_in`).Scan(&players); err != nil {
		t.Fatal(err)
	}
	code, body := get(t, ts, "/")
	if code != 200 {
		t.Fatalf("status %d: %s", code, body)
	}
	want := "<b>" + thousands(hands) + "</b> hands, <b>" + thousands(players) + "</b> players,\nfrom " + first + " to " + last
	if !strings.Contains(body, want) {
		t.Errorf("totals: want %q in\n%s", want, body)
	}
	var n int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM hands WHERE site = 'PokerStars' AND game = 'stud8' AND currency = 'USD'`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(body, `href="/hands?currency=USD&amp;game=stud8&amp;site=PokerStars">PokerStars</a></td><td data-key="stud8">stud8</td><td data-key="USD">USD</td><td data-key="`+strconv.Itoa(n)+`"`) {
		t.Errorf("no PokerStars stud8 USD row of %d hands linking to them", n)
	}
	var code1 string
	if err := db.QueryRowContext(ctx, `SELECT min(code) FROM findings`).Scan(&code1); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(body, `href="/hands?code=`+code1) || !strings.Contains(body, `id="last-session"`) {
		t.Errorf("no link to the hands of code %s, or no last session", code1)
	}

	// Suggestions: any case, names containing the text, hands by id.
	var res searchResult
	resp, err := http.Get(ts.URL + "/api/search?q=HER")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.NewDecoder(resp.Body).Decode(&res); err != nil || resp.Header.Get("Content-Type") != "application/json" {
		t.Fatalf("api/search: %v, %s", err, resp.Header.Get("Content-Type"))
	}
	resp.Body.Close()
	if len(res.Players) == 0 || res.Players[0].Player != "Hero" || res.Players[0].URL != "/player/Hero" {
		t.Errorf("q=HER: players %+v, want Hero first", res.Players)
	}
	for _, p := range res.Players {
		if !strings.Contains(strings.ToLower(p.Player), "her") {
			t.Errorf("q=HER suggests %q", p.Player)
		}
	}
	var site, id string
	if err := db.QueryRowContext(ctx, `SELECT site, hand_id FROM hands ORDER BY hand_id LIMIT 1`).Scan(&site, &id); err != nil {
		t.Fatal(err)
	}
	_, js := get(t, ts, "/api/search?q="+id[:len(id)-1])
	if !strings.Contains(js, `"url":"/hand/`+site+`/`+id+`"`) || strings.Count(js, `"hand_id"`) > MaxSuggestions {
		t.Errorf("q=%s: %s", id[:len(id)-1], js)
	}
	for _, c := range []struct {
		path string
		code int
		want string
	}{
		{"/api/search", 400, "required"},
		{"/api/search?q=" + strings.Repeat("x", MaxParam+1), 400, ""},
		{"/search?q=hero", 200, `id="sessions"`}, // followed to /player/Hero
		{"/search?q=" + id, 200, `id="replayer"`},
		{"/search?q=her", 404, "close: Hero"},
		{"/search?q=zzzzqqq", 404, "no player or hand"},
	} {
		code, body := get(t, ts, c.path)
		if code != c.code || !strings.Contains(body, c.want) {
			t.Errorf("%s: status %d, want %d with %q", c.path, code, c.code, c.want)
		}
	}
}
