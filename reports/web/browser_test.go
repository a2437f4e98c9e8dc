package web

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/replay"
)

// chromium finds a Chromium or Chrome binary; "" when there is none.
func chromium() string {
	if p := os.Getenv("STUD8_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// browser starts one headless Chromium for the whole test and returns a tab.
func browser(t *testing.T) context.Context {
	t.Helper()
	bin := chromium()
	if bin == "" {
		t.Skip("no chromium binary (apt-get install -y chromium, or set STUD8_CHROMIUM): browser tests skipped")
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(bin),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 1000),
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelC := chromedp.NewContext(actx)
	ctx, cancelT := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(func() { cancelT(); cancelC(); cancelA() })
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("start %s: %v", bin, err)
	}
	return ctx
}

// screenshots is where the browser test writes its pictures.
func screenshots(t *testing.T) string {
	if d := os.Getenv("STUD8_SCREENSHOTS"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	return t.TempDir()
}

func shoot(t *testing.T, ctx context.Context, dir, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100)) // quality 100: PNG
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// run runs chromedp actions and fails the test on error.
func run(t *testing.T, ctx context.Context, what string, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// eval evaluates a JavaScript expression and decodes its value.
func eval[T any](t *testing.T, ctx context.Context, what, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	return v
}

// pageState is what the replayer shows at one step.
type pageState struct {
	Step   int               `json:"step"`
	Kind   string            `json:"kind"`
	Line   int               `json:"line"`
	Pot    string            `json:"pot"`
	Street int               `json:"street"`
	Cards  map[string]string `json:"cards"` // player -> visible card codes ("??" face down), space-separated
	Winner []string          `json:"winners"`
}

const stateJS = `(() => {
  const cur = document.querySelector("#steps > li.current");
  const cards = {};
  document.querySelectorAll(".seat").forEach(s => {
    cards[s.dataset.player] = Array.from(s.querySelectorAll(".cards .card:not(.undealt)"))
      .map(c => c.classList.contains("concealed") || !c.dataset.code ? "??" : c.dataset.code).join(" ");
  });
  const winners = cur.classList.contains("result") ?
    Array.from(document.querySelectorAll("#pots tr.pot-row")).flatMap(r =>
      ["high", "low"].flatMap(h => Array.from(r.querySelectorAll("td." + h + " .winner"))
        .map(w => r.dataset.kind + " " + h + " " + w.dataset.player + " " + w.dataset.amount))) : [];
  return {step: Number(cur.dataset.step), kind: cur.classList[1], line: Number(cur.dataset.line),
    pot: document.getElementById("pot").textContent, street: Number(cur.dataset.street), cards: cards, winners: winners};
})()`

func state(t *testing.T, ctx context.Context) pageState {
	t.Helper()
	return eval[pageState](t, ctx, "read the replayer", stateJS)
}

// pageRows is the rows a page of the browser test's server shows: few, so
// that the test database's tables have several pages.
const pageRows = 4

// TestBrowser drives a real headless Chromium over the server: it steps
// through a hand with a side pot and a split pot and checks the pot, the
// cards and the winners against the replay engine, toggles the hidden
// cards, opens a finding from the audit page (on its page of findings),
// sorts the stats table by a click on a column and pages it, and follows the player page to a session's hand. It writes a screenshot of
// each page.
func TestBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	ctx := browser(t)
	ts, db := newPagedServer(t, pageRows)
	shots := screenshots(t)
	id := splitSidePotHand(t, db)
	h, res := replayOne(t, oracleFile, "oracle", id)
	money := func(m hand.Money) string { return m.Format(h.Decimals) }

	// What the replay engine says: the pot after each action by line, the
	// cards each player shows at the end, the winners of each half.
	potAt := map[int]string{}
	for _, a := range res.Actions {
		if a.Kind.IsBetting() {
			potAt[a.Line] = money(a.PotAfter)
		}
	}
	var finalPot string
	res.Steps(func(st *replay.Step) { finalPot = money(st.Pot) })
	wantCards := map[string]string{}
	for i := range res.Players {
		p := &res.Players[i]
		var cs []string
		for k, c := range p.Cards {
			if k == 6 && !c.Known() && res.Board.Known() {
				continue
			}
			if c.Known() {
				cs = append(cs, c.String())
			} else if p.SawStreet[slotStreets[k]] || k < 3 {
				cs = append(cs, "??")
			}
		}
		if res.Board.Known() && len(cs) > 0 {
			cs = append(cs, res.Board.String())
		}
		wantCards[h.Seats[p.Player].Name] = strings.Join(cs, " ")
	}
	var wantWinners []string
	for _, pot := range res.Pots {
		for _, a := range pot.High {
			wantWinners = append(wantWinners, pot.Kind+" high "+h.Seats[a.Player].Name+" "+money(a.Amount))
		}
		for _, a := range pot.Low {
			wantWinners = append(wantWinners, pot.Kind+" low "+h.Seats[a.Player].Name+" "+money(a.Amount))
		}
	}
	if len(res.Pots) < 2 {
		t.Fatalf("hand %s has %d pots, want a side pot", id, len(res.Pots))
	}

	// Step through the hand, one click or arrow key at a time.
	run(t, ctx, "open the hand", chromedp.Navigate(ts.URL+"/hand/PokerStars/"+id), chromedp.WaitVisible(chromedp.CSS("#replayer.live")))
	shootFirst := true
	streets := map[int]bool{}
	actions := 0
	for i := 0; ; i++ {
		s := state(t, ctx)
		if s.Step != i {
			t.Fatalf("after %d steps forward the page shows step %d", i, s.Step)
		}
		streets[s.Street] = true
		switch s.Kind {
		case "action":
			actions++
			if want := potAt[s.Line]; s.Pot != want {
				t.Errorf("step %d (line %d): pot %s, replay says %s", i, s.Line, s.Pot, want)
			}
		case "result":
			if s.Pot != finalPot {
				t.Errorf("final pot %s, replay says %s", s.Pot, finalPot)
			}
			for name, want := range wantCards {
				if got := s.Cards[name]; got != want {
					t.Errorf("%s's cards at the end: %q, replay says %q", name, got, want)
				}
			}
			sort.Strings(s.Winner)
			sort.Strings(wantWinners)
			if strings.Join(s.Winner, "; ") != strings.Join(wantWinners, "; ") {
				t.Errorf("winners shown %q, replay says %q", s.Winner, wantWinners)
			}
		}
		if s.Kind == "result" {
			if shootFirst {
				shoot(t, ctx, shots, "replayer.png")
				shootFirst = false
			}
			break
		}
		if i%2 == 0 {
			run(t, ctx, "forward", chromedp.Click(chromedp.CSS("#forward")))
		} else {
			run(t, ctx, "arrow right", chromedp.KeyEvent(kb.ArrowRight))
		}
	}
	t.Logf("hand %s: %d actions, %d pots, winners %q, streets %v", id, actions, len(res.Pots), wantWinners, streets)
	if actions != len(potAt) {
		t.Errorf("stepped through %d actions, replay has %d", actions, len(potAt))
	}
	if !streets[3] || !streets[int(res.Reached)] {
		t.Errorf("streets seen %v, replay reached %s", streets, res.Reached)
	}
	// And back again with the left arrow.
	before := state(t, ctx).Step
	run(t, ctx, "arrow left", chromedp.KeyEvent(kb.ArrowLeft))
	if s := state(t, ctx); s.Step != before-1 {
		t.Errorf("arrow left: step %d, want %d", s.Step, before-1)
	}

	// Hide what the viewer could not see: at the start only his own down
	// cards show; at the showdown the showdown players' cards show.
	viewer := h.Seats[res.Players[0].Player].Name
	// Opened for a player, hiding is on by default; unchecked, the URL says
	// hide=0, checked again hide=1.
	run(t, ctx, "open as "+viewer, chromedp.Navigate(ts.URL+"/hand/PokerStars/"+id+"?step=0&player="+viewer),
		chromedp.WaitVisible(chromedp.CSS("#replayer.live")))
	if !eval[bool](t, ctx, "read the hide box", `document.getElementById("hide").checked`) {
		t.Errorf("opened for %s, the hide box is not checked", viewer)
	}
	run(t, ctx, "show everything", chromedp.Click(chromedp.CSS("#hide")))
	if href, err := chromedp.Run(ctx, chromedp.Location()); err != nil || !strings.Contains(href, "hide=0") {
		t.Errorf("hide unchecked: URL %s, want hide=0 (%v)", href, err)
	}
	run(t, ctx, "hide again", chromedp.Click(chromedp.CSS("#hide")))
	s := state(t, ctx)
	for name, cs := range s.Cards {
		f := strings.Fields(cs)
		if len(f) < 3 {
			t.Fatalf("%s shows %q on 3rd street", name, cs)
		}
		hidden := f[0] == "??" && f[1] == "??"
		if mine := name == viewer; mine == hidden && wantCards[name] != "" && !strings.HasPrefix(wantCards[name], "??") {
			t.Errorf("hide on: %s's 3rd street cards %q (viewer %s)", name, cs, viewer)
		}
		if f[2] == "??" {
			t.Errorf("hide on: %s's door card is hidden", name)
		}
	}
	href, err := chromedp.Run(ctx, chromedp.Location())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(href, "hide=1") {
		t.Errorf("hide not in the URL: %s", href)
	}
	run(t, ctx, "to the end", chromedp.Click(chromedp.CSS("#last")))
	s = state(t, ctx)
	for i := range res.Players {
		p := &res.Players[i]
		name := h.Seats[p.Player].Name
		if p.Facts.Showdown && s.Cards[name] != wantCards[name] {
			t.Errorf("hide on, showdown: %s shows %q, replay says %q", name, s.Cards[name], wantCards[name])
		}
	}

	// The audit page: open a finding and land on its action. Its place in
	// the findings sorted by code comes from the audit-hands report run
	// whole and sorted in Go.
	const code = "bet.wrong_size"
	findings := sortedReport(t, db, "audit-hands", filter.Filter{}, "code", false)
	k := slices.IndexFunc(findings, func(row []string) bool { return row[2] == code })
	if k < 0 {
		t.Fatalf("no %s finding in the audit-hands report", code)
	}
	run(t, ctx, "open the audit", chromedp.Navigate(ts.URL+"/audit?sort=code&page="+itoa(k/pageRows+1)), chromedp.WaitVisible(chromedp.CSS("#findings")))
	shoot(t, ctx, shots, "audit.png")
	row := "#findings tbody tr:nth-child(" + itoa(k%pageRows+1) + ")"
	if got := eval[string](t, ctx, "read the finding's code", `document.querySelector("`+row+`").cells[2].textContent`); got != code {
		t.Fatalf("row %d of the findings sorted by code: %q, want %s", k, got, code)
	}
	run(t, ctx, "open the finding", chromedp.Click(chromedp.CSS(row+" a.row-link")),
		chromedp.WaitVisible(chromedp.CSS("#replayer.live")))
	type current struct {
		Kind    string `json:"kind"`
		Finding string `json:"finding"`
	}
	at := eval[current](t, ctx, "read the step", `(() => { const c = document.querySelector("#steps > li.current");
		const f = c.querySelector(".finding"); return {kind: c.classList[1], finding: f ? f.dataset.code : ""}; })()`)
	if at.Kind != "action" || at.Finding != code {
		t.Errorf("from the audit: landed on a %q step with finding %q, want the action with %s", at.Kind, at.Finding, code)
	}

	// The stats table sorts in the server by a click on a column, both
	// ways, and pages: each page holds the rows of the stats report run
	// whole and sorted in Go.
	run(t, ctx, "open the stats", chromedp.Navigate(ts.URL+"/stats"), chromedp.WaitVisible(chromedp.CSS("#stats-table")))
	const readRows = `Array.from(document.querySelectorAll("#stats-table tbody tr")).map(r => Array.from(r.cells).map(c => c.textContent))`
	hands := slices.Index(eval[[]string](t, ctx, "read the columns", `Array.from(document.querySelectorAll("#stats-table th")).map(h => h.querySelector("a").textContent)`), "hands") // the sort link, not the definition's
	if hands < 0 {
		t.Fatal("the stats table has no hands column")
	}
	header := "#stats-table th:nth-child(" + itoa(hands+1) + ")"
	for _, dir := range []string{"ascending", "descending"} {
		run(t, ctx, "sort "+dir, chromedp.Click(chromedp.CSS(header+" a:first-child")), chromedp.WaitVisible(chromedp.CSS(header+`[aria-sort="`+dir+`"]`)))
		want := sortedReport(t, db, "stats", filter.Filter{}, "hands", dir == "descending")
		got := eval[[][]string](t, ctx, "read the rows", readRows)
		if fmt.Sprint(got) != fmt.Sprint(want[:pageRows]) {
			t.Errorf("stats sorted by hands, %s: %v, want %v", dir, got, want[:pageRows])
		}
		if dir == "descending" {
			run(t, ctx, "next page", chromedp.Click(chromedp.CSS("a.next")), chromedp.WaitVisible(chromedp.CSS("a.prev")))
			got := eval[[][]string](t, ctx, "read the rows", readRows)
			if fmt.Sprint(got) != fmt.Sprint(want[pageRows:2*pageRows]) {
				t.Errorf("stats sorted by hands, descending, page 2: %v, want %v", got, want[pageRows:2*pageRows])
			}
			pager := eval[string](t, ctx, "read the pager", `document.querySelector("p.pager").textContent`)
			if w := fmt.Sprintf("rows %d-%d of %d", pageRows+1, 2*pageRows, len(want)); !strings.Contains(pager, w) {
				t.Errorf("pager %q, want %q", pager, w)
			}
		}
	}
	shoot(t, ctx, shots, "stats.png")

	// A player from the stats table, his sessions, a session's hand.
	run(t, ctx, "open a player", chromedp.Navigate(ts.URL+"/player/Hero"), chromedp.WaitVisible(chromedp.CSS("svg.graph")))
	shoot(t, ctx, shots, "player.png")
	run(t, ctx, "open a session", chromedp.Click(chromedp.CSS("#sessions tbody a")), chromedp.WaitVisible(chromedp.CSS("#session-hands")),
		chromedp.Click(chromedp.CSS("#session-hands a.hand-link")), chromedp.WaitVisible(chromedp.CSS("#replayer.live")))
	t.Logf("screenshots in %s", shots)
}
