package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestExitCodes pins the exit status policy (exitPolicy) for every command:
// 0 done and nothing found, 1 done and the input had problems (rejected
// hands, findings), 2 usage error, 3 could not do the job; and that a
// failing command creates no database, dataset or output file.
func TestExitCodes(t *testing.T) {
	repo, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.Symlink(filepath.Join(repo, "testdata"), "testdata"); err != nil {
		t.Fatal(err)
	}
	const (
		clean    = "testdata/oracle/hands.txt"  // with --profile oracle: no reject, no finding
		faults   = "testdata/oracle/faults.txt" // findings
		rejected = "testdata/pokerstars"        // one rejected hand
	)
	if code, _, errOut := stud8(t, "import", "--db", "ok.duckdb", "--profile", "oracle", clean); code != exitOK {
		t.Fatalf("import of clean hands: exit %d\n%s", code, errOut)
	}
	cases := []struct {
		code    int
		args    []string
		creates string // a file that must not exist afterwards
	}{
		{exitOK, []string{"version"}, ""},
		{exitOK, []string{"--version"}, ""},
		{exitUsage, []string{"no-such-command"}, ""},

		{exitOK, []string{"parse", clean}, ""},
		{exitFindings, []string{"parse", rejected}, ""},
		{exitUsage, []string{"parse", "--format", "xml", clean}, ""},
		{exitFailed, []string{"parse", "no/such/file.txt"}, ""},

		{exitOK, []string{"replay", "--profile", "oracle", clean}, ""},
		{exitFindings, []string{"replay", "--profile", "oracle", faults}, ""},
		{exitFindings, []string{"replay", rejected}, ""},
		{exitOK, []string{"replay", "--hand", "35874487284", rejected}, ""}, // a clean hand; another file's reject does not count
		{exitUsage, []string{"replay", "--format", "xml", clean}, ""},
		{exitFailed, []string{"replay", "--hand", "1", clean}, ""},

		{exitOK, []string{"import", "--db", "a.duckdb", "--profile", "oracle", clean}, ""},
		{exitFindings, []string{"import", "--db", "b.duckdb", "--profile", "oracle", faults}, ""},
		{exitFindings, []string{"import", "--db", "c.duckdb", rejected}, ""},
		{exitUsage, []string{"import", "--workers", "-3", "--db", "d.duckdb", clean}, "d.duckdb"},
		{exitUsage, []string{"import", "--progress", "x", "--db", "d.duckdb", clean}, "d.duckdb"},
		{exitFailed, []string{"import", "--db", "e.duckdb", "no-such-dir"}, "e.duckdb"},
		{exitFailed, []string{"import", "--db", "e.duckdb", "--parquet", "./ds", "nothing*.txt"}, "ds"},

		{exitOK, []string{"report", "stats", "--db", "ok.duckdb"}, ""},
		{exitOK, []string{"report", "summary", "--db", "ok.duckdb", "--stakes", "5/10"}, ""},
		{exitUsage, []string{"report", "stats", "--db", "ok.duckdb", "--game", "holdem"}, ""},
		{exitUsage, []string{"report", "stats", "--db", "ok.duckdb", "--site", "nowhere"}, ""},
		{exitUsage, []string{"report", "stats", "--db", "ok.duckdb", "--by", "suit"}, ""},
		{exitFailed, []string{"report", "stats", "--db", "none.duckdb"}, "none.duckdb"},
		{exitFailed, []string{"report", "prepare", "--db", "none.duckdb"}, "none.duckdb"},
		{exitOK, []string{"report", "prepare", "--db", "ok.duckdb"}, ""},
		{exitUsage, []string{"report", "graph", "--db", "ok.duckdb"}, ""},
		{exitFailed, []string{"report", "graph", "--db", "none.duckdb", "--player", "x", "--out", "x.svg"}, "x.svg"},

		{exitOK, []string{"sql", "--db", "ok.duckdb", "SELECT 1"}, ""},
		{exitUsage, []string{"sql", "--db", "ok.duckdb", "--format", "xml", "SELECT 1"}, ""},
		{exitFailed, []string{"sql", "--db", "ok.duckdb", "SELECT * FROM no_such_table"}, ""},
		{exitFailed, []string{"sql", "--db", "none.duckdb", "SELECT 1"}, "none.duckdb"},

		{exitOK, []string{"export", "parquet", "--db", "ok.duckdb", "ds1"}, ""},
		{exitUsage, []string{"export", "parquet"}, ""},
		{exitFailed, []string{"export", "parquet", "--db", "none.duckdb", "ds2"}, "ds2"},

		{exitOK, []string{"gen", "--hands", "3", "--out", "g.txt"}, ""},
		{exitUsage, []string{"gen", "--hands", "0"}, ""},

		{exitOK, []string{"equity", "As 2s 3d | 4h 5h", "Kc Kd Ks | Qh 9c"}, ""},
		{exitUsage, []string{"equity", "As"}, ""},

		{exitUsage, []string{"bench", "--hands", "0"}, ""},
	}
	for _, c := range cases {
		code, _, errOut := stud8(t, c.args...)
		if code != c.code {
			t.Errorf("stud8 %q: exit %d, want %d\n%s", c.args, code, c.code, errOut)
		}
		if c.creates != "" {
			if _, err := os.Stat(c.creates); err == nil {
				t.Errorf("stud8 %q failed but created %s", c.args, c.creates)
				os.RemoveAll(c.creates)
			}
		}
	}
}
