package web

import (
	"context"
	"errors"
	"net/url"
	"strconv"
	"strings"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/reports"
)

// DefaultPageSize is the number of rows a paged table shows.
const DefaultPageSize = 100

// tableParams are the query parameters that sort and page a table: sort
// names a column of the report, dir is asc or desc, page counts from 1.
var tableParams = []string{"sort", "dir", "page"}

// tableQuery is a paged table's sort and page, read from the query.
type tableQuery struct {
	Sort string // a column of the report; "" keeps the report's order
	Desc bool
	Page int // from 1
}

// parseTableQuery reads sort, dir and page; def is the order when the
// query names none. A malformed value is a 400 with the reason (a sort
// column the report lacks is found when the report runs: runPage).
func parseTableQuery(q url.Values, def tableQuery) (tableQuery, error) {
	t := def
	if v := q.Get("sort"); v != "" {
		t.Sort, t.Desc = v, false
	}
	switch v := q.Get("dir"); v {
	case "":
	case "asc":
		t.Desc = false
	case "desc":
		t.Desc = true
	default:
		return t, errBadRequest("dir=%q: want asc or desc", v)
	}
	t.Page = 1
	if v := q.Get("page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxRow {
			return t, errBadRequest("page=%q: want a page number from 1 to %d", v, MaxRow)
		}
		t.Page = n
	}
	return t, nil
}

// pageSize is the server's rows per page.
func (s *Server) pageSize() int {
	if s.PageSize > 0 {
		return s.PageSize
	}
	return DefaultPageSize
}

// runPage runs the named report sorted and paged in the database as t
// asks. A sort column the report lacks is a 400 naming its columns; a page
// past the last is a 404 saying how many there are.
func (s *Server) runPage(ctx context.Context, name string, f filter.Filter, t tableQuery) (*reports.Result, error) {
	size := s.pageSize()
	f.Rows = filter.Rows{OrderBy: t.Sort, Desc: t.Desc, Limit: size, Offset: (t.Page - 1) * size}
	res, err := s.runReport(ctx, name, f)
	if errors.Is(err, reports.ErrNoColumn) {
		msg := err.Error()
		if i := strings.Index(msg, "(have "); i >= 0 {
			msg = msg[i:]
		}
		return nil, errBadRequest("sort=%q: no such column %s", t.Sort, msg)
	}
	if err != nil || len(res.Rows) > 0 || t.Page == 1 {
		return res, err
	}
	// Past the end: the first row tells how many rows there are.
	f.Rows = filter.Rows{Limit: 1}
	if res, err = s.runReport(ctx, name, f); err != nil {
		return nil, err
	}
	return nil, errNotFound("page=%d: past the last page (%d rows, %d a page)", t.Page, res.Total, size)
}

// pagedTable is one page of a report sorted in the database: the column
// headers link to the whole table sorted by them, and the pager to the
// pages before and after, every link keeping the page's filters.
type pagedTable struct {
	ID      string
	Columns []headerView
	Rows    [][]cellView
	// Links are, per row, where the row's LinkCol cell goes ("" none).
	Links   []string
	LinkCol int
	// More are further links: per column, where each row's cell goes.
	More map[int][]string
	// First and Last number the rows shown (from 1) of Total.
	First, Last, Total int
	Prev, Next         string
}

// LinkAt is where row r's cell in column i goes, "" for none.
func (p *pagedTable) LinkAt(r, i int) string {
	if i == p.LinkCol && r < len(p.Links) {
		return p.Links[r]
	}
	if l := p.More[i]; r < len(l) {
		return l[r]
	}
	return ""
}

// linkColumn makes column name of the table link each row to link(row).
func (p *pagedTable) linkColumn(res *reports.Result, name string, link func(row []any) string) {
	i, ok := columns(res)[name]
	if !ok {
		return
	}
	if p.More == nil {
		p.More = map[int][]string{}
	}
	links := make([]string, len(res.Rows))
	for r, row := range res.Rows {
		links[r] = link(row)
	}
	p.More[i] = links
}

// headerView is a column header: a link sorting by the column (the sorted
// column's link reverses it) and, on the sorted one, its aria-sort.
type headerView struct {
	Name, Link, Sort string
	// Title is the column's definition and Doc the link to its section
	// of the definitions page; "" for a column the page does not define.
	Title, Doc string
}

// sortName is the report's name of a result column: time columns are
// shown labelled with their zone ("start (UTC)").
func sortName(col string) string {
	return strings.TrimSuffix(col, " ("+reports.ZoneLabel(nil)+")")
}

// newPagedTable lays out one page of res; base is the page's path and keep
// the query parameters every link carries (the filters).
func (s *Server) newPagedTable(id string, res *reports.Result, t tableQuery, base string, keep url.Values) *pagedTable {
	l := linker{base: base, keep: keep}
	p := &pagedTable{ID: id, Total: res.Total, Links: make([]string, len(res.Rows)), Columns: headers(res.Columns, t, l)}
	for _, row := range res.Rows {
		cs := make([]cellView, len(row))
		for i, v := range row {
			cs[i] = newCell(v)
		}
		p.Rows = append(p.Rows, cs)
	}
	if len(p.Rows) > 0 {
		p.First = (t.Page-1)*s.pageSize() + 1
		p.Last = p.First + len(p.Rows) - 1
	}
	if t.Page > 1 {
		p.Prev = l.page(t, t.Page-1)
	}
	if p.Last < p.Total {
		p.Next = l.page(t, t.Page+1)
	}
	return p
}

// headers links each column to the table sorted by it: ascending, or the
// other way for the column sorted now, which is marked.
func headers(cols []string, t tableQuery, l linker) []headerView {
	out := make([]headerView, len(cols))
	for i, c := range cols {
		name := sortName(c)
		out[i] = headerView{Name: c, Link: l.to("sort", name, "dir", "asc")}
		if name == t.Sort {
			out[i].Sort = map[bool]string{false: "ascending", true: "descending"}[t.Desc]
			out[i].Link = l.to("sort", name, "dir", dirName(!t.Desc))
		}
	}
	return out
}

func dirName(desc bool) string {
	if desc {
		return "desc"
	}
	return "asc"
}

// linker makes the links of one page: its path with the parameters to keep
// and those given.
type linker struct {
	base string
	keep url.Values
}

// to links to the page with the kept parameters and the pairs kv set.
func (l linker) to(kv ...string) string {
	q := url.Values{}
	for k, vs := range l.keep {
		q[k] = vs
	}
	for i := 0; i+1 < len(kv); i += 2 {
		q.Set(kv[i], kv[i+1])
	}
	return l.base + "?" + q.Encode()
}

// page links to page n of the table in t's order.
func (l linker) page(t tableQuery, n int) string {
	if t.Sort == "" {
		return l.to("page", strconv.Itoa(n))
	}
	return l.to("page", strconv.Itoa(n), "sort", t.Sort, "dir", dirName(t.Desc))
}

// thousands writes n with a comma between groups of three digits.
func thousands(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}
