package reports

import (
	"bytes"
	"errors"
	"fmt"
	"image/png"
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stud8/stud8/filter"
)

// TestGraphFiles draws walterw's graph from the sample as SVG, PNG and HTML
// and checks each is what its extension says, with every curve named.
func TestGraphFiles(t *testing.T) {
	db := openRO(t, importDB(t, "oracle", filepath.Join(testdata, "sample.txt")))
	res := run(t, db, "graph", filter.Filter{Player: "walterw"})
	c, err := CurvesFromResult("walterw", res)
	if err != nil {
		t.Fatal(err)
	}
	if c.Hands == 0 || len(c.Lines) != len(graphLines) || c.Currency != "USD" {
		t.Fatalf("curves: %d hands, %d lines, currency %q", c.Hands, len(c.Lines), c.Currency)
	}
	// The total curve ends at the player's net in the summary.
	sum := run(t, db, "summary", filter.Filter{Player: "walterw"})
	var net float64
	for _, row := range sum.Rows {
		v, _ := ToFloat(row[column(t, sum, "net")])
		net += v
	}
	total := c.Lines[0].Values
	if d := total[len(total)-1] - net; d > 0.005 || d < -0.005 {
		t.Errorf("total curve ends at %.2f, summary net %.2f", total[len(total)-1], net)
	}
	// The all-in adjusted curve ends at the luck report's adjusted net.
	luck := run(t, db, "luck", filter.Filter{Player: "walterw"})
	var adjusted float64
	for _, row := range luck.Rows {
		v, _ := ToFloat(row[column(t, luck, "adjusted_net")])
		adjusted += v
	}
	if adj := c.Lines[3].Values; c.Lines[3].Column != "allin_adjusted" || abs(adj[len(adj)-1]-adjusted) > 0.005 {
		t.Errorf("adjusted curve (%s) ends at %.2f, luck report %.2f", c.Lines[3].Column, adj[len(adj)-1], adjusted)
	}
	// Showdown plus non-showdown is the total after every hand.
	for i := range total {
		if d := c.Lines[1].Values[i] + c.Lines[2].Values[i] - total[i]; d > 0.005 || d < -0.005 {
			t.Fatalf("hand %d: showdown + non-showdown != total", i+1)
		}
	}

	var svg bytes.Buffer
	if err := c.WriteGraph(&svg, "svg", InMoney); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"<svg", "total won", "non-showdown", "collected from low halves", "walterw"} {
		if !strings.Contains(svg.String(), want) {
			t.Errorf("svg lacks %q", want)
		}
	}
	var pngBuf bytes.Buffer
	if err := c.WriteGraph(&pngBuf, "png", InMoney); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&pngBuf)
	if err != nil {
		t.Fatalf("png: %v", err)
	}
	if b := img.Bounds(); b.Dx() < 600 || b.Dy() < 300 {
		t.Errorf("png is %dx%d", b.Dx(), b.Dy())
	}
	var html bytes.Buffer
	page := &Page{Title: "stud8: walterw", Curves: c, Tables: []*Result{sum}, Definitions: DefinitionsURL}
	if err := page.WriteHTML(&html); err != nil {
		t.Fatal(err)
	}
	h := html.String()
	for _, want := range []string{"<!DOCTYPE html>", "<svg", "<h2>summary</h2>", "bb_per_100", "docs/definitions.md"} {
		if !strings.Contains(h, want) {
			t.Errorf("html lacks %q", want)
		}
	}
	if strings.Contains(h, "<?xml") {
		t.Error("html inlines the SVG's XML declaration")
	}
}

func TestGraphFormat(t *testing.T) {
	for _, tt := range []struct{ path, want string }{
		{"a.svg", "svg"}, {"A.PNG", "png"}, {"x/y.html", "html"}, {"p.htm", "html"}, {"a.pdf", ""}, {"noext", ""},
	} {
		got, err := GraphFormat(tt.path)
		if got != tt.want || (err != nil) != (tt.want == "") {
			t.Errorf("GraphFormat(%q) = %q, %v; want %q", tt.path, got, err, tt.want)
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// TestGraphAxes draws Hero's graph of the sample's EUR files (6 hands in
// Everleaf's, 5 in iPoker's, 1 in Winamax's, the last on 2016-11-12), its
// 53-hand tournament (chips) and its one play-money hand at Kings Club: the
// EUR panels' x axis ends at hand 12, labelled with its day; chips are
// labelled without decimals, EUR with at most two; the play-money unit is
// not drawn and says why.
func TestGraphAxes(t *testing.T) {
	s := filepath.Join("..", "testdata", "sample")
	db := openRO(t, importDB(t, "", filepath.Join(s, "everleaf-stud-eur-cp1252.txt"), filepath.Join(s, "ipoker-stud8-eur-cp1252.xml"),
		filepath.Join(s, "winamax-stud8-halves.txt"), filepath.Join(s, "kingsclub-stud8-2022.txt"),
		filepath.Join(s, "mixed-8-Game-2max-STT-play-100-201306.homeGame.shootout.txt")))
	c, err := CurvesFromResult("Hero", run(t, db, "graph", filter.Filter{Player: "Hero"}))
	if err != nil {
		t.Fatal(err)
	}
	hands := map[string]int{}
	for _, u := range c.Units() {
		hands[u.Currency] = u.Hands
	}
	if want := map[string]int{"EUR": 12, "chips": 53, "play": 1}; fmt.Sprint(hands) != fmt.Sprint(want) {
		t.Fatalf("hands by unit %v, want %v", hands, want)
	}
	for _, m := range []Measure{InMoney, InBigBets} {
		figs, err := c.Plots(m)
		if err != nil {
			t.Fatal(err)
		}
		if len(figs) != 4 { // EUR and chips, two panels each; play money not drawn
			t.Fatalf("measure %d: %d panels, want 4", m, len(figs))
		}
		for _, f := range figs {
			p := f.Plot
			unit := "EUR"
			if strings.Contains(p.Title.Text, "chips") {
				unit = "chips"
			}
			n := hands[unit]
			xt := p.X.Tick.Marker.Ticks(p.X.Min, p.X.Max)
			if p.X.Min != 0 || p.X.Max != float64(n) || xt[len(xt)-1].Value != float64(n) {
				t.Errorf("%s: x axis %g..%g, last tick %g; want 0..%d", p.Title.Text, p.X.Min, p.X.Max, xt[len(xt)-1].Value, n)
			}
			if unit == "EUR" && xt[len(xt)-1].Label != "12\n2016-11-12" {
				t.Errorf("%s: last x label %q, want hand 12 on 2016-11-12", p.Title.Text, xt[len(xt)-1].Label)
			}
			for _, tk := range p.Y.Tick.Marker.Ticks(p.Y.Min, p.Y.Max) {
				dot := strings.Index(tk.Label, ".")
				if m == InMoney && unit == "chips" && dot >= 0 {
					t.Errorf("%s: y label %q has decimals", p.Title.Text, tk.Label)
				}
				if dot >= 0 && len(tk.Label)-dot-1 > 2 {
					t.Errorf("%s: y label %q has more than two decimals", p.Title.Text, tk.Label)
				}
				if v, err := strconv.ParseFloat(tk.Label, 64); err != nil || math.Abs(v-tk.Value) > 1e-9 {
					t.Errorf("%s: y label %q for %g", p.Title.Text, tk.Label, tk.Value)
				}
			}
			if yt := p.Y.Tick.Marker.Ticks(p.Y.Min, p.Y.Max); p.Y.Min != yt[0].Value || p.Y.Max != yt[len(yt)-1].Value {
				t.Errorf("%s: y axis %g..%g not on its first and last ticks", p.Title.Text, p.Y.Min, p.Y.Max)
			}
		}
	}
	for _, u := range c.Units() {
		if u.Drawable() != (u.Currency != "play") {
			t.Errorf("%s: drawable %v", u.Currency, u.Drawable())
		}
	}
	var svg bytes.Buffer
	if err := c.WriteGraph(&svg, "svg", InMoney); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(svg.String(), "(play)") {
		t.Error("the one play-money hand is drawn")
	}
	one := &Curves{Player: "Hero", Currency: "play", Hands: 1, Lines: c.Units()[2].Lines}
	if err := one.WriteGraph(&svg, "svg", InMoney); !errors.Is(err, ErrTooFewHands) {
		t.Errorf("one hand: %v, want ErrTooFewHands", err)
	}
	if got, want := one.TooFew(), "play: 1 hand, too few to draw (a graph needs 2)"; got != want {
		t.Errorf("TooFew = %q, want %q", got, want)
	}
}

// TestTicks checks the axes' ticks against round steps worked out by hand.
func TestTicks(t *testing.T) {
	for _, tt := range []struct {
		n    int
		want []int
	}{
		{0, []int{0}}, {1, []int{0, 1}}, {2, []int{0, 1, 2}}, {12, []int{0, 2, 4, 6, 8, 10, 12}},
		{56, []int{0, 10, 20, 30, 40, 56}}, // 50 is closer than 3/4 of a step to 56
		{112, []int{0, 20, 40, 60, 80, 112}}, {1000000, []int{0, 200000, 400000, 600000, 800000, 1000000}},
	} {
		if got := HandTicks(tt.n); fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("HandTicks(%d) = %v, want %v", tt.n, got, tt.want)
		}
	}
	for _, tt := range []struct {
		lo, hi float64
		d      int
		want   string
	}{
		{-88.2, 2.4, 2, "[-100 -80 -60 -40 -20 0 20]"}, // span 90.6 / 5 = 18.12: step 20
		{0, 3, 0, "[0 1 2 3]"},                         // chips: steps of at least 1
		{0, 0, 2, "[0 0.01]"},                          // flat at zero: one cent of axis
		{-632, 1000, 0, "[-1000 -500 0 500 1000]"},     // 1632 / 5 = 326: step 500
		{0.3, 5.06, 2, "[0 2 4 6]"},                    // 5.06 / 5 = 1.012: step 2, from zero
	} {
		if got := fmt.Sprint(ValueTicks(tt.lo, tt.hi, tt.d)); got != tt.want {
			t.Errorf("ValueTicks(%g, %g, %d) = %s, want %s", tt.lo, tt.hi, tt.d, got, tt.want)
		}
	}
	for _, tt := range []struct {
		ticks []float64
		d     int
		want  int
	}{{[]float64{0, 500}, 0, 0}, {[]float64{0, 0.5}, 2, 1}, {[]float64{0, 0.05}, 2, 2}, {[]float64{0, 0.05}, 0, 0}, {[]float64{0, 20}, 2, 0}} {
		if got := TickDecimals(tt.ticks, tt.d); got != tt.want {
			t.Errorf("TickDecimals(%v, %d) = %d, want %d", tt.ticks, tt.d, got, tt.want)
		}
	}
}
