// Package reports holds stud8's SQL reports: each report is one embedded
// .sql file run through DuckDB with bind parameters (never string-built SQL),
// over the store's database or its Parquet dataset alike, plus the pictures
// (cumulative winnings graph, HTML page) drawn from report results.
//
// Every statistic is defined, with its numerator and denominator, in
// docs/definitions.md; the SQL files implement exactly those definitions.
package reports

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/duckdb/duckdb-go/v2"

	"github.com/stud8/stud8/filter"
)

// DefinitionsURL is where every report's help points for the exact meaning
// of each column.
const DefinitionsURL = "docs/definitions.md"

// AllStakes is the stakes column of a row that adds up hands of several
// stakes (the SQL writes it as this literal).
const AllStakes = "all stakes"

//go:embed sql/*.sql sql/views/*.sql
var embeddedSQL embed.FS

// sqlFiles is where the reports' SQL is read from: the files embedded in
// the binary (a test puts other SQL here to check the cache's key).
var sqlFiles fs.FS = embeddedSQL

// Param names a filter a report accepts. Each is bound by name ($player,
// $site...) and NULL means "no filter".
type Param string

// Filters the reports accept.
const (
	PPlayer     Param = "player"      // exact player name
	PPlayerLike Param = "player_like" // player name pattern (LIKE, any case)
	PPerson     Param = "person"      // every account of this person (alias)
	PSite       Param = "site"        // site name as stored ("PokerStars")
	PGame       Param = "game"        // "stud8", "stud", "razz"
	PSmall      Param = "small"       // small bet of the stakes, a number
	PBig        Param = "big"         // big bet of the stakes
	PCurrency   Param = "currency"    // unit of money: "USD", "chips", "play"
	PFrom       Param = "from"        // first day (UTC), inclusive
	PTo         Param = "to"          // last day (UTC), inclusive
	PMinHands   Param = "min_hands"   // players with at least this many hands in the filtered set
	PGap        Param = "gap_minutes"
	PByPerson   Param = "by_person" // true: the player column is the account's person (r_player_or_person)
)

// filters are the parameters every report binds.
var filters = []Param{PPlayer, PPlayerLike, PPerson, PSite, PGame, PSmall, PBig, PCurrency, PFrom, PTo}

func with(extra ...Param) []Param { return append(append([]Param(nil), filters...), extra...) }

// Report is one named SQL report.
type Report struct {
	Name        string  // registry key, e.g. "sessions", "stats-by-door"
	File        string  // embedded file under sql/
	Description string  // one line for --help
	Params      []Param // filters the SQL binds
	// Long lists the statistics the report's per-player counts are
	// printed as, one row per player and statistic (long.go); nil for a
	// report printed as its query returns it.
	Long []Stat
	// Cache names the store's table holding the report's unfiltered rows
	// (cache.go), "" for a report computed on every run.
	Cache string
	// Dated names the embedded file run instead of File when --from or
	// --to is set: the same columns from the hands of those days, for a
	// report whose stored counts are kept over every day only.
	Dated string
}

// registry lists every report, in the order `stud8 report` shows them.
var registry = []Report{
	{Name: "sessions", File: "sessions.sql", Description: "a player's sessions: start, end, hands, net, big bets/100, hands/hour, biggest pots",
		Params: with(PMinHands, PGap), Cache: "report_sessions"},
	{Name: "sessions-hands", File: "sessions_hands.sql", Description: "sessions computed hand by hand: what sessions does for a gap under 5 minutes",
		Params: with(PMinHands, PGap)},
	{Name: "summary", File: "summary.sql", Description: "per player, game, stakes and currency: hands, net, big bets/100, showdown and non-showdown, high and low halves",
		Params: with(PMinHands, PByPerson)},
	{Name: "stats", File: "stats_wide.sql", Description: "per player and game, a column per stud statistic",
		Params: with(PMinHands, PByPerson), Cache: "report_stats"},
	{Name: "stats-long", File: "stats.sql", Description: "per-player stud statistics, one row per statistic with the counts behind it",
		Long: statCatalogue, Params: with(PMinHands)},
	{Name: "stats-by-door", File: "stats_by_door.sql", Description: "per player, game, stakes and currency, results by door card rank and by low (A-8) or high (9-K) door card",
		Params: with(PMinHands), Cache: "report_stats_by_door", Dated: "stats_by_door_days.sql"},
	{Name: "stats-by-start", File: "stats_by_start.sql", Description: "per player, game, stakes and currency, results by 3rd-street starting class (only hands whose down cards are known)",
		Params: with(PMinHands), Dated: "stats_by_start_days.sql"},
	{Name: "stats-by-start-live", File: "stats_by_start_live.sql", Description: "stats-by-start split by the liveness of the start (live, partly dead, dead: the cards it needs among the other door cards)",
		Params: with(PMinHands)},
	{Name: "audit", File: "audit.sql", Description: "findings per code and currency: count, hands and money involved",
		Params: with()},
	{Name: "audit-detail", File: "audit_detail.sql", Description: "findings by code, source, site, table and day with the money involved",
		Params: with()},
	{Name: "audit-hands", File: "audit_hands.sql", Description: "every hand with a finding: code, street, player, money and file:line",
		Params: with()},
	{Name: "audit-recheck", File: "audit_recheck.sql", Description: "conservation checks recomputed in SQL from the stored money alone: every hand that fails one",
		Params: with()},
	{Name: "graph", File: "graph.sql", Description: "one player's hands in order with cumulative total, showdown, non-showdown, high-half and low-half winnings, per currency",
		Params: with()},
}

// Lookup returns the report named name.
func Lookup(name string) (Report, bool) {
	for _, r := range registry {
		if r.Name == name {
			return r, true
		}
	}
	return Report{}, false
}

// All returns every registered report.
func All() []Report { return append([]Report(nil), registry...) }

// SQL returns the report's query text as embedded in the binary.
func (r Report) SQL() (string, error) {
	b, err := fs.ReadFile(sqlFiles, "sql/"+r.File)
	if err != nil {
		return "", fmt.Errorf("report %s: %w", r.Name, err)
	}
	return string(b), nil
}

// sqlFor returns the query r runs for f: its Dated file when f sets a day.
func (r Report) sqlFor(f filter.Filter) (string, error) {
	if r.Dated == "" || f.From.IsZero() && f.To.IsZero() {
		return r.SQL()
	}
	b, err := fs.ReadFile(sqlFiles, "sql/"+r.Dated)
	if err != nil {
		return "", fmt.Errorf("report %s: %w", r.Name, err)
	}
	return string(b), nil
}

// columnNameRE is what a column name may be: report columns are plain
// lower-case identifiers.
var columnNameRE = regexp.MustCompile(`^[a-z_][a-z0-9_]*$`)

// wrapRows returns q sorted and paged as p asks, with the row's place in
// the report's own order and the number of rows before paging as two last
// columns (read by pagedRows).
func wrapRows(p filter.Rows, q string) (string, error) {
	q = trimSQL(q)
	order := `"#row"`
	if p.OrderBy != "" {
		if !columnNameRE.MatchString(p.OrderBy) {
			return "", fmt.Errorf("%w %q", ErrNoColumn, p.OrderBy)
		}
		dir := "ASC"
		if p.Desc {
			dir = "DESC"
		}
		order = `"` + p.OrderBy + `" ` + dir + ` NULLS LAST, "#row"`
	}
	w := "SELECT * FROM (SELECT *, row_number() OVER () AS \"#row\", count(*) OVER () AS \"#total\" FROM (\n" + q + "\n)) ORDER BY " + order
	if p.Limit > 0 {
		w += " LIMIT " + strconv.Itoa(p.Limit)
	}
	if p.Offset > 0 {
		w += " OFFSET " + strconv.Itoa(p.Offset)
	}
	return w, nil
}

// trimSQL is q without its closing semicolon, to be used as a subquery.
func trimSQL(q string) string { return strings.TrimRight(strings.TrimSpace(q), ";") }

// ErrNoColumn is returned when filter.Rows.OrderBy names no column of the report.
var ErrNoColumn = errors.New("no such column")

// ZoneLabel names loc for a column label: its IANA name, or for the local
// zone its current abbreviation ("CET").
func ZoneLabel(loc *time.Location) string {
	if loc == nil {
		return "UTC"
	}
	if n := loc.String(); n != "Local" {
		return n
	}
	name, _ := time.Now().In(loc).Zone()
	return name
}

// RunGapMinutes is the longest pause inside a stored run of hands
// (player_runs): sessions with a gap at least this long are joined from the
// runs, shorter ones hand by hand.
const RunGapMinutes = 5

// DefaultGapMinutes is the session gap: a player's next hand more than this
// many minutes after their previous one starts a new session.
const DefaultGapMinutes = 30

// bindArgs returns the named bind arguments of f the report declares,
// NULL for filters left empty.
func bindArgs(f filter.Filter, params []Param) []any {
	out := make([]any, 0, len(params))
	for _, p := range params {
		var v any
		switch p {
		case PPlayer:
			v = nullString(f.Player)
		case PSite:
			v = nullString(f.Site)
		case PGame:
			v = nullString(f.Game)
		case PPlayerLike:
			v = nullString(f.PlayerLike)
		case PPerson:
			v = nullString(f.Person)
		case PByPerson:
			v = f.ByPerson
		case PSmall:
			v = nullString(f.Small)
		case PBig:
			v = nullString(f.Big)
		case PCurrency:
			v = nullString(f.Currency)
		case PFrom:
			v = nullDay(f.From)
		case PTo:
			v = nullDay(f.To)
		case PMinHands:
			if f.MinHands > 0 {
				v = int64(f.MinHands)
			}
		case PGap:
			g := f.GapMinutes
			if g <= 0 {
				g = DefaultGapMinutes
			}
			v = int64(g)
		}
		out = append(out, sql.Named(string(p), v))
	}
	return out
}

func nullString(s string) any {
	if s == "" {
		return nil
	}
	return s
}

func nullDay(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return t.UTC().Format("2006-01-02")
}

// Result is a report's output: column names and rows of Go values as the
// driver returned them (strings, integers, floats, time.Time, decimals, nil).
type Result struct {
	Report  string
	Columns []string
	Rows    [][]any
	// long holds a long-form report's rows as per-player counts (Stream
	// in table format) instead of Rows; Write reads it.
	long *longData
	// Empty is set when the report returned no row.
	Empty bool
	// Cached is set when the rows were read from the report's cache
	// (cache.go) rather than computed.
	Cached bool
	// Total is the number of rows of the whole report when Filter.Rows
	// paged it (the rows returned are a part of them); 0 otherwise.
	Total int
}

// Run executes the report over db with the filter's values bound by name
// and collects every row.
func Run(ctx context.Context, db *sql.DB, r Report, f filter.Filter) (*Result, error) {
	return runWith(ctx, db, r, f, nil)
}

// runWith is Run binding extra named arguments besides the filter's.
func runWith(ctx context.Context, db *sql.DB, r Report, f filter.Filter, extra []any) (*Result, error) {
	res := &Result{}
	err := query(ctx, db, r, f, extra, res, func(rows rowSource) error {
		all, err := collectSource(rows)
		res.Rows = all
		return err
	})
	if err != nil {
		return nil, err
	}
	return res, nil
}

// Stream executes the report and writes it to w in format: CSV and JSON row
// by row, without holding the rows in memory; table and markdown need every
// row for their column widths and alignment, so they are collected first.
// The returned Result has no rows.
func Stream(ctx context.Context, db *sql.DB, r Report, f filter.Filter, w io.Writer, format string) (*Result, error) {
	return stream(ctx, db, r, f, nil, w, format)
}

// stream is Stream binding extra named arguments besides the filter's.
func stream(ctx context.Context, db *sql.DB, r Report, f filter.Filter, extra []any, w io.Writer, format string) (*Result, error) {
	if format != "csv" && format != "json" {
		res := &Result{}
		err := query(ctx, db, r, f, extra, res, func(rows rowSource) error {
			var err error
			if c, ok := rows.(*countRows); ok {
				if l, ok := c.rowSource.(*longRows); ok {
					res.long, err = l.collect()
					res.Empty = err == nil && len(res.long.players) == 0
					return err
				}
			}
			if format == "table" || format == "" {
				// Each row is formatted as it arrives: no row is kept.
				return writeTable(w, res.Columns, 0, func(fn func(row []any) error) error {
					for rows.Next() {
						vals, err := rows.Row()
						if err != nil {
							return err
						}
						if err := fn(vals); err != nil {
							return err
						}
					}
					return rows.Err()
				})
			}
			res.Rows, err = collectSource(rows)
			return err
		})
		if err != nil {
			return nil, err
		}
		if res.long == nil && (format == "table" || format == "") {
			return res, nil
		}
		if err := Write(w, res, format); err != nil {
			return nil, err
		}
		res.Rows, res.long = nil, nil
		return res, nil
	}
	sw, err := newStreamWriter(w, format)
	if err != nil {
		return nil, err
	}
	res := &Result{}
	err = query(ctx, db, r, f, extra, res, func(rows rowSource) error {
		if err := sw.header(res.Columns); err != nil {
			return err
		}
		for rows.Next() {
			vals, err := rows.Row()
			if err != nil {
				return err
			}
			if err := sw.row(vals); err != nil {
				return err
			}
		}
		if err := rows.Err(); err != nil {
			return err
		}
		return sw.end()
	})
	if err != nil {
		return nil, err
	}
	return res, nil
}

// rowSource is a report's rows, one at a time.
type rowSource interface {
	Next() bool
	// Row returns the current row; it is valid until the next call to Next.
	Row() ([]any, error)
	Err() error
}

// sqlRows is a query's rows as a rowSource.
type sqlRows struct {
	rows       *sql.Rows
	vals, ptrs []any
	// times are the TIMESTAMP columns, shown in loc.
	times []int
	loc   *time.Location
	// money are the money columns and unit the row's unit of money
	// (currency column), -1 if none: chips and play money are shown
	// without decimals.
	money []int
	unit  int
}

// moneyColumns are the columns that hold money in the row's unit.
var moneyColumns = map[string]bool{"net": true, "showdown_net": true, "nonshowdown_net": true,
	"high_won": true, "low_won": true, "money": true, "biggest_win": true, "biggest_loss": true,
	"expected": true, "actual": true, "total": true, "showdown": true, "nonshowdown": true,
	"high_halves": true, "low_halves": true, "pot": true, "rake": true}

// wholeUnits are the units of money without decimals.
var wholeUnits = map[string]bool{"chips": true, "play": true}

func newSQLRows(rows *sql.Rows, ncols int) *sqlRows {
	s := &sqlRows{rows: rows, vals: make([]any, ncols), ptrs: make([]any, ncols)}
	for i := range s.vals {
		s.ptrs[i] = &s.vals[i]
	}
	return s
}

func (s *sqlRows) Next() bool { return s.rows.Next() }
func (s *sqlRows) Row() ([]any, error) {
	if err := s.rows.Scan(s.ptrs...); err != nil {
		return nil, err
	}
	for _, i := range s.times {
		if t, ok := s.vals[i].(time.Time); ok {
			s.vals[i] = t.In(s.loc)
		}
	}
	if s.unit >= 0 {
		if u, _ := s.vals[s.unit].(string); wholeUnits[u] {
			for _, i := range s.money {
				if d, ok := s.vals[i].(duckdb.Decimal); ok {
					s.vals[i] = wholeMoney(d)
				}
			}
		}
	}
	return s.vals, nil
}

// wholeMoney is d without its decimals when it has none to show.
func wholeMoney(d duckdb.Decimal) any {
	if d.Value == nil || !d.Value.IsInt64() {
		return d
	}
	v, scale := d.Value.Int64(), int64(1)
	for i := uint8(0); i < d.Scale; i++ {
		scale *= 10
	}
	if v%scale != 0 {
		return d
	}
	return v / scale
}

// showTimes makes the TIMESTAMP columns of rows shown in loc, their names
// labelled with the zone: "start (UTC)".
func (s *sqlRows) showTimes(rows *sql.Rows, cols []string, loc *time.Location) error {
	types, err := rows.ColumnTypes()
	if err != nil {
		return err
	}
	if loc == nil {
		loc = time.UTC
	}
	s.loc = loc
	s.unit = -1
	for i, c := range cols {
		switch {
		case c == "currency":
			s.unit = i
		case moneyColumns[c]:
			s.money = append(s.money, i)
		}
	}
	for i, ct := range types {
		if strings.HasPrefix(ct.DatabaseTypeName(), "TIMESTAMP") {
			s.times = append(s.times, i)
			cols[i] += " (" + ZoneLabel(loc) + ")"
		}
	}
	return nil
}
func (s *sqlRows) Err() error { return s.rows.Err() }

// query runs the report on one connection (with the report views installed)
// and hands its rows to read; res gets the name and columns. extra are
// named arguments bound besides the filter's (the hand list's own).
func query(ctx context.Context, db *sql.DB, r Report, f filter.Filter, extra []any, res *Result, read func(rowSource) error) (err error) {
	q, err := r.sqlFor(f)
	if err != nil {
		return err
	}
	if f.ByPerson {
		if !slices.Contains(r.Params, PByPerson) {
			return fmt.Errorf("report %s: %w", r.Name, ErrNotByPerson)
		}
		if f.Rows.OrderBy == PersonColumn {
			f.Rows.OrderBy = "player" // the SQL's name of the column shown as person
		}
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("report %s: %w", r.Name, err)
	}
	defer conn.Close()
	if err := InstallViews(ctx, conn); err != nil {
		return err
	}
	args := append(bindArgs(f, r.Params), extra...)
	c, err := cachedQuery(ctx, conn, r, f)
	if err != nil {
		return err
	}
	if c != "" {
		q, args, res.Cached = c, nil, true
	}
	paged := f.Rows.Paged()
	if paged {
		if r.Long != nil {
			return fmt.Errorf("report %s: its rows cannot be sorted or paged", r.Name)
		}
		inner := q
		if q, err = wrapRows(f.Rows, q); err != nil {
			return fmt.Errorf("report %s: %w", r.Name, err)
		}
		defer func() { err = noColumn(ctx, conn, inner, args, f.Rows.OrderBy, r.Name, err) }()
	}
	rows, err := conn.QueryContext(ctx, q, args...)
	if err != nil {
		return fmt.Errorf("report %s: %w", r.Name, err)
	}
	defer rows.Close()
	res.Report = r.Name
	if res.Columns, err = rows.Columns(); err != nil {
		return fmt.Errorf("report %s: %w", r.Name, err)
	}
	if f.ByPerson {
		if i := slices.Index(res.Columns, "player"); i >= 0 {
			res.Columns[i] = PersonColumn
		}
	}
	sr := newSQLRows(rows, len(res.Columns))
	if err := sr.showTimes(rows, res.Columns, f.Location); err != nil {
		return fmt.Errorf("report %s: %w", r.Name, err)
	}
	var out rowSource = &countRows{rowSource: sr, res: res}
	if paged {
		res.Columns = res.Columns[:len(res.Columns)-2]
		out = &pagedRows{rowSource: out, res: res}
	}
	if r.Long != nil {
		lr, err := newLongRows(rows, res.Columns, r.Long)
		if err != nil {
			return fmt.Errorf("report %s: %w", r.Name, err)
		}
		out, res.Columns = &countRows{rowSource: lr, res: res}, append([]string(nil), longColumns...)
	}
	res.Empty = true
	if err := read(out); err != nil {
		return fmt.Errorf("report %s: %w", r.Name, err)
	}
	return nil
}

// PersonColumn names the column a report summed by person (Filter.ByPerson)
// shows in place of its player column.
const PersonColumn = "person"

// ErrNotByPerson is returned for Filter.ByPerson on a report whose rows
// cannot be summed by person (only those binding PByPerson can).
var ErrNotByPerson = errors.New("its rows cannot be summed by person")

// pagedRows drops the two columns Rows.wrap adds and notes the report's
// row count in res.Total.
type pagedRows struct {
	rowSource
	res *Result
}

func (p *pagedRows) Row() ([]any, error) {
	vals, err := p.rowSource.Row()
	if err != nil {
		return nil, err
	}
	n := len(vals) - 2
	if t, ok := vals[n+1].(int64); ok {
		p.res.Total = int(t)
	}
	return vals[:n], nil
}

// noColumn turns the error of a report sorted by a column it does not have
// into ErrNoColumn with the report's columns; other errors pass.
func noColumn(ctx context.Context, conn *sql.Conn, q string, args []any, col, name string, err error) error {
	if err == nil || col == "" || errors.Is(err, ErrNoColumn) {
		return err
	}
	rows, derr := conn.QueryContext(ctx, "SELECT * FROM (\n"+trimSQL(q)+"\n) LIMIT 0", args...)
	if derr != nil {
		return err
	}
	defer rows.Close()
	cols, derr := rows.Columns()
	if derr != nil {
		return err
	}
	for _, c := range cols {
		if c == col {
			return err
		}
	}
	return fmt.Errorf("report %s: %w %q (have %s)", name, ErrNoColumn, col, strings.Join(cols, ", "))
}

// countRows notes in res whether any row was read.
type countRows struct {
	rowSource
	res *Result
}

func (c *countRows) Next() bool {
	ok := c.rowSource.Next()
	if ok {
		c.res.Empty = false
	}
	return ok
}

// collect reads every row of rows.
func collect(rows *sql.Rows) (*Result, error) {
	cols, err := rows.Columns()
	if err != nil {
		return nil, err
	}
	all, err := collectSource(newSQLRows(rows, len(cols)))
	return &Result{Columns: cols, Rows: all}, err
}

// collectSource reads every row of rows, each into its own slice.
func collectSource(rows rowSource) ([][]any, error) {
	var all [][]any
	for rows.Next() {
		vals, err := rows.Row()
		if err != nil {
			return nil, err
		}
		all = append(all, append([]any(nil), vals...))
	}
	return all, rows.Err()
}

// InstallViews creates the report views (sql/views/*.sql, in name order) as
// TEMP views on conn. They read only the store's tables, so they work on a
// database opened read-only and on the Parquet views alike. Temporary views
// belong to one connection: run the report on the same conn. A pooled
// connection that has them already (the viewsInstalled marker, made last)
// keeps them: one lookup instead of creating every view again per report.
func InstallViews(ctx context.Context, conn *sql.Conn) error {
	var n int
	if err := conn.QueryRowContext(ctx, `SELECT count(*) FROM duckdb_views() WHERE temporary AND view_name = '`+viewsInstalled+`'`).Scan(&n); err != nil {
		return fmt.Errorf("report: %w", err)
	}
	if n > 0 {
		return nil
	}
	if err := conn.QueryRowContext(ctx, `SELECT count(*) FROM information_schema.tables WHERE table_name IN ('player_day_cards', 'player_runs', 'hand_adjusted')`).Scan(&n); err != nil {
		return fmt.Errorf("report: %w", err)
	}
	if n < 3 {
		return ErrOldDatabase
	}
	if err := installAlias(ctx, conn); err != nil {
		return err
	}
	names, err := fs.Glob(sqlFiles, "sql/views/*.sql")
	if err != nil {
		return err
	}
	sort.Strings(names)
	for _, n := range names {
		b, err := fs.ReadFile(sqlFiles, n)
		if err != nil {
			return err
		}
		if _, err := conn.ExecContext(ctx, string(b)); err != nil {
			return fmt.Errorf("report view %s: %w", strings.TrimPrefix(n, "sql/views/"), err)
		}
	}
	_, err = conn.ExecContext(ctx, `CREATE OR REPLACE TEMP VIEW `+viewsInstalled+` AS SELECT 1 AS installed`)
	return err
}

// viewsInstalled names the view InstallViews makes after all the others.
const viewsInstalled = "r_views_installed"

// ErrOldDatabase is returned for a database (or Parquet dataset) made by a
// stud8 older than the stored report counts.
var ErrOldDatabase = errors.New("made by an older stud8, without the report counts: run 'stud8 report prepare' once to upgrade the database (or export the Parquet dataset again)")
