package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	duckdb "github.com/duckdb/duckdb-go/v2"
)

// ErrNotReadOnly is wrapped by the error UserQuery returns for a statement
// that is not a single query (SELECT, FROM, WITH, DESCRIBE, EXPLAIN...).
var ErrNotReadOnly = errors.New("only one read-only query (SELECT) is allowed")

// UserQuery runs SQL written by a user (stud8 sql, reports, the web
// server) where it can only read: on its own DuckDB instance that has
// attached the database read-only (or made the Parquet dataset's views)
// and then turned off every access to other files (COPY, EXPORT, ATTACH,
// read_csv, read_text, INSTALL, LOAD...) and locked its configuration
// (SET, RESET, PRAGMA). The statement itself must be one query: a second
// statement, CALL, PRAGMA, CREATE, INSERT, DROP, DETACH, CHECKPOINT and the
// like are refused before they run.
func (db *DB) UserQuery(ctx context.Context, query string) (*Table, error) {
	sb, err := db.sandbox(ctx)
	if err != nil {
		return nil, err
	}
	conn, err := sb.Conn(ctx)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := checkQuery(conn, query); err != nil {
		return nil, err
	}
	return queryTable(ctx, conn, query)
}

// explainPrefix matches the EXPLAIN [ANALYZE] before a statement.
var explainPrefix = regexp.MustCompile(`(?is)^\s*explain(\s+analyze)?\s+`)

// checkQuery prepares query and accepts it only if it is a single
// statement that reads.
func checkQuery(conn *sql.Conn, query string) error {
	return conn.Raw(func(dc any) error {
		c, ok := dc.(*duckdb.Conn)
		if !ok {
			return fmt.Errorf("user query: unexpected driver connection %T", dc)
		}
		return checkPrepared(c, query)
	})
}

// checkPrepared is checkQuery on the driver's connection.
func checkPrepared(c *duckdb.Conn, query string) error {
	if len(strings.TrimSpace(query)) == 0 {
		return fmt.Errorf("empty query: %w", ErrNotReadOnly)
	}
	st, err := c.Prepare(query)
	if err != nil && strings.Contains(err.Error(), "multi-statement") {
		// The driver's way of saying "more than one statement": the
		// user's, or DuckDB's own expansion of one PIVOT (a statement
		// that finds the pivot's columns, then the query), which
		// PrepareContext runs before it prepares the query.
		if n := countStatements(query); n > 1 || !hasPivot(query) {
			return fmt.Errorf("more than one statement: %w", ErrNotReadOnly)
		}
		st, err = c.PrepareContext(context.Background(), query)
	}
	if err != nil {
		return err
	}
	defer st.Close()
	typ, err := st.(*duckdb.Stmt).StatementType()
	if err != nil {
		return err
	}
	switch typ {
	case duckdb.STATEMENT_TYPE_SELECT:
		return nil
	case duckdb.STATEMENT_TYPE_EXPLAIN:
		// EXPLAIN ANALYZE runs its statement: that must be a query too.
		if m := explainPrefix.FindStringIndex(query); m != nil {
			return checkPrepared(c, query[m[1]:])
		}
	}
	word := strings.ToUpper(strings.Fields(query)[0])
	return fmt.Errorf("%s statement refused: %w", word, ErrNotReadOnly)
}

// countStatements counts the statements of query as DuckDB splits them
// at a semicolon outside a string ('...'), a quoted name ("...") or a
// comment (-- to the line's end, /* to */); a statement of only blanks
// and comments is none. It errs towards more: a dollar-quoted string or a
// backslash escape is not read, so a semicolon in one counts.
func countStatements(query string) int {
	n, empty := 0, true
	for i := 0; i < len(query); i++ {
		switch c := query[i]; {
		case c == '\'' || c == '"':
			// A doubled quote is in the string: the loop reopens it.
			j := strings.IndexByte(query[i+1:], c)
			if j < 0 {
				return n + 1
			}
			i += j + 1
			empty = false
		case c == '-' && strings.HasPrefix(query[i:], "--"):
			j := strings.IndexByte(query[i:], '\n')
			if j < 0 {
				i = len(query)
			} else {
				i += j
			}
		case c == '/' && strings.HasPrefix(query[i:], "/*"):
			j := strings.Index(query[i+2:], "*/")
			if j < 0 {
				i = len(query)
			} else {
				i += j + 3
			}
		case c == ';':
			if !empty {
				n++
			}
			empty = true
		case c != ' ' && c != '\t' && c != '\n' && c != '\r':
			empty = false
		}
	}
	if !empty {
		n++
	}
	return n
}

// pivotWord matches PIVOT or UNPIVOT as a word.
var pivotWord = regexp.MustCompile(`(?i)\b(un)?pivot\b`)

// hasPivot reports whether query has the word PIVOT or UNPIVOT.
func hasPivot(query string) bool { return pivotWord.MatchString(query) }

// queryTable runs a query on conn and collects its rows.
func queryTable(ctx context.Context, conn *sql.Conn, query string) (*Table, error) {
	rows, err := conn.QueryContext(ctx, query)
	if err != nil {
		return nil, err
	}
	return collect(rows)
}

// sandboxes holds the locked instance of each DB, made on first use.
var sandboxes sync.Map // *DB -> *sandboxOnce

type sandboxOnce struct {
	once sync.Once
	db   *sql.DB
	err  error
}

// sandbox returns the locked read-only instance over db's data.
func (db *DB) sandbox(ctx context.Context) (*sql.DB, error) {
	v, _ := sandboxes.LoadOrStore(db, &sandboxOnce{})
	so := v.(*sandboxOnce)
	so.once.Do(func() { so.db, so.err = openSandbox(ctx, db) })
	return so.db, so.err
}

// closeSandbox closes db's sandbox, if it has one.
func (db *DB) closeSandbox() {
	if v, ok := sandboxes.LoadAndDelete(db); ok {
		if so := v.(*sandboxOnce); so.db != nil {
			so.db.Close()
		}
	}
}

// lockDown are the settings that leave a DuckDB instance able to read only
// what it already has: run last, in this order.
const lockDown = `SET autoinstall_known_extensions = false;
SET autoload_known_extensions = false;
SET enable_external_access = false;
SET lock_configuration = true`

// openSandbox makes an in-memory DuckDB instance that sees db's tables and
// nothing else.
func openSandbox(ctx context.Context, db *DB) (*sql.DB, error) {
	var setup string
	if db.parquetDir != "" {
		abs, err := filepath.Abs(db.parquetDir)
		if err != nil {
			return nil, err
		}
		views, err := parquetViews(db.parquetDir, db.missing)
		if err != nil {
			return nil, err
		}
		// The views read the dataset's folder; nothing else is readable.
		setup = views + ";\nSET allowed_directories = [" + sqlString(abs+string(filepath.Separator)) + "];\n" + lockDown
	} else {
		setup = `ATTACH ` + sqlString(db.path) + ` AS stud8 (READ_ONLY);
USE stud8;
` + lockDown
	}
	first := true
	var mu sync.Mutex
	conn, err := duckdb.NewConnector("", func(ex driver.ExecerContext) error {
		mu.Lock()
		defer mu.Unlock()
		q := setup
		if !first {
			q = "USE stud8"
			if db.parquetDir != "" {
				return nil
			}
		}
		if _, err := ex.ExecContext(ctx, q, nil); err != nil {
			return err
		}
		first = false
		return nil
	})
	if err != nil {
		return nil, err
	}
	s := sql.OpenDB(conn)
	if err := s.PingContext(ctx); err != nil {
		s.Close()
		return nil, fmt.Errorf("open %s for queries: %w", db.path, err)
	}
	return s, nil
}
