package web

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/stud8/stud8/docs"
	"github.com/stud8/stud8/reports"
)

// tableView is a report result as an HTML table: cells formatted as the
// CLI formats them, each with a sort key for the page's column sorting.
type tableView struct {
	ID      string // the table element's id
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

// statsView is the stats page: one page of the stats report.
type statsView struct {
	Table *pagedTable
	Query url.Values
	By    string // "", door or start
}

// keepQuery is the filters of q and the named parameters of it that are
// set, for the links of a page.
func keepQuery(q url.Values, names ...string) url.Values {
	out := filterQuery(q)
	for _, k := range names {
		if v := q.Get(k); v != "" || (k == "player" && q.Has(k)) {
			out.Set(k, v) // player= empty: every player, not the saved hero
		}
	}
	return out
}

// statsBy are the stats page's groupings (?by=): the report each runs.
var statsBy = map[string]string{"": "stats", "person": "stats", "door": "stats-by-door", "start": "stats-by-start", "start-live": "stats-by-start-live"}

// stats serves /stats: the stats report with the filters of the query,
// one row per player and game (?by=person: per person, ?by=door: and door card, ?by=start: and
// starting class, ?by=start-live: and starting class and liveness), sorted and paged in the database
// (?sort=COL&dir=asc|desc&page=N); a click on a player opens his page, on
// a row's hands the hand list of the row.
func (s *Server) stats(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f, err := s.parseFilter(q)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if f.Player, err = s.playerOrHero(r.Context(), q); err != nil {
		s.fail(w, r, err)
		return
	}
	if f.Person, err = s.findPerson(r.Context(), f.Person); err != nil {
		s.fail(w, r, err)
		return
	}
	by := q.Get("by")
	report, ok := statsBy[by]
	if !ok {
		s.fail(w, r, errBadRequest("by=%q: want person, door, start or start-live", by))
		return
	}
	f.ByPerson = by == "person"
	tq, err := parseTableQuery(q, tableQuery{})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	res, err := s.runPage(r.Context(), report, f, tq)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t := s.newPagedTable("stats-table", res, tq, "/stats", keepQuery(q, "by", "player"))
	define(t.Columns, "stats")
	fq := filterQuery(q)
	fq.Del("min_hands")
	rowPage := "/player/"
	if f.ByPerson {
		rowPage = "/person/" // a row per person: his page
	}
	for i, row := range t.Rows {
		t.Links[i] = rowPage + url.PathEscape(row[0].Text)
		if len(fq) > 0 {
			t.Links[i] += "?" + fq.Encode()
		}
	}
	// A row's hand count lists the hands it adds up: its player, game,
	// unit and stakes ("all stakes" is no stakes filter) and door card,
	// or starting class, within the page's filters. The hand list has no
	// liveness filter: the rows by liveness do not link.
	col := columns(res)
	if by != "start-live" {
		t.linkColumn(res, "hands", func(row []any) string {
			return handsLink(fq, rowFilters(row, col)...)
		})
	}
	v := &statsView{Table: t, Query: keepQuery(q, "sort", "dir", "by"), By: by}
	s.render(w, "stats", http.StatusOK, &page{Title: "stud8: stats", Nav: "stats", Filter: v.Query, Data: v})
}

// rowFilters are the hand list's filters of a stats row: player (or
// person, for a row per person), game,
// currency, stakes (none for "all stakes"), door (a rank, or low or high
// for the halves) and start class.
func rowFilters(row []any, col map[string]int) []string {
	kv := []string{"player", cell(row, col["player"])}
	if i, ok := col[reports.PersonColumn]; ok {
		kv = []string{"person", cell(row, i), "player", ""}
	}
	for _, k := range []string{"game", "currency", "stakes", "door", "start_class"} {
		i, ok := col[k]
		v := cell(row, i)
		if !ok || v == "" || v == reports.AllStakes {
			continue
		}
		if k == "door" {
			v, _, _ = strings.Cut(v, " ") // "low (A-8)": low
		}
		kv = append(kv, k, v)
	}
	return kv
}

// auditView is the audit page: the audit report whole (a row per code and
// unit), then one page of the audit-hands report, each finding linking to
// the replayer at its action.
type auditView struct {
	Summary *tableView
	Hands   *pagedTable
	Query   url.Values
}

// audit serves /audit over the audit and audit-hands reports; the
// findings are sorted and paged in the database as the stats are.
func (s *Server) audit(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f, err := s.parseFilter(q)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	tq, err := parseTableQuery(q, tableQuery{})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	sum, err := s.runReport(r.Context(), "audit", f)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	hands, err := s.runPage(r.Context(), "audit-hands", f, tq)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t := s.newPagedTable("findings", hands, tq, "/audit", filterQuery(q))
	col := columns(hands)
	t.LinkCol = col["hand_id"]
	for i, row := range hands.Rows {
		t.Links[i] = findingLink(row, col)
	}
	summary := newTable(sum)
	summary.ID = "audit-summary"
	// A code's row lists the hands with a finding of it.
	sc := columns(sum)
	fq := filterQuery(q)
	if err := s.everyPlayer(r.Context(), fq); err != nil {
		s.fail(w, r, err)
		return
	}
	for i, row := range sum.Rows {
		summary.Links[i] = handsLink(fq, "code", cell(row, sc["code"]), "currency", cell(row, sc["currency"]))
	}
	v := &auditView{Summary: summary, Hands: t, Query: keepQuery(q, "sort", "dir")}
	s.render(w, "audit", http.StatusOK, &page{Title: "stud8: audit", Nav: "audit", Filter: v.Query, Data: v})
}

// findingLink opens the replayer at a finding of the audit-hands report:
// the hand, with the finding's code and source line (from "at",
// file:line) marking the step.
func findingLink(row []any, col map[string]int) string {
	get := func(name string) string {
		if i, ok := col[name]; ok {
			return cell(row, i)
		}
		return ""
	}
	link := url.Values{"code": {get("code")}}
	if at := get("at"); at != "" {
		if j := strings.LastIndexByte(at, ':'); j >= 0 {
			link.Set("line", at[j+1:])
		}
	}
	return "/hand/" + url.PathEscape(get("site")) + "/" + url.PathEscape(get("hand_id")) + "?" + link.Encode() + "#current"
}

// define gives each column defined under the report's heading of
// docs/definitions.md (the same rows as report stats --explain) its
// definition as a tooltip and a link to its section.
func define(cols []headerView, report string) {
	for i := range cols {
		if d, ok := docs.Define(report, sortName(cols[i].Name)); ok {
			cols[i].Title, cols[i].Doc = d.Text(), "/definitions#"+d.Anchor()
		}
	}
}

// sectionView is a heading of the definitions page and its text.
type sectionView struct {
	docs.Section
	ID    string
	Level int
}

// definitions serves /definitions: docs/definitions.md, each heading
// with its anchor, the text as written.
func (s *Server) definitions(w http.ResponseWriter, r *http.Request) {
	var v []sectionView
	for _, sec := range docs.Sections() {
		v = append(v, sectionView{Section: sec, ID: docs.Anchor(sec.Heading), Level: min(max(sec.Level, 1), 4)})
	}
	s.render(w, "definitions", http.StatusOK, &page{Title: "stud8: definitions", Data: v})
}
