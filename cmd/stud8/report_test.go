package main

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const reportExamples = "../../testdata/reports/examples.txt"

// reportDB imports the hand-made report examples into a temp database.
func reportDB(t *testing.T) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "r.duckdb")
	if code, out, errOut := stud8(t, "import", "--db", db, "--profile", "oracle", "--progress", "none", reportExamples); code != 0 {
		t.Fatalf("import: exit %d\n%s%s", code, out, errOut)
	}
	return db
}

func TestReportCommands(t *testing.T) {
	db := reportDB(t)
	tests := []struct {
		args []string
		want []string // substrings of stdout
	}{
		{[]string{"report", "summary", "--db", db}, []string{"Steve", "0.10/0.20", "bb_per_100"}},
		{[]string{"report", "summary", "--db", db, "--player", "Steve", "--format", "csv"},
			[]string{"player,game,stakes,currency,hands,net", "Steve,stud8,0.10/0.20,USD,3,0.67"}},
		{[]string{"report", "sessions", "--db", db, "--player", "Steve", "--format", "markdown"},
			[]string{"| Steve | 1 |", "| Steve | 2 |"}},
		{[]string{"report", "sessions", "--db", db, "--player", "Steve", "--gap", "600"}, []string{"Steve         1  USD"}},
		{[]string{"report", "stats", "--db", db, "--player", "Bob", "--columns", "all"}, []string{"bring_in_defend", "quartered"}},
		{[]string{"report", "stats", "--db", db, "--by", "start"}, []string{"rolled-up trips"}},
		{[]string{"report", "stats", "--db", db, "--by", "door", "--player", "Bob"}, []string{"low (A-8)"}},
		{[]string{"report", "audit", "--db", db}, []string{"code", "findings"}},
		{[]string{"report", "audit", "--hands", "--db", db, "--format", "json"}, []string{"[]\n"}},
		{[]string{"report", "summary", "--db", db, "--from", "2017-02-02"}, []string{"player"}},
	}
	for _, tt := range tests {
		code, out, errOut := stud8(t, tt.args...)
		if code != 0 {
			t.Errorf("%v: exit %d\n%s", tt.args, code, errOut)
			continue
		}
		for _, w := range tt.want {
			if !strings.Contains(out, w) {
				t.Errorf("%v: output lacks %q:\n%s", tt.args, w, out)
			}
		}
	}
	// --gap 600 puts Steve's three hands in one session.
	_, out, _ := stud8(t, "report", "sessions", "--db", db, "--player", "Steve", "--gap", "600", "--format", "json")
	var rows []map[string]any
	if err := json.Unmarshal([]byte(out), &rows); err != nil || len(rows) != 1 || rows[0]["hands"] != 3.0 {
		t.Errorf("sessions --gap 600: %v %v", err, out)
	}
}

func TestReportUsage(t *testing.T) {
	db := reportDB(t)
	for _, args := range [][]string{
		{"report", "stats", "--db", db, "--format", "xml"},
		{"report", "stats", "--db", db, "--by", "seat"},
		{"report", "summary", "--db", db, "--from", "yesterday"},
		{"report", "summary", "--db", db, "--from", "2017-02-02", "--to", "2017-02-01"},
		{"report", "summary", "--db", db, "--parquet", "x"},
		{"report", "sessions", "--db", db, "--gap", "0"},
		{"report", "graph", "--db", db, "--out", "x.svg"},
		{"report", "graph", "--db", db, "--player", "Steve", "--out", "x.pdf"},
		{"report", "stats", "extra"},
	} {
		if code, _, errOut := stud8(t, args...); code != 2 {
			t.Errorf("%v: exit %d, want 2\n%s", args, code, errOut)
		}
	}
}

func TestReportGraphAndPrepare(t *testing.T) {
	db := reportDB(t)
	dir := t.TempDir()
	for _, name := range []string{"steve.svg", "steve.png", "steve.html"} {
		out := filepath.Join(dir, name)
		if code, _, errOut := stud8(t, "report", "graph", "--db", db, "--player", "Steve", "--out", out); code != 0 {
			t.Fatalf("graph %s: exit %d\n%s", name, code, errOut)
		}
		if fi, err := os.Stat(out); err != nil || fi.Size() == 0 {
			t.Errorf("%s not written: %v", name, err)
		}
	}
	if code, _, _ := stud8(t, "report", "graph", "--db", db, "--player", "Nobody", "--out", filepath.Join(dir, "n.svg")); code != 1 {
		t.Errorf("graph of an unknown player: exit %d, want 1", code)
	}
	// Every report reads the counts the import stored: no hint, no prepare.
	for _, by := range []string{"", "door", "start"} {
		if code, _, errOut := stud8(t, "report", "stats", "--by", by, "--db", db); code != 0 || errOut != "" {
			t.Errorf("stats --by %q right after the import: exit %d %q", by, code, errOut)
		}
	}
	code, out, errOut := stud8(t, "report", "prepare", "--db", db)
	if code != 0 || !strings.Contains(out, "cached report rows are rebuilt") {
		t.Fatalf("prepare: exit %d\n%s%s", code, out, errOut)
	}
	missing := filepath.Join(dir, "none.duckdb")
	if code, _, _ := stud8(t, "report", "prepare", "--db", missing); code != exitFailed {
		t.Errorf("prepare without a database: exit %d, want %d", code, exitFailed)
	}
	if _, err := os.Stat(missing); err == nil {
		t.Errorf("prepare without a database created %s", missing)
	}
}

func TestReportHelpLinksDefinitions(t *testing.T) {
	for _, sub := range []string{"sessions", "summary", "stats", "audit", "graph", "prepare"} {
		_, out, _ := stud8(t, "report", sub, "--help")
		if !strings.Contains(out, "docs/definitions.md") {
			t.Errorf("report %s --help does not link docs/definitions.md", sub)
		}
	}
}

// TestStatsCoachTable checks the default stats table on the sample: it fits
// 120 columns, --sort -net puts the rows in decreasing net and --sort
// player in increasing names, and --explain prints the definition's text.
func TestStatsCoachTable(t *testing.T) {
	db := reportDB(t)
	runOK := func(t *testing.T, args ...string) (string, string) {
		t.Helper()
		code, out, errOut := stud8(t, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d\n%s%s", args, code, out, errOut)
		}
		return out, errOut
	}
	out, _ := runOK(t, "report", "stats", "--db", db)
	for _, l := range strings.Split(out, "\n") {
		if len(l) > 120 {
			t.Errorf("line of %d columns: %q", len(l), l)
		}
	}
	if !strings.Contains(out, "3rd street") || !strings.Contains(out, "bb100") {
		t.Errorf("no groups or results:\n%s", out)
	}
	csv, _ := runOK(t, "report", "stats", "--db", db, "--sort", "-net", "--columns", "net", "--format", "csv")
	prev := math.Inf(1)
	for _, l := range strings.Split(strings.TrimSpace(csv), "\n")[1:] {
		f := strings.Split(l, ",")
		v, err := strconv.ParseFloat(f[len(f)-1], 64)
		if err != nil || v > prev {
			t.Fatalf("--sort -net: %q after %v", l, prev)
		}
		prev = v
	}
	csv, _ = runOK(t, "report", "stats", "--db", db, "--sort", "player", "--columns", "hands", "--format", "csv")
	rows := strings.Split(strings.TrimSpace(csv), "\n")[1:]
	for i := 1; i < len(rows); i++ {
		if strings.Split(rows[i], ",")[0] < strings.Split(rows[i-1], ",")[0] {
			t.Fatalf("--sort player: %q after %q", rows[i], rows[i-1])
		}
	}
	ex, _ := runOK(t, "report", "stats", "--explain", "vpip_3rd")
	if !strings.Contains(ex, "The bring-in post alone is not voluntary") || !strings.Contains(ex, "docs/definitions.md#stats") {
		t.Errorf("--explain vpip_3rd:\n%s", ex)
	}
}
