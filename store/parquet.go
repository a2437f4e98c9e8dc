package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	duckdb "github.com/duckdb/duckdb-go/v2"

	"github.com/stud8/stud8/fact"
	"github.com/stud8/stud8/internal/exportdir"
)

// partitioned are the tables written as hive partitions by site and month;
// the others are small and written as one file each.
var partitioned = map[string]bool{
	"hands": true, "hand_players": true, "actions": true, "pots": true, "awards": true, "findings": true,
}

// partitionSelect adds the site and month of the hand to each row of table.
// The month is the UTC month of hands.started_at ("2017-01"), or "unknown".
func partitionSelect(table string) string {
	const month = `coalesce(strftime(h.started_at, '%Y-%m'), 'unknown') AS month`
	if table == "hands" {
		return `SELECT h.*, ` + month + ` FROM hands h`
	}
	return `SELECT t.*, h.site, ` + month + ` FROM ` + table + ` t JOIN hands h USING (hand_key)`
}

// sqlString quotes s as a SQL string literal (COPY takes no parameters for
// its file name).
func sqlString(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

// ExportParquet writes every table of db under dir as a Parquet dataset:
// dir/<table>/site=<site>/month=<YYYY-MM>/data_<id>_N.parquet for the hand
// tables, dir/<table>/data_<id>_0.parquet for the others, where id names
// the database's content (exportID): the datasets of databases holding
// different files have different file names, so they merge by copying
// their folders into one. An existing export in dir is replaced. The files
// are written into a temporary folder beside dir and moved in when every
// table is written (internal/exportdir): a failed export leaves dir as it
// was.
//
// A dir that holds files stud8 did not write is refused (ErrForeignFiles);
// ExportParquetForce writes there anyway, replacing only its own files.
func ExportParquet(ctx context.Context, db *DB, dir string) error {
	return exportParquet(ctx, db, dir, false)
}

// ExportParquetForce is ExportParquet into a folder that also holds other
// files: they are left as they are.
func ExportParquetForce(ctx context.Context, db *DB, dir string) error {
	return exportParquet(ctx, db, dir, true)
}

// ErrForeignFiles is wrapped by the error of an export into a folder that
// holds files stud8 did not write.
var ErrForeignFiles = exportdir.ErrForeignFiles

func exportParquet(ctx context.Context, db *DB, dir string, force bool) error {
	out, err := exportdir.Begin(dir, force, ownPath)
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	defer out.Abort()
	conn, err := db.sql.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	id, err := exportID(ctx, conn)
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	// Bounded memory whatever the database size: DuckDB spills beyond the
	// limit, and need not keep rows in order to partition them.
	if _, err := conn.ExecContext(ctx, `SET memory_limit = '`+writerMemoryLimit+`'; SET preserve_insertion_order = false`); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	for _, t := range Tables {
		if err := exportTableFn(ctx, conn, out.Path(), t, id); err != nil {
			return fmt.Errorf("export %s: %w (the export already in %s, if any, is left as it was)", t, err, dir)
		}
	}
	if err := out.Commit(); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	return nil
}

// exportID is the identity an export writes into its file names: the
// first 12 hex digits of a SHA-256 of the content hashes of every file the
// database has imported (path and size for a file read only in part), in
// order. Databases of different files get different ids; the same files
// give the same id, whose dataset copied twice into one folder is kept once.
func exportID(ctx context.Context, conn *sql.Conn) (string, error) {
	var id string
	err := conn.QueryRowContext(ctx, `SELECT left(sha256(coalesce(string_agg(f, ',' ORDER BY f), '')), 12)
		FROM (SELECT coalesce(content_hash, path || ':' || size_bytes) AS f FROM imports)`).Scan(&id)
	return id, err
}

// exportTableFn is exportTable, replaced by the tests that make an export
// fail midway.
var exportTableFn = exportTable

func exportTable(ctx context.Context, db *sql.Conn, dir, table, id string) error {
	tdir := filepath.Join(dir, table)
	name := "data_" + id + "_0.parquet"
	if !partitioned[table] {
		if err := os.MkdirAll(tdir, 0o755); err != nil {
			return err
		}
		_, err := db.ExecContext(ctx, `COPY `+table+` TO `+sqlString(filepath.Join(tdir, name))+` (FORMAT parquet)`)
		return err
	}
	var n int64
	if err := db.QueryRowContext(ctx, `SELECT count(*) FROM `+table).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		// An empty table still gets one (empty) file, in a partition that
		// names no site, so readers see its columns.
		empty := filepath.Join(tdir, "site=none", "month=none")
		if err := os.MkdirAll(empty, 0o755); err != nil {
			return err
		}
		q := `COPY (SELECT * EXCLUDE (site, month) FROM (` + partitionSelect(table) + `)) TO ` +
			sqlString(filepath.Join(empty, name)) + ` (FORMAT parquet)`
		_, err := db.ExecContext(ctx, q)
		return err
	}
	q := `COPY (` + partitionSelect(table) + `) TO ` + sqlString(tdir) +
		` (FORMAT parquet, PARTITION_BY (site, month), FILENAME_PATTERN ` + sqlString("data_"+id+"_{i}") + `)`
	_, err := db.ExecContext(ctx, q)
	return err
}

// dataFile matches the names of the files an export writes (and the
// data_N.parquet of exports before the names carried their id).
var dataFile = regexp.MustCompile(`^data_([0-9a-f]{12}_)?[0-9]+\.parquet$`)

// ownPath reports whether rel (slash-separated, relative to an export
// folder) is a folder or file that an export writes.
func ownPath(rel string, isDir bool) bool {
	parts := strings.Split(rel, "/")
	if !slices.Contains(Tables, parts[0]) {
		return false
	}
	for i, p := range parts[1:] {
		last := i == len(parts)-2
		switch {
		case last && !isDir:
			return dataFile.MatchString(p)
		case strings.HasPrefix(p, "site=") || strings.HasPrefix(p, "month="):
		default:
			return false
		}
	}
	return isDir
}

// parquetSource is the read_parquet call over one exported table.
func parquetSource(dir, table string) string {
	if partitioned[table] {
		return `read_parquet(` + sqlString(filepath.Join(dir, table, "**", "*.parquet")) +
			`, hive_partitioning = true, hive_types = {'site': VARCHAR, 'month': VARCHAR})`
	}
	return `read_parquet(` + sqlString(filepath.Join(dir, table, "*.parquet")) + `)`
}

// OpenParquet opens an in-memory database whose tables are views over the
// Parquet dataset in dir (as ExportParquet writes it), with the same names,
// the same columns and the action_log view, so the same queries run on
// both. A filter on hands.site still prunes the partitions read.
func OpenParquet(ctx context.Context, dir string) (*DB, error) {
	missing := map[string]bool{}
	for _, t := range Tables {
		if _, err := os.Stat(filepath.Join(dir, t)); err != nil {
			if errors.Is(err, os.ErrNotExist) && (t == dayStatsTable || t == cardDaysTable || t == runsTable) {
				// Exported before the table existed: the reports compute
				// the stats from the actions instead.
				missing[t] = true
				continue
			}
			if errors.Is(err, os.ErrNotExist) {
				return nil, fmt.Errorf("%s is not a stud8 Parquet dataset: no %s folder (write one with 'stud8 export parquet %s')", dir, t, dir)
			}
			return nil, err
		}
	}
	views, err := parquetViews(dir, missing)
	if err != nil {
		return nil, err
	}
	conn, err := duckdb.NewConnector("", nil)
	if err != nil {
		return nil, err
	}
	s := sql.OpenDB(conn)
	s.SetMaxOpenConns(1)
	if _, err := s.ExecContext(ctx, views); err != nil {
		s.Close()
		return nil, fmt.Errorf("views over %s: %w", dir, err)
	}
	if !missing[dayStatsTable] {
		if err := addLaterCounts(ctx, s, dir); err != nil {
			s.Close()
			return nil, fmt.Errorf("views over %s: %w", dir, err)
		}
	}
	return &DB{path: dir, sql: s, readOnly: true, parquetDir: dir, missing: missing}, nil
}

// addLaterCounts gives the view player_day_stats of a dataset exported
// before migration 0017 the counts that migration added, as NULL (unknown:
// the statistics made of them are empty), so that the reports run on it.
func addLaterCounts(ctx context.Context, s *sql.DB, dir string) error {
	rows, err := s.QueryContext(ctx, `SELECT column_name FROM information_schema.columns WHERE table_name = '`+dayStatsTable+`'`)
	if err != nil {
		return err
	}
	have := map[string]bool{}
	for rows.Next() {
		var c string
		if err := rows.Scan(&c); err != nil {
			rows.Close()
			return err
		}
		have[c] = true
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	var add []string
	for _, c := range fact.CountNames[fact.CountsBeforeUnit:] {
		if !have[c] {
			add = append(add, "CAST(NULL AS BIGINT) AS "+c)
		}
	}
	if len(add) == 0 {
		return nil
	}
	_, err = s.ExecContext(ctx, `CREATE OR REPLACE VIEW `+dayStatsTable+` AS SELECT *, `+strings.Join(add, ", ")+
		` FROM `+parquetSource(dir, dayStatsTable))
	return err
}

// parquetViews is the SQL that makes a view per table over the dataset in
// dir (tables in missing left out), and the action_log view.
func parquetViews(dir string, missing map[string]bool) (string, error) {
	var b strings.Builder
	for _, t := range Tables {
		if missing[t] {
			continue
		}
		// The partition columns are left out, so that each view has the
		// table's own columns and joins do not see two "site" columns.
		cols := "*"
		switch {
		case t == "hands":
			cols = "* EXCLUDE (month)"
		case partitioned[t]:
			cols = "* EXCLUDE (site, month)"
		}
		b.WriteString(`CREATE VIEW ` + t + ` AS SELECT ` + cols + ` FROM ` + parquetSource(dir, t) + ";\n")
	}
	b.WriteString(actionLogView)
	return b.String(), nil
}

// actionLogView is the action_log view of migrations/0001_init.sql.
const actionLogView = `CREATE VIEW action_log AS
SELECT h.site, h.hand_id, a.*, p.player
FROM actions a
JOIN hands h USING (hand_key)
JOIN hand_players p USING (hand_key, seat)`
