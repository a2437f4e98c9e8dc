package reports

import (
	"fmt"
	"image/color"
	"math"
	"math/big"
	"path/filepath"
	"strings"
	"time"

	"github.com/duckdb/duckdb-go/v2"
)

// Curve is one line of the winnings graph: a running total after each hand,
// in the unit's money (Values) and in big bets (BB: each hand's amount over
// its big bet).
type Curve struct {
	Name   string
	Column string // column of the graph report it is read from
	Color  color.RGBA
	Values []float64
	BB     []float64
}

// Point is one hand of a graph: the n-th hand of its unit.
type Point struct {
	Site, HandID string
	Started      time.Time
	Net          float64
}

// Curves is the data of one winnings graph, read from the graph report: the
// curves of one unit of money.
type Curves struct {
	Player   string
	Currency string // the unit of the hands' money: "USD", "chips", "play"
	Decimals int    // the unit's decimals: two for currencies, none for chips and play
	Hands    int    // hands of this unit
	Points   []Point
	Lines    []Curve
	// Others are the curves of the player's hands in other units, drawn
	// as panels of their own: money of different units is never added.
	Others []*Curves
}

// MinGraphHands is the fewest hands of a unit that are drawn: with fewer a
// line has nothing to show, and the graph says so instead.
const MinGraphHands = 2

// Units returns the curves of every unit: c, then c.Others.
func (c *Curves) Units() []*Curves { return append([]*Curves{c}, c.Others...) }

// TotalHands counts the hands of every unit.
func (c *Curves) TotalHands() int {
	n := 0
	for _, u := range c.Units() {
		n += u.Hands
	}
	return n
}

// Drawable says whether the unit has hands enough to draw.
func (c *Curves) Drawable() bool { return c.Hands >= MinGraphHands }

// TooFew is the sentence shown instead of a unit's graph when it has too
// few hands to draw.
func (c *Curves) TooFew() string {
	hands := "hands"
	if c.Hands == 1 {
		hands = "hand"
	}
	return fmt.Sprintf("%s: %d %s, too few to draw (a graph needs %d)", c.Currency, c.Hands, hands, MinGraphHands)
}

// graphLines are the curves drawn, in legend order, with the report column
// each comes from (its big-bet column is column + "_bb").
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

// netLines is how many of graphLines are net curves (the upper panel); the
// rest are the gross halves (the lower panel).
const netLines = 4

// CurvesFromResult reads the graph report's rows into curves, one set per
// unit of money (the rows come ordered by unit, totals restarting).
func CurvesFromResult(player string, res *Result) (*Curves, error) {
	idx := make(map[string]int, len(res.Columns))
	for i, c := range res.Columns {
		idx[c] = i
		if strings.HasPrefix(c, "started_at") {
			idx["started_at"] = i // labelled with its zone
		}
	}
	for _, name := range []string{"currency", "site", "hand_id", "started_at", "net", "decimals"} {
		if _, ok := idx[name]; !ok {
			return nil, fmt.Errorf("graph: report has no column %s", name)
		}
	}
	ci := idx["currency"]
	num := func(row []any, r int, name string) (float64, error) {
		col, ok := idx[name]
		if !ok {
			return 0, fmt.Errorf("graph: report has no column %q", name)
		}
		v, ok := ToFloat(row[col])
		if !ok {
			return 0, fmt.Errorf("graph: row %d column %s: not a number: %v", r+1, name, row[col])
		}
		return v, nil
	}
	var first *Curves
	for start := 0; start < len(res.Rows); {
		unit, _ := res.Rows[start][ci].(string)
		end := start
		for end < len(res.Rows) && res.Rows[end][ci] == res.Rows[start][ci] {
			end++
		}
		c := &Curves{Player: player, Currency: unit, Hands: end - start}
		d, err := num(res.Rows[start], start, "decimals")
		if err != nil {
			return nil, err
		}
		c.Decimals = int(d)
		if wholeUnits[unit] {
			c.Decimals = 0
		}
		for r := start; r < end; r++ {
			row := res.Rows[r]
			net, err := num(row, r, "net")
			if err != nil {
				return nil, err
			}
			t, _ := row[idx["started_at"]].(time.Time)
			c.Points = append(c.Points, Point{Site: fmt.Sprint(row[idx["site"]]), HandID: fmt.Sprint(row[idx["hand_id"]]), Started: t, Net: net})
		}
		for _, gl := range graphLines {
			l := Curve{Name: gl.name, Column: gl.column, Color: gl.color,
				Values: make([]float64, 0, end-start), BB: make([]float64, 0, end-start)}
			for r := start; r < end; r++ {
				v, err := num(res.Rows[r], r, gl.column)
				if err != nil {
					return nil, err
				}
				bb, err := num(res.Rows[r], r, gl.column+"_bb")
				if err != nil {
					return nil, err
				}
				l.Values, l.BB = append(l.Values, v), append(l.BB, bb)
			}
			c.Lines = append(c.Lines, l)
		}
		if first == nil {
			first = c
		} else {
			first.Others = append(first.Others, c)
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

// Measure is what a graph's y axis counts: the unit's money or big bets.
type Measure int

const (
	InMoney Measure = iota
	InBigBets
)

// ParseMeasure reads "money" or "bb".
func ParseMeasure(s string) (Measure, error) {
	switch s {
	case "", "money":
		return InMoney, nil
	case "bb", "big-bets":
		return InBigBets, nil
	}
	return InMoney, fmt.Errorf("unknown measure %q (want money or bb)", s)
}

// Panel is one chart of a unit: its title, the y axis's name, the lines
// (values in the measure asked for) and the decimals of the y labels.
type Panel struct {
	Title, Axis string
	Decimals    int
	Lines       []PanelLine
}

// PanelLine is one line of a panel.
type PanelLine struct {
	Name   string
	Color  color.RGBA
	Values []float64
}

// Panels returns the unit's two panels: the net curves (total, showdown,
// non-showdown, all-in adjusted) and what was collected from high and low
// halves (gross amounts grow much faster than net ones: one axis for all
// would flatten the net curves).
func (c *Curves) Panels(m Measure) []Panel {
	unit, dec := c.Currency, c.Decimals
	if m == InBigBets {
		unit, dec = "big bets", 2
	}
	mk := func(title, axis string, lines []Curve) Panel {
		p := Panel{Title: title, Axis: axis + " (" + unit + ")", Decimals: dec}
		for _, l := range lines {
			vals := l.Values
			if m == InBigBets {
				vals = l.BB
			}
			p.Lines = append(p.Lines, PanelLine{Name: l.Name, Color: l.Color, Values: vals})
		}
		return p
	}
	return []Panel{
		mk("Net won: "+c.Player+" ("+c.Currency+")", "net won", c.Lines[:netLines]),
		mk("Collected from high and low halves ("+c.Currency+")", "collected", c.Lines[netLines:]),
	}
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
