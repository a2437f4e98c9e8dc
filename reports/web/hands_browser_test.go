package web

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserHands drives Chromium over the hand list: three filters typed
// into its form and a sort by a click on a column, both ways, each page
// checked against the player-hands read straight from hand_players; then
// the way from a session of the player page, a stats row and an audit code
// to the list and on to a hand.
func TestBrowserHands(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	ctx := browser(t)
	ts, db := newPagedServer(t, pageRows)
	shots := screenshots(t)
	stored := func(q string, args ...any) []string {
		t.Helper()
		rows, err := db.QueryContext(context.Background(), q, args...)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var out []string
		for rows.Next() {
			var s string
			if err := rows.Scan(&s); err != nil {
				t.Fatal(err)
			}
			out = append(out, s)
		}
		return out
	}

	// Three filters: Hero, stud8, to showdown; then by net, both ways.
	run(t, ctx, "open the hand list", chromedp.Navigate(ts.URL+"/hands"), chromedp.WaitVisible(chromedp.CSS("#hands")),
		chromedp.SendKeys(chromedp.CSS(`#hand-filters input[name="player"]`), "hero"),
		chromedp.SetValue(chromedp.CSS(`#hand-filters select[name="game"]`), "stud8"),
		chromedp.SetValue(chromedp.CSS(`#hand-filters select[name="showdown"]`), "yes"),
		chromedp.Click(chromedp.CSS("#hand-filters button")),
		chromedp.WaitVisible(chromedp.CSS(`#hands th a[href*="showdown=yes"]`)))
	const readCol = `((name) => { const i = Array.from(document.querySelectorAll("#hands th")).findIndex(h => h.textContent === name);
		return Array.from(document.querySelectorAll("#hands tbody tr")).map(r => r.cells[i].textContent); })`
	nets := func(dir string) []string {
		return stored(`SELECT CAST(p.net AS VARCHAR) FROM hand_players p JOIN hands h USING (hand_key)
			WHERE p.dealt_in AND p.player = 'Hero' AND h.game = 'stud8' AND p.went_to_showdown
			ORDER BY p.net ` + dir)
	}
	all := nets("ASC")
	if len(all) <= pageRows {
		t.Fatalf("Hero has %d stud8 showdowns: too few to page", len(all))
	}
	pager := eval[string](t, ctx, "read the pager", `document.querySelector("p.pager").textContent`)
	if w := fmt.Sprintf("of %d", len(all)); !strings.Contains(pager, w) {
		t.Errorf("filtered: pager %q, want %q", pager, w)
	}
	if p := eval[[]string](t, ctx, "read the players", readCol+`("player")`); len(p) == 0 || p[0] != "Hero" {
		t.Errorf("player hero: rows of %v, want Hero's", p)
	}
	header := `#hands th a[href$="sort=net"]` // the keys are sorted: sort comes last
	for _, dir := range []string{"ASC", "DESC"} {
		aria := map[string]string{"ASC": "ascending", "DESC": "descending"}[dir]
		run(t, ctx, "sort by net "+aria, chromedp.Click(chromedp.CSS(header)),
			chromedp.WaitVisible(chromedp.CSS(`#hands th[aria-sort="`+aria+`"]`)))
		want := nets(dir)[:pageRows]
		got := eval[[]string](t, ctx, "read the nets", readCol+`("net")`)
		for i := range want {
			w, _ := strconv.ParseFloat(want[i], 64)
			var g float64
			if i < len(got) {
				g, _ = strconv.ParseFloat(got[i], 64)
			}
			if i >= len(got) || w != g {
				t.Errorf("sorted by net %s: %v, hand_players says %v", aria, got, want)
				break
			}
		}
	}
	shoot(t, ctx, shots, "hands.png")

	// From a session: the hand count of Hero's first session on his page
	// opens the list of its hands, and they open the replayer.
	run(t, ctx, "open Hero", chromedp.Navigate(ts.URL+"/player/Hero?sort=session&dir=asc"), chromedp.WaitVisible(chromedp.CSS("#sessions")))
	count := eval[string](t, ctx, "read the session's hands", `document.querySelector("#sessions tbody tr a.list-link").textContent`)
	run(t, ctx, "open the session's hands", chromedp.Click(chromedp.CSS("#sessions tbody tr a.list-link")),
		chromedp.WaitVisible(chromedp.CSS("#session-note")))
	pager = eval[string](t, ctx, "read the pager", `document.querySelector("p.pager").textContent`)
	if !strings.Contains(pager, "of "+count) {
		t.Errorf("session of %s hands: pager %q", count, pager)
	}
	run(t, ctx, "open a hand of the session", chromedp.Click(chromedp.CSS("#hands a.row-link")), chromedp.WaitVisible(chromedp.CSS("#replayer.live")))
	if hide := eval[bool](t, ctx, "read the hide box", `document.getElementById("hide").checked`); !hide {
		t.Error("a hand opened for Hero does not hide what he could not see")
	}

	// From a stats row: its hand count opens the list of as many hands,
	// and a hand of it the replayer for the row's player, hiding what he
	// could not see.
	run(t, ctx, "open the stats", chromedp.Navigate(ts.URL+"/stats?game=stud8&sort=hands&dir=desc"), chromedp.WaitVisible(chromedp.CSS("#stats-table")))
	count = eval[string](t, ctx, "read a row's hands", `document.querySelector("#stats-table tbody tr a.list-link").textContent`)
	who := eval[string](t, ctx, "read its player", `document.querySelector("#stats-table tbody tr a.row-link").textContent`)
	run(t, ctx, "open the row's hands", chromedp.Click(chromedp.CSS("#stats-table tbody tr a.list-link")), chromedp.WaitVisible(chromedp.CSS("#hands")))
	pager = eval[string](t, ctx, "read the pager", `document.querySelector("p.pager").textContent`)
	if !strings.Contains(pager, "of "+count) {
		t.Errorf("stats row of %s hands: pager %q", count, pager)
	}
	if p := eval[[]string](t, ctx, "read the players", readCol+`("player")`); len(p) == 0 || p[0] != who {
		t.Errorf("the row of %s lists hands of %v", who, p)
	}
	run(t, ctx, "open a hand of the row", chromedp.Click(chromedp.CSS("#hands a.row-link")), chromedp.WaitVisible(chromedp.CSS("#replayer.live")))
	if hide := eval[bool](t, ctx, "read the hide box", `document.getElementById("hide").checked`); !hide {
		t.Errorf("a hand opened from %s's stats row does not hide what he could not see", who)
	}
	shoot(t, ctx, shots, "hand-from-stats.png")

	// From an audit code: its row opens the hands with a finding of it,
	// as many as the findings table has hands of the code and unit.
	run(t, ctx, "open the audit", chromedp.Navigate(ts.URL+"/audit"), chromedp.WaitVisible(chromedp.CSS("#audit-summary")))
	link := eval[string](t, ctx, "read a code's link", `document.querySelector("#audit-summary tbody a").getAttribute("href")`)
	code := eval[string](t, ctx, "read the code", `document.querySelector("#audit-summary tbody a").textContent`)
	unit := stored(`SELECT CAST(count(DISTINCT f.hand_key) AS VARCHAR) FROM findings f JOIN hands h USING (hand_key)
		WHERE f.code = $1 AND h.currency IS NOT DISTINCT FROM (SELECT currency FROM hands h2 JOIN findings f2 USING (hand_key) WHERE f2.code = $1 LIMIT 1)`, code)
	if !strings.Contains(link, "code="+code) {
		t.Errorf("the %s row links to %s", code, link)
	}
	run(t, ctx, "open the code's hands", chromedp.Click(chromedp.CSS("#audit-summary tbody a")), chromedp.WaitVisible(chromedp.CSS("#hands")))
	pager = eval[string](t, ctx, "read the pager", `document.querySelector("p.pager").textContent`)
	if !strings.Contains(pager, "of "+unit[0]) {
		t.Errorf("code %s: pager %q, the findings have %s hands", code, pager, unit[0])
	}
	run(t, ctx, "open a hand of the code", chromedp.Click(chromedp.CSS("#hands a.row-link")), chromedp.WaitVisible(chromedp.CSS("#replayer.live")))
	if n := eval[int](t, ctx, "count the findings", `document.querySelectorAll('.finding[data-code="`+code+`"]').length`); n == 0 {
		t.Errorf("the hand opened from code %s shows no finding of it", code)
	}
	shoot(t, ctx, shots, "hand-from-audit.png")
}
