package reports

import (
	"bytes"
	"errors"
	"fmt"
	"html/template"
	"io"
)

// Page is what the HTML page shows: the winnings graph and report tables.
type Page struct {
	Title       string
	Curves      *Curves
	Measure     Measure   // the graph's y axis: money or big bets
	Tables      []*Result // shown in order, each under its report name
	Definitions string    // link to the definitions document
}

var pageTemplate = template.Must(template.New("page").Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{{.Title}}</title>
<style>
body { font-family: sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; margin: 0.5em 0 2em 0; font-size: 90%; }
th, td { border: 1px solid #ccc; padding: 0.2em 0.6em; }
th { background: #f0f0f0; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
</style>
</head>
<body>
<h1>{{.Title}}</h1>
{{if .SVG}}<figure>{{.SVG}}</figure>
{{end}}{{range .Notes}}<p class="note">{{.}}</p>
{{end}}{{range .Tables}}<h2>{{.Report}}</h2>
<table>
<tr>{{range .Columns}}<th>{{.}}</th>{{end}}</tr>
{{range .Rows}}<tr>{{range .}}<td{{if .Num}} class="num"{{end}}>{{.Text}}</td>{{end}}</tr>
{{end}}</table>
{{end}}<p>Every column is defined in <a href="{{.Definitions}}">{{.Definitions}}</a>.</p>
</body>
</html>
`))

type htmlCell struct {
	Text string
	Num  bool
}

type htmlTable struct {
	Report  string
	Columns []string
	Rows    [][]htmlCell
}

// WriteHTML writes the page: the graph as inline SVG, then each table.
func (pg *Page) WriteHTML(w io.Writer) error {
	var svg bytes.Buffer
	if err := pg.Curves.WriteGraph(&svg, "svg", pg.Measure); err != nil && !errors.Is(err, ErrTooFewHands) {
		return err
	}
	data := struct {
		Title       string
		SVG         template.HTML
		Notes       []string
		Tables      []htmlTable
		Definitions string
	}{Title: pg.Title, SVG: template.HTML(stripXMLHeader(svg.Bytes())), Definitions: pg.Definitions}
	for _, u := range pg.Curves.Units() {
		if !u.Drawable() {
			data.Notes = append(data.Notes, u.TooFew())
		}
	}
	for _, t := range pg.Tables {
		ht := htmlTable{Report: t.Report, Columns: t.Columns}
		for _, row := range t.Rows {
			cells := make([]htmlCell, len(row))
			for i, v := range row {
				_, num := ToFloat(v)
				cells[i] = htmlCell{Text: FormatValue(v), Num: num && v != nil}
			}
			ht.Rows = append(ht.Rows, cells)
		}
		data.Tables = append(data.Tables, ht)
	}
	if err := pageTemplate.Execute(w, data); err != nil {
		return fmt.Errorf("html page: %w", err)
	}
	return nil
}

// stripXMLHeader drops the <?xml ...?> declaration so the SVG can be inlined.
func stripXMLHeader(b []byte) []byte {
	if bytes.HasPrefix(b, []byte("<?xml")) {
		if i := bytes.Index(b, []byte("?>")); i >= 0 {
			b = bytes.TrimLeft(b[i+2:], "\r\n")
		}
	}
	return b
}
