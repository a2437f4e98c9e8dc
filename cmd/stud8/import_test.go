package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const storeSample = "../../ingest/testdata/oracle/hands.txt"

// stud8 runs the command in-process and returns its exit status and output.
func stud8(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestImportCommand(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.duckdb")
	code, out, errOut := stud8(t, "import", "--db", db, "--profile", "oracle", "--progress", "lines", storeSample)
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	for _, want := range []string{"40 stored, 0 duplicates skipped", "rejected:   0", "1 found, 0 unchanged"} {
		if !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(errOut, "import: 1/1 files, 40 hands stored") {
		t.Errorf("no final progress line on stderr:\n%s", errOut)
	}
	code, out, _ = stud8(t, "import", "--db", db, "--profile", "oracle", "--progress", "none", storeSample)
	if code != 0 || !strings.Contains(out, "1 found, 1 unchanged and skipped") || !strings.Contains(out, "0 stored") {
		t.Errorf("second import: exit %d\n%s", code, out)
	}
}

func TestImportCommandWritesParquet(t *testing.T) {
	dir := t.TempDir()
	db, ds := filepath.Join(dir, "x.duckdb"), filepath.Join(dir, "ds")
	code, out, errOut := stud8(t, "import", "--db", db, "--profile", "oracle", "--progress", "none", "--parquet", ds, storeSample)
	if code != 0 || !strings.Contains(out, "Parquet dataset written to "+ds) {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = stud8(t, "sql", "--parquet", ds, "--format", "csv", "SELECT count(*) AS n, count(DISTINCT player) AS players FROM hand_players JOIN hands USING (hand_key) WHERE site = 'PokerStars' AND started_at >= '2017-01-01'")
	if code != 0 || !strings.HasPrefix(out, "n,players\n") || strings.HasPrefix(out, "n,players\n0,") {
		t.Errorf("query over the dataset: exit %d\n%s%s", code, out, errOut)
	}
}

func TestImportCommandRejectsExitOne(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "x.duckdb")
	// A file named on the command line is always read, whatever its name.
	code, out, _ := stud8(t, "import", "--db", db, "--progress", "none", "../../ingest/testdata/oracle/expected.jsonl")
	if code != exitFindings {
		t.Errorf("exit %d, want 1 (expected.jsonl is not a hand history)\n%s", code, out)
	}
	if !strings.Contains(out, "not a hand history of a known site") || !strings.Contains(out, "rejects table") {
		t.Errorf("summary does not explain the reject:\n%s", out)
	}
}

func TestImportCommandSkipsOtherFilesInDirectories(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "x.duckdb")
	// A directory gives its hand histories, decided by content; the other
	// files are listed as skipped, not stored as rejects.
	code, out, _ := stud8(t, "import", "--db", db, "--profile", "oracle", "--progress", "none", "../../ingest/testdata/oracle")
	if code != 0 {
		t.Errorf("exit %d, want 0\n%s", code, out)
	}
	if !strings.Contains(out, "skipped 1 file ") || !strings.Contains(out, "expected.jsonl") || !strings.Contains(out, "rejected:   0") {
		t.Errorf("summary does not list the skipped file:\n%s", out)
	}
}

// TestImportCommandGoesOnPastUnreadablePath: a named path that cannot be
// stat'd (here, one through a file) is listed with its reason and the
// other paths are imported, exit 1; with no readable path at all, nothing
// is created and the exit is 3.
func TestImportCommandGoesOnPastUnreadablePath(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "x.duckdb")
	bad := filepath.Join(dir, "notadir.txt", "hands.txt")
	if err := os.WriteFile(filepath.Join(dir, "notadir.txt"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := stud8(t, "import", "--db", db, "--profile", "oracle", "--progress", "none", bad, storeSample)
	if code != exitFindings || !strings.Contains(out, "40 stored") || !strings.Contains(out, "could not read "+bad+": ") || !strings.Contains(out, "not a directory") {
		t.Errorf("exit %d, want 1 with the sample stored and %s listed\n%s%s", code, bad, out, errOut)
	}
	db2 := filepath.Join(dir, "y.duckdb")
	code, _, errOut = stud8(t, "import", "--db", db2, "--progress", "none", bad, filepath.Join(dir, "none*.txt"))
	if code != exitFailed || !strings.Contains(errOut, "not a directory") || !strings.Contains(errOut, "no file matches") {
		t.Errorf("nothing readable: exit %d, want 3\n%s", code, errOut)
	}
	if _, err := os.Stat(db2); err == nil {
		t.Errorf("%s was created", db2)
	}
}

func TestImportCommandUsage(t *testing.T) {
	for _, args := range [][]string{
		{"import"},
		{"import", "--profile", "nope", storeSample},
		{"import", "--progress", "sometimes", storeSample},
		{"sql"},
		{"sql", "--format", "xml", "SELECT 1"},
		{"sql", "--db", "a", "--parquet", "b", "SELECT 1"},
	} {
		if code, _, errOut := stud8(t, args...); code != exitUsage {
			t.Errorf("%v: exit %d, want 2\n%s", args, code, errOut)
		}
	}
}

func TestSQLCommandFormats(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "x.duckdb")
	if code, out, errOut := stud8(t, "import", "--db", db, "--profile", "oracle", "--progress", "none", storeSample); code != 0 {
		t.Fatalf("import: %d\n%s%s", code, out, errOut)
	}
	q := `SELECT game, count(*) AS hands, sum(rake) AS rake FROM hands GROUP BY game`
	want := map[string]string{
		"table":    "game   hands  rake\n-----  -----  ----",
		"csv":      "game,hands,rake\nstud8,40,",
		"markdown": "| game | hands | rake |",
	}
	for format, w := range want {
		code, out, errOut := stud8(t, "sql", "--db", db, "--format", format, q)
		if code != 0 || !strings.Contains(out, w) {
			t.Errorf("--format %s: exit %d, output\n%s%s\nwant it to contain\n%s", format, code, out, errOut, w)
		}
	}
	code, out, _ := stud8(t, "sql", "--db", db, "--format", "json", q)
	var rows []map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &rows) != nil || len(rows) != 1 || rows[0]["game"] != "stud8" {
		t.Errorf("--format json: exit %d, %s", code, out)
	}

	// The same query over the Parquet export gives the same answer.
	ds := filepath.Join(dir, "dataset")
	if code, out, errOut := stud8(t, "export", "parquet", "--db", db, ds); code != 0 {
		t.Fatalf("export: %d\n%s%s", code, out, errOut)
	}
	_, fromDB, _ := stud8(t, "sql", "--db", db, "--format", "csv", q)
	code, fromParquet, errOut := stud8(t, "sql", "--parquet", ds, "--format", "csv", q)
	if code != 0 || fromParquet != fromDB {
		t.Errorf("over Parquet: exit %d\n%s%s\nover the database:\n%s", code, fromParquet, errOut, fromDB)
	}

	// Read-only: writing fails with DuckDB's own message, and the data stays.
	code, _, errOut = stud8(t, "sql", "--db", db, "DELETE FROM hands")
	if code == 0 || !strings.Contains(errOut, "read-only") {
		t.Errorf("DELETE through stud8 sql: exit %d, %s", code, errOut)
	}
	if _, out, _ := stud8(t, "sql", "--db", db, "--format", "csv", "SELECT count(*) AS n FROM hands"); out != "n\n40\n" {
		t.Errorf("after the refused DELETE: %q", out)
	}
}

func TestSQLCommandMissingDatabase(t *testing.T) {
	code, _, errOut := stud8(t, "sql", "--db", filepath.Join(t.TempDir(), "none.duckdb"), "SELECT 1")
	if code != exitFailed || !strings.Contains(errOut, "import hands first") {
		t.Errorf("exit %d, %s", code, errOut)
	}
}
