package web

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserStart drives Chromium over the start page: text typed in the
// search box in another case gets the player as a suggestion, the form
// opens his page, and a finding code's row opens its hands.
func TestBrowserStart(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	ctx := browser(t)
	ts, _ := newTestServer(t)
	shots := screenshots(t)
	run(t, ctx, "open the start page", chromedp.Navigate(ts.URL+"/"), chromedp.WaitVisible(chromedp.CSS("#overview")),
		chromedp.SendKeys(chromedp.CSS("#search-q"), "hER"),
		chromedp.WaitReady(chromedp.CSS(`#search-list option[value="Hero"]`)))
	shoot(t, ctx, shots, "start.png")
	run(t, ctx, "open the player", chromedp.SetValue(chromedp.CSS("#search-q"), "hero"),
		chromedp.Submit(chromedp.CSS("#search-q")), chromedp.WaitVisible(chromedp.CSS("#sessions")))
	if h := eval[string](t, ctx, "read the heading", `document.querySelector("h1").textContent`); h != "Hero" {
		t.Errorf("search hero opened %q", h)
	}
	run(t, ctx, "back to the start page", chromedp.Navigate(ts.URL+"/"), chromedp.WaitVisible(chromedp.CSS("#start-findings")))
	code := eval[string](t, ctx, "read a code", `document.querySelector("#start-findings tbody a").textContent`)
	run(t, ctx, "open its hands", chromedp.Click(chromedp.CSS("#start-findings tbody a")), chromedp.WaitVisible(chromedp.CSS("#hands")))
	if n := eval[int](t, ctx, "count the hands", `document.querySelectorAll("#hands tbody tr").length`); n == 0 {
		t.Errorf("code %s: no hands listed", code)
	}
}
