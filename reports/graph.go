package reports

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"math/big"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/duckdb/duckdb-go/v2"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// Curve is one line of the winnings graph: a running total after each hand.
type Curve struct {
	Name   string
	Column string // column of the graph report it is read from
	Color  color.RGBA
	Values []float64
}

// Curves is the data of one winnings graph, read from the graph report.
type Curves struct {
	Player   string
	Currency string // the unit of the hands' money: "USD", "chips", "play"
	Hands    int    // hands of every unit
	Lines    []Curve
	// Others are the curves of the player's hands in other units, drawn
	// as panels of their own: money of different units is never added.
	Others []*Curves
}

// graphLines are the curves drawn, in legend order, with the report column
// each comes from.
var graphLines = []struct {
	name, column string
	color        color.RGBA
}{
	{"total won", "total", color.RGBA{R: 0x1b, G: 0x7f, B: 0x1b, A: 0xff}},
	{"showdown", "showdown", color.RGBA{R: 0x1f, G: 0x4e, B: 0xc8, A: 0xff}},
	{"non-showdown", "nonshowdown", color.RGBA{R: 0xd0, G: 0x2a, B: 0x2a, A: 0xff}},
	{"all-in adjusted", "allin_adjusted", color.RGBA{R: 0x60, G: 0x60, B: 0x60, A: 0xff}},
	{"collected from high halves", "high_halves", color.RGBA{R: 0xe0, G: 0x8a, B: 0x00, A: 0xff}},
	{"collected from low halves", "low_halves", color.RGBA{R: 0x8a, G: 0x3f, B: 0xb5, A: 0xff}},
}

// CurvesFromResult reads the graph report's rows into curves, one set per
// unit of money (the rows come ordered by unit, totals restarting).
func CurvesFromResult(player string, res *Result) (*Curves, error) {
	idx := make(map[string]int, len(res.Columns))
	for i, c := range res.Columns {
		idx[c] = i
	}
	ci, ok := idx["currency"]
	if !ok {
		return nil, fmt.Errorf("graph: report has no column currency")
	}
	var first *Curves
	for start := 0; start < len(res.Rows); {
		unit, _ := res.Rows[start][ci].(string)
		end := start
		for end < len(res.Rows) && res.Rows[end][ci] == res.Rows[start][ci] {
			end++
		}
		c := &Curves{Player: player, Currency: unit, Hands: end - start}
		for _, gl := range graphLines {
			col, ok := idx[gl.column]
			if !ok {
				return nil, fmt.Errorf("graph: report has no column %q", gl.column)
			}
			vals := make([]float64, 0, end-start)
			for r, row := range res.Rows[start:end] {
				v, ok := ToFloat(row[col])
				if !ok {
					return nil, fmt.Errorf("graph: row %d column %s: not a number: %v", start+r+1, gl.column, row[col])
				}
				vals = append(vals, v)
			}
			c.Lines = append(c.Lines, Curve{Name: gl.name, Column: gl.column, Color: gl.color, Values: vals})
		}
		if first == nil {
			first = c
		} else {
			first.Others = append(first.Others, c)
			first.Hands += c.Hands
		}
		start = end
	}
	if first == nil {
		first = &Curves{Player: player}
		for _, gl := range graphLines {
			first.Lines = append(first.Lines, Curve{Name: gl.name, Column: gl.column, Color: gl.color})
		}
	}
	return first, nil
}

// ToFloat converts a value as the DuckDB driver returns it to a float64.
func ToFloat(v any) (float64, bool) {
	switch x := v.(type) {
	case nil:
		return 0, true
	case duckdb.Decimal:
		return x.Float64(), true
	case *big.Int:
		f, _ := new(big.Float).SetInt(x).Float64()
		return f, true
	case float64:
		return x, true
	case float32:
		return float64(x), true
	case int64:
		return float64(x), true
	case int32:
		return float64(x), true
	case int:
		return float64(x), true
	case int16:
		return float64(x), true
	case int8:
		return float64(x), true
	case uint64:
		return float64(x), true
	case uint32:
		return float64(x), true
	}
	return math.NaN(), false
}

// Plots builds the two gonum plots of the graph, sharing the hands axis: the
// net curves (total, showdown, non-showdown) above, and what was collected
// from high and from low halves below; gross amounts grow much faster than
// net ones, so one axis for all five would flatten the net curves.
func (c *Curves) Plots() ([]*plot.Plot, error) {
	var out []*plot.Plot
	for _, u := range append([]*Curves{c}, c.Others...) {
		top, err := u.plot("Cumulative winnings: "+u.Player+" ("+u.Currency+")", "net won", u.Lines[:4])
		if err != nil {
			return nil, err
		}
		bottom, err := u.plot("Collected from high and low halves ("+u.Currency+")", "collected", u.Lines[4:])
		if err != nil {
			return nil, err
		}
		bottom.X.Label.Text = u.Currency + " hands"
		out = append(out, top, bottom)
	}
	return out, nil
}

// plot draws lines on one plot with a zero line, a grid and a legend.
func (c *Curves) plot(title, ylabel string, lines []Curve) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = title
	p.Y.Label.Text = ylabel
	if c.Currency != "" {
		p.Y.Label.Text += " (" + c.Currency + ")"
	}
	p.Add(plotter.NewGrid())
	zero := plotter.NewFunction(func(float64) float64 { return 0 })
	zero.Color = color.Gray{Y: 0x80}
	zero.Dashes = []vg.Length{vg.Points(2), vg.Points(2)}
	p.Add(zero)
	for _, l := range lines {
		xys := make(plotter.XYs, len(l.Values)+1)
		for i, v := range l.Values {
			xys[i+1] = plotter.XY{X: float64(i + 1), Y: v}
		}
		line, err := plotter.NewLine(xys)
		if err != nil {
			return nil, fmt.Errorf("graph %s: %w", l.Name, err)
		}
		line.Color = l.Color
		line.Width = vg.Points(1.5)
		p.Add(line)
		p.Legend.Add(l.Name, line)
	}
	p.Legend.Top = true
	p.Legend.Left = true
	p.Legend.XOffs = vg.Points(8)
	p.X.Min = 0
	p.X.Max = math.Max(1, float64(c.Hands))
	p.X.Tick.Marker = wholeTicks{}
	return p, nil
}

// wholeTicks labels the hands axis with whole numbers of hands.
type wholeTicks struct{}

// Ticks returns the default ticks, labelled without decimals, dropping
// ticks that are not whole numbers.
func (wholeTicks) Ticks(min, max float64) []plot.Tick {
	var out []plot.Tick
	for _, t := range (plot.DefaultTicks{}).Ticks(min, max) {
		if t.Value != math.Trunc(t.Value) {
			continue
		}
		if t.Label != "" {
			t.Label = strconv.FormatFloat(t.Value, 'f', 0, 64)
		}
		out = append(out, t)
	}
	return out
}

// Graph sizes.
const (
	graphWidth  = 24 * vg.Centimeter
	graphHeight = 20 * vg.Centimeter
)

// WriteGraph draws the curves as "svg" or "png" to w.
func (c *Curves) WriteGraph(w io.Writer, format string) error {
	plots, err := c.Plots()
	if err != nil {
		return err
	}
	// drawOn lays the plots out one above the other on the canvas.
	drawOn := func(dc draw.Canvas) {
		tiles := draw.Tiles{Rows: len(plots), Cols: 1, PadX: vg.Millimeter, PadY: 4 * vg.Millimeter,
			PadTop: 2 * vg.Millimeter, PadBottom: 2 * vg.Millimeter, PadLeft: 2 * vg.Millimeter, PadRight: 4 * vg.Millimeter}
		grid := make([][]*plot.Plot, len(plots))
		for i, p := range plots {
			grid[i] = []*plot.Plot{p}
		}
		canvases := plot.Align(grid, tiles, dc)
		for i, p := range plots {
			p.Draw(canvases[i][0])
		}
	}
	height := graphHeight * vg.Length(max(1, len(plots)/2)) // one pair of panels per unit
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

// GraphFormat returns the output kind for a file name by its extension:
// "svg", "png" or "html"; an error for anything else.
func GraphFormat(path string) (string, error) {
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".svg", ".png", ".html":
		return ext[1:], nil
	case ".htm":
		return "html", nil
	default:
		return "", fmt.Errorf("--out %s: unknown extension %q (use .svg, .png or .html)", path, ext)
	}
}
