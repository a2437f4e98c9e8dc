package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	duckdb "github.com/duckdb/duckdb-go/v2"
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
// dir/<table>/site=<site>/month=<YYYY-MM>/data_N.parquet for the hand tables,
// dir/<table>/data_0.parquet for rejects and imports. An existing export in
// dir is replaced table by table.
func ExportParquet(ctx context.Context, db *DB, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	conn, err := db.sql.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	// Bounded memory whatever the database size: DuckDB spills beyond the
	// limit, and need not keep rows in order to partition them.
	if _, err := conn.ExecContext(ctx, `SET memory_limit = '`+writerMemoryLimit+`'; SET preserve_insertion_order = false`); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	for _, t := range Tables {
		if err := exportTable(ctx, conn, dir, t); err != nil {
			return fmt.Errorf("export %s: %w", t, err)
		}
	}
	return nil
}

func exportTable(ctx context.Context, db *sql.Conn, dir, table string) error {
	tdir := filepath.Join(dir, table)
	if err := os.RemoveAll(tdir); err != nil {
		return err
	}
	if !partitioned[table] {
		if err := os.MkdirAll(tdir, 0o755); err != nil {
			return err
		}
		_, err := db.ExecContext(ctx, `COPY `+table+` TO `+sqlString(filepath.Join(tdir, "data_0.parquet"))+` (FORMAT parquet)`)
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
			sqlString(filepath.Join(empty, "data_0.parquet")) + ` (FORMAT parquet)`
		_, err := db.ExecContext(ctx, q)
		return err
	}
	q := `COPY (` + partitionSelect(table) + `) TO ` + sqlString(tdir) +
		` (FORMAT parquet, PARTITION_BY (site, month), OVERWRITE_OR_IGNORE)`
	_, err := db.ExecContext(ctx, q)
	return err
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
	conn, err := duckdb.NewConnector("", nil)
	if err != nil {
		return nil, err
	}
	s := sql.OpenDB(conn)
	s.SetMaxOpenConns(1)
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
		if _, err := s.ExecContext(ctx, `CREATE VIEW `+t+` AS SELECT `+cols+` FROM `+parquetSource(dir, t)); err != nil {
			s.Close()
			return nil, fmt.Errorf("view %s over %s: %w", t, dir, err)
		}
	}
	if _, err := s.ExecContext(ctx, actionLogView); err != nil {
		s.Close()
		return nil, err
	}
	return &DB{path: dir, sql: s, readOnly: true}, nil
}

// actionLogView is the action_log view of migrations/0001_init.sql.
const actionLogView = `CREATE VIEW action_log AS
SELECT h.site, h.hand_id, a.*, p.player
FROM actions a
JOIN hands h USING (hand_key)
JOIN hand_players p USING (hand_key, seat)`
