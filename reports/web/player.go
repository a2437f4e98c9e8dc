package web

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/reports"
)

// playerView is a player's page: one graph per currency, a page of the
// sessions, and the hands of the session asked for.
type playerView struct {
	Player   string // the player's name, or the person's on his page
	Person   bool   // the page of a person (/person/NAME): every account of his
	Graphs   []graphView
	Sessions *pagedTable
	Session  *sessionView
	// Compare is the compare report of the player (his statistics beside
	// the winners' of his games) in its main columns.
	Compare  *tableView
	MinHands int     // of the winners compared with
	Level    float64 // of the compare report's intervals and test
	Query    url.Values
}

// sessionView lists the hands of one session.
type sessionView struct {
	Currency string
	Number   int
	Hands    []handRow
}

type handRow struct {
	Site, ID, Started, Net string
	Link                   string
}

// recentFirst is the sessions' order when the query names none.
var recentFirst = tableQuery{Sort: "start", Desc: true}

// player serves /player/{name}: the graph report's series per currency, a
// page of the sessions report (most recent first; sorted and paged as the
// stats are), the compare report (?winners_min_hands=N: the winners' least
// hands, default reports.DefaultCompareMinHands), and with ?session=N that
// session's hands.
func (s *Server) player(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f, err := s.parseFilter(q)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f.Player = r.PathValue("name")
	if !s.storedName(w, r, "/player/", f.Player, reports.FindPlayer) {
		return
	}
	tq, err := parseTableQuery(q, recentFirst)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	session := 0
	if v := q.Get("session"); v != "" {
		if session, err = strconv.Atoi(v); err != nil || session < 1 || session > MaxRow {
			s.fail(w, r, errBadRequest("session=%q: want a session number from 1 to %d", v, MaxRow))
			return
		}
	}
	winners := reports.DefaultCompareMinHands
	if v := q.Get("winners_min_hands"); v != "" {
		if winners, err = strconv.Atoi(v); err != nil || winners < 1 || winners > MaxRow {
			s.fail(w, r, errBadRequest("winners_min_hands=%q: want a number of hands from 1 to %d", v, MaxRow))
			return
		}
	}
	v, err := s.playerData(r, f, tq, session, winners)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	v.Query = filterQuery(q)
	s.render(w, "player", http.StatusOK, &page{Title: "stud8: " + f.Player, Data: v})
}

// storedName reports whether name is spelt as find stores it; otherwise
// it has answered: a redirect to the page (path prefix) of the stored
// spelling for the name in another case, or find's error.
func (s *Server) storedName(w http.ResponseWriter, r *http.Request, prefix, name string,
	find func(context.Context, *sql.DB, string) (string, error)) bool {
	stored, err := find(r.Context(), s.db, name)
	if err != nil {
		s.fail(w, r, playerError(err))
		return false
	}
	if stored != name {
		u := *r.URL
		u.Path = prefix + stored
		u.RawPath = ""
		http.Redirect(w, r, u.String(), http.StatusSeeOther)
		return false
	}
	return true
}

// person serves /person/{name}: the player page of a person (stud8
// alias), every account of his at every site in one graph per currency,
// and a page of his accounts' sessions, each session linking to the
// page of its account.
func (s *Server) person(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f, err := s.parseFilter(q)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f.Person = r.PathValue("name")
	if !s.storedName(w, r, "/person/", f.Person, reports.FindPerson) {
		return
	}
	tq, err := parseTableQuery(q, recentFirst)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	v, err := s.playerData(r, f, tq, 0, 0)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	v.Query = filterQuery(q)
	s.render(w, "player", http.StatusOK, &page{Title: "stud8: " + f.Person, Data: v})
}

// playerData runs the graph report, a page of the sessions report and the
// compare report (winners of at least winners hands) for the player (or,
// f.Person set and f.Player not, the graph and sessions of the person,
// without the compare, which is per account), and finds the session asked
// for.
func (s *Server) playerData(r *http.Request, f filter.Filter, tq tableQuery, session, winners int) (*playerView, error) {
	ctx := r.Context()
	v := &playerView{Player: f.Player}
	base := "/player/" + url.PathEscape(f.Player)
	if f.Player == "" {
		v.Player, v.Person = f.Person, true
		base = "/person/" + url.PathEscape(f.Person)
	}
	g, err := s.runReport(ctx, "graph", f)
	if err != nil {
		return nil, err
	}
	if len(g.Rows) == 0 {
		return nil, errNotFound("no hands of %q in this selection", v.Player)
	}
	if v.Graphs, err = graphsByCurrency(v.Player, g); err != nil {
		return nil, err
	}
	sess, err := s.runPage(ctx, "sessions", f, tq)
	if err != nil {
		return nil, err
	}
	q := r.URL.Query()
	v.Sessions = s.newPagedTable("sessions", sess, tq, base, keepQuery(q, "session"))
	col := columns(sess)
	v.Sessions.LinkCol = col["session"]
	keep := keepQuery(q, tableParams...)
	// A session is numbered among its account's: on a person's page it
	// links to the page of its account.
	account := func(row []any) string { return cell(row, col["player"]) }
	for i, row := range sess.Rows {
		qq := url.Values{}
		for k, vs := range keep {
			qq[k] = vs
		}
		qq.Del("person")
		qq.Set("session", cell(row, col["session"]))
		v.Sessions.Links[i] = "/player/" + url.PathEscape(account(row)) + "?" + qq.Encode() + "#session"
	}
	// A session's hand count lists its hands, its biggest win and loss
	// the hands of that net.
	fq := filterQuery(q)
	fq.Del("min_hands")
	fq.Del("person")
	v.Sessions.linkColumn(sess, "hands", func(row []any) string {
		return handsLink(fq, "player", account(row), "session", cell(row, col["session"]))
	})
	for _, c := range []struct{ name, sort string }{{"biggest_win", "-net"}, {"biggest_loss", "net"}} {
		v.Sessions.linkColumn(sess, c.name, func(row []any) string {
			if cell(row, col[c.name]) == "" {
				return ""
			}
			return handsLink(fq, "player", account(row), "session", cell(row, col["session"]),
				"sort", "net", "dir", map[string]string{"-net": "desc", "net": "asc"}[c.sort])
		})
	}
	if f.Player != "" {
		if v.Compare, err = s.compareTable(ctx, f, winners); err != nil {
			return nil, err
		}
		v.MinHands, v.Level = winners, reports.DefaultLevel
	}
	if session == 0 {
		return v, nil
	}
	if v.Session, err = s.sessionHands(ctx, f, g, sess, session); err != nil {
		return nil, err
	}
	return v, nil
}

// compareTable runs the compare report of the filter's player (the
// winners of at least minHands hands, at reports.DefaultLevel) and lays
// out its main columns.
func (s *Server) compareTable(ctx context.Context, f filter.Filter, minHands int) (*tableView, error) {
	res, err := reports.Compare(ctx, s.db, reports.CompareOptions{Filter: f, MinHands: minHands})
	if err != nil {
		return nil, err
	}
	if err := res.Keep(0, reports.CompareMainColumns()); err != nil {
		return nil, err
	}
	t := newTable(res)
	t.ID = "compare"
	return t, nil
}

// sessionHands lists session number n of the player in the filter's
// selection (sessions are numbered within it, whatever the currency): its
// first and last hand come from the sessions report's row of that number
// (on the page shown, else read on its own), its hands are the graph
// report's rows of its currency between them.
func (s *Server) sessionHands(ctx context.Context, f filter.Filter, g, shown *reports.Result, n int) (*sessionView, error) {
	res := &reports.Result{Columns: shown.Columns}
	for _, row := range shown.Rows {
		if cell(row, columns(shown)["session"]) == strconv.Itoa(n) {
			res.Rows = [][]any{row}
		}
	}
	if len(res.Rows) == 0 {
		// Sessions are numbered from 1 in time order: number n is row n
		// of the report sorted by number.
		f.Rows = filter.Rows{OrderBy: "session", Limit: 1, Offset: n - 1}
		var err error
		if res, err = s.runReport(ctx, "sessions", f); err != nil {
			return nil, err
		}
	}
	if len(res.Rows) == 0 {
		return nil, errNotFound("player %q has no session %d in this selection", f.Player, n)
	}
	col := columns(res)
	row := res.Rows[0]
	start, _ := row[col[timeColumn("start")]].(time.Time)
	end, _ := row[col[timeColumn("end")]].(time.Time)
	if cell(row, col["session"]) != strconv.Itoa(n) {
		return nil, fmt.Errorf("sessions report: row %d is session %s", n, cell(row, col["session"]))
	}
	sv := &sessionView{Currency: cell(row, col["currency"]), Number: n}
	gc := columns(g)
	at := gc[timeColumn("started_at")]
	for _, row := range g.Rows {
		t, _ := row[at].(time.Time)
		if cell(row, gc["currency"]) != sv.Currency || t.Before(start) || t.After(end) {
			continue
		}
		site, id := cell(row, gc["site"]), cell(row, gc["hand_id"])
		sv.Hands = append(sv.Hands, handRow{Site: site, ID: id, Started: cell(row, at),
			Net:  cell(row, gc["net"]),
			Link: "/hand/" + url.PathEscape(site) + "/" + url.PathEscape(id) + "?player=" + url.QueryEscape(f.Player)})
	}
	return sv, nil
}

// timeColumn is the result column of a report's time column, labelled
// with the zone it is shown in.
func timeColumn(name string) string { return name + " (" + reports.ZoneLabel(nil) + ")" }
