package docs

import "strings"

// Definition is a column's row of a table in Definitions: the section it
// is under, the table's header and the row's cells after the name.
type Definition struct {
	Column  string
	Section string   // the heading the table is under
	Fields  []string // the header's names after the first
	Values  []string // the row's cells after the first, as Fields
}

// Anchor is GitHub's anchor of the definition's section in Definitions.
func (d Definition) Anchor() string { return Anchor(d.Section) }

// Text is the definition on one line: "field: value; ..." in the table's
// order, for a tooltip.
func (d Definition) Text() string {
	parts := make([]string, 0, len(d.Values))
	for i, v := range d.Values {
		if i < len(d.Fields) {
			parts = append(parts, d.Fields[i]+": "+strings.ReplaceAll(v, "`", ""))
		}
	}
	return strings.Join(parts, "; ")
}

// Define finds column's definition in Definitions: the first table row
// naming it, or a range of its prefix ("`af_3rd` ... `af_7th`"), under the
// heading report if one is there (a column several reports have, such as
// bb_per_100, is defined by each), else under any heading.
func Define(report, column string) (Definition, bool) {
	if d, ok := define(report, column); ok || report == "" {
		return d, ok
	}
	return define("", column)
}

// define is Define under the heading report, or any heading for "".
func define(report, column string) (Definition, bool) {
	section, header := "", []string(nil)
	for _, line := range strings.Split(Definitions, "\n") {
		if strings.HasPrefix(line, "#") {
			section, header = strings.TrimSpace(strings.TrimLeft(line, "#")), nil
			continue
		}
		if !strings.HasPrefix(line, "|") {
			header = nil
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		if header == nil {
			header = cells
			continue
		}
		if report != "" && section != report || !namesColumn(cells[0], column) {
			continue
		}
		n := min(len(cells), len(header))
		return Definition{Column: column, Section: section, Fields: header[1:n], Values: cells[1:n]}, true
	}
	return Definition{}, false
}

// namesColumn reports whether a definitions table's first cell names col:
// "`col`", or a range "`af_3rd` ... `af_7th`" whose first name has col's
// prefix up to its last "_" (so "`fold_to_bet_3rd` ... " names
// fold_to_bet_5th, not fold_5th).
func namesColumn(cell, col string) bool {
	if cell == "`"+col+"`" {
		return true
	}
	if !strings.Contains(cell, "...") {
		return false
	}
	first, _, _ := strings.Cut(strings.TrimPrefix(cell, "`"), "`")
	i := strings.LastIndex(col, "_")
	j := strings.LastIndex(first, "_")
	return i > 0 && col[:i] == first[:max(j, 0)]
}

// Anchor is GitHub's anchor of a heading: lower case, spaces as dashes,
// punctuation dropped.
func Anchor(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Section is one heading of Definitions with the text under it, up to the
// next heading.
type Section struct {
	Level   int // 1 for "#", 2 for "##"...
	Heading string
	Text    string
}

// Sections splits Definitions at its headings.
func Sections() []Section {
	var out []Section
	for _, line := range strings.SplitAfter(Definitions, "\n") {
		if strings.HasPrefix(line, "#") {
			h := strings.TrimLeft(line, "#")
			out = append(out, Section{Level: len(line) - len(h), Heading: strings.TrimSpace(h)})
			continue
		}
		if len(out) == 0 {
			out = append(out, Section{})
		}
		out[len(out)-1].Text += line
	}
	return out
}
