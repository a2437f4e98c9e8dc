package reports

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"fmt"
	"io/fs"
	"sort"

	"github.com/stud8/stud8/filter"
)

// Cached reports: the few reports whose every-player form is too large to
// compute on each run at scale keep their unfiltered rows in a table of the
// database, which this package creates and fills (RefreshCache) by running
// the report's own SQL, so each report is still defined once. The table
// report_cache records, per report, the key its rows were built under:
//
//	schema <version>; sql <hash>; data <stamp>; alias <stamp>
//
// the database's schema version, a hash of the report's SQL and of every
// report view (what a binary computes the rows with), and the data stamp
// (what it computes them from): the hands, and the aliases of `stud8
// alias` that the views' r_person reads. A report reads its table only
// when the filter selects every hand and the key recorded is the key now:
// a binary whose SQL or views differ, a migrated database, hands imported
// or an alias saved or removed since make it compute its rows.

// cacheKeysDDL makes the table of cache keys (the rows' tables are made by
// RefreshCache from the report's own columns).
const cacheKeysDDL = `CREATE TABLE IF NOT EXISTS report_cache (
    report    VARCHAR PRIMARY KEY,
    cache_key VARCHAR NOT NULL,
    built_at  TIMESTAMP NOT NULL
)`

// keyNowSQL is the key of the hands stored now under the schema in use,
// given the report's SQL hash ($1): the number of hands and the sum of a
// hash of their keys (any hand added or removed changes it), and the
// number of recorded imports of files and when the last one ended (an
// import that rewrote a file's hands under the same keys changes it).
const keyNowSQL = `SELECT 'schema ' || (SELECT coalesce(max(version), 0) FROM schema_version)
    || '; sql ' || $1
    || '; data ' || (SELECT count(*) || ':' || coalesce(sum(hash(hand_key)), 0) FROM hands)
    || ':' || (SELECT count(*) || ':' || coalesce(CAST(max(finished_at) AS VARCHAR), '-') FROM imports)`

// aliasKeySQL is the part of the key that stamps the saved aliases (the
// number of rows and the sum of a hash of each), for a database that has
// the alias table.
const aliasKeySQL = `
    || '; alias ' || (SELECT count(*) || ':' || coalesce(sum(hash(site, player, person)), 0) FROM alias)`

// keyNow returns the SQL of the key of now (keyNowSQL), with the aliases'
// stamp when the database has their table.
func keyNow(ctx context.Context, q querier) (string, error) {
	ok, err := hasAlias(ctx, q)
	if err != nil || !ok {
		return keyNowSQL, err
	}
	return keyNowSQL + aliasKeySQL, nil
}

// sqlHash is the hash of what r's rows are computed with: its SQL file and
// every report view, as this binary has them.
func sqlHash(r Report) (string, error) {
	h := sha256.New()
	q, err := r.SQL()
	if err != nil {
		return "", err
	}
	fmt.Fprintf(h, "%s\x00%d\x00%s", r.File, len(q), q)
	views, err := fs.Glob(sqlFiles, "sql/views/*.sql")
	if err != nil {
		return "", err
	}
	sort.Strings(views)
	for _, n := range views {
		b, err := fs.ReadFile(sqlFiles, n)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "\x00%s\x00%d\x00%s", n, len(b), b)
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// cacheable reports whether f asks for the rows a cached report keeps:
// every hand, the reports' defaults. Location and Rows only change how
// rows are shown.
func cacheable(ctx context.Context, f filter.Filter) bool {
	return f.SelectsAllHands() && f.MinHands == 0 &&
		(f.GapMinutes == 0 || f.GapMinutes == DefaultGapMinutes) && !computeOnly(ctx)
}

// computeKey marks a context whose reports compute even a cached report
// (the tests compare both).
type computeKey struct{}

func withoutCache(ctx context.Context) context.Context {
	return context.WithValue(ctx, computeKey{}, true)
}

func computeOnly(ctx context.Context) bool { v, _ := ctx.Value(computeKey{}).(bool); return v }

// querier is a *sql.DB, *sql.Conn or *sql.Tx.
type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// hasCache reports whether the database has the table of cache keys (a
// database no import or `report prepare` has refreshed, or a Parquet
// dataset, has none).
func hasCache(ctx context.Context, q querier) (bool, error) {
	var n int
	err := q.QueryRowContext(ctx, `SELECT count(*) FROM duckdb_tables() WHERE table_name = 'report_cache' AND NOT temporary`).Scan(&n)
	return n > 0, err
}

// cachedQuery returns the query that reads r's cached rows, or "" when r
// has no cache, f filters, or the rows were not built under the key of
// now (another binary's SQL or views, another schema, other hands).
func cachedQuery(ctx context.Context, conn *sql.Conn, r Report, f filter.Filter) (string, error) {
	if r.Cache == "" || !cacheable(ctx, f) {
		return "", nil
	}
	ok, err := fresh(ctx, conn, r)
	if err != nil || !ok {
		return "", err
	}
	return `SELECT * EXCLUDE (ord) FROM ` + r.Cache + ` ORDER BY ord`, nil
}

// fresh reports whether r's cached rows were built under the key of now.
func fresh(ctx context.Context, q querier, r Report) (bool, error) {
	if ok, err := hasCache(ctx, q); err != nil || !ok {
		return false, err
	}
	h, err := sqlHash(r)
	if err != nil {
		return false, err
	}
	key, err := keyNow(ctx, q)
	if err != nil {
		return false, err
	}
	var ok bool
	err = q.QueryRowContext(ctx, `SELECT coalesce((SELECT c.cache_key = (`+key+`)
		FROM report_cache c WHERE c.report = $2), false)`, h, r.Name).Scan(&ok)
	if err != nil {
		return false, fmt.Errorf("report cache %s: %w", r.Name, err)
	}
	return ok, nil
}

// RefreshCache rebuilds the cached reports' tables from the hands stored
// now, in one transaction, and records the key they were built under: the
// import calls it at its end, `stud8 report prepare` on demand. Each table
// is made from the report's own columns, so a report whose SQL changed
// gets its new columns.
func RefreshCache(ctx context.Context, db *sql.DB) error {
	conn, err := db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("report cache: %w", err)
	}
	defer conn.Close()
	if err := InstallViews(ctx, conn); err != nil {
		return err
	}
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("report cache: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, cacheKeysDDL); err != nil {
		return fmt.Errorf("report cache: %w", err)
	}
	for _, r := range registry {
		if r.Cache == "" {
			continue
		}
		if err := refreshOne(ctx, tx, r); err != nil {
			return fmt.Errorf("report cache %s: %w", r.Name, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("report cache: %w", err)
	}
	return nil
}

// refreshOne rebuilds r's table and records its key, inside tx.
func refreshOne(ctx context.Context, tx *sql.Tx, r Report) error {
	q, err := r.SQL()
	if err != nil {
		return err
	}
	h, err := sqlHash(r)
	if err != nil {
		return err
	}
	key, err := keyNow(ctx, tx)
	if err != nil {
		return err
	}
	steps := []struct {
		sql  string
		args []any
	}{
		{`CREATE OR REPLACE TABLE ` + r.Cache + ` AS SELECT row_number() OVER () AS ord, * FROM (` + "\n" + trimSQL(q) + "\n)",
			bindArgs(filter.Filter{}, r.Params)},
		{`INSERT OR REPLACE INTO report_cache SELECT $2, (` + key + `), now()`, []any{h, r.Name}},
	}
	for _, s := range steps {
		if _, err := tx.ExecContext(ctx, s.sql, s.args...); err != nil {
			return err
		}
	}
	return nil
}

// CacheFresh reports whether every cached report's rows were built under
// the key of now.
func CacheFresh(ctx context.Context, db *sql.DB) (bool, error) {
	for _, r := range registry {
		if r.Cache == "" {
			continue
		}
		if ok, err := fresh(ctx, db, r); err != nil || !ok {
			return false, err
		}
	}
	return true, nil
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
