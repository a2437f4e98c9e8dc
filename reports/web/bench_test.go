package web

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"

	"github.com/stud8/stud8/gen"
	"github.com/stud8/stud8/ingest"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/reports"
	"github.com/stud8/stud8/store"
)

// The benchmarks serve each page over a database of generated hands:
// $STUD8_WEB_BENCH_DB names one already imported (e.g. 1,000,000 hands:
// stud8 gen --hands 1000000 --faults 0.01 --labels /dev/null --out hands/ &&
// stud8 import --profile oracle hands/), else $STUD8_WEB_BENCH_HANDS hands
// (default 100,000) are generated and imported in a temporary directory.
var (
	benchOnce sync.Once
	benchPath string
	benchErr  error
)

func benchDBPath(b *testing.B) string {
	b.Helper()
	benchOnce.Do(func() {
		if p := os.Getenv("STUD8_WEB_BENCH_DB"); p != "" {
			benchPath = p
			return
		}
		n := 100_000
		if v := os.Getenv("STUD8_WEB_BENCH_HANDS"); v != "" {
			if n, benchErr = strconv.Atoi(v); benchErr != nil {
				return
			}
		}
		dir, err := os.MkdirTemp("", "stud8-web-bench-")
		if err != nil {
			benchErr = err
			return
		}
		hands := filepath.Join(dir, "hands")
		if err := os.Mkdir(hands, 0o755); err != nil {
			benchErr = err
			return
		}
		cfg := gen.Config{Hands: n, Seed: 14, MinPlayers: 2, MaxPlayers: 8, FaultRate: 0.01}
		if _, err := gen.GenerateDir(cfg, hands, io.Discard); err != nil {
			benchErr = fmt.Errorf("gen: %w", err)
			return
		}
		benchPath = filepath.Join(dir, "bench.duckdb")
		ctx := context.Background()
		db, err := store.Open(ctx, benchPath)
		if err != nil {
			benchErr = err
			return
		}
		defer db.Close()
		if _, err := ingest.Import(ctx, db, []string{hands}, ingest.Options{Profile: "oracle", Derived: ingest.Derived{Fresh: reports.CacheFresh, Refresh: reports.RefreshCache}}); err != nil {
			benchErr = fmt.Errorf("import: %w", err)
		}
		os.RemoveAll(hands)
	})
	if benchErr != nil {
		b.Fatal(benchErr)
	}
	return benchPath
}

// benchServer opens the benchmark database read-only and serves it.
func benchServer(b *testing.B) (*Server, *sql.DB) {
	b.Helper()
	db := openRO(b, benchDBPath(b))
	// httptest.NewRequest addresses example.com.
	s, err := New(db, Options{Addrs: []string{"example.com:80"}, Sites: sites.Names()})
	if err != nil {
		b.Fatal(err)
	}
	return s, db
}

// benchPage serves path over and over and reports the page's size.
func benchPage(b *testing.B, s *Server, path string) {
	b.Helper()
	var n int
	b.ResetTimer()
	for b.Loop() {
		w := httptest.NewRecorder()
		s.ServeHTTP(w, httptest.NewRequest(http.MethodGet, path, nil))
		if w.Code != http.StatusOK {
			b.Fatalf("GET %s: %d %.300s", path, w.Code, w.Body.String())
		}
		n = w.Body.Len()
	}
	b.ReportMetric(float64(n), "page-bytes")
}

// pick runs a query for a row to benchmark on.
func pick(b *testing.B, db *sql.DB, q string, dst ...any) {
	b.Helper()
	if err := db.QueryRow(q).Scan(dst...); err != nil {
		b.Fatalf("%s: %v", q, err)
	}
}

// BenchmarkHandPage serves the replayer for the hand with the most actions.
func BenchmarkHandPage(b *testing.B) {
	s, db := benchServer(b)
	var site, id string
	pick(b, db, `SELECT h.site, h.hand_id FROM hands h JOIN (SELECT hand_key, count(*) n FROM actions GROUP BY 1 ORDER BY n DESC LIMIT 1) USING (hand_key)`, &site, &id)
	benchPage(b, s, "/hand/"+url.PathEscape(site)+"/"+url.PathEscape(id))
}

// busiest is the player with the most hands.
func busiest(b *testing.B, db *sql.DB) string {
	var p string
	pick(b, db, `SELECT player FROM hand_players GROUP BY player ORDER BY count(*) DESC, player LIMIT 1`, &p)
	return p
}

// BenchmarkPlayerPage serves the graph and sessions of the busiest player.
func BenchmarkPlayerPage(b *testing.B) {
	s, db := benchServer(b)
	benchPage(b, s, "/player/"+url.PathEscape(busiest(b, db)))
}

// BenchmarkSessionPage serves the busiest player's page with his first
// session's hands listed.
func BenchmarkSessionPage(b *testing.B) {
	s, db := benchServer(b)
	benchPage(b, s, "/player/"+url.PathEscape(busiest(b, db))+"?session=1")
}

// BenchmarkStatsPage serves the first page of the stats table of every
// player, in the report's order.
func BenchmarkStatsPage(b *testing.B) {
	s, _ := benchServer(b)
	benchPage(b, s, "/stats")
}

// BenchmarkStatsPageSorted serves a page in the middle of the stats table
// sorted by a statistic, largest first.
func BenchmarkStatsPageSorted(b *testing.B) {
	s, db := benchServer(b)
	var players int
	pick(b, db, "SELECT count(DISTINCT player) FROM hand_players", &players)
	benchPage(b, s, "/stats?sort=vpip_3rd&dir=desc&page="+middlePage(players))
}

// middlePage is the page in the middle of rows rows (a stats table has a
// row per player at least; the findings by hand a row per hand), page 1
// for a database too small to have more, whatever database the benchmark
// is given (STUD8_WEB_BENCH_DB or the testdata).
func middlePage(rows int) string {
	return strconv.Itoa(rows/2/DefaultPageSize + 1)
}

// BenchmarkAuditPage serves the audit: findings by code, then the first
// page of the findings by hand.
func BenchmarkAuditPage(b *testing.B) {
	s, _ := benchServer(b)
	benchPage(b, s, "/audit")
}

// BenchmarkAuditPageSorted serves the findings by hand sorted by code, a
// page in the middle.
func BenchmarkAuditPageSorted(b *testing.B) {
	s, db := benchServer(b)
	var hands int
	pick(b, db, "SELECT count(DISTINCT hand_key) FROM findings", &hands)
	benchPage(b, s, "/audit?sort=code&page="+middlePage(hands))
}

// BenchmarkListPages serves the start page (overview, the main player's
// last session, findings by code), the hand list at its default sort
// (time), with two filters, and a player's, the stats by door card and
// the search's suggestions.
func BenchmarkListPages(b *testing.B) {
	s, db := benchServer(b)
	p := busiest(b, db)
	for _, c := range []struct{ name, path string }{
		{"start", "/"},
		{"hands", "/hands"},
		{"hands-filtered", "/hands?game=stud8&showdown=yes&sort=pot&dir=desc"},
		{"player-hands", "/hands?player=" + url.QueryEscape(p) + "&showdown=yes&sort=net&dir=desc"},
		{"stats-by-door", "/stats?by=door"},
		{"search", "/api/search?q=" + url.QueryEscape(p[:3])},
	} {
		b.Run(c.name, func(b *testing.B) { benchPage(b, s, c.path) })
	}
}
