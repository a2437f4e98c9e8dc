package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
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
// dir/<table>/data_0.parquet for rejects and imports. The dataset is written
// into a temporary folder beside dir and replaces an existing export in dir
// only once complete (by renaming), so that an export that fails or is
// interrupted leaves the previous one as it was.
//
// A dir that holds files stud8 did not write is refused (ErrForeignFiles);
// ExportParquetForce writes there anyway, replacing only its own files.
func ExportParquet(ctx context.Context, db *DB, dir string) error {
	return exportParquet(ctx, db, dir, false)
}

// ExportParquetForce is ExportParquet into a folder that also holds other
// files: they are left as they are, and stud8's are replaced table by
// table once the whole dataset is written.
func ExportParquetForce(ctx context.Context, db *DB, dir string) error {
	return exportParquet(ctx, db, dir, true)
}

// ErrForeignFiles is wrapped by the error of an export into a folder that
// holds files stud8 did not write.
var ErrForeignFiles = errors.New("the folder holds files that are not a stud8 export")

// exportTableFn writes one table; tests replace it to fail midway.
var exportTableFn = exportTable

func exportParquet(ctx context.Context, db *DB, dir string, force bool) error {
	foreign, err := foreignFiles(dir)
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	if len(foreign) > 0 && !force {
		return fmt.Errorf("export to %s: %w (%s); use --force to write there anyway (only stud8's files are replaced)",
			dir, ErrForeignFiles, strings.Join(foreign, ", "))
	}
	dir = filepath.Clean(dir)
	tmp, err := os.MkdirTemp(filepath.Dir(dir), "."+filepath.Base(dir)+".tmp-")
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	defer os.RemoveAll(tmp)
	if err := os.Chmod(tmp, 0o755); err != nil { // MkdirTemp's is 0700
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
		if err := exportTableFn(ctx, conn, tmp, t); err != nil {
			return fmt.Errorf("export %s: %w (the previous export in %s is left as it was)", t, err, dir)
		}
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("export: %w (the previous export in %s is left as it was)", err, dir)
	}
	if len(foreign) > 0 {
		return replaceOwn(tmp, dir)
	}
	return replaceDir(tmp, dir)
}

// replaceDir puts the complete export tmp in dir's place: dir (an earlier
// export, or nothing) is renamed aside, tmp renamed to dir, and the old one
// removed.
func replaceDir(tmp, dir string) error {
	old := ""
	if _, err := os.Stat(dir); err == nil {
		old = tmp + ".old"
		if err := os.Rename(dir, old); err != nil {
			return fmt.Errorf("export: %w", err)
		}
	}
	if err := os.Rename(tmp, dir); err != nil {
		if old != "" {
			os.Rename(old, dir) // put the previous export back
		}
		return fmt.Errorf("export: %w", err)
	}
	if old != "" {
		return os.RemoveAll(old)
	}
	return nil
}

// replaceOwn moves the complete export tmp into dir, which holds other
// files too: table by table, stud8's earlier files are removed and the
// new ones renamed in.
func replaceOwn(tmp, dir string) error {
	for _, t := range Tables {
		src, dst := filepath.Join(tmp, t), filepath.Join(dir, t)
		if err := removeOwn(dst); err != nil {
			return fmt.Errorf("export %s: %w", t, err)
		}
		err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(src, p)
			if d.IsDir() {
				return os.MkdirAll(filepath.Join(dst, rel), 0o755)
			}
			return os.Rename(p, filepath.Join(dst, rel))
		})
		if err != nil {
			return fmt.Errorf("export %s: %w", t, err)
		}
	}
	return nil
}

// exportTable writes table under dir, a new folder.
func exportTable(ctx context.Context, db *sql.Conn, dir, table string) error {
	tdir := filepath.Join(dir, table)
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

// dataFile matches the names of the files an export writes.
var dataFile = regexp.MustCompile(`^data_[0-9]+\.parquet$`)

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

// foreignFiles lists (at most three of) the entries under dir that an
// export does not write; a missing dir has none.
func foreignFiles(dir string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) && p == dir {
				return fs.SkipAll
			}
			return err
		}
		if p == dir {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		if !ownPath(filepath.ToSlash(rel), d.IsDir()) {
			out = append(out, p)
			if len(out) == 3 {
				return fs.SkipAll
			}
			if d.IsDir() {
				return fs.SkipDir
			}
		}
		return nil
	})
	return out, err
}

// removeOwn deletes the files an export wrote under tdir and the folders
// left empty, and nothing else.
func removeOwn(tdir string) error {
	root := filepath.Dir(tdir)
	var dirs []string
	err := filepath.WalkDir(tdir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return err
		}
		rel, _ := filepath.Rel(root, p)
		if !ownPath(filepath.ToSlash(rel), d.IsDir()) {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			dirs = append(dirs, p)
			return nil
		}
		return os.Remove(p)
	})
	for i := len(dirs) - 1; i >= 0; i-- {
		os.Remove(dirs[i]) // fails, as it should, when other files remain
	}
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
	return &DB{path: dir, sql: s, readOnly: true, parquetDir: dir, missing: missing}, nil
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
