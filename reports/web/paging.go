package web

import (
	"context"
	"errors"
	"net/url"
	"strconv"
	"strings"

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
		if err != nil || n < 1 {
			return t, errBadRequest("page=%q: want a page number, 1 or more", v)
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
func (s *Server) runPage(ctx context.Context, name string, f reports.Filter, t tableQuery) (*reports.Result, error) {
	size := s.pageSize()
	f.Rows = reports.Rows{OrderBy: t.Sort, Desc: t.Desc, Limit: size, Offset: (t.Page - 1) * size}
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
	f.Rows = reports.Rows{Limit: 1}
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
	// First and Last number the rows shown (from 1) of Total.
	First, Last, Total int
	Prev, Next         string
}

// headerView is a column header: a link sorting by the column (the sorted
// column's link reverses it) and, on the sorted one, its aria-sort.
type headerView struct {
	Name, Link, Sort string
}

// sortName is the report's name of a result column: time columns are
// shown labelled with their zone ("start (UTC)").
func sortName(col string) string {
	return strings.TrimSuffix(col, " ("+reports.ZoneLabel(nil)+")")
}

// newPagedTable lays out one page of res; base is the page's path and keep
// the query parameters every link carries (the filters).
func (s *Server) newPagedTable(id string, res *reports.Result, t tableQuery, base string, keep url.Values) *pagedTable {
	p := &pagedTable{ID: id, Total: res.Total, Links: make([]string, len(res.Rows))}
	link := func(kv ...string) string {
		q := url.Values{}
		for k, vs := range keep {
			q[k] = vs
		}
		for i := 0; i+1 < len(kv); i += 2 {
			q.Set(kv[i], kv[i+1])
		}
		return base + "?" + q.Encode()
	}
	dir := map[bool]string{false: "asc", true: "desc"}
	for _, c := range res.Columns {
		name := sortName(c)
		h := headerView{Name: c, Link: link("sort", name, "dir", "asc")}
		if name == t.Sort {
			h.Sort = map[bool]string{false: "ascending", true: "descending"}[t.Desc]
			h.Link = link("sort", name, "dir", dir[!t.Desc])
		}
		p.Columns = append(p.Columns, h)
	}
	for _, row := range res.Rows {
		cs := make([]cellView, len(row))
		for i, v := range row {
			cs[i] = newCell(v)
		}
		p.Rows = append(p.Rows, cs)
	}
	size := s.pageSize()
	start := (t.Page - 1) * size
	if len(p.Rows) > 0 {
		p.First, p.Last = start+1, start+len(p.Rows)
	}
	at := func(page int) string {
		kv := []string{"page", strconv.Itoa(page)}
		if t.Sort != "" {
			kv = append(kv, "sort", t.Sort, "dir", dir[t.Desc])
		}
		return link(kv...)
	}
	if t.Page > 1 {
		p.Prev = at(t.Page - 1)
	}
	if p.Last < p.Total {
		p.Next = at(t.Page + 1)
	}
	return p
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
