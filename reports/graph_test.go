package reports

import (
	"bytes"
	"image/png"
	"path/filepath"
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
	if err := c.WriteGraph(&svg, "svg"); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"<svg", "total won", "non-showdown", "collected from low halves", "walterw"} {
		if !strings.Contains(svg.String(), want) {
			t.Errorf("svg lacks %q", want)
		}
	}
	var pngBuf bytes.Buffer
	if err := c.WriteGraph(&pngBuf, "png"); err != nil {
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
