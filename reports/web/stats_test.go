package web

import (
	"context"
	"html"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stud8/stud8/docs"
)

// TestStatsPage checks the stats page against definitions.md and the
// stored hands: each defined column's header holds its definition and a
// link to its section (which the definitions page has), every filter is
// kept by the form, and a row's hand count links to a hand list of as many
// hands as hand_players has for its player, game, unit and stakes.
func TestStatsPage(t *testing.T) {
	ts, db := newTestServer(t)
	code, body := get(t, ts, "/stats?game=stud8&min_hands=5&currency=USD&gap=30&sort=net&dir=desc")
	if code != 200 {
		t.Fatalf("status %d: %s", code, body)
	}
	for _, col := range []string{"vpip_3rd", "af_5th", "bb_per_100", "went_to_showdown"} {
		d, ok := docs.Define("stats", col)
		if !ok {
			t.Fatalf("%s: not in definitions.md", col)
		}
		th := regexp.MustCompile(`<th[^>]*title="([^"]*)"[^>]*><a href="[^"]*sort=` + col + `[^"]*">` + col + `</a> <a class="def" href="([^"]*)"`).FindStringSubmatch(body)
		if th == nil {
			t.Errorf("%s: no header with a title and a definition link", col)
			continue
		}
		if got := html.UnescapeString(th[1]); got != d.Text() {
			t.Errorf("%s: title %q, definitions.md says %q", col, got, d.Text())
		}
		if th[2] != "/definitions#"+d.Anchor() {
			t.Errorf("%s: links to %s", col, th[2])
		}
	}
	for _, kept := range []string{`name="min_hands" value="5"`, `name="currency" value="USD"`, `name="gap" value="30"`,
		`name="sort" value="net"`, `name="dir" value="desc"`, `<option selected>stud8</option>`} {
		if !strings.Contains(body, kept) {
			t.Errorf("the form does not keep %s", kept)
		}
	}
	if code, defs := get(t, ts, "/definitions"); code != 200 || !strings.Contains(defs, `<h2 id="stats">stats</h2>`) ||
		!strings.Contains(defs, `<h3 id="by-door-card">`) {
		t.Errorf("definitions page: status %d, no stats or by-door-card section", code)
	}

	// The first rows' hand counts against hand_players.
	links := regexp.MustCompile(`<a class="list-link" href="(/hands\?[^"]*)">([0-9,]+)</a>`).FindAllStringSubmatch(body, 3)
	if len(links) == 0 {
		t.Fatal("no stats row links to its hands")
	}
	for _, l := range links {
		href := html.UnescapeString(l[1])
		if !strings.Contains(href, "game=stud8") || !strings.Contains(href, "currency=") {
			t.Errorf("row link %s does not name the row's game and unit", href)
		}
		code, list := get(t, ts, href)
		if code != 200 {
			t.Errorf("%s: status %d", href, code)
			continue
		}
		want := strings.ReplaceAll(l[2], ",", "")
		pager := regexp.MustCompile(`of ([0-9,]+)`).FindStringSubmatch(list)
		if pager == nil || strings.ReplaceAll(pager[1], ",", "") != want {
			t.Errorf("%s: pager %v, the row has %s hands", href, pager, want)
		}
	}
	// The first row counted from hand_players directly.
	href := html.UnescapeString(links[0][1])
	player := regexp.MustCompile(`player=([^&]+)`).FindStringSubmatch(href)[1]
	player = strings.ReplaceAll(player, "+", " ")
	var n int
	if err := db.QueryRowContext(context.Background(), `SELECT count(*) FROM hand_players p JOIN hands h USING (hand_key)
		WHERE p.dealt_in AND p.player = $1 AND h.game = 'stud8' AND h.currency = 'USD'`, player).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(href, "stakes=") {
		t.Skipf("%s names its stakes: the count of all stakes does not apply", href)
	}
	if want := strings.ReplaceAll(links[0][2], ",", ""); want != strconv.Itoa(n) {
		t.Errorf("%s: the row has %s hands, hand_players %d", player, want, n)
	}
}
