package web

import (
	"context"
	"fmt"
	"html"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stud8/stud8/ingest"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/store"
)

// heroServer serves a database of the oracle's misdealt hands (findings
// whose messages name players) with hero saved.
func heroServer(t *testing.T, hero string) (*httptest.Server, map[string][]string) {
	t.Helper()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "hero.duckdb")
	db, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ingest.Import(ctx, db, []string{faultsFile}, ingest.Options{Profile: "oracle"}); err != nil {
		t.Fatal(err)
	}
	if err := db.SetHero(ctx, hero, time.Now()); err != nil {
		t.Fatal(err)
	}
	db.Close()
	ro := openRO(t, path)
	players := map[string][]string{} // hand id -> its players
	rows, err := ro.Query(`SELECT h.hand_id, p.player FROM hand_players p JOIN hands h USING (hand_key) ORDER BY 1, 2`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id, p string
		if err := rows.Scan(&id, &p); err != nil {
			t.Fatal(err)
		}
		players[id] = append(players[id], p)
	}
	rows.Close()
	ts := httptest.NewUnstartedServer(nil)
	s, err := New(ro, Options{Addrs: []string{ts.Listener.Addr().String()}, Sites: sites.Names()})
	if err != nil {
		t.Fatal(err)
	}
	ts.Config.Handler = s
	ts.Start()
	t.Cleanup(ts.Close)
	return ts, players
}

// TestHandMask: /hand/...?mask=1 of every misdealt oracle hand holds no
// name of its players but the saved hero's (each is on the unmasked page,
// so the search can find it), shows the seats' labels, and carries mask=1
// to the neighbour hands; without ?player= the viewer is the saved hero.
func TestHandMask(t *testing.T) {
	const hero = "Heidi [DE]"
	ts, players := heroServer(t, hero)
	if len(players) < 10 {
		t.Fatalf("%d hands in the faults file", len(players))
	}
	heroHands := 0
	for id, names := range players {
		base := fmt.Sprintf("/hand/PokerStars/%s", id)
		code, plain := get(t, ts, base)
		mcode, masked := get(t, ts, base+"?mask=1")
		if code != 200 || mcode != 200 {
			t.Fatalf("%s: %d, masked %d", base, code, mcode)
		}
		seated := false
		for _, n := range names {
			e := html.EscapeString(n)
			if !strings.Contains(plain, e) {
				t.Errorf("%s: the page lacks %q", base, n)
			}
			if n == hero {
				seated = true
				continue
			}
			if strings.Contains(masked, e) || strings.Contains(masked, n) {
				t.Errorf("%s?mask=1 still shows %q", base, n)
			}
		}
		if !strings.Contains(masked, "Seat ") {
			t.Errorf("%s?mask=1 shows no seat label", base)
		}
		if seated {
			heroHands++
			if !strings.Contains(masked, html.EscapeString(hero)) || !strings.Contains(plain, `data-viewer="`+html.EscapeString(hero)+`"`) {
				t.Errorf("%s: the hero %q is not kept masked, or not the viewer", base, hero)
			}
		}
		if strings.Contains(masked, `id="next-hand"`) && !strings.Contains(masked, "mask=1") {
			t.Errorf("%s?mask=1: the neighbour links drop mask=1", base)
		}
	}
	if heroHands == 0 {
		t.Errorf("the hero %q sits in none of the hands", hero)
	}
	for id := range players {
		if code, _ := get(t, ts, "/hand/PokerStars/"+id+"?mask=2"); code != 400 {
			t.Errorf("mask=2: %d, want 400", code)
		}
		break
	}
}

// TestHeroDefault: with a hero saved, the pages that take ?player= read
// his hands without one (the hand list, the stats, /player), every
// player's with player= empty, and the start page's counts link to every
// player's hands; the audit is every player's.
func TestHeroDefault(t *testing.T) {
	const hero = "Heidi [DE]"
	ts, players := heroServer(t, hero)
	mine := 0
	for _, names := range players {
		for _, n := range names {
			if n == hero {
				mine++
			}
		}
	}
	if mine == 0 || mine == len(players) {
		t.Fatalf("the hero sits in %d of %d hands: want some, not all", mine, len(players))
	}
	links := func(path string) int {
		t.Helper()
		code, body := get(t, ts, path)
		if code != 200 {
			t.Fatalf("GET %s: %d", path, code)
		}
		return strings.Count(body, `class="row-link" href="/hand/PokerStars/`)
	}
	if got := links("/hands"); got != min(mine, DefaultPageSize) {
		t.Errorf("/hands: %d hands, the hero has %d", got, mine)
	}
	if got := links("/hands?player="); got != min(len(players), DefaultPageSize) {
		t.Errorf("/hands?player=: %d hands of %d", got, len(players))
	}
	_, stats := get(t, ts, "/stats")
	_, all := get(t, ts, "/stats?player=")
	if c := strings.Count(stats, `href="/player/`); !strings.Contains(stats, "/player/"+url.PathEscape(hero)) || c >= strings.Count(all, `href="/player/`) {
		t.Errorf("/stats: %d player links, the hero's among them: %v; every player's page has %d", c,
			strings.Contains(stats, "/player/"+url.PathEscape(hero)), strings.Count(all, `href="/player/`))
	}
	if code, body := get(t, ts, "/player"); code != 200 || !strings.Contains(body, html.EscapeString(hero)) {
		t.Errorf("/player: %d, not the hero's page", code)
	}
	everyone := regexp.MustCompile(`href="/hands\?([^"]*&amp;)?player=(&amp;[^"]*)?"`)
	if _, body := get(t, ts, "/"); !everyone.MatchString(body) {
		t.Error("the start page's counts do not link to every player's hands (player= empty)")
	}
	if _, body := get(t, ts, "/audit"); !strings.Contains(body, `href="/hands?code=`) || !everyone.MatchString(body) {
		t.Error("the audit's codes do not link to every player's hands")
	}
}
