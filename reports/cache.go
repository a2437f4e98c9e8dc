package reports

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
)

// Cached reports: the few reports whose every-player form is too large to
// compute on each run at scale keep their unfiltered rows in a table of the
// store (migration 0008_report_cache.sql). RefreshCache fills those tables
// by running the reports' own SQL, so each report is still defined once;
// a report reads its table only when the filter is the zero one and the
// table was built from the hands stored now (their data stamp).

// dataStampSQL identifies the hands stored now: how many, and the sum of a
// hash of their keys, so that any import, or a hand removed and another
// added, changes it.
const dataStampSQL = `SELECT count(*) || ':' || coalesce(sum(hash(hand_key)), 0) FROM hands`

// unfiltered reports whether f selects every hand with the reports'
// defaults (the rows a cached report keeps). Location and Rows only change
// how rows are shown.
func (f Filter) unfiltered() bool {
	return f.Player == "" && f.PlayerLike == "" && f.Site == "" && f.Game == "" &&
		f.Small == "" && f.Big == "" && f.Currency == "" && f.From.IsZero() && f.To.IsZero() &&
		f.MinHands == 0 && (f.GapMinutes == 0 || f.GapMinutes == DefaultGapMinutes) && !f.noCache
}

// cachedQuery returns the query that reads r's cached rows, or "" when r
// has no cache, f filters, or the cache is not that of the hands stored now
// (an import since, an interrupted import, a database from before the
// cache, a Parquet dataset without it).
func cachedQuery(ctx context.Context, conn *sql.Conn, r Report, f Filter) string {
	if r.Cache == "" || !f.unfiltered() {
		return ""
	}
	if ok, err := fresh(ctx, conn, r.Name); err != nil || !ok {
		return ""
	}
	return `SELECT * EXCLUDE (ord) FROM ` + r.Cache + ` ORDER BY ord`
}

// RefreshCache rebuilds the cached reports' tables from the hands stored
// now, in one transaction: the import calls it at its end, `stud8 report
// prepare` on a database upgraded to the cache. A database without the
// cache tables (older schema) is left as it is.
func RefreshCache(ctx context.Context, db *sql.DB) error {
	conn, err := db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("report cache: %w", err)
	}
	defer conn.Close()
	var n int
	if err := conn.QueryRowContext(ctx, `SELECT count(*) FROM information_schema.tables WHERE table_name = 'report_cache'`).Scan(&n); err != nil || n == 0 {
		return err
	}
	if err := InstallViews(ctx, conn); err != nil {
		return err
	}
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("report cache: %w", err)
	}
	defer tx.Rollback()
	var stamp string
	if err := tx.QueryRowContext(ctx, dataStampSQL).Scan(&stamp); err != nil {
		return fmt.Errorf("report cache: %w", err)
	}
	for _, r := range registry {
		if r.Cache == "" {
			continue
		}
		q, err := r.SQL()
		if err != nil {
			return err
		}
		steps := []struct {
			sql  string
			args []any
		}{
			{`DELETE FROM ` + r.Cache, nil},
			{`INSERT INTO ` + r.Cache + ` BY NAME SELECT row_number() OVER () AS ord, * FROM (` + "\n" + trimSQL(q) + "\n)", Filter{}.args(r.Params)},
			{`INSERT OR REPLACE INTO report_cache VALUES ($1, $2, now())`, []any{r.Name, stamp}},
		}
		for _, s := range steps {
			if _, err := tx.ExecContext(ctx, s.sql, s.args...); err != nil {
				return fmt.Errorf("report cache %s: %w", r.Name, err)
			}
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("report cache: %w", err)
	}
	return nil
}

// CacheFresh reports whether every cached report's rows are those of the
// hands stored now (true too for a database without the cache tables, which
// has nothing to refresh).
func CacheFresh(ctx context.Context, db *sql.DB) (bool, error) {
	var tables int
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM information_schema.tables WHERE table_name = 'report_cache'`).Scan(&tables); err != nil || tables == 0 {
		return true, err
	}
	var names []string // the registry's own names: plain words
	for _, r := range registry {
		if r.Cache != "" {
			names = append(names, "'"+r.Name+"'")
		}
	}
	var fresh int
	err := db.QueryRowContext(ctx, `SELECT count(*) FROM report_cache
		WHERE report IN (`+strings.Join(names, ", ")+`) AND data_stamp = (`+dataStampSQL+`)`).Scan(&fresh)
	return fresh == len(names), err
}

// CacheMinHands is the database size, in hands, from which an import
// rebuilds the report cache (CacheSettled). Below it every report answers
// from the stored tables in well under a second (0.48 s at most on 105,203
// generated hands, BENCHMARKS.md), so the cache would cost each import more
// (half a second at that size) than it saves a report. `stud8 report
// prepare` builds it at any size.
var CacheMinHands int64 = 200_000

// CacheSettled reports whether an import has nothing to rebuild: the
// database holds fewer than CacheMinHands hands (its reports compute their
// rows, as a stale cache makes them do), or the cache is fresh
// (CacheFresh).
func CacheSettled(ctx context.Context, db *sql.DB) (bool, error) {
	var hands int64
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM hands`).Scan(&hands); err != nil {
		return false, err
	}
	if hands < CacheMinHands {
		return true, nil
	}
	return CacheFresh(ctx, db)
}

// querier is a *sql.DB, *sql.Conn or *sql.Tx.
type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// fresh reports whether the cached rows of the report named name were built
// from the hands stored now.
func fresh(ctx context.Context, q querier, name string) (bool, error) {
	var ok bool
	err := q.QueryRowContext(ctx, `SELECT coalesce((SELECT c.data_stamp = (`+dataStampSQL+`)
		FROM report_cache c WHERE c.report = $1), false)`, name).Scan(&ok)
	return ok, err
}
