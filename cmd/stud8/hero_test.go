package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stud8/stud8/store"
)

// TestHeroCommand: stud8 hero saves a stored player (any case, kept as
// stored), prints him, refuses an unknown name, and --clear forgets him; a
// database without a saved hero says so with status 1.
func TestHeroCommand(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.duckdb")
	if code, _, errOut := stud8(t, "import", "--db", db, "--progress", "none", filepath.Join("..", "..", "testdata", "pokerstars")); code > exitFindings {
		t.Fatalf("import: exit %d\n%s", code, errOut)
	}
	for _, c := range []struct {
		args      []string
		code      int
		out, errs string
	}{
		{[]string{"hero"}, exitFindings, "", "no hero saved"},
		{[]string{"hero", "hero"}, exitOK, "hero of " + db + ": Hero\n", ""},
		{[]string{"hero"}, exitOK, "Hero\n", ""},
		{[]string{"hero", "Herx"}, exitFindings, "", "Hero"}, // the close names
		{[]string{"hero"}, exitOK, "Hero\n", ""},             // unchanged by the refusal
		{[]string{"hero", "--clear", "Hero"}, exitUsage, "", "--clear takes no NAME"},
		{[]string{"hero", "--clear"}, exitOK, "no hero saved in " + db + " now\n", ""},
		{[]string{"hero", "--clear"}, exitOK, "no hero was saved in " + db + "\n", ""},
		{[]string{"hero"}, exitFindings, "", "no hero saved"},
	} {
		code, out, errOut := stud8(t, append(c.args, "--db", db)...)
		if code != c.code || out != c.out || !strings.Contains(errOut, c.errs) {
			t.Errorf("%v: exit %d, %q, %q; want %d, %q, stderr with %q", c.args, code, out, errOut, c.code, c.out, c.errs)
		}
	}
}

// TestHeroDefaultsReports: with a hero saved, the reports that take
// --player print what they print with --player HERO, an empty --player what
// they printed before the hero was saved, and report audit is unchanged.
func TestHeroDefaultsReports(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.duckdb")
	if code, _, errOut := stud8(t, "import", "--db", db, "--progress", "none", filepath.Join("..", "..", "testdata", "pokerstars")); code > exitFindings {
		t.Fatalf("import: exit %d\n%s", code, errOut)
	}
	cmds := [][]string{
		{"report", "summary"}, {"report", "sessions"}, {"report", "stats"}, {"report", "stats", "--by", "door"},
		{"report", "luck"}, {"hands", "--limit", "0"}, {"report", "audit"},
	}
	run := func(args []string, extra ...string) string {
		t.Helper()
		code, out, errOut := stud8(t, append(append(append([]string{}, args...), "--db", db), extra...)...)
		if code > exitFindings {
			t.Fatalf("%v %v: exit %d\n%s", args, extra, code, errOut)
		}
		return out
	}
	before := map[int]string{}
	for i, c := range cmds {
		before[i] = run(c)
	}
	sdb, err := store.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	if err := sdb.SetHero(context.Background(), "Hero", time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	sdb.Close()
	for i, c := range cmds {
		got, mine, all := run(c), run(c, "--player", "Hero"), run(c, "--player", "")
		if c[len(c)-1] == "audit" {
			if got != before[i] {
				t.Errorf("%v: changed by the hero", c)
			}
			continue
		}
		if got != mine || all != before[i] || got == all {
			t.Errorf("%v: %d bytes with the hero saved, %d with --player Hero, %d with --player '' and %d before (want the first two equal, the last two equal, and different)",
				c, len(got), len(mine), len(all), len(before[i]))
		}
	}
}
