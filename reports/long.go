package reports

import (
	"database/sql"
	"fmt"
	"math"
)

// The stats report's query returns one row per player with every count
// (stats.sql); the report prints it in long form, one row per player and
// statistic of the catalogue (stats.go). Unpivoting here rather than in
// SQL keeps the rows DuckDB hands over 40 times fewer: the output of all
// players of a large database is a million rows.

// longColumns are the columns of a long-form report.
var longColumns = []string{"player", "stat", "value", "unit", "num", "den"}

// Units of a statistic.
const (
	unitPercent = "%"
	unitRatio   = "ratio"
	unitCount   = "count"
)

// longValue is a statistic's value from its counts: 100 x num / den rounded
// to one decimal for a percentage, num / den rounded to two decimals for a
// ratio, num for a count; NULL (nil) when den is 0. Rounding is half away
// from zero on the float64 quotient, exactly as DuckDB's
// round(100.0 * num / den, 1) and round(num / den, 2).
func longValue(unit string, num, den int64) any {
	switch {
	case unit == unitCount:
		return float64(num)
	case den == 0:
		return nil
	case unit == unitPercent:
		return math.Round(float64(100*num)/float64(den)*10) / 10
	}
	return math.Round(float64(num)/float64(den)*100) / 100
}

// longRows turns per-player count rows (a "player" column and BIGINT
// counts) into long-form rows: player, stat, value, unit, num, den.
type longRows struct {
	rows     *sql.Rows
	stats    []Stat
	num, den []int // column of each statistic's numerator and denominator
	player   string
	counts   []int64
	boxed    []any // counts as interface values, boxed once per player
	ptrs     []any
	units    []any
	names    []any
	next     int // next statistic of the current player
	row      [6]any
	err      error
}

// newLongRows checks that cols has a player column and every count the
// statistics name.
func newLongRows(rows *sql.Rows, cols []string, stats []Stat) (*longRows, error) {
	l := &longRows{rows: rows, stats: stats, next: len(stats)}
	index := map[string]int{}
	for i, c := range cols {
		index[c] = i
	}
	if i, ok := index["player"]; !ok || i != 0 {
		return nil, fmt.Errorf("long form: the first column must be player, not %v", cols)
	}
	l.counts = make([]int64, len(cols))
	l.boxed = make([]any, len(cols))
	l.ptrs = make([]any, len(cols))
	l.ptrs[0] = &l.player
	for i := 1; i < len(cols); i++ {
		l.ptrs[i] = &l.counts[i]
	}
	for _, s := range stats {
		switch s.Unit {
		case unitPercent, unitRatio, unitCount:
		default:
			return nil, fmt.Errorf("long form: statistic %s has unknown unit %q", s.Name, s.Unit)
		}
		n, okN := index[s.Num]
		d, okD := index[s.Den]
		if !okN || !okD || n == 0 || d == 0 {
			return nil, fmt.Errorf("long form: statistic %s needs counts %s and %s (have %v)", s.Name, s.Num, s.Den, cols)
		}
		l.num, l.den = append(l.num, n), append(l.den, d)
		l.names, l.units = append(l.names, s.Name), append(l.units, s.Unit)
	}
	return l, nil
}

// Next moves to the next statistic, or the next player's first one.
func (l *longRows) Next() bool {
	if l.err != nil || len(l.stats) == 0 {
		return false
	}
	if l.next == len(l.stats) {
		if !l.rows.Next() {
			return false
		}
		if l.err = l.rows.Scan(l.ptrs...); l.err != nil {
			return false
		}
		l.row[0] = l.player
		for i := 1; i < len(l.counts); i++ {
			l.boxed[i] = l.counts[i]
		}
		l.next = 0
	}
	l.fill(l.next, l.counts, l.boxed)
	l.next++
	return true
}

// fill sets l.row (but its player) to statistic k of counts, boxed being
// the same counts as interface values.
func (l *longRows) fill(k int, counts []int64, boxed []any) {
	l.row[1], l.row[3] = l.names[k], l.units[k]
	l.row[2] = longValue(l.stats[k].Unit, counts[l.num[k]], counts[l.den[k]])
	l.row[4], l.row[5] = boxed[l.num[k]], boxed[l.den[k]]
}

// longData is a long-form result held as its per-player counts: the rows
// are made again each time they are read, so that the table format can
// read them twice (widths, then text) without keeping a million rows.
type longData struct {
	l       *longRows
	players []string
	counts  []int64 // len(l.counts) per player
}

// collect reads every player's counts.
func (l *longRows) collect() (*longData, error) {
	d := &longData{l: l}
	for l.rows.Next() {
		if err := l.rows.Scan(l.ptrs...); err != nil {
			return nil, err
		}
		d.players = append(d.players, l.player)
		d.counts = append(d.counts, l.counts...)
	}
	return d, l.rows.Err()
}

// each calls fn with every long-form row in order; the row is valid only
// during the call.
func (d *longData) each(fn func(row []any) error) error {
	l := d.l
	n := len(l.counts)
	boxed := make([]any, n)
	for p, player := range d.players {
		counts := d.counts[p*n : (p+1)*n]
		for i := 1; i < n; i++ {
			boxed[i] = counts[i]
		}
		l.row[0] = player
		for k := range l.stats {
			l.fill(k, counts, boxed)
			if err := fn(l.row[:]); err != nil {
				return err
			}
		}
	}
	return nil
}

// Row returns the current row.
func (l *longRows) Row() ([]any, error) { return l.row[:], nil }

// Err is the error that ended the rows, if any.
func (l *longRows) Err() error {
	if l.err != nil {
		return l.err
	}
	return l.rows.Err()
}
