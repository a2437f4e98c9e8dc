package web

import (
	"encoding/json"
	"fmt"
	"html/template"
	"math"
	"net/url"
	"strings"

	"github.com/stud8/stud8/reports"
)

// graphView is one unit's winnings graph: its panels in money and in big
// bets (the page shows one set, a toggle the other), or, for a unit with
// too few hands, the sentence that says so.
type graphView struct {
	Currency string
	Hands    int
	TooFew   string
	Sets     []panelSet  // in money (shown), in big bets (hidden)
	Points   template.JS // the drawn hands, for the hover: [n, site, id, day, link]
}

// panelSet is a unit's panels in one measure: "money" or "bb".
type panelSet struct {
	Measure string
	Hidden  bool
	Panels  []panelView
}

// panelView is one panel drawn as inline SVG, with its legend.
type panelView struct {
	Title  string
	SVG    template.HTML
	Legend []legendEntry
}

type legendEntry struct{ Name, Color, Last string }

// Panel geometry, in the SVG's own units: the plot area is inside the
// margins, y labels left of it, the hand numbers and days below it.
const (
	svgW, svgH                    = 800.0, 260.0
	padL, padR, padTop, padBottom = 64.0, 36.0, 10.0, 40.0
	maxPoints                     = 800 // points per line at most, so that a long career stays a small page
)

// graphsByCurrency draws one graph per unit of money: the graph report's
// running totals restart for each unit (reports.CurvesFromResult gives the
// first unit's curves and the others'), and are never added across units.
func graphsByCurrency(player string, res *reports.Result) ([]graphView, error) {
	first, err := reports.CurvesFromResult(player, res)
	if err != nil {
		return nil, err
	}
	var out []graphView
	for _, c := range first.Units() {
		g := graphView{Currency: c.Currency, Hands: c.Hands}
		if !c.Drawable() {
			g.TooFew = c.TooFew()
			out = append(out, g)
			continue
		}
		stride := max(1, (c.Hands+maxPoints-1)/maxPoints)
		idx := drawnHands(c.Hands, stride)
		for _, m := range []reports.Measure{reports.InMoney, reports.InBigBets} {
			var panels []panelView
			for _, pn := range c.Panels(m) {
				panels = append(panels, drawPanel(c, pn, idx))
			}
			set := panelSet{Measure: "money", Panels: panels}
			if m == reports.InBigBets {
				set.Measure, set.Hidden = "bb", true
			}
			g.Sets = append(g.Sets, set)
		}
		pts := make([][]any, len(idx))
		for k, i := range idx {
			p := c.Points[i-1]
			pts[k] = []any{i, p.Site, p.HandID, p.Started.Format("2006-01-02 15:04"),
				"/hand/" + url.PathEscape(p.Site) + "/" + url.PathEscape(p.HandID) + "?player=" + url.QueryEscape(player)}
		}
		b, err := json.Marshal(pts)
		if err != nil {
			return nil, fmt.Errorf("graph points: %w", err)
		}
		g.Points = template.JS(b)
		out = append(out, g)
	}
	return out, nil
}

// drawnHands are the hand numbers (from 1) drawn: every stride-th, and the last.
func drawnHands(n, stride int) []int {
	var idx []int
	for i := stride; i <= n; i += stride {
		idx = append(idx, i)
	}
	if len(idx) == 0 || idx[len(idx)-1] != n {
		idx = append(idx, n)
	}
	return idx
}

// drawPanel draws one panel: gridlines and labels at the ticks of both
// axes (hand numbers with their day below, values left), the zero line,
// and each line from hand 0 (nothing won yet) through the drawn hands,
// the first line (total won) on top.
func drawPanel(c *reports.Curves, pn reports.Panel, idx []int) panelView {
	lo, hi := 0.0, 0.0
	for _, l := range pn.Lines {
		for _, v := range l.Values {
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
	}
	yt := reports.ValueTicks(lo, hi, pn.Decimals)
	yd := reports.TickDecimals(yt, pn.Decimals)
	lo, hi = yt[0], yt[len(yt)-1]
	x := func(n int) float64 { return padL + float64(n)*(svgW-padL-padR)/float64(c.Hands) }
	y := func(v float64) float64 { return svgH - padBottom - (v-lo)*(svgH-padTop-padBottom)/(hi-lo) }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="graph" viewBox="0 0 %g %g" role="img" aria-label="%s" data-hands="%d" data-x0="%g" data-x1="%g">`,
		svgW, svgH, template.HTMLEscapeString(pn.Title), c.Hands, padL, svgW-padR)
	b.WriteString(`<g class="axis y">`)
	for _, t := range yt {
		fmt.Fprintf(&b, `<line class="grid" x1="%g" x2="%g" y1="%.1f" y2="%.1f"/><text x="%g" y="%.1f" text-anchor="end">%s</text>`,
			padL, svgW-padR, y(t), y(t), padL-4, y(t)+3.5, reports.FormatTick(t, yd))
	}
	fmt.Fprintf(&b, `<text class="label" transform="translate(12 %g) rotate(-90)" text-anchor="middle">%s</text></g>`,
		(svgH-padBottom+padTop)/2, template.HTMLEscapeString(pn.Axis))
	b.WriteString(`<g class="axis x">`)
	for _, n := range reports.HandTicks(c.Hands) {
		fmt.Fprintf(&b, `<line class="grid" x1="%.1f" x2="%.1f" y1="%g" y2="%g"/><text class="hand" x="%.1f" y="%g" text-anchor="middle">%d</text>`,
			x(n), x(n), padTop, svgH-padBottom, x(n), svgH-padBottom+13, n)
		if n > 0 && !c.Points[n-1].Started.IsZero() {
			fmt.Fprintf(&b, `<text class="day" x="%.1f" y="%g" text-anchor="middle">%s</text>`, x(n), svgH-padBottom+26, c.Points[n-1].Started.Format("2006-01-02"))
		}
	}
	fmt.Fprintf(&b, `<text class="label" x="%g" y="%g" text-anchor="middle">%s hands</text></g>`, (padL+svgW-padR)/2, svgH-2, template.HTMLEscapeString(c.Currency))
	fmt.Fprintf(&b, `<line class="zero" x1="%g" x2="%g" y1="%.1f" y2="%.1f"/>`, padL, svgW-padR, y(0), y(0))
	pv := panelView{Title: pn.Title}
	for k := len(pn.Lines) - 1; k >= 0; k-- {
		l := pn.Lines[k]
		color := fmt.Sprintf("#%02x%02x%02x", l.Color.R, l.Color.G, l.Color.B)
		fmt.Fprintf(&b, `<polyline fill="none" stroke-width="1.5" stroke="%s" data-line="%s" points="%.1f,%.1f`, color, template.HTMLEscapeString(l.Name), x(0), y(0))
		for _, i := range idx {
			fmt.Fprintf(&b, " %.1f,%.1f", x(i), y(l.Values[i-1]))
		}
		b.WriteString(`"/>`)
		vals := make([]string, len(idx))
		for j, i := range idx {
			vals[j] = reports.FormatTick(l.Values[i-1], pn.Decimals)
		}
		// the values at the drawn hands, for the hover
		fmt.Fprintf(&b, `<desc data-line="%s" data-values="%s"></desc>`, template.HTMLEscapeString(l.Name), strings.Join(vals, " "))
		pv.Legend = append([]legendEntry{{Name: l.Name, Color: color, Last: reports.FormatTick(l.Values[len(l.Values)-1], pn.Decimals)}}, pv.Legend...)
	}
	fmt.Fprintf(&b, `<line class="cursor" x1="0" x2="0" y1="%g" y2="%g" visibility="hidden"/></svg>`, padTop, svgH-padBottom)
	pv.SVG = template.HTML(b.String())
	return pv
}
