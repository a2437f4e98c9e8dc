package web

import (
	"context"
	"html"
	"net/url"
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
	for _, col := range []string{"vpip_3rd", "af_5th", "bb_per_100", "went_to_showdown", "check_raise_4th", "fold_5th", "cbet_7th"} {
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

// TestStatsByDoorLinks follows the hand counts of the stats by door card
// (summed from player_day_cards at import) to the hand list (read from
// hand_players): each rank's and half's row lists as many hands as it
// counts, and a half's list is the player's hands of those door ranks.
func TestStatsByDoorLinks(t *testing.T) {
	ts, db := newTestServer(t)
	code, body := get(t, ts, "/stats?by=door&player=Hero&currency=USD&sort=hands&dir=desc")
	if code != 200 {
		t.Fatalf("status %d: %s", code, body)
	}
	links := regexp.MustCompile(`<a class="list-link" href="(/hands\?[^"]*)">([0-9,]+)</a>`).FindAllStringSubmatch(body, -1)
	var halves int
	for _, l := range links {
		href := html.UnescapeString(l[1])
		door := regexp.MustCompile(`door=([^&]+)`).FindStringSubmatch(href)
		if door == nil {
			t.Errorf("%s: no door filter", href)
			continue
		}
		code, list := get(t, ts, href)
		pager := regexp.MustCompile(`of ([0-9,]+)`).FindStringSubmatch(list)
		if want := strings.ReplaceAll(l[2], ",", ""); code != 200 || pager == nil || strings.ReplaceAll(pager[1], ",", "") != want {
			t.Errorf("%s: status %d, pager %v, the row has %s hands", href, code, pager, want)
		}
		ranks := map[string]string{"low": "'A','2','3','4','5','6','7','8'", "high": "'9','T','J','Q','K'"}[door[1]]
		if ranks == "" {
			continue
		}
		halves++
		game := regexp.MustCompile(`game=([^&]+)`).FindStringSubmatch(href)[1]
		var n int
		q := `SELECT count(*) FROM hand_players p JOIN hands h USING (hand_key)
			WHERE p.dealt_in AND p.player = 'Hero' AND h.currency = 'USD' AND h.game = $1
			AND substr(CAST(p.door_card AS VARCHAR), 1, 1) IN (` + ranks + `)`
		if s := regexp.MustCompile(`stakes=([^&]+)`).FindStringSubmatch(href); s != nil {
			q += ` AND h.small_bet || '/' || h.big_bet = '` + strings.ReplaceAll(s[1], "%2F", "/") + `'`
		}
		if err := db.QueryRowContext(context.Background(), q, game).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if want := strings.ReplaceAll(l[2], ",", ""); want != strconv.Itoa(n) {
			t.Errorf("%s: the row has %s hands, hand_players %d", href, want, n)
		}
	}
	if len(links) < 3 || halves == 0 {
		t.Errorf("%d door rows link to their hands, %d halves", len(links), halves)
	}
	if code, _ := get(t, ts, "/hands?player=Hero&door=Z"); code != 400 {
		t.Errorf("door=Z: status %d, want 400", code)
	}
	if code, _ := get(t, ts, "/stats?by=suit"); code != 400 {
		t.Errorf("by=suit: status %d, want 400", code)
	}
}

// startClassOf is the 3rd-street starting class of docs/definitions.md
// ("Starting class"), written here from that table, not from the SQL that
// stores it: door, down1, down2 are cards such as "Ah".
func startClassOf(door, d1, d2 string) string {
	rank := func(c string) int { return strings.IndexByte("23456789TJQKA", c[0]) + 2 }
	low := func(c string) int {
		if r := rank(c); r != 14 {
			return r
		}
		return 1
	}
	within5 := func(f func(string) int) bool {
		a, b, c := f(door), f(d1), f(d2)
		return max(a, b, c)-min(a, b, c) <= 4
	}
	r0, r1, r2 := rank(door), rank(d1), rank(d2)
	switch {
	case r0 == r1 && r1 == r2:
		return "rolled-up trips"
	case r1 == r2:
		return "buried pair"
	case r0 == r1 || r0 == r2:
		return "split pair"
	case low(door) <= 8 && low(d1) <= 8 && low(d2) <= 8:
		return "three to a low"
	case door[1] == d1[1] && d1[1] == d2[1]:
		return "three suited"
	case within5(rank) || within5(low):
		return "three to a straight"
	}
	return "other"
}

// TestStatsByStartLinks follows the hand counts of the stats by starting
// class (summed from player_day_cards at import) to the hand list: each
// row lists as many hands as it counts, and as many as the player's hands
// of that game, stakes and class classed here from hand_players' cards.
func TestStatsByStartLinks(t *testing.T) {
	ts, db := newTestServer(t)
	code, body := get(t, ts, "/stats?by=start&player=Hero&currency=USD&sort=hands&dir=desc")
	if code != 200 {
		t.Fatalf("status %d: %s", code, body)
	}
	// Hero's dealt-in hands with known cards, classed here, by game, stakes and class.
	rows, err := db.QueryContext(context.Background(), `SELECT h.game, h.small_bet || '/' || h.big_bet,
			CAST(p.door_card AS VARCHAR), CAST(p.down_card_1 AS VARCHAR), CAST(p.down_card_2 AS VARCHAR)
		FROM hand_players p JOIN hands h USING (hand_key)
		WHERE p.dealt_in AND p.player = 'Hero' AND h.currency = 'USD'
		  AND p.door_card IS NOT NULL AND p.down_card_1 IS NOT NULL AND p.down_card_2 IS NOT NULL`)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{}
	for rows.Next() {
		var game, stakes, door, d1, d2 string
		if err := rows.Scan(&game, &stakes, &door, &d1, &d2); err != nil {
			t.Fatal(err)
		}
		want[game+" "+stakes+" "+startClassOf(door, d1, d2)]++
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	rows.Close()
	links := regexp.MustCompile(`<a class="list-link" href="(/hands\?[^"]*)">([0-9,]+)</a>`).FindAllStringSubmatch(body, -1)
	classes := map[string]bool{}
	for _, l := range links {
		href := html.UnescapeString(l[1])
		u, err := url.Parse(href)
		if err != nil {
			t.Fatal(err)
		}
		q := u.Query()
		class := q.Get("start_class")
		if class == "" {
			t.Errorf("%s: no start_class filter", href)
			continue
		}
		classes[class] = true
		n := strings.ReplaceAll(l[2], ",", "")
		code, list := get(t, ts, href)
		pager := regexp.MustCompile(`of ([0-9,]+)`).FindStringSubmatch(list)
		if code != 200 || pager == nil || strings.ReplaceAll(pager[1], ",", "") != n {
			t.Errorf("%s: status %d, pager %v, the row has %s hands", href, code, pager, n)
		}
		if q.Get("stakes") == "" {
			continue // an "all stakes" row: the per-stakes rows are checked
		}
		key := q.Get("game") + " " + q.Get("stakes") + " " + class
		if strconv.Itoa(want[key]) != n {
			t.Errorf("%s: the row has %s hands, classed from hand_players %d", key, n, want[key])
		}
	}
	if len(classes) < 3 {
		t.Errorf("start rows link to %d classes (%v), want at least 3", len(classes), classes)
	}
	if code, _ := get(t, ts, "/hands?player=Hero&start_class=pocket+rockets"); code != 400 {
		t.Errorf("start_class=pocket rockets: status %d, want 400", code)
	}
	if code, _ := get(t, ts, "/hands?start_class=other"); code != 400 {
		t.Errorf("start_class without a player: status %d, want 400", code)
	}
}

// TestStatsByStartLive: the stats page by starting class and liveness
// shows the report stats-by-start-live (a liveness column, the classes of
// the stored hand_players.liveness) and sorts by liveness.
func TestStatsByStartLive(t *testing.T) {
	ts, db := newTestServer(t)
	var classes []string
	rows, err := db.QueryContext(context.Background(), `SELECT DISTINCT liveness FROM hand_players WHERE liveness IS NOT NULL ORDER BY 1`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var c string
		if err := rows.Scan(&c); err != nil {
			t.Fatal(err)
		}
		classes = append(classes, c)
	}
	rows.Close()
	if len(classes) == 0 {
		t.Fatal("no stored liveness")
	}
	code, body := get(t, ts, "/stats?by=start-live")
	if code != 200 {
		t.Fatalf("status %d: %s", code, body)
	}
	if !strings.Contains(body, "starting class and liveness</h1>") || !strings.Contains(body, "liveness") {
		t.Errorf("no liveness heading or column")
	}
	for _, c := range classes {
		if !strings.Contains(body, ">"+c+"<") {
			t.Errorf("no cell %q", c)
		}
	}
	// Sorted by liveness, largest first: the first page's first class is
	// the largest stored ("partly dead").
	code, body = get(t, ts, "/stats?by=start-live&sort=liveness&dir=desc")
	first := regexp.MustCompile(`>(live|partly dead|dead)<`).FindStringSubmatch(body)
	if code != 200 || first == nil || first[1] != classes[len(classes)-1] {
		t.Errorf("sorted by liveness: status %d, first class %v, want %q", code, first, classes[len(classes)-1])
	}
}
