package web

import (
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/reports"
)

// handListParams are the hand list's own query parameters, besides the
// report filters (filterParams) and player.
var handListParams = []string{"player", "table", "session", "street", "showdown", "result",
	"min_pot", "max_pot", "min_net", "max_net", "code", "all_in", "door", "start_class"}

// handsView is the hand list page: its filters and one page of hands.
type handsView struct {
	Table  *pagedTable
	Query  url.Values
	Doors  []string // the door filter's choices
	Starts []string // the start class filter's choices
}

// parseHandList reads the hand list's selection from the query; a
// malformed value is a 400 with the reason.
func (s *Server) parseHandList(q url.Values) (reports.HandList, error) {
	f, err := s.parseFilter(q)
	if err != nil {
		return reports.HandList{}, err
	}
	l := reports.HandList{Filter: f, Table: q.Get("table"), Showdown: q.Get("showdown"), Result: q.Get("result"),
		MinPot: q.Get("min_pot"), MaxPot: q.Get("max_pot"), MinNet: q.Get("min_net"), MaxNet: q.Get("max_net"),
		Code: q.Get("code"), AllIn: q.Get("all_in"), Door: q.Get("door"), StartClass: q.Get("start_class")}
	for _, p := range []struct {
		name string
		dst  *int
	}{{"session", &l.Session}, {"street", &l.Reached}} {
		if v := q.Get(p.name); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > MaxRow {
				return l, errBadRequest("%s=%q: want a whole number", p.name, v)
			}
			*p.dst = n
		}
	}
	if err := l.Validate(); err != nil {
		return l, errBadRequest("%s", strings.TrimPrefix(err.Error(), reports.ErrHandList.Error()+": "))
	}
	return l, nil
}

// hands serves /hands: the hand list with the report filters and its own
// (handListParams), sorted by any column both ways and paged in the
// database; each hand links to the replayer, opened for the player.
func (s *Server) hands(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	l, err := s.parseHandList(q)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if l.Filter.Player, err = s.playerOrHero(r.Context(), q); err != nil {
		s.fail(w, r, err)
		return
	}
	if l.Filter.Person, err = s.findPerson(r.Context(), l.Filter.Person); err != nil {
		s.fail(w, r, err)
		return
	}
	if l.Filter.Player != "" {
		name, err := reports.FindPlayer(r.Context(), s.db, l.Filter.Player)
		if err != nil {
			s.fail(w, r, playerError(err))
			return
		}
		l.Filter.Player = name
	}
	tq, err := parseTableQuery(q, tableQuery{})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	size := s.pageSize()
	l.Filter.Rows = filter.Rows{OrderBy: tq.Sort, Desc: tq.Desc, Limit: size, Offset: (tq.Page - 1) * size}
	res, err := reports.Hands(r.Context(), s.db, l)
	switch {
	case errors.Is(err, reports.ErrNoColumn):
		s.fail(w, r, errBadRequest("sort=%q: no such column", tq.Sort))
		return
	case errors.Is(err, reports.ErrHandList):
		s.fail(w, r, errNotFound("%s", strings.TrimPrefix(err.Error(), reports.ErrHandList.Error()+": ")))
		return
	case err != nil:
		s.fail(w, r, err)
		return
	}
	keep := keepQuery(q, handListParams...)
	t := s.newPagedTable("hands", res, tq, "/hands", keep)
	col := columns(res)
	t.LinkCol = col["hand_id"]
	for i, row := range res.Rows {
		link := url.Values{}
		if p := cell(row, col["player"]); p != "" {
			link.Set("player", p)
		}
		t.Links[i] = "/hand/" + url.PathEscape(cell(row, col["site"])) + "/" + url.PathEscape(cell(row, col["hand_id"]))
		if len(link) > 0 {
			t.Links[i] += "?" + link.Encode()
		}
	}
	v := &handsView{Table: t, Query: keepQuery(q, append(handListParams, "sort", "dir")...), Doors: reports.DoorClasses, Starts: reports.StartClasses}
	s.render(w, "hands", http.StatusOK, &page{Title: "stud8: hands", Nav: "hands", Filter: v.Query, Data: v})
}

// handsLink is the hand list filtered by the filters of keep and the pairs kv.
func handsLink(keep url.Values, kv ...string) string {
	q := url.Values{}
	for k, vs := range keep {
		q[k] = append([]string(nil), vs...)
	}
	for i := 0; i+1 < len(kv); i += 2 {
		q.Set(kv[i], kv[i+1])
	}
	return "/hands?" + q.Encode()
}

// playerError is FindPlayer's error as the pages answer it: a 404 naming
// the close names.
func playerError(err error) error {
	var np *reports.NoPlayerError
	if errors.As(err, &np) {
		return errNotFound("%s", np.Error())
	}
	return err
}
