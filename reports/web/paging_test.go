package web

import (
	"cmp"
	"context"
	"database/sql"
	"fmt"
	"html"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/reports"
)

// sortedReport runs the report whole, with no paging, and sorts its rows
// in Go as Filter.Rows promises to in the database: by the column,
// missing values last either way, ties in the report's own order. The rows
// come back as the page shows them (reports.FormatValue).
func sortedReport(t testing.TB, db *sql.DB, name string, f filter.Filter, col string, desc bool) [][]string {
	t.Helper()
	r, ok := reports.Lookup(name)
	if !ok {
		t.Fatalf("no report %s", name)
	}
	res, err := reports.Run(context.Background(), db, r, f)
	if err != nil {
		t.Fatal(err)
	}
	rows := slices.Clone(res.Rows)
	if col != "" {
		k := slices.IndexFunc(res.Columns, func(c string) bool { return sortName(c) == col })
		if k < 0 {
			t.Fatalf("report %s has no column %s: %v", name, col, res.Columns)
		}
		slices.SortStableFunc(rows, func(a, b []any) int {
			x, y := a[k], b[k]
			if x == nil || y == nil {
				return cmp.Compare(boolInt(x == nil), boolInt(y == nil))
			}
			c := compareValues(t, x, y)
			if desc {
				return -c
			}
			return c
		})
	}
	out := make([][]string, len(rows))
	for i, row := range rows {
		for _, v := range row {
			out[i] = append(out[i], reports.FormatValue(v))
		}
	}
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// compareValues orders two values of one report column.
func compareValues(t testing.TB, x, y any) int {
	if tx, ok := x.(time.Time); ok {
		return tx.Compare(y.(time.Time))
	}
	if sx, ok := x.(string); ok {
		return strings.Compare(sx, y.(string))
	}
	fx, okx := reports.ToFloat(x)
	fy, oky := reports.ToFloat(y)
	if !okx || !oky {
		t.Fatalf("cannot compare %T %v with %T %v", x, x, y, y)
	}
	return cmp.Compare(fx, fy)
}

var (
	rowRE  = regexp.MustCompile(`(?s)<tr>(.*?)</tr>`)
	cellRE = regexp.MustCompile(`(?s)<td[^>]*>(.*?)</td>`)
	tagRE  = regexp.MustCompile(`<[^>]*>`)
)

// pageTable reads the cells of the paged table with the id from a page.
func pageTable(t testing.TB, body, id string) [][]string {
	t.Helper()
	i := strings.Index(body, `<table class="report paged" id="`+id+`">`)
	if i < 0 {
		t.Fatalf("no table #%s in %.300q", id, body)
	}
	body = body[i:]
	body = body[strings.Index(body, "<tbody>"):strings.Index(body, "</table>")]
	var out [][]string
	for _, m := range rowRE.FindAllStringSubmatch(body, -1) {
		var row []string
		for _, c := range cellRE.FindAllStringSubmatch(m[1], -1) {
			row = append(row, html.UnescapeString(tagRE.ReplaceAllString(c[1], "")))
		}
		out = append(out, row)
	}
	return out
}

// pagerText is the page's "rows A-B of N" line.
func pagerText(body string) string {
	m := regexp.MustCompile(`<p class="pager">([^\n]*)`).FindStringSubmatch(body)
	if m == nil {
		return ""
	}
	return strings.TrimSpace(m[1])
}

// TestPaging pages through the stats, the audit's findings and a player's
// sessions, sorted by several columns both ways, at 3 rows a page: each
// page read (somePages) must hold its rows of the report run whole and sorted in Go,
// with the right totals and links; bad sort and page parameters are 400s.
func TestPaging(t *testing.T) {
	const size = 3
	ts, db := newPagedServer(t, size)
	cases := []struct {
		path, report, table string
		f                   filter.Filter
		sorts               []string
		defSort             string // the page's order when the query names none
		defDesc             bool
		keep                string // in every column's link
	}{
		{"/stats", "stats", "stats-table", filter.Filter{}, []string{"", "player", "hands", "vpip_3rd", "af_7th"}, "", false, ""},
		{"/stats?game=stud8&min_hands=2", "stats", "stats-table", filter.Filter{Game: "stud8", MinHands: 2}, []string{"hands"}, "", false, "game=stud8&amp;min_hands=2"},
		{"/audit", "audit-hands", "findings", filter.Filter{}, []string{"", "code", "money"}, "", false, ""},
		{"/player/Hero", "sessions", "sessions", filter.Filter{Player: "Hero"}, []string{"", "net", "hands"}, "start", true, ""},
	}
	for _, c := range cases {
		for _, col := range c.sorts {
			for _, desc := range []bool{false, true} {
				if col == "" && desc {
					continue
				}
				wantCol, wantDesc := col, desc
				if col == "" {
					wantCol, wantDesc = c.defSort, c.defDesc
				}
				want := sortedReport(t, db, c.report, c.f, wantCol, wantDesc)
				if len(want) <= size {
					t.Fatalf("%s: %d rows, too few to page at %d a page", c.path, len(want), size)
				}
				pages := (len(want) + size - 1) / size
				for _, page := range somePages(pages) {
					u, _ := url.Parse(c.path)
					q := u.Query()
					if col != "" {
						q.Set("sort", col)
						q.Set("dir", map[bool]string{false: "asc", true: "desc"}[desc])
					}
					q.Set("page", itoa(page))
					u.RawQuery = q.Encode()
					status, body := get(t, ts, u.String())
					if status != 200 {
						t.Fatalf("GET %s: %d %.300q", u, status, body)
					}
					got := pageTable(t, body, c.table)
					lo, hi := (page-1)*size, min(page*size, len(want))
					if fmt.Sprint(got) != fmt.Sprint(want[lo:hi]) {
						t.Errorf("GET %s: rows\n%v\nwant\n%v", u, got, want[lo:hi])
					}
					if p, w := pagerText(body), fmt.Sprintf("rows %d-%d of %d", lo+1, hi, len(want)); p != w {
						t.Errorf("GET %s: pager %q, want %q", u, p, w)
					}
					if hasNext := strings.Contains(body, `rel="next"`); hasNext != (page < pages) {
						t.Errorf("GET %s: next link %v on page %d of %d", u, hasNext, page, pages)
					}
					if hasPrev := strings.Contains(body, `rel="prev"`); hasPrev != (page > 1) {
						t.Errorf("GET %s: previous link %v on page %d", u, hasPrev, page)
					}
					if c.keep != "" && strings.Count(body, c.keep) < len(pageTable(t, body, c.table)[0]) {
						t.Errorf("GET %s: the column links lost the filters %s", u, c.keep)
					}
				}
				// One past the last page.
				status, body := get(t, ts, c.path+sep(c.path)+"page="+itoa(pages+1))
				if status != 404 || !strings.Contains(body, fmt.Sprintf("%d rows", len(want))) {
					t.Errorf("%s page %d: status %d, want 404 naming %d rows", c.path, pages+1, status, len(want))
				}
			}
		}
	}
	bad := []struct{ path, want string }{
		{"/stats?page=0", "page="},
		{"/stats?page=x", "page="},
		{"/stats?page=-2", "page="},
		{"/stats?sort=nope", "no such column"},
		{"/stats?sort=hands%3B%20DROP", "no such column"},
		{"/stats?sort=hands&dir=up", "dir="},
		{"/audit?sort=nope", "no such column"},
		{"/audit?page=0", "page="},
		{"/player/Hero?sort=nope", "no such column"},
		{"/player/Hero?dir=sideways", "dir="},
	}
	for _, b := range bad {
		if status, body := get(t, ts, b.path); status != 400 || !strings.Contains(body, b.want) {
			t.Errorf("GET %s: status %d, want 400 with %q", b.path, status, b.want)
		}
	}
}

// somePages are the pages TestPaging reads of n: the first two, one in
// the middle and the last two.
func somePages(n int) []int {
	var out []int
	for _, p := range []int{1, 2, n / 2, n - 1, n} {
		if p >= 1 && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out
}

// sep is the separator before one more query parameter of path.
func sep(path string) string {
	if strings.Contains(path, "?") {
		return "&"
	}
	return "?"
}

// TestSortLinks checks the stats page's column headers: each links to the
// whole table sorted by its column, with the filters; the sorted column is
// marked and its link reverses the order.
func TestSortLinks(t *testing.T) {
	ts, _ := newPagedServer(t, 3)
	_, body := get(t, ts, "/stats?game=stud8&sort=hands&dir=desc&page=2")
	for _, want := range []string{
		`<th aria-sort="descending" title="`, // the definition: TestStatsPage
		`"><a href="/stats?dir=asc&amp;game=stud8&amp;sort=hands">hands</a>`,
		`"><a href="/stats?dir=asc&amp;game=stud8&amp;sort=vpip_3rd">vpip_3rd</a>`,
		`<a rel="prev" class="prev" href="/stats?dir=desc&amp;game=stud8&amp;page=1&amp;sort=hands">`,
		`<input type="hidden" name="sort" value="hands">`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("no %s", want)
		}
	}
}

// TestSessionHands checks that a session lists exactly its hands: as many
// as the sessions report counts for it, in its currency; sessions are
// numbered within the page's filters (here: all, then USD only).
func TestSessionHands(t *testing.T) {
	ts, db := newPagedServer(t, 2) // sessions off the page shown too
	for _, cur := range []string{"", "USD"} {
		f := filter.Filter{Player: "Hero", Currency: cur}
		sess := sortedReport(t, db, "sessions", f, "session", false)
		for _, row := range sess {
			n, unit, hands := row[1], row[2], row[6] // player, session, currency, stakes, start, end, hands
			path := "/player/Hero?session=" + n
			if cur != "" {
				path += "&currency=" + cur
			}
			status, body := get(t, ts, path)
			if status != 200 {
				t.Fatalf("GET %s: %d", path, status)
			}
			got := strings.Count(body, `class="hand-link"`)
			if !strings.Contains(body, "Session "+n+" ("+unit+")") || itoa(got) != hands {
				t.Errorf("GET %s: %d hands listed, the sessions report says %s in %s", path, got, hands, unit)
			}
		}
	}
}

// TestThousands checks the pager's numbers: commas between groups of three.
func TestThousands(t *testing.T) {
	for n, want := range map[int]string{0: "0", 7: "7", 100: "100", 1000: "1,000", 24365: "24,365",
		999999: "999,999", 1000000: "1,000,000", -1234: "-1,234"} {
		if got := thousands(n); got != want {
			t.Errorf("thousands(%d) = %q, want %q", n, got, want)
		}
	}
}
