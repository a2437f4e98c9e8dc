package store

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// attacks are statements a user might send to `stud8 sql` to write, read
// other files or change settings; every one must fail.
var attacks = []string{
	`COPY (SELECT 'garbage') TO '{db}' (FORMAT csv)`,
	`COPY hands TO '{dir}/out.csv'`,
	`COPY hands FROM '{dir}/other.csv'`,
	`DETACH stud8`,
	`ATTACH '{db}' AS w (READ_WRITE)`,
	`ATTACH '{dir}/new.duckdb' AS w`,
	`SELECT * FROM read_text('/etc/passwd')`,
	`SELECT * FROM read_blob('{dir}/other.csv')`,
	`SELECT * FROM read_csv('{dir}/other.csv')`,
	`SELECT * FROM read_parquet('{dir}/other.parquet')`,
	`SELECT * FROM glob('/etc/*')`,
	`CALL read_text('/etc/passwd')`,
	`EXPORT DATABASE '{dir}/exported'`,
	`SET enable_external_access = true`,
	`RESET enable_external_access`,
	`SET memory_limit = '1GB'`,
	`PRAGMA enable_profiling`,
	`INSTALL httpfs`,
	`LOAD httpfs`,
	`CREATE TABLE x (a INT)`,
	`CREATE TEMP TABLE x AS SELECT 1`,
	`CREATE MACRO m() AS 1`,
	`INSERT INTO hands SELECT * FROM hands`,
	`DELETE FROM imports`,
	`UPDATE imports SET status = 'x'`,
	`DROP TABLE hands`,
	`ALTER TABLE hands ADD COLUMN x INT`,
	`CHECKPOINT`,
	`VACUUM`,
	`SELECT 1; DROP TABLE hands`,
	`SELECT 1; COPY (SELECT 1) TO '{dir}/x.csv'`,
	`USE memory`,
	`BEGIN TRANSACTION`,
	`SELECT * FROM query('DROP TABLE hands')`,
	`SELECT * FROM sniff_csv('/etc/passwd')`,
	`EXPLAIN ANALYZE CREATE TABLE memory.x AS SELECT 1`,
	`EXPLAIN ANALYZE COPY hands TO '{dir}/out.csv'`,
	`EXPLAIN ANALYZE INSERT INTO hands SELECT * FROM hands`,
	`EXPLAIN (FORMAT json) DELETE FROM imports`,
	`PIVOT hands ON site USING count(*); DROP TABLE hands`,
	`PIVOT hands ON site USING count(*); COPY (SELECT 1) TO '{dir}/x.csv'`,
	`SELECT 'pivot'; COPY (SELECT 1) TO '{dir}/x.csv'`,
	`SELECT 1 AS "pivot"; DROP TABLE hands`,
	`PIVOT hands ON site USING count(*) /* ; */ ; DROP TABLE hands`,
}

func TestUserQueryIsReadOnly(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	path := filepath.Join(dir, "u.duckdb")
	w, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	w.Close()
	os.WriteFile(filepath.Join(dir, "other.csv"), []byte("a,b\n1,2\n"), 0o644)
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	db, err := OpenReadOnly(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, q := range []string{`SELECT count(*) FROM hands`, `FROM imports`, `DESCRIBE hands`,
		`WITH x AS (SELECT 1 AS a) SELECT a FROM x`, `EXPLAIN SELECT * FROM hands`, `EXPLAIN ANALYZE SELECT count(*) FROM hands`, `SUMMARIZE hands`, `SHOW TABLES`, `SELECT * FROM action_log`,
		// One PIVOT is one statement, though DuckDB expands it into two.
		`PIVOT hands ON site USING count(*)`, `PIVOT hands ON site USING count(*);`, `UNPIVOT (SELECT 1 AS a, 2 AS b) ON a, b`,
		`FROM (PIVOT hands ON site USING count(*))`, `-- sites ; per day
PIVOT hands ON site USING count(*) GROUP BY game`} {
		if _, err := db.UserQuery(ctx, q); err != nil {
			t.Errorf("%s: %v", q, err)
		}
	}
	for _, a := range attacks {
		q := strings.NewReplacer("{db}", path, "{dir}", dir).Replace(a)
		_, err := db.UserQuery(ctx, q)
		if err == nil {
			t.Errorf("%s: ran", q)
			continue
		}
		if msg := err.Error(); strings.Contains(msg, "goroutine") || len(msg) < 10 {
			t.Errorf("%s: unclear message %q", q, msg)
		}
	}
	if _, err := db.UserQuery(ctx, `SELECT count(*) FROM hands`); err != nil {
		t.Errorf("a query after the attacks: %v", err)
	}
	db.Close()
	after, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(before, after) {
		t.Errorf("the database file changed")
	}
	for _, f := range []string{"out.csv", "x.csv", "new.duckdb", "exported"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err == nil {
			t.Errorf("%s was written", f)
		}
	}
}

func TestUserQueryParquetReadsOnlyItsDataset(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	w := openTemp(t)
	ds := filepath.Join(dir, "ds")
	if err := ExportParquet(ctx, w, ds); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "other.csv"), []byte("a,b\n1,2\n"), 0o644)
	db, err := OpenParquet(ctx, ds)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.UserQuery(ctx, `SELECT count(*) FROM hands JOIN hand_players USING (hand_key)`); err != nil {
		t.Errorf("query of the dataset: %v", err)
	}
	for _, a := range attacks {
		q := strings.NewReplacer("{db}", filepath.Join(dir, "x.duckdb"), "{dir}", dir).Replace(a)
		if _, err := db.UserQuery(ctx, q); err == nil {
			t.Errorf("%s: ran", q)
		}
	}
	if _, err := db.UserQuery(ctx, `SELECT * FROM read_csv('`+filepath.Join(dir, "other.csv")+`')`); err == nil {
		t.Errorf("read a file outside the dataset")
	}
}

// TestExportKeepsOtherFiles: an export refuses a folder with files it did
// not write, and with force replaces only its own.
func TestExportKeepsOtherFiles(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t)
	dir := t.TempDir()
	if err := ExportParquet(ctx, db, dir); err != nil {
		t.Fatal(err)
	}
	if err := ExportParquet(ctx, db, dir); err != nil {
		t.Fatalf("export over an export: %v", err)
	}
	mine := filepath.Join(dir, "hands", "notes.txt")
	os.WriteFile(mine, []byte("mine"), 0o644)
	if err := ExportParquet(ctx, db, dir); !errors.Is(err, ErrForeignFiles) || !strings.Contains(err.Error(), "notes.txt") {
		t.Fatalf("export into a folder with other files: %v", err)
	}
	if err := ExportParquetForce(ctx, db, dir); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(mine); err != nil || string(b) != "mine" {
		t.Errorf("the user's file is gone or changed: %q %v", b, err)
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "hands", "site=none", "month=none", "data_*_0.parquet")); len(m) != 1 {
		t.Errorf("export not written: %v", m)
	}
}

// TestCountStatements: statements are split at semicolons outside strings,
// quoted names and comments, as DuckDB splits them.
func TestCountStatements(t *testing.T) {
	for q, want := range map[string]int{
		`SELECT 1`:                        1,
		`SELECT 1;`:                       1,
		` ; ;SELECT 1; ;`:                 1,
		`SELECT 1; SELECT 2`:              2,
		`SELECT ';'`:                      1,
		`SELECT 'it''s; fine'`:            1,
		`SELECT 1 AS "a;b"`:               1,
		`SELECT 1 AS "a"";b"`:             1,
		"SELECT 1 -- ; DROP\n":            1,
		"SELECT 1 -- x\n; DROP TABLE t":   2,
		`SELECT 1 /* ; */`:                1,
		`SELECT 1 /* /* */ ; DROP t */`:   2,
		`SELECT $$;$$`:                    2, // dollar quotes are not read: more, never fewer
		`SELECT E'\\'; DROP TABLE t; --'`: 2,
		`SELECT 'unclosed; DROP`:          1,
		``:                                0,
		`-- only a comment`:               0,
	} {
		if got := countStatements(q); got != want {
			t.Errorf("countStatements(%q) = %d, want %d", q, got, want)
		}
	}
}
