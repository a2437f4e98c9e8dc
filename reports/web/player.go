package web

import (
	"context"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/reports"
)

// playerView is a player's page: one graph per currency, a page of the
// sessions, and the hands of the session asked for.
type playerView struct {
	Player   string
	Graphs   []graphView
	Sessions *pagedTable
	Session  *sessionView
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
// stats are), and with ?session=N that session's hands.
func (s *Server) player(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f, err := s.parseFilter(q)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	f.Player = r.PathValue("name")
	if stored, err := reports.FindPlayer(r.Context(), s.db, f.Player); err != nil {
		s.fail(w, r, playerError(err))
		return
	} else if stored != f.Player {
		// The name in another case: the page of the stored spelling.
		u := *r.URL
		u.Path = "/player/" + stored
		u.RawPath = ""
		http.Redirect(w, r, u.String(), http.StatusSeeOther)
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
	v, err := s.playerData(r, f, tq, session)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	v.Query = filterQuery(q)
	s.render(w, "player", http.StatusOK, &page{Title: "stud8: " + f.Player, Data: v})
}

// playerData runs the graph report and a page of the sessions report for
// the player, and finds the session asked for.
func (s *Server) playerData(r *http.Request, f filter.Filter, tq tableQuery, session int) (*playerView, error) {
	ctx := r.Context()
	g, err := s.runReport(ctx, "graph", f)
	if err != nil {
		return nil, err
	}
	if len(g.Rows) == 0 {
		return nil, errNotFound("no hands of player %q in this selection", f.Player)
	}
	v := &playerView{Player: f.Player}
	if v.Graphs, err = graphsByCurrency(f.Player, g); err != nil {
		return nil, err
	}
	sess, err := s.runPage(ctx, "sessions", f, tq)
	if err != nil {
		return nil, err
	}
	base := "/player/" + url.PathEscape(f.Player)
	q := r.URL.Query()
	v.Sessions = s.newPagedTable("sessions", sess, tq, base, keepQuery(q, "session"))
	col := columns(sess)
	v.Sessions.LinkCol = col["session"]
	keep := keepQuery(q, tableParams...)
	for i, row := range sess.Rows {
		qq := url.Values{}
		for k, vs := range keep {
			qq[k] = vs
		}
		qq.Set("session", cell(row, col["session"]))
		v.Sessions.Links[i] = base + "?" + qq.Encode() + "#session"
	}
	// A session's hand count lists its hands, its biggest win and loss
	// the hands of that net.
	fq := filterQuery(q)
	fq.Del("min_hands")
	v.Sessions.linkColumn(sess, "hands", func(row []any) string {
		return handsLink(fq, "player", f.Player, "session", cell(row, col["session"]))
	})
	for _, c := range []struct{ name, sort string }{{"biggest_win", "-net"}, {"biggest_loss", "net"}} {
		v.Sessions.linkColumn(sess, c.name, func(row []any) string {
			if cell(row, col[c.name]) == "" {
				return ""
			}
			return handsLink(fq, "player", f.Player, "session", cell(row, col["session"]),
				"sort", "net", "dir", map[string]string{"-net": "desc", "net": "asc"}[c.sort])
		})
	}
	if session == 0 {
		return v, nil
	}
	if v.Session, err = s.sessionHands(ctx, f, g, sess, session); err != nil {
		return nil, err
	}
	return v, nil
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

// graphView is one currency's winnings graph, drawn as inline SVG.
type graphView struct {
	Currency string
	Hands    int
	SVG      template.HTML
	Legend   []legendEntry
	Final    []string // last value of each line
}

type legendEntry struct{ Name, Color, Last string }

// graphsByCurrency draws one graph per unit of money: the graph report's
// running totals restart for each unit (reports.CurvesFromResult gives the
// first unit's curves and the others'), and are never added across units.
func graphsByCurrency(player string, res *reports.Result) ([]graphView, error) {
	first, err := reports.CurvesFromResult(player, res)
	if err != nil {
		return nil, err
	}
	var out []graphView
	for _, c := range append([]*reports.Curves{first}, first.Others...) {
		g := graphView{Currency: c.Currency, Hands: c.Hands}
		if first.Others != nil || c != first {
			g.Hands = len(c.Lines[0].Values)
		}
		if g.Currency == "" {
			g.Currency = "chips"
		}
		lines := make([][]float64, len(c.Lines))
		for k, l := range c.Lines {
			lines[k] = l.Values
			last := 0.0
			if n := len(l.Values); n > 0 {
				last = l.Values[n-1]
			}
			color := fmt.Sprintf("#%02x%02x%02x", l.Color.R, l.Color.G, l.Color.B)
			g.Legend = append(g.Legend, legendEntry{Name: l.Name, Color: color, Last: strconv.FormatFloat(last, 'f', 2, 64)})
		}
		g.SVG = drawSVG(lines, g.Legend)
		out = append(out, g)
	}
	return out, nil
}

// drawSVG draws the lines as polylines over a zero axis, at most 800
// points each so that a long career stays a small page.
func drawSVG(lines [][]float64, legend []legendEntry) template.HTML {
	const W, H, pad = 800.0, 260.0, 30.0
	lo, hi, n := 0.0, 0.0, 0
	for _, l := range lines {
		n = max(n, len(l))
		for _, x := range l {
			lo, hi = min(lo, x), max(hi, x)
		}
	}
	if hi == lo {
		hi = lo + 1
	}
	x := func(i int) float64 {
		if n <= 1 {
			return pad
		}
		return pad + float64(i)*(W-2*pad)/float64(n-1)
	}
	y := func(v float64) float64 { return H - pad - (v-lo)*(H-2*pad)/(hi-lo) }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="graph" viewBox="0 0 %g %g" role="img" aria-label="cumulative winnings">`, W, H)
	fmt.Fprintf(&b, `<line x1="%g" x2="%g" y1="%.1f" y2="%.1f" stroke="#999" stroke-dasharray="4 3"/>`, pad, W-pad, y(0), y(0))
	fmt.Fprintf(&b, `<text x="2" y="%.1f" font-size="10">%.2f</text><text x="2" y="%.1f" font-size="10">%.2f</text>`, y(hi)+4, hi, y(lo)+4, lo)
	stride := max(1, n/800)
	for k, l := range lines {
		fmt.Fprintf(&b, `<polyline fill="none" stroke-width="1.5" stroke="%s" data-line="%s" points="`, legend[k].Color, template.HTMLEscapeString(legend[k].Name))
		for i := 0; i < len(l); i += stride {
			fmt.Fprintf(&b, "%.1f,%.1f ", x(i), y(l[i]))
		}
		if (len(l)-1)%stride != 0 {
			fmt.Fprintf(&b, "%.1f,%.1f", x(len(l)-1), y(l[len(l)-1]))
		}
		b.WriteString(`"/>`)
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}
