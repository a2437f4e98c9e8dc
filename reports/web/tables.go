package web

import (
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/stud8/stud8/reports"
)

// tableView is a report result as an HTML table: cells formatted as the
// CLI formats them, each with a sort key for the page's column sorting.
type tableView struct {
	Columns []string
	Rows    [][]cellView
	Links   []string // per row, where a click on the row's first cell goes; "" for none
}

type cellView struct {
	Text    string
	Key     string // sort key: the number for numeric cells, else the text
	Numeric bool
}

func columns(res *reports.Result) map[string]int {
	m := make(map[string]int, len(res.Columns))
	for i, c := range res.Columns {
		m[c] = i
	}
	return m
}

// cell formats row[i] as the CLI does; "" for a column that is not there.
func cell(row []any, i int) string {
	if i < 0 || i >= len(row) {
		return ""
	}
	return reports.FormatValue(row[i])
}

func newCell(v any) cellView {
	c := cellView{Text: reports.FormatValue(v)}
	if f, ok := reports.ToFloat(v); ok && v != nil {
		c.Numeric, c.Key = true, strconv.FormatFloat(f, 'g', -1, 64)
	} else {
		c.Key = c.Text
	}
	return c
}

// newTable lays out a report's result as it comes.
func newTable(res *reports.Result) *tableView {
	t := &tableView{Columns: res.Columns, Links: make([]string, len(res.Rows))}
	for _, row := range res.Rows {
		cs := make([]cellView, len(row))
		for i, v := range row {
			cs[i] = newCell(v)
		}
		t.Rows = append(t.Rows, cs)
	}
	return t
}

// wideStats turns the long stats report (one row per player and statistic:
// player, stat, value, unit, num, den) into one row per player with a
// column per statistic; a result already wide is laid out as it comes.
func wideStats(res *reports.Result) *tableView {
	col := columns(res)
	pi, okP := col["player"]
	si, okS := col["stat"]
	vi, okV := col["value"]
	if !okP || !okS || !okV {
		return newTable(res)
	}
	ui := -1
	if i, ok := col["unit"]; ok {
		ui = i
	}
	t := &tableView{Columns: []string{"player"}}
	statCol := map[string]int{}
	rowOf := map[string]int{}
	for _, row := range res.Rows {
		stat := cell(row, si)
		if _, ok := statCol[stat]; !ok {
			statCol[stat] = len(t.Columns)
			name := stat
			if u := cell(row, ui); u != "" && u != "count" {
				name += " (" + u + ")"
			}
			t.Columns = append(t.Columns, name)
		}
	}
	for _, row := range res.Rows {
		p := cell(row, pi)
		r, ok := rowOf[p]
		if !ok {
			r = len(t.Rows)
			rowOf[p] = r
			cs := make([]cellView, len(t.Columns))
			cs[0] = cellView{Text: p, Key: p}
			t.Rows = append(t.Rows, cs)
		}
		t.Rows[r][statCol[cell(row, si)]] = newCell(row[vi])
	}
	return t
}

// statsView is the stats page.
type statsView struct {
	Table *tableView
	Query url.Values
	Live  string
}

// stats serves /stats: the stats report with the filters of the query,
// one row per player; a click on a player opens his page.
func (s *Server) stats(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f, err := parseFilter(q)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	res, err := s.runReport(r.Context(), "stats", f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t := wideStats(res)
	fq := filterQuery(q)
	fq.Del("min_hands")
	t.Links = make([]string, len(t.Rows))
	for i, row := range t.Rows {
		t.Links[i] = "/player/" + url.PathEscape(row[0].Text)
		if len(fq) > 0 {
			t.Links[i] += "?" + fq.Encode()
		}
	}
	v := &statsView{Table: t, Query: filterQuery(q)}
	s.render(w, "stats", http.StatusOK, &page{Title: "stud8: stats", Nav: "stats", Filter: v.Query, Data: v})
}

// auditView is the audit page: the audit report, then every finding grouped
// by code, each linking to the replayer at the finding.
type auditView struct {
	Summary *tableView
	Codes   []auditCode
	Query   url.Values
}

type auditCode struct {
	Code     string
	Findings []auditFinding
}

type auditFinding struct {
	Site, ID, Started, Street, Player, Message, Source, Severity string
	Link                                                         string
}

// audit serves /audit over the audit and audit-hands reports.
func (s *Server) audit(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f, err := parseFilter(q)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	sum, err := s.runReport(r.Context(), "audit", f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	hands, err := s.runReport(r.Context(), "audit-hands", f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	v := &auditView{Summary: newTable(sum), Query: filterQuery(q)}
	col := columns(hands)
	get := func(row []any, name string) string {
		i, ok := col[name]
		if !ok {
			return ""
		}
		return cell(row, i)
	}
	byCode := map[string]int{}
	for _, row := range hands.Rows {
		code := get(row, "code")
		k, ok := byCode[code]
		if !ok {
			k = len(v.Codes)
			byCode[code] = k
			v.Codes = append(v.Codes, auditCode{Code: code})
		}
		site, id := get(row, "site"), get(row, "hand_id")
		link := url.Values{"code": {code}}
		if at := get(row, "at"); at != "" {
			if j := strings.LastIndexByte(at, ':'); j >= 0 {
				link.Set("line", at[j+1:])
			}
		}
		v.Codes[k].Findings = append(v.Codes[k].Findings, auditFinding{
			Site: site, ID: id, Started: get(row, "started_at"), Street: get(row, "street"),
			Player: get(row, "player"), Message: get(row, "message"), Source: get(row, "source"),
			Severity: get(row, "severity"),
			Link:     "/hand/" + url.PathEscape(site) + "/" + url.PathEscape(id) + "?" + link.Encode() + "#current",
		})
	}
	sort.SliceStable(v.Codes, func(i, j int) bool { return v.Codes[i].Code < v.Codes[j].Code })
	s.render(w, "audit", http.StatusOK, &page{Title: "stud8: audit", Nav: "audit", Filter: v.Query, Data: v})
}
