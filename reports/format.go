package reports

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/duckdb/duckdb-go/v2"

	"github.com/stud8/stud8/internal/termsafe"
)

// Formats the reports print.
var Formats = []string{"table", "csv", "json", "markdown"}

// Write prints res to w as "table", "csv", "json" or "markdown".
func Write(w io.Writer, res *Result, format string) error {
	if res.long != nil && (format == "csv" || format == "json") {
		all := *res
		all.Rows, all.long = nil, nil
		if err := res.each(func(row []any) error {
			all.Rows = append(all.Rows, append([]any(nil), row...))
			return nil
		}); err != nil {
			return err
		}
		res = &all
	}
	switch format {
	case "table", "":
		return writeTable(w, res.Columns, res.rowCount(), res.each)
	case "csv":
		return writeCSV(w, res)
	case "json":
		return writeJSON(w, res)
	case "markdown", "md":
		return writeMarkdown(w, res)
	}
	return fmt.Errorf("unknown format %q (want %s)", format, strings.Join(Formats, ", "))
}

// FormatValue writes one value as text: decimals keep their scale ("0.40"),
// timestamps are "2006-01-02 15:04:05" (UTC), NULL is empty.
func FormatValue(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case int64:
		return strconv.FormatInt(x, 10)
	case duckdb.Decimal:
		return formatDecimal(x)
	case *big.Int:
		return x.String()
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case float32:
		return strconv.FormatFloat(float64(x), 'f', -1, 32)
	case time.Time:
		if x.Hour() == 0 && x.Minute() == 0 && x.Second() == 0 && x.Nanosecond() == 0 {
			return x.Format("2006-01-02")
		}
		return x.Format("2006-01-02 15:04:05") // in the zone the report shows (Filter.Location)
	case bool:
		return strconv.FormatBool(x)
	case []byte:
		return string(x)
	}
	return fmt.Sprint(v)
}

// formatDecimal prints d with exactly d.Scale decimals.
func formatDecimal(d duckdb.Decimal) string {
	if d.Value == nil {
		return ""
	}
	s := new(big.Int).Abs(d.Value).String()
	scale := int(d.Scale)
	if scale > 0 {
		if len(s) <= scale {
			s = strings.Repeat("0", scale-len(s)+1) + s
		}
		s = s[:len(s)-scale] + "." + s[len(s)-scale:]
	}
	if d.Value.Sign() < 0 {
		s = "-" + s
	}
	return s
}

// appendValue appends FormatValue(v) to dst, without allocating for the
// common types.
func appendValue(dst []byte, v any) []byte {
	switch x := v.(type) {
	case nil:
		return dst
	case string:
		return append(dst, x...)
	case int64:
		return strconv.AppendInt(dst, x, 10)
	case int32:
		return strconv.AppendInt(dst, int64(x), 10)
	case float64:
		return strconv.AppendFloat(dst, x, 'f', -1, 64)
	case duckdb.Decimal:
		if x.Value != nil && x.Value.IsInt64() {
			return appendScaled(dst, x.Value.Int64(), int(x.Scale))
		}
	case time.Time:
		return appendTime(dst, x)
	}
	return append(dst, FormatValue(v)...)
}

// appendTime appends t as FormatValue prints it, "2006-01-02 15:04:05" or
// "2006-01-02" at midnight, without time.Format's layout parsing.
func appendTime(dst []byte, t time.Time) []byte {
	y, m, d := t.Date()
	if y < 0 || y > 9999 {
		return append(dst, FormatValue(t)...)
	}
	two := func(dst []byte, v int) []byte { return append(dst, byte('0'+v/10), byte('0'+v%10)) }
	dst = append(two(two(dst, y/100), y%100), '-')
	dst = append(two(dst, int(m)), '-')
	dst = two(dst, d)
	hh, mm, ss := t.Clock()
	if hh == 0 && mm == 0 && ss == 0 && t.Nanosecond() == 0 {
		return dst
	}
	dst = append(two(append(dst, ' '), hh), ':')
	dst = append(two(dst, mm), ':')
	return two(dst, ss)
}

// appendScaled appends v / 10^scale with exactly scale decimals ("-0.40"),
// as formatDecimal prints it, without allocating.
func appendScaled(dst []byte, v int64, scale int) []byte {
	u := uint64(v)
	if v < 0 {
		dst = append(dst, '-')
		u = -u // math.MinInt64 included
	}
	var buf [20]byte
	d := strconv.AppendUint(buf[:0], u, 10)
	if scale <= 0 {
		return append(dst, d...)
	}
	if len(d) <= scale {
		dst = append(dst, '0', '.')
		for i := len(d); i < scale; i++ {
			dst = append(dst, '0')
		}
		return append(dst, d...)
	}
	dst = append(append(dst, d[:len(d)-scale]...), '.')
	return append(dst, d[len(d)-scale:]...)
}

// isNumeric reports whether v prints as a number (right-aligned, unquoted).
func isNumeric(v any) bool {
	switch v.(type) {
	case duckdb.Decimal, *big.Int, float64, float32, int, int8, int16, int32, int64, uint8, uint16, uint32, uint64:
		return true
	}
	return false
}

// writeTable prints the rows each gives under columns, aligned: numbers
// right, text left, two spaces between columns, no trailing spaces. Every
// cell is formatted once, as its row arrives, into blocks of about a
// megabyte (a million cells would be a million strings, and one growing
// buffer would be copied at every growth), then printed with its padding
// once the widths are known. rows is a hint of how many rows come.
func writeTable(w io.Writer, columns []string, rows int, each func(func(row []any) error) error) error {
	ncols := len(columns)
	widths := make([]int, ncols)
	for i, c := range columns {
		widths[i] = utf8.RuneCountInString(c)
	}
	const blockSize = 1 << 20
	var blocks []tableBlock
	cur := tableBlock{text: make([]byte, 0, min(blockSize+blockSize/4, max(rows*ncols*6, 4096)))}
	err := each(func(row []any) error {
		if len(cur.text) >= blockSize {
			blocks = append(blocks, cur)
			cur = tableBlock{text: make([]byte, 0, blockSize+blockSize/4), cells: make([]tableCell, 0, len(cur.cells))}
		}
		for i, v := range row {
			at := len(cur.text)
			cur.text = appendValue(cur.text, v)
			n := len(cur.text) - at
			if !printableASCII(cur.text[at:]) {
				if !termsafe.Safe(cur.text[at:], false) {
					cur.text = termsafe.Append(cur.text[:at], slices.Clone(cur.text[at:]), false)
				}
				n = utf8.RuneCount(cur.text[at:])
			}
			if len(cur.text) > math.MaxUint32 || n > math.MaxUint16 {
				return fmt.Errorf("table too large for the table format: use --format csv")
			}
			widths[i] = max(widths[i], n)
			cur.cells = append(cur.cells, tableCell{uint32(len(cur.text)), uint16(n), isNumeric(v)})
		}
		return nil
	})
	if err != nil {
		return err
	}
	blocks = append(blocks, cur)
	spaces := []byte(strings.Repeat(" ", slices.Max(append(widths, 0))))
	var b []byte
	endLine := func(start int) {
		end := len(b)
		for end > start && b[end-1] == ' ' {
			end--
		}
		b = append(b[:end], '\n')
	}
	line := func(texts []string) {
		start := len(b)
		for i, s := range texts {
			if i > 0 {
				b = append(b, "  "...)
			}
			b = append(b, s...)
			if i < len(texts)-1 {
				b = append(b, spaces[:widths[i]-utf8.RuneCountInString(s)]...)
			}
		}
		endLine(start)
	}
	line(columns)
	rule := make([]string, len(widths))
	for i, n := range widths {
		rule[i] = strings.Repeat("-", n)
	}
	line(rule)
	for _, blk := range blocks {
		prev := uint32(0)
		for r := 0; r < len(blk.cells); r += ncols {
			start := len(b)
			for i, c := range blk.cells[r : r+ncols] {
				if i > 0 {
					b = append(b, "  "...)
				}
				pad := spaces[:widths[i]-int(c.width)]
				switch {
				case c.numeric:
					b = append(append(b, pad...), blk.text[prev:c.end]...)
				case i < ncols-1:
					b = append(append(b, blk.text[prev:c.end]...), pad...)
				default:
					b = append(b, blk.text[prev:c.end]...)
				}
				prev = c.end
			}
			endLine(start)
			if len(b) >= 1<<16 {
				if _, err := w.Write(b); err != nil {
					return err
				}
				b = b[:0]
			}
		}
	}
	_, err = w.Write(b)
	return err
}

// tableBlock is formatted cells of whole rows: their text one after the
// other, and where each cell ends in it.
type tableBlock struct {
	text  []byte
	cells []tableCell
}

// tableCell is one formatted cell of a tableBlock.
type tableCell struct {
	end     uint32 // offset of the cell's end in the block's text
	width   uint16 // runes
	numeric bool
}

// printableASCII reports whether b is printable ASCII only (one column per
// byte, nothing a terminal would interpret).
func printableASCII(b []byte) bool {
	for _, c := range b {
		if c < 0x20 || c > 0x7e {
			return false
		}
	}
	return true
}

// isASCII reports whether b is all ASCII (one rune per byte).
func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// rowCount is the number of rows of res.
func (res *Result) rowCount() int {
	if res.long != nil {
		return len(res.long.players) * len(res.long.l.stats)
	}
	return len(res.Rows)
}

// each calls fn with every row of res in order.
func (res *Result) each(fn func(row []any) error) error {
	if res.long != nil {
		return res.long.each(fn)
	}
	for _, row := range res.Rows {
		if err := fn(row); err != nil {
			return err
		}
	}
	return nil
}

func writeCSV(w io.Writer, res *Result) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(res.Columns); err != nil {
		return err
	}
	for _, row := range res.Rows {
		rec := make([]string, len(row))
		for i, v := range row {
			rec[i] = FormatValue(v)
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// writeJSON prints an array of objects, one per row, keys in column order;
// numbers stay exact (decimals are JSON numbers with their scale).
func writeJSON(w io.Writer, res *Result) error {
	var b strings.Builder
	b.WriteString("[")
	for r, row := range res.Rows {
		if r > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n  {")
		for i, v := range row {
			if i > 0 {
				b.WriteString(", ")
			}
			k, _ := json.Marshal(res.Columns[i])
			b.Write(k)
			b.WriteString(": ")
			b.WriteString(jsonValue(v))
		}
		b.WriteString("}")
	}
	if len(res.Rows) > 0 {
		b.WriteString("\n")
	}
	b.WriteString("]\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func jsonValue(v any) string {
	switch {
	case v == nil:
		return "null"
	case isNumeric(v):
		return FormatValue(v)
	}
	if x, ok := v.(bool); ok {
		return strconv.FormatBool(x)
	}
	s, _ := json.Marshal(FormatValue(v))
	return string(s)
}

func writeMarkdown(w io.Writer, res *Result) error {
	esc := func(s string) string { return strings.ReplaceAll(termsafe.String(s), "|", `\|`) }
	var b []byte
	b = append(b, "|"...)
	for _, c := range res.Columns {
		b = append(b, " "+esc(c)+" |"...)
	}
	// A column is right-aligned when its first non-NULL value is a number.
	first := make([]any, len(res.Columns))
	res.each(func(row []any) error {
		for i, v := range row {
			if first[i] == nil {
				first[i] = v
			}
		}
		return nil
	})
	b = append(b, "\n|"...)
	for i := range res.Columns {
		if isNumeric(first[i]) {
			b = append(b, "---:|"...)
		} else {
			b = append(b, "---|"...)
		}
	}
	b = append(b, '\n')
	var cell []byte
	err := res.each(func(row []any) error {
		b = append(b, '|')
		for _, v := range row {
			cell = appendValue(cell[:0], v)
			b = append(b, ' ')
			if bytes.IndexByte(cell, '|') >= 0 || !termsafe.Safe(cell, false) {
				b = append(b, esc(string(cell))...)
			} else {
				b = append(b, cell...)
			}
			b = append(b, " |"...)
		}
		b = append(b, '\n')
		if len(b) >= 1<<16 {
			if _, err := w.Write(b); err != nil {
				return err
			}
			b = b[:0]
		}
		return nil
	})
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// streamWriter writes a result row by row as CSV or JSON, the formats
// that need no look at later rows.
type streamWriter struct {
	w      io.Writer
	format string
	cols   []string
	n      int
	keys   []string // JSON: each column's quoted name and ": "
	out    []byte   // output not yet written
}

func newStreamWriter(w io.Writer, format string) (*streamWriter, error) {
	switch format {
	case "csv", "json":
		return &streamWriter{w: w, format: format}, nil
	}
	return nil, fmt.Errorf("unknown format %q (want %s)", format, strings.Join(Formats, ", "))
}

// header starts the output with the column names.
func (s *streamWriter) header(cols []string) error {
	s.cols = cols
	switch s.format {
	case "csv":
		for i, c := range cols {
			s.out = appendCSVField(s.out, i, []byte(c))
		}
		s.out = append(s.out, '\n')
		return nil
	case "json":
		s.keys = make([]string, len(cols))
		for i, c := range cols {
			k, _ := json.Marshal(c)
			s.keys[i] = string(k) + ": "
		}
		_, err := io.WriteString(s.w, "[")
		return err
	}
	return nil
}

// row writes one row.
func (s *streamWriter) row(vals []any) error {
	s.n++
	switch s.format {
	case "csv":
		for i, v := range vals {
			if i > 0 {
				s.out = append(s.out, ',')
			}
			at := len(s.out)
			s.out = appendValue(s.out, v)
			if csvNeedsQuotes(s.out[at:]) {
				field := append([]byte(nil), s.out[at:]...)
				s.out = appendCSVField(s.out[:at], 0, field)
			}
		}
		s.out = append(s.out, '\n')
		return s.flushFull()
	case "json":
		if s.n > 1 {
			s.out = append(s.out, ',')
		}
		s.out = append(s.out, "\n  {"...)
		for i, v := range vals {
			if i > 0 {
				s.out = append(s.out, ", "...)
			}
			s.out = append(s.out, s.keys[i]...)
			s.out = appendJSONValue(s.out, v)
		}
		s.out = append(s.out, '}')
		return s.flushFull()
	}
	return nil
}

// appendJSONValue appends jsonValue(v), without allocating for numbers and
// plain strings.
func appendJSONValue(dst []byte, v any) []byte {
	switch x := v.(type) {
	case int64, float64:
		return appendValue(dst, x)
	case string:
		for i := 0; i < len(x); i++ {
			if c := x[i]; c < 0x20 || c >= utf8.RuneSelf || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
				return append(dst, jsonValue(v)...)
			}
		}
		dst = append(dst, '"')
		dst = append(dst, x...)
		return append(dst, '"')
	}
	return append(dst, jsonValue(v)...)
}

// end finishes the output.
// flushFull writes the buffered rows once they reach 64 KB.
func (s *streamWriter) flushFull() error {
	if len(s.out) < 1<<16 {
		return nil
	}
	_, err := s.w.Write(s.out)
	s.out = s.out[:0]
	return err
}

// end writes the rows still buffered and, in JSON, closes the array.
func (s *streamWriter) end() error {
	switch s.format {
	case "csv":
		_, err := s.w.Write(s.out)
		s.out = s.out[:0]
		return err
	case "json":
		if s.n > 0 {
			s.out = append(s.out, '\n')
		}
		s.out = append(s.out, "]\n"...)
		_, err := s.w.Write(s.out)
		s.out = s.out[:0]
		return err
	}
	return nil
}

// csvNeedsQuotes says whether encoding/csv would quote field (comma
// delimiter): it holds a comma, a quote, a CR or LF, starts with a space,
// or is \. alone.
func csvNeedsQuotes(field []byte) bool {
	if len(field) == 0 {
		return false
	}
	if string(field) == `\.` {
		return true
	}
	for _, c := range field {
		if c == ',' || c == '"' || c == '\r' || c == '\n' {
			return true
		}
	}
	r, _ := utf8.DecodeRune(field)
	return unicode.IsSpace(r)
}

// appendCSVField appends field number i (a comma first unless i is 0),
// quoted as encoding/csv quotes it when it must be.
func appendCSVField(dst []byte, i int, field []byte) []byte {
	if i > 0 {
		dst = append(dst, ',')
	}
	if !csvNeedsQuotes(field) {
		return append(dst, field...)
	}
	dst = append(dst, '"')
	for _, c := range field {
		if c == '"' {
			dst = append(dst, '"')
		}
		dst = append(dst, c)
	}
	return append(dst, '"')
}
