// Package web is stud8's local review site: a hand replayer, a player's
// winnings graph and sessions, the stats table and the audit, served by
// net/http over a database opened read-only. Every page reads through the
// reports package (the same SQL as the CLI, with the same filters as query
// parameters); HTML, CSS and JavaScript are embedded, nothing is fetched
// from the network.
package web

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"log"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/reports"
)

//go:embed assets
var assetFS embed.FS

//go:embed templates/*.html
var templateFS embed.FS

// Server serves the pages over one database.
type Server struct {
	db    *sql.DB
	opts  Options
	mux   *http.ServeMux
	pages map[string]*template.Template
	// Log receives internal errors; nil discards them.
	Log *log.Logger
	// PageSize is the rows a page of the stats, the audit's findings and
	// a player's sessions shows; 0 means DefaultPageSize.
	PageSize int
	// MaxResponse is the largest page built, in bytes; 0 means
	// MaxResponse.
	MaxResponse int
}

// Options are what a server must know besides its database.
type Options struct {
	// Addrs are the addresses (host:port) the server is reached at: the
	// one it was asked to listen on and the one it listens on. A request
	// whose Host is none of them, nor localhost, 127.0.0.1 or [::1] with
	// one of their ports, is refused (421).
	Addrs []string
	// Sites are the names of the sites stud8 reads: a site= parameter
	// names one of them, in any case, or is a 400.
	Sites []string
}

// New returns a server reading db, which the caller opened read-only
// (store.OpenReadOnly or store.OpenParquet) and closes.
func New(db *sql.DB, o Options) (*Server, error) {
	s := &Server{db: db, opts: o, mux: http.NewServeMux(), pages: map[string]*template.Template{}}
	for _, name := range []string{"index", "hand", "hands", "player", "stats", "audit", "error", "definitions"} {
		t, err := template.New("layout.html").Funcs(funcs).ParseFS(templateFS, "templates/layout.html", "templates/"+name+".html")
		if err != nil {
			return nil, fmt.Errorf("template %s: %w", name, err)
		}
		s.pages[name] = t
	}
	assets, err := fs.Sub(assetFS, "assets")
	if err != nil {
		return nil, err
	}
	files := http.FileServerFS(assets)
	s.mux.Handle("GET /assets/", http.StripPrefix("/assets/", noListing(files)))
	s.mux.HandleFunc("GET /{$}", s.index)
	s.mux.HandleFunc("GET /hand/{site}/{id}", s.hand)
	s.mux.HandleFunc("GET /hands", s.hands)
	s.mux.HandleFunc("GET /player/{name}", s.player)
	s.mux.HandleFunc("GET /player", s.findPlayer)
	s.mux.HandleFunc("GET /person/{name}", s.person)
	s.mux.HandleFunc("GET /stats", s.stats)
	s.mux.HandleFunc("GET /audit", s.audit)
	s.mux.HandleFunc("GET /definitions", s.definitions)
	s.mux.HandleFunc("GET /api/stamp", s.dataStamp)
	s.mux.HandleFunc("GET /api/search", s.suggest)
	s.mux.HandleFunc("GET /search", s.searchPage)
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		s.fail(w, r, errNotFound("no page at %s", r.URL.Path))
	})
	return s, nil
}

// ServeHTTP serves one request; only GET and HEAD reach a page, only
// requests to this server's own address (allowedHost), and only those whose
// path and query are UTF-8 text within the bounds of guard.go.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed: the server only reads", http.StatusMethodNotAllowed)
		return
	}
	if !allowedHost(r.Host, s.opts.Addrs) {
		// Plain text: a page of this server's look must not reach a
		// site that is not its user's.
		http.Error(w, errMisdirected(r.Host, s.opts.Addrs).Error(), http.StatusMisdirectedRequest)
		return
	}
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'")
	if err := checkRequest(r.URL); err != nil {
		s.fail(w, r, err)
		return
	}
	s.mux.ServeHTTP(w, r)
}

// noListing refuses directory listings of the assets.
func noListing(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "" || strings.HasSuffix(r.URL.Path, "/") {
			http.NotFound(w, r)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// httpError is an error with the status it is answered with.
type httpError struct {
	status int
	msg    string
}

func (e *httpError) Error() string { return e.msg }

func errNotFound(format string, a ...any) error {
	return &httpError{http.StatusNotFound, fmt.Sprintf(format, a...)}
}

func errBadRequest(format string, a ...any) error {
	return &httpError{http.StatusBadRequest, fmt.Sprintf(format, a...)}
}

// fail answers err as an error page: its own status for an httpError, 500
// (logged, reason hidden) for anything else.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	status, msg := http.StatusInternalServerError, "internal error"
	var he *httpError
	if errors.As(err, &he) {
		status, msg = he.status, he.msg
	} else if s.Log != nil {
		s.Log.Printf("%s %s: %v", r.Method, r.URL, err)
	}
	s.render(w, "error", status, &page{Title: http.StatusText(status), Data: map[string]any{
		"Status": status, "Text": http.StatusText(status), "Message": msg}})
}

// page is what the layout template receives.
type page struct {
	Title  string
	Nav    string // the nav entry to mark
	Filter url.Values
	Data   any
}

// render executes a page template into a buffer first, so that a template
// error becomes a 500 rather than half a page; a page past MaxResponse
// bytes is not built further and answers a 500 saying so.
func (s *Server) render(w http.ResponseWriter, name string, status int, p *page) {
	buf := &cappedBuffer{max: s.maxResponse()}
	if err := s.pages[name].Execute(buf, p); err != nil {
		if s.Log != nil {
			s.Log.Printf("template %s: %v", name, err)
		}
		msg := "internal error"
		if errors.Is(err, errTooLarge) {
			msg = fmt.Sprintf("internal error: the page would be larger than %d bytes; narrow the selection", buf.max)
		}
		http.Error(w, msg, http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	w.Write(buf.b)
}

// maxResponse is the largest page the server builds.
func (s *Server) maxResponse() int {
	if s.MaxResponse > 0 {
		return s.MaxResponse
	}
	return MaxResponse
}

// filterParams are the query parameters read into a filter.Filter, the
// same filters as the report commands' flags.
var filterParams = []string{"person", "site", "game", "stakes", "currency", "from", "to", "min_hands", "gap"}

// parseFilter reads the filter from the query as the report commands read
// their flags; a malformed value, or a site stud8 does not read, is a 400
// with the reason.
func (s *Server) parseFilter(q url.Values) (filter.Filter, error) {
	f := filter.Filter{Game: q.Get("game"), Player: q.Get("player"), Person: q.Get("person"), Currency: q.Get("currency")}
	if v := q.Get("site"); v != "" {
		name, ok := s.site(v)
		if !ok {
			return f, errBadRequest("site=%q: not a site stud8 reads (%s)", v, strings.Join(s.opts.Sites, ", "))
		}
		f.Site = name
	}
	if v := q.Get("stakes"); v != "" {
		small, big, err := filter.ParseStakes(v)
		if err != nil {
			return f, errBadRequest("stakes=%q: %v", v, err)
		}
		f.Small, f.Big = small, big
	}
	day := func(name string) (time.Time, error) {
		v := q.Get(name)
		if v == "" {
			return time.Time{}, nil
		}
		t, err := time.Parse("2006-01-02", v)
		if err != nil {
			return t, errBadRequest("%s=%q: want a day as YYYY-MM-DD", name, v)
		}
		return t, nil
	}
	num := func(name string) (int, error) {
		v := q.Get(name)
		if v == "" {
			return 0, nil
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > MaxRow {
			return 0, errBadRequest("%s=%q: want a whole number from 0 to %d", name, v, MaxRow)
		}
		return n, nil
	}
	var err error
	if f.From, err = day("from"); err != nil {
		return f, err
	}
	if f.To, err = day("to"); err != nil {
		return f, err
	}
	if !f.From.IsZero() && !f.To.IsZero() && f.To.Before(f.From) {
		return f, errBadRequest("to=%s is before from=%s", q.Get("to"), q.Get("from"))
	}
	if f.MinHands, err = num("min_hands"); err != nil {
		return f, err
	}
	if f.GapMinutes, err = num("gap"); err != nil {
		return f, err
	}
	if g := f.Game; g != "" && g != "stud8" && g != "stud" && g != "razz" {
		return f, errBadRequest("game=%q: want stud8, stud or razz", g)
	}
	return f, nil
}

// playerOrHero returns the player a page that takes ?player= reads: the
// query's, even empty (every player), or without one and without
// ?person= the saved hero ("" when none is saved).
func (s *Server) playerOrHero(ctx context.Context, q url.Values) (string, error) {
	if q.Has("player") || q.Get("person") != "" {
		return q.Get("player"), nil
	}
	return reports.Hero(ctx, s.db)
}

// findPerson returns the stored spelling of ?person= (reports.FindPerson);
// a person no account has is a 404 with the close names.
func (s *Server) findPerson(ctx context.Context, name string) (string, error) {
	p, err := reports.FindPerson(ctx, s.db, name)
	return p, playerError(err)
}

// everyPlayer makes link (a query) select every player when a hero is
// saved and the link names no player: a page of every player's counts
// links to the hands it counts, not to the hero's.
func (s *Server) everyPlayer(ctx context.Context, link url.Values) error {
	if link.Has("player") {
		return nil
	}
	h, err := reports.Hero(ctx, s.db)
	if err == nil && h != "" {
		link.Set("player", "")
	}
	return err
}

// site returns the registry's spelling of the site named v, in any case.
func (s *Server) site(v string) (string, bool) {
	for _, name := range s.opts.Sites {
		if strings.EqualFold(name, v) {
			return name, true
		}
	}
	return "", false
}

// filterQuery keeps the filter parameters of q, for links that carry the
// selection from page to page.
func filterQuery(q url.Values) url.Values {
	out := url.Values{}
	for _, k := range filterParams {
		if v := q.Get(k); v != "" {
			out.Set(k, v)
		}
	}
	return out
}

// runReport runs the named report of the registry.
func (s *Server) runReport(ctx context.Context, name string, f filter.Filter) (*reports.Result, error) {
	r, ok := reports.Lookup(name)
	if !ok {
		return nil, fmt.Errorf("no report named %q", name)
	}
	return reports.Run(ctx, s.db, r, f)
}

var funcs = template.FuncMap{
	"query": func(base string, v url.Values, kv ...string) string {
		q := url.Values{}
		for k, vs := range v {
			q[k] = append([]string(nil), vs...)
		}
		for i := 0; i+1 < len(kv); i += 2 {
			if kv[i+1] == "" {
				q.Del(kv[i])
			} else {
				q.Set(kv[i], kv[i+1])
			}
		}
		if len(q) == 0 {
			return base
		}
		return base + "?" + q.Encode()
	},
	"pathEscape": url.PathEscape,
	"thousands":  thousands,
	"list":       func(s ...string) []string { return s },
}

// findPlayer sends the start page's player form to the player's page:
// the name in any case (bluffdre824 opens BluffDre824); a name no player
// has is a 404 naming the close ones.
func (s *Server) findPlayer(w http.ResponseWriter, r *http.Request) {
	name := strings.TrimSpace(r.URL.Query().Get("name"))
	if name == "" && !r.URL.Query().Has("name") {
		h, err := reports.Hero(r.Context(), s.db)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		name = h // the saved hero's page
	}
	if name == "" {
		s.fail(w, r, errBadRequest("name: a player name is required"))
		return
	}
	stored, err := reports.FindPlayer(r.Context(), s.db, name)
	if err != nil {
		s.fail(w, r, playerError(err))
		return
	}
	http.Redirect(w, r, "/player/"+url.PathEscape(stored), http.StatusSeeOther)
}
