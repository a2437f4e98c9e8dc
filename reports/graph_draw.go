package reports

import (
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// ErrTooFewHands is WriteGraph's error when no unit has hands enough to draw.
var ErrTooFewHands = errors.New("too few hands to draw a graph")

// Figure is one panel of report graph: the gonum plot and its legend,
// drawn beside it so that it never covers a curve.
type Figure struct {
	Plot   *plot.Plot
	Legend plot.Legend
}

// Plots builds the figures of every unit with hands enough to draw, two per
// unit (Panels): hands on the x axis, from 0 to the unit's last hand, ticks
// labelled with the hand number and its date; labelled y values with
// gridlines, in money with the unit's decimals or in big bets.
func (c *Curves) Plots(m Measure) ([]Figure, error) {
	var out []Figure
	for _, u := range c.Units() {
		if !u.Drawable() {
			continue
		}
		for _, pn := range u.Panels(m) {
			f, err := u.figure(pn)
			if err != nil {
				return nil, err
			}
			out = append(out, f)
		}
	}
	return out, nil
}

// figure draws one panel.
func (c *Curves) figure(pn Panel) (Figure, error) {
	p := plot.New()
	p.Title.Text = pn.Title
	p.Y.Label.Text = pn.Axis
	p.X.Label.Text = c.Currency + " hands (the hand's number and day)"
	p.Add(plotter.NewGrid())
	lo, hi := 0.0, 0.0
	for _, l := range pn.Lines {
		for _, v := range l.Values {
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
	}
	yt := ValueTicks(lo, hi, pn.Decimals)
	p.Y.Min, p.Y.Max = yt[0], yt[len(yt)-1]
	p.Y.Tick.Marker = valueTicks{ticks: yt, decimals: TickDecimals(yt, pn.Decimals)}
	p.X.Min, p.X.Max = 0, float64(c.Hands)
	p.X.Tick.Marker = handTicks{c}
	zero := plotter.NewFunction(func(float64) float64 { return 0 })
	zero.Color = color.Gray{Y: 0x80}
	zero.Dashes = []vg.Length{vg.Points(2), vg.Points(2)}
	p.Add(zero)
	legend := plot.NewLegend()
	legend.Top, legend.Left = true, true
	// The first line (total won) is drawn last, on top of the others.
	lines := make([]plot.Plotter, len(pn.Lines))
	for k, l := range pn.Lines {
		xys := make(plotter.XYs, len(l.Values)+1)
		for i, v := range l.Values {
			xys[i+1] = plotter.XY{X: float64(i + 1), Y: v}
		}
		line, err := plotter.NewLine(xys)
		if err != nil {
			return Figure{}, fmt.Errorf("graph %s: %w", l.Name, err)
		}
		line.Color = l.Color
		line.Width = vg.Points(1.5)
		lines[len(lines)-1-k] = line
		last := 0.0
		if n := len(l.Values); n > 0 {
			last = l.Values[n-1]
		}
		legend.Add(l.Name+" "+FormatTick(last, pn.Decimals), line)
	}
	p.Add(lines...)
	return Figure{Plot: p, Legend: legend}, nil
}

// handTicks marks the hands axis with HandTicks, each labelled with the
// hand's number and the day it started.
type handTicks struct{ c *Curves }

func (h handTicks) Ticks(min, max float64) []plot.Tick {
	var out []plot.Tick
	for _, n := range HandTicks(h.c.Hands) {
		label := strconv.Itoa(n)
		if n > 0 && n <= len(h.c.Points) && !h.c.Points[n-1].Started.IsZero() {
			label += "\n" + h.c.Points[n-1].Started.Format("2006-01-02")
		}
		out = append(out, plot.Tick{Value: float64(n), Label: label})
	}
	return out
}

// valueTicks marks the y axis with ValueTicks, labelled in the panel's decimals.
type valueTicks struct {
	ticks    []float64
	decimals int
}

func (v valueTicks) Ticks(min, max float64) []plot.Tick {
	out := make([]plot.Tick, len(v.ticks))
	for i, t := range v.ticks {
		out[i] = plot.Tick{Value: t, Label: FormatTick(t, v.decimals)}
	}
	return out
}

// Graph sizes: each panel's height, and the strip right of the panels
// where their legends are.
const (
	graphWidth  = 30 * vg.Centimeter
	panelHeight = 10 * vg.Centimeter
	legendWidth = 8 * vg.Centimeter
)

// WriteGraph draws the curves as "svg" or "png" to w, the units with too
// few hands left out (ErrTooFewHands when that is every unit).
func (c *Curves) WriteGraph(w io.Writer, format string, m Measure) error {
	figs, err := c.Plots(m)
	if err != nil {
		return err
	}
	if len(figs) == 0 {
		return ErrTooFewHands
	}
	// drawOn lays the plots out one above the other, each legend to the
	// right of its plot, at its top.
	drawOn := func(dc draw.Canvas) {
		tiles := draw.Tiles{Rows: len(figs), Cols: 1, PadX: vg.Millimeter, PadY: 4 * vg.Millimeter,
			PadTop: 2 * vg.Millimeter, PadBottom: 2 * vg.Millimeter, PadLeft: 2 * vg.Millimeter, PadRight: 4 * vg.Millimeter}
		grid := make([][]*plot.Plot, len(figs))
		for i, f := range figs {
			grid[i] = []*plot.Plot{f.Plot}
		}
		plots := draw.Crop(dc, 0, -legendWidth, 0, 0)
		canvases := plot.Align(grid, tiles, plots)
		for i, f := range figs {
			f.Plot.Draw(canvases[i][0])
			lc := canvases[i][0]
			lc.Min.X, lc.Max.X = dc.Max.X-legendWidth+2*vg.Millimeter, dc.Max.X
			lc.Max.Y -= f.Plot.Title.TextStyle.Height(f.Plot.Title.Text) + f.Plot.Title.Padding
			f.Legend.Draw(lc)
		}
	}
	height := panelHeight * vg.Length(len(figs))
	switch format {
	case "svg":
		cv := vgsvg.New(graphWidth, height)
		drawOn(draw.New(cv))
		_, err = cv.WriteTo(w)
	case "png":
		cv := vgimg.PngCanvas{Canvas: vgimg.NewWith(vgimg.UseWH(graphWidth, height), vgimg.UseDPI(110))}
		drawOn(draw.New(cv))
		_, err = cv.WriteTo(w)
	default:
		return fmt.Errorf("graph: unknown image format %q (want svg or png)", format)
	}
	if err != nil {
		return fmt.Errorf("graph: %w", err)
	}
	return nil
}
