package web

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserGraph opens Hero's page in Chromium and checks each unit's
// graph against the store's own rows (hand_players and hands, read here
// without the reports): the x axis ends at the unit's hand count, labelled
// with the day of its last hand; a unit of one hand says it is not drawn;
// hovering at the axis's right end names the last hand, a click opens it;
// the big-bets toggle shows the panels in big bets.
func TestBrowserGraph(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	ctx := browser(t)
	ts, db := newPagedServer(t, pageRows)
	type unit struct {
		hands    int
		site, id string
		last     time.Time
	}
	want := map[string]*unit{}
	rows, err := db.Query(`SELECT coalesce(h.currency, CASE WHEN h.is_tournament THEN 'chips' ELSE 'play' END), h.site, h.hand_id, h.started_at
		FROM hand_players p JOIN hands h USING (hand_key) WHERE p.player = 'Hero' AND p.dealt_in ORDER BY h.started_at, h.site, h.hand_id`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var cur, site, id string
		var at time.Time
		if err := rows.Scan(&cur, &site, &id, &at); err != nil {
			t.Fatal(err)
		}
		if want[cur] == nil {
			want[cur] = &unit{}
		}
		u := want[cur]
		u.hands++
		u.site, u.id, u.last = site, id, at
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	rows.Close()
	if len(want) < 2 {
		t.Fatalf("Hero plays %d units in the test database, want several", len(want))
	}

	run(t, ctx, "open Hero's page", chromedp.Navigate(ts.URL+"/player/Hero"), chromedp.WaitVisible(chromedp.CSS("svg.graph")))
	type axis struct {
		Currency string   `json:"currency"`
		TooFew   string   `json:"tooFew"`
		Hands    []string `json:"hands"`
		Days     []string `json:"days"`
		YLabels  []string `json:"y"`
		Panels   int      `json:"panels"`
	}
	got := eval[[]axis](t, ctx, "read the axes", `Array.from(document.querySelectorAll("section.graph")).map(s => {
	  const svg = s.querySelector(".measure-money svg.graph");
	  const texts = sel => svg ? Array.from(svg.querySelectorAll(sel)).map(e => e.textContent) : [];
	  const tf = s.querySelector(".too-few");
	  return {currency: s.dataset.currency, tooFew: tf ? tf.textContent : "", hands: texts("text.hand"), days: texts("text.day"),
	    y: texts(".axis.y text:not(.label)"), panels: s.querySelectorAll(".measure-money svg.graph").length};
	})`)
	if len(got) != len(want) {
		t.Fatalf("%d graphs, want one per unit: %v", len(got), want)
	}
	var drawn string
	for _, g := range got {
		w := want[g.Currency]
		if w == nil {
			t.Errorf("a graph of unit %q Hero did not play", g.Currency)
			continue
		}
		if w.hands < 2 {
			if !strings.Contains(g.TooFew, fmt.Sprintf("%d hand, too few to draw", w.hands)) || g.Panels != 0 {
				t.Errorf("%s (%d hand): note %q, %d panels; want the note and no panel", g.Currency, w.hands, g.TooFew, g.Panels)
			}
			continue
		}
		drawn = g.Currency
		if g.Panels != 2 || len(g.Hands) < 2 || g.Hands[0] != "0" || g.Hands[len(g.Hands)-1] != fmt.Sprint(w.hands) {
			t.Errorf("%s: %d panels, x ticks %v; want 2 panels, ticks from 0 to %d", g.Currency, g.Panels, g.Hands, w.hands)
		}
		if day := w.last.UTC().Format("2006-01-02"); len(g.Days) == 0 || g.Days[len(g.Days)-1] != day {
			t.Errorf("%s: x days %v, want the last on %s", g.Currency, g.Days, day)
		}
		if len(g.YLabels) < 2 {
			t.Errorf("%s: y labels %v", g.Currency, g.YLabels)
		}
		for _, l := range g.YLabels {
			if g.Currency == "chips" && strings.Contains(l, ".") {
				t.Errorf("chips: y label %q has decimals", l)
			}
		}
	}
	if drawn == "" {
		t.Fatal("no unit of Hero drawn")
	}
	w := want[drawn]

	// Hover at the right end of the first panel of that unit: the last hand.
	sel := `section.graph[data-currency="` + drawn + `"] .measure-money svg.graph`
	type box struct{ X, Y, W, H, X1, VW float64 }
	if !eval[bool](t, ctx, "graph.js loaded", `typeof setupGraphs === "function"`) {
		t.Fatal("graph.js is not loaded")
	}
	b := eval[box](t, ctx, "locate the graph", `(() => { const s = document.querySelector('`+sel+`'); s.scrollIntoView({block: "center"}); const r = s.getBoundingClientRect();
	  return {X: r.left, Y: r.top, W: r.width, H: r.height, X1: Number(s.dataset.x1), VW: s.viewBox.baseVal.width}; })()`)
	px, py := b.X+b.X1*b.W/b.VW-1, b.Y+b.H/2
	run(t, ctx, "hover", chromedp.MouseEvent("mouseMoved", px, py))
	tip := eval[string](t, ctx, "read the tip", `document.querySelector('section.graph[data-currency="`+drawn+`"] .graph-tip').textContent`)
	if wantTip := fmt.Sprintf("hand %d: %s %s, %s", w.hands, w.site, w.id, w.last.UTC().Format("2006-01-02 15:04")); !strings.HasPrefix(tip, wantTip) || !strings.Contains(tip, "total won ") {
		t.Errorf("tip %q, want it to start %q and give the total won", tip, wantTip)
	}
	shoot(t, ctx, screenshots(t), "player-graph.png")

	// The toggle: the panels in big bets.
	run(t, ctx, "show big bets", chromedp.Click(chromedp.CSS(`#measure input[value="bb"]`)), chromedp.WaitVisible(chromedp.CSS(".measure-bb svg.graph")))
	if label := eval[string](t, ctx, "read the y axis", `document.querySelector('section.graph[data-currency="`+drawn+`"] .measure-bb .axis.y text.label').textContent`); label != "net won (big bets)" {
		t.Errorf("big bets y axis %q", label)
	}
	if hidden := eval[bool](t, ctx, "money hidden", `document.querySelector('.measure-money').hidden`); !hidden {
		t.Error("the money panels still show with big bets chosen")
	}

	// A click opens the hand.
	run(t, ctx, "show money", chromedp.Click(chromedp.CSS(`#measure input[value="money"]`)), chromedp.WaitVisible(chromedp.CSS(sel)))
	b = eval[box](t, ctx, "locate the graph", `(() => { const s = document.querySelector('`+sel+`'); s.scrollIntoView({block: "center"}); const r = s.getBoundingClientRect();
	  return {X: r.left, Y: r.top, W: r.width, H: r.height, X1: Number(s.dataset.x1), VW: s.viewBox.baseVal.width}; })()`)
	px, py = b.X+b.X1*b.W/b.VW-1, b.Y+b.H/2
	run(t, ctx, "click the last hand", chromedp.MouseClickXY(px, py), chromedp.WaitVisible(chromedp.CSS("#replayer")))
	loc := eval[string](t, ctx, "read the address", `location.pathname`)
	if wantPath := "/hand/" + url.PathEscape(w.site) + "/" + url.PathEscape(w.id); loc != wantPath {
		t.Errorf("the click opened %s, want %s", loc, wantPath)
	}
}
