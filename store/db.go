package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	bindings "github.com/duckdb/duckdb-go-bindings"
	duckdb "github.com/duckdb/duckdb-go/v2"

	"github.com/stud8/stud8/internal/termsafe"
)

// DefaultPath is where stud8 keeps its database unless told otherwise.
const DefaultPath = "stud8.duckdb"

// ErrInUse is wrapped by the error Open returns when another process holds
// the database.
var ErrInUse = errors.New("database is in use")

// InUseError says which database is locked and, when DuckDB and the
// system tell, by which process and command.
type InUseError struct {
	Path string
	PID  string // process holding the lock, "" if unknown
	// Command is the holder's command line ("stud8 serve --db x.duckdb"),
	// "" if the system does not tell (only Linux's /proc does).
	Command string
	Cause   error
}

func (e *InUseError) Error() string {
	by, todo := "another stud8 process (an import, or stud8 serve)", "wait for an import to finish, or stop stud8 serve (Ctrl-C where it runs), and try again"
	if e.PID != "" {
		by = "process " + e.PID
		if e.Command != "" {
			by += " (" + e.Command + ")"
		}
	}
	words := strings.Fields(e.Command)
	watching := false
	for _, w := range words {
		watching = watching || w == "--watch" || w == "--watch=true"
	}
	switch {
	case len(words) >= 2 && filepath.Base(words[0]) == "stud8" && watching:
		read := "stop it"
		if words[1] == "serve" {
			read = "use its pages, or stop it"
		}
		todo = "it follows hand-history folders and writes this database, and no other process may open it meanwhile: " +
			"to import files, copy them into a folder it follows (it imports them within seconds); " +
			"to read the database, " + read + " (Ctrl-C where it runs: started again, it resumes where it stopped) and run this command again"
	case len(words) >= 2 && filepath.Base(words[0]) == "stud8" && words[1] == "serve":
		todo = "stud8 serve reads it: stop it (Ctrl-C where it runs) and try again, or import into another database (--db); " +
			"'stud8 serve --watch FOLDER' serves the pages and imports what appears in FOLDER in one process"
	case len(words) >= 2 && filepath.Base(words[0]) == "stud8" && words[1] == "import":
		todo = "wait for that import to finish and try again"
	case e.Command != "":
		todo = "wait for it to finish, or stop it, and try again"
	}
	return fmt.Sprintf("%s: %v: %s holds it; %s", e.Path, ErrInUse, by, todo)
}

// commandOf returns the command line of process pid, "" if the system
// does not tell; at most 120 bytes, control characters escaped.
func commandOf(pid string) string {
	b, err := os.ReadFile("/proc/" + pid + "/cmdline")
	if err != nil {
		return ""
	}
	cmd := strings.Join(strings.FieldsFunc(string(b), func(r rune) bool { return r == 0 }), " ")
	if len(cmd) > 120 {
		cmd = cmd[:117] + "..."
	}
	return termsafe.String(cmd)
}

// Unwrap lets errors.Is(err, ErrInUse) match.
func (e *InUseError) Unwrap() error { return ErrInUse }

var lockPID = regexp.MustCompile(`PID (\d+)`)

// translateOpenError turns DuckDB's file-lock error into an *InUseError.
func translateOpenError(path string, err error) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	if strings.Contains(msg, "Could not set lock") || strings.Contains(msg, "Conflicting lock") {
		e := &InUseError{Path: path, Cause: err}
		if m := lockPID.FindStringSubmatch(msg); m != nil {
			e.PID = m[1]
			e.Command = commandOf(e.PID)
		}
		return e
	}
	if strings.Contains(msg, "Corrupt database") {
		return fmt.Errorf("open %s: %w (%v); restore a copy or import again into a new database", path, ErrDamaged, err)
	}
	return fmt.Errorf("open %s: %w", path, err)
}

// writerMemoryLimit caps DuckDB's buffers while importing (it spills to a
// temporary folder beyond), so that an import stays under 1 GB whatever the
// input size; the Go side holds a bounded number of batches.
const writerMemoryLimit = "256MB"

// writerConfig is the DuckDB configuration of a database opened for
// writing, for every connection to it (DuckDB refuses a second connection
// to a file with another configuration): the buffer limit above, and an
// allocator that gives freed memory back to the system sooner (its
// per-thread caches flushed past 32 MB instead of 128 MB, dirty pages
// purged by a background thread). The allocator settings took the peak
// memory of a 1,000,000-hand import from 985-1,003 MB to 905 MB, and of a
// 105,203-hand one from 624 to 532 MB, at the same speed (BENCHMARKS.md).
var writerConfig = [][2]string{
	{"memory_limit", writerMemoryLimit},
	{"allocator_flush_threshold", "32MB"},
	{"allocator_background_threads", "true"},
}

// DB is a stud8 database: a DuckDB file with the stud8 schema.
type DB struct {
	path     string
	readOnly bool
	sql      *sql.DB
	// parquetDir is the dataset of a DB made by OpenParquet, with the
	// tables it lacks.
	parquetDir string
	missing    map[string]bool
}

// Open opens (creating if needed) the database at path for reading and
// writing, and brings its schema up to date.
func Open(ctx context.Context, path string) (*DB, error) {
	if dir := filepath.Dir(path); dir != "" {
		if _, err := os.Stat(dir); err != nil {
			return nil, fmt.Errorf("open %s: %w", path, err)
		}
	}
	var q []string
	for _, kv := range writerConfig {
		q = append(q, kv[0]+"="+kv[1])
	}
	db, err := openSQL(path, "?"+strings.Join(q, "&"))
	if err != nil {
		return nil, err
	}
	if err := migrate(ctx, db.sql); err != nil {
		db.Close()
		if strings.Contains(err.Error(), "Corrupt database") {
			return nil, fmt.Errorf("%s: %w (%v); restore a copy or import again into a new database", path, ErrDamaged, err)
		}
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return db, nil
}

// ErrDamaged is wrapped by the error of a database whose file fails its
// checksums.
var ErrDamaged = errors.New("the database file is damaged")

// CheckIntegrity reads every row of every table, so that DuckDB verifies
// the checksum of every block in use: an import into a damaged database
// would add to tables that already lie. It costs a full read (about a
// second per 30 MB of database).
func (db *DB) CheckIntegrity(ctx context.Context) error {
	for _, t := range Tables {
		var n int64
		var h any
		if err := db.sql.QueryRowContext(ctx, `SELECT count(*), sum(hash(t)) FROM `+t+` t`).Scan(&n, &h); err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			return fmt.Errorf("%s: %w: table %s cannot be read (%v); restore a copy or import again into a new database", db.path, ErrDamaged, t, err)
		}
	}
	return nil
}

// OpenExisting is Open for commands that work on a database made by an
// import (report prepare): a missing file is an error, not a new database.
func OpenExisting(ctx context.Context, path string) (*DB, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("open %s: %w (import hands first with 'stud8 import')", path, err)
	}
	return Open(ctx, path)
}

// OpenReadOnly opens an existing database for queries only; any number of
// readers may share it, but not with a writer.
func OpenReadOnly(ctx context.Context, path string) (*DB, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("open %s: %w (import hands first with 'stud8 import')", path, err)
	}
	db, err := openSQL(path, "?access_mode=READ_ONLY")
	if err != nil {
		return nil, err
	}
	db.readOnly = true
	return db, nil
}

func openSQL(path, query string) (*DB, error) {
	conn, err := duckdb.NewConnector(path+query, nil)
	if err != nil {
		return nil, translateOpenError(path, err)
	}
	s := sql.OpenDB(conn)
	if err := s.Ping(); err != nil {
		s.Close()
		return nil, translateOpenError(path, err)
	}
	return &DB{path: path, sql: s}, nil
}

// Path returns the database file's path.
func (db *DB) Path() string { return db.path }

// SQL returns the database/sql handle, for queries.
func (db *DB) SQL() *sql.DB { return db.sql }

// Close closes the database.
func (db *DB) Close() error {
	db.closeSandbox()
	return db.sql.Close()
}

// rawConn is a C-level connection to the same DuckDB instance as db.sql,
// used by the import writer for chunk appends inside explicit transactions.
type rawConn struct {
	db   bindings.Database
	conn bindings.Connection
}

// openRaw connects to the instance db.sql uses (DuckDB's instance cache
// returns the same database for the same path and options).
func (db *DB) openRaw() (*rawConn, error) {
	var cfg bindings.Config
	if bindings.CreateConfig(&cfg) == bindings.StateError {
		return nil, errors.New("duckdb: create config")
	}
	defer bindings.DestroyConfig(&cfg)
	bindings.SetConfig(cfg, "duckdb_api", "go")
	for _, kv := range writerConfig {
		bindings.SetConfig(cfg, kv[0], kv[1])
	}
	r := &rawConn{}
	var msg string
	if bindings.GetOrCreateFromCache(duckdb.GetInstanceCache(), db.path, &r.db, cfg, &msg) == bindings.StateError {
		bindings.Close(&r.db)
		return nil, translateOpenError(db.path, errors.New(msg))
	}
	if bindings.Connect(r.db, &r.conn) == bindings.StateError {
		bindings.Close(&r.db)
		return nil, fmt.Errorf("connect %s", db.path)
	}
	return r, nil
}

// exec runs one statement without parameters.
func (r *rawConn) exec(query string) error {
	var res bindings.Result
	defer bindings.DestroyResult(&res)
	if bindings.Query(r.conn, query, &res) == bindings.StateError {
		return fmt.Errorf("%s: %s", strings.Fields(query)[0], bindings.ResultError(&res))
	}
	return nil
}

func (r *rawConn) close() {
	bindings.Disconnect(&r.conn)
	bindings.Close(&r.db)
}
