package web

import (
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/stud8/stud8/ingest"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/reports"
	"github.com/stud8/stud8/store"
)

// TestBrowserWords opens the replayer on a PokerStars, a Full Tilt and an
// iPoker hand of testdata and checks that a completion and a raise read
// as hand.Words says, against the file's own line.
func TestBrowserWords(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test skipped in -short mode")
	}
	ctx := browser(t)
	td := filepath.Join("..", "..", "testdata")
	cases := []struct {
		file, site, id string
		line           int
		written        string // the file's own words on that line
		want           string // the replayer's step, currency symbols left out
	}{
		{"pokerstars/stud-7-Stud-USD-0.04-0.08-200911.txt", "PokerStars", "35874081088", 167,
			"Hero: bets $0.04", "Hero completes to 0.04"},
		{"pokerstars/stud-7-Stud-USD-0.04-0.08-200911.txt", "PokerStars", "35874081088", 171,
			"Anon10: raises $0.04 to $0.08", "Anon10 raises to 0.08 (+0.04)"},
		{"fulltilt/stud-cash-lf.txt", "FullTilt", "21536527525", 31,
			"Hero completes it to $3", "Hero completes to 3.00"},
		{"fulltilt/stud-cash-lf.txt", "FullTilt", "21536527525", 33,
			"Player7 raises to $6", "Player7 raises to 6.00 (+3.00)"},
		{"sample/ipoker-stud8-eur-cp1252.xml", "iPoker", "5710054735", 36,
			`player="Hero" type="5" sum="`, "Hero completes to 0.05"},
		{"sample/ipoker-stud8-eur-cp1252.xml", "iPoker", "5710056302", 74,
			`player="Player0" type="23" sum="`, "Player0 raises to 0.20 (+0.10)"},
	}
	files := map[string]bool{}
	for _, c := range cases {
		raw, err := os.ReadFile(filepath.Join(td, c.file))
		if err != nil {
			t.Fatal(err)
		}
		if lines := strings.Split(string(raw), "\n"); c.line > len(lines) || !strings.Contains(lines[c.line-1], c.written) {
			t.Fatalf("%s:%d does not say %q", c.file, c.line, c.written)
		}
		files[filepath.Join(td, c.file)] = true
	}
	path := filepath.Join(t.TempDir(), "words.duckdb")
	db, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	var in []string
	for f := range files {
		in = append(in, f)
	}
	if _, err := ingest.Import(context.Background(), db, in, ingest.Options{Derived: ingest.Derived{Fresh: reports.CacheFresh, Refresh: reports.RefreshCache}}); err != nil {
		t.Fatal(err)
	}
	db.Close()
	ts := httptest.NewUnstartedServer(nil)
	s, err := New(openRO(t, path), Options{Addrs: []string{ts.Listener.Addr().String()}, Sites: sites.Names()})
	if err != nil {
		t.Fatal(err)
	}
	ts.Config.Handler = s
	ts.Start()
	t.Cleanup(ts.Close)
	for _, c := range cases {
		run(t, ctx, "open "+c.id, chromedp.Navigate(ts.URL+"/hand/"+c.site+"/"+c.id), chromedp.WaitVisible(chromedp.CSS("#replayer.live")))
		steps := eval[[]string](t, ctx, "read the steps of the line", `Array.from(
  document.querySelectorAll('#steps > li.action[data-line="`+strconv.Itoa(c.line)+`"]')).map(li => li.textContent)`)
		var said []string
		found := false
		for _, got := range steps { // an iPoker line may hold several actions
			got = strings.Join(strings.Fields(strings.NewReplacer("$", "", "€", "").Replace(got)), " ")
			got, _, _ = strings.Cut(got, " pot ")
			said = append(said, got)
			found = found || got == c.want
		}
		if !found {
			t.Errorf("%s:%d %q: the replayer says %q, want %q", c.file, c.line, c.written, said, c.want)
		}
	}
}
