package web

import (
	"context"
	"strings"
	"testing"
)

// TestHandsPage checks the hand list page: its rows against the stored
// player-hands, its links, and the lookups in any case.
func TestHandsPage(t *testing.T) {
	ts, db := newTestServer(t)
	var scoops int
	if err := db.QueryRowContext(context.Background(),
		`SELECT count(*) FROM hand_players WHERE dealt_in AND player = 'Hero' AND scooped`).Scan(&scoops); err != nil {
		t.Fatal(err)
	}
	code, body := get(t, ts, "/hands?player=hero&result=scoop&sort=net&dir=desc")
	if code != 200 {
		t.Fatalf("status %d: %s", code, body)
	}
	if got := strings.Count(body, `class="row-link" href="/hand/PokerStars/`); got != min(scoops, DefaultPageSize) || scoops == 0 {
		t.Errorf("%d hand links, Hero has %d scoops", got, scoops)
	}
	if !strings.Contains(body, "?player=Hero") {
		t.Error("a hand of Hero's does not open the replayer for him")
	}
	for _, c := range []struct {
		path string
		code int
		want string
	}{
		{"/hands?result=scoop", 400, "name the player"},
		{"/hands?player=Herx", 404, "close names: Hero"},
		{"/hands?sort=nope", 400, "no such column"},
		{"/hands?player=Hero&session=1", 200, `id="session-note"`},
		{"/player?name=hero", 200, "Hero"}, // followed to /player/Hero
		{"/player/hero", 200, `id="sessions"`},
		{"/audit", 200, `href="/hands?code=`},
		{"/player/Hero", 200, `href="/hands?player=Hero&amp;session=`},
	} {
		code, body := get(t, ts, c.path)
		if code != c.code || !strings.Contains(body, c.want) {
			t.Errorf("GET %s: %d, want %d with %q", c.path, code, c.code, c.want)
		}
	}
}
