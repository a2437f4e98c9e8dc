package reports

import (
	"bytes"
	"context"
	"database/sql"
	"image/png"
	"path/filepath"
	"strings"
	"testing"
)

// TestGraphFiles draws walterw's graph from the sample as SVG, PNG and HTML
// and checks each is what its extension says, with every curve named.
func TestGraphFiles(t *testing.T) {
	db := openRO(t, importDB(t, "oracle", filepath.Join(testdata, "sample.txt")))
	res := run(t, db, "graph", Filter{Player: "walterw"})
	c, err := CurvesFromResult("walterw", res)
	if err != nil {
		t.Fatal(err)
	}
	if c.Hands == 0 || len(c.Lines) != 5 || c.Currency != "USD" {
		t.Fatalf("curves: %d hands, %d lines, currency %q", c.Hands, len(c.Lines), c.Currency)
	}
	// The total curve ends at the player's net in the summary.
	sum := run(t, db, "summary", Filter{Player: "walterw"})
	var net float64
	for _, row := range sum.Rows {
		v, _ := ToFloat(row[column(t, sum, "net")])
		net += v
	}
	total := c.Lines[0].Values
	if d := total[len(total)-1] - net; d > 0.005 || d < -0.005 {
		t.Errorf("total curve ends at %.2f, summary net %.2f", total[len(total)-1], net)
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

// TestPreparedMatchesLive builds the prepared table and checks that the
// stats reports give exactly the same output from it as computed live, and
// that a stale table (a new import) is not used.
func TestPreparedMatchesLive(t *testing.T) {
	ctx := context.Background()
	path := importDB(t, "oracle", filepath.Join(testdata, "sample.txt"))
	out := func(db *sql.DB, name string) (string, bool) {
		res := run(t, db, name, Filter{})
		var b bytes.Buffer
		if err := Write(&b, res, "csv"); err != nil {
			t.Fatal(err)
		}
		return b.String(), res.Live
	}
	names := []string{"stats", "stats-by-door", "stats-by-start"}
	live := map[string]string{}
	ro := openRO(t, path)
	for _, n := range names[1:] {
		s, isLive := out(ro, n)
		if !isLive {
			t.Fatalf("%s: not live before prepare", n)
		}
		live[n] = s
	}
	// stats reads the counts the import stored; the prepared tables must
	// give what the live views give.
	live["stats"] = statsCSV(t, ro, false)
	ro.Close()
	rw := openRW(t, path)
	sum, err := Prepare(ctx, rw)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Hands != 40 || sum.Rows == 0 || sum.Added != sum.Rows {
		t.Errorf("prepare: %+v", sum)
	}
	for _, n := range names {
		s, isLive := out(rw, n)
		if isLive {
			t.Errorf("%s: live after prepare", n)
		}
		if s != live[n] {
			t.Errorf("%s from the prepared table differs from live:\n%s\nlive:\n%s", n, s, live[n])
		}
	}
	again, err := Prepare(ctx, rw)
	if err != nil {
		t.Fatal(err)
	}
	if again.Added != 0 || again.Rows != sum.Rows {
		t.Errorf("second prepare: %+v", again)
	}
	rw.Close()
	importMore(t, path, filepath.Join(testdata, "examples.txt"))
	if _, isLive := out(openRO(t, path), "stats-by-door"); !isLive {
		t.Error("stats-by-door used a prepared table that misses the new hands")
	}
}
