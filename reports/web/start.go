package web

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"

	"github.com/stud8/stud8/reports"
)

// MaxSuggestions is the most players, and the most hands, a search
// suggests.
const MaxSuggestions = 10

// startView is the start page: the overview with its links.
type startView struct {
	*reports.Overview
	Units, Findings *tableView
	Session         *tableView // the owner's last session, nil for none
}

// index serves the start page: what the database holds by site, game and
// unit, the totals and dates, the last session of its main player, the
// findings by code, and the search box; every count links to its hands.
func (s *Server) index(w http.ResponseWriter, r *http.Request) {
	o, err := reports.ReadOverview(r.Context(), s.db)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	v := &startView{Overview: o, Units: newTable(o.Units), Findings: newTable(o.Findings)}
	v.Units.ID, v.Findings.ID = "overview", "start-findings"
	every := url.Values{} // the counts are every player's: so are their hands
	if err := s.everyPlayer(r.Context(), every); err != nil {
		s.fail(w, r, err)
		return
	}
	uc := columns(o.Units)
	for i, row := range o.Units.Rows {
		v.Units.Links[i] = handsLink(every, "site", cell(row, uc["site"]), "game", cell(row, uc["game"]), "currency", cell(row, uc["currency"]))
	}
	fc := columns(o.Findings)
	for i, row := range o.Findings.Rows {
		v.Findings.Links[i] = handsLink(every, "code", cell(row, fc["code"]), "currency", cell(row, fc["currency"]))
	}
	if o.LastSession != nil && len(o.LastSession.Rows) > 0 {
		v.Session = newTable(o.LastSession)
		v.Session.ID = "last-session"
		sc := columns(o.LastSession)
		v.Session.Links[0] = handsLink(nil, "player", o.Owner, "session", cell(o.LastSession.Rows[0], sc["session"]))
	}
	s.render(w, "index", http.StatusOK, &page{Title: "stud8", Data: v})
}

// searchQuery reads the search text: required, trimmed (the guard has
// bounded its length and checked it is UTF-8).
func searchQuery(q url.Values) (string, error) {
	text := strings.TrimSpace(q.Get("q"))
	if text == "" {
		return "", errBadRequest("q: the text to search for is required")
	}
	return text, nil
}

// searchResult is the suggestions' JSON: players and hands, each with the
// page it opens.
type searchResult struct {
	Players []suggestion `json:"players"`
	Hands   []suggestion `json:"hands"`
}

type suggestion struct {
	reports.Match
	URL string `json:"url"`
}

// search finds the suggestions for q, each with its page.
func (s *Server) search(r *http.Request, q string) (*searchResult, error) {
	players, hands, err := reports.Search(r.Context(), s.db, q, MaxSuggestions)
	if err != nil {
		return nil, err
	}
	out := &searchResult{Players: []suggestion{}, Hands: []suggestion{}}
	for _, m := range players {
		out.Players = append(out.Players, suggestion{m, "/player/" + url.PathEscape(m.Player)})
	}
	for _, m := range hands {
		out.Hands = append(out.Hands, suggestion{m, "/hand/" + url.PathEscape(m.Site) + "/" + url.PathEscape(m.HandID)})
	}
	return out, nil
}

// suggest serves /api/search?q=TEXT: at most MaxSuggestions players whose
// name contains the text and as many hands whose id starts with it, in
// any case, as JSON.
func (s *Server) suggest(w http.ResponseWriter, r *http.Request) {
	q, err := searchQuery(r.URL.Query())
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	res, err := s.search(r, q)
	if err != nil {
		if s.Log != nil {
			s.Log.Printf("%s %s: %v", r.Method, r.URL, err)
		}
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(res)
}

// searchPage serves /search?q=TEXT, the start page's search box: a hand
// id or a player's name (any case) opens that page; anything else is a 404
// listing the suggestions.
func (s *Server) searchPage(w http.ResponseWriter, r *http.Request) {
	q, err := searchQuery(r.URL.Query())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	res, err := s.search(r, q)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var exact []string
	for _, h := range res.Hands {
		if strings.EqualFold(h.HandID, q) {
			exact = append(exact, h.URL)
		}
	}
	if len(exact) == 1 {
		http.Redirect(w, r, exact[0], http.StatusSeeOther)
		return
	}
	if name, err := reports.FindPlayer(r.Context(), s.db, q); err == nil {
		http.Redirect(w, r, "/player/"+url.PathEscape(name), http.StatusSeeOther)
		return
	}
	var names []string
	for _, p := range res.Players {
		names = append(names, p.Player)
	}
	for _, h := range res.Hands {
		names = append(names, h.Site+" "+h.HandID)
	}
	if len(names) == 0 {
		s.fail(w, r, errNotFound("no player or hand matches %q", q))
		return
	}
	s.fail(w, r, errNotFound("no player or hand is %q; close: %s", q, strings.Join(names, ", ")))
}
