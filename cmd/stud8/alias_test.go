package main

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestAliasCommand: stud8 alias saves accounts (site and name in any case,
// kept as stored) to a person and lists them; it refuses an account the
// database has never seen with the close names, a site stud8 does not
// read, and a person name that another account without an alias has;
// --remove undoes an alias; a database without aliases says so with
// status 1.
func TestAliasCommand(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.duckdb")
	if code, _, errOut := stud8(t, "import", "--db", db, "--progress", "none",
		filepath.Join("..", "..", "testdata", "pokerstars"), filepath.Join("..", "..", "testdata", "fulltilt")); code > exitFindings {
		t.Fatalf("import: exit %d\n%s", code, errOut)
	}
	list := "person  site        player\n------  ----------  -------\nWalt    FullTilt    Hero\nWalt    PokerStars  walterw\n"
	for _, c := range []struct {
		args      []string
		code      int
		out, errs string
	}{
		{[]string{"alias"}, exitFindings, "", "no alias saved"},
		{[]string{"alias", "Walt"}, exitUsage, "", "name the accounts of Walt"},
		{[]string{"alias", "--remove"}, exitUsage, "", "--remove takes the accounts"},
		{[]string{"alias", "Walt", "walterw"}, exitUsage, "", "want SITE:NAME"},
		{[]string{"alias", "Walt", "nosuchsite:walterw"}, exitUsage, "", "not a site stud8 reads"},
		{[]string{"alias", "Walt", "pokerstars:walterx"}, exitFindings, "", `no player "walterx" at PokerStars in the database; close names: walterw`},
		{[]string{"alias", "Walt", "fulltilt:walterw"}, exitFindings, "", `no player "walterw" at FullTilt`}, // his name, another site
		{[]string{"alias", "Hero", "FullTilt:Hero"}, exitFindings, "", "PokerStars:Hero has no alias, so it is the person Hero already"},
		{[]string{"alias"}, exitFindings, "", "no alias saved"}, // unchanged by the refusals
		{[]string{"alias", "Walt", "pokerstars:WALTERW", "fulltilt:hero"}, exitOK, "PokerStars:walterw is Walt\nFullTilt:Hero is Walt\n", ""},
		{[]string{"alias"}, exitOK, list, ""},
		{[]string{"alias", "walt", "FullTilt:Hero"}, exitOK, "FullTilt:Hero is Walt\n", ""}, // the saved spelling
		{[]string{"alias", "--remove", "PokerStars:walterw", "PokerStars:Hero"}, exitOK, "PokerStars:walterw is its own person now\nPokerStars:Hero had no alias\n", ""},
		{[]string{"alias"}, exitOK, "person  site      player\n------  --------  ------\nWalt    FullTilt  Hero\n", ""},
		{[]string{"alias", "--remove", "fulltilt:Hero"}, exitOK, "FullTilt:Hero is its own person now\n", ""},
		{[]string{"alias"}, exitFindings, "", "no alias saved"},
	} {
		code, out, errOut := stud8(t, append(c.args, "--db", db)...)
		if code != c.code || out != c.out || !strings.Contains(errOut, c.errs) {
			t.Errorf("%v: exit %d, %q, %q; want %d, %q, stderr with %q", c.args, code, out, errOut, c.code, c.out, c.errs)
		}
	}
}

// TestPersonFlags: with walterw (PokerStars) and Hero (Full Tilt) aliased
// to Walt, --person selects both accounts' rows in every report that takes
// --player and in hands (their rows are those of --site S --player P,
// added), --by person prints one row per person, an unknown person is
// refused with the close names, and after --remove --person Hero prints
// what --player Hero prints again.
func TestPersonFlags(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.duckdb")
	if code, _, errOut := stud8(t, "import", "--db", db, "--progress", "none",
		filepath.Join("..", "..", "testdata", "pokerstars"), filepath.Join("..", "..", "testdata", "fulltilt")); code > exitFindings {
		t.Fatalf("import: exit %d\n%s", code, errOut)
	}
	run := func(args ...string) string {
		t.Helper()
		code, out, errOut := stud8(t, append(append([]string{}, args...), "--db", db, "--format", "csv", "--tz", "UTC")...)
		if code > exitFindings {
			t.Fatalf("%v: exit %d\n%s", args, code, errOut)
		}
		return out
	}
	body := func(csv string) []string { // the rows without the header
		lines := strings.Split(strings.TrimSpace(csv), "\n")
		return lines[1:]
	}
	cmds := [][]string{{"report", "summary"}, {"report", "sessions"}, {"report", "stats"}, {"report", "luck"}, {"hands", "--limit", "0"}}
	before := map[string]string{}
	for _, c := range cmds {
		before[strings.Join(c, " ")] = run(append(c, "--player", "Hero")...)
	}
	if code, _, errOut := stud8(t, "alias", "Walt", "PokerStars:walterw", "FullTilt:Hero", "--db", db); code != exitOK {
		t.Fatalf("alias: exit %d\n%s", code, errOut)
	}
	for _, c := range cmds {
		got := body(run(append(c, "--person", "walt")...))
		want := append(body(run(append(c, "--site", "pokerstars", "--player", "walterw")...)), body(run(append(c, "--site", "fulltilt", "--player", "Hero")...))...)
		if strings.Join(sorted(got), "\n") != strings.Join(sorted(want), "\n") || len(got) == 0 {
			t.Errorf("%v --person walt:\n%s\nwant his accounts' rows\n%s", c, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
	// A saved hero does not narrow --person.
	walt := run("report", "summary", "--person", "Walt")
	if code, _, errOut := stud8(t, "hero", "Hero", "--db", db); code != exitOK {
		t.Fatalf("hero: exit %d\n%s", code, errOut)
	}
	if got := run("report", "summary", "--person", "Walt"); got != walt {
		t.Errorf("with a hero saved, summary --person Walt:\n%s\nwant\n%s", got, walt)
	}
	out := run("report", "summary", "--by", "person", "--person", "Walt")
	if !strings.HasPrefix(out, "person,game,") || strings.Contains(out, "walterw") || !strings.Contains(out, "\nWalt,stud8,2.00/4.00,USD,4,5.24,") {
		t.Errorf("summary --by person --person Walt:\n%s", out)
	}
	if code, _, errOut := stud8(t, "report", "summary", "--person", "Wal", "--db", db); code != exitFindings || !strings.Contains(errOut, `no person "Wal" in the database; close names: Walt`) {
		t.Errorf("--person Wal: exit %d, %q", code, errOut)
	}
	if code, _, errOut := stud8(t, "report", "sessions", "--by", "person", "--db", db); code != exitUsage {
		t.Errorf("sessions --by person: exit %d, %q; want a usage error", code, errOut)
	}
	if code, _, errOut := stud8(t, "alias", "--remove", "PokerStars:walterw", "FullTilt:Hero", "--db", db); code != exitOK {
		t.Fatalf("alias --remove: exit %d\n%s", code, errOut)
	}
	for _, c := range cmds {
		if got := run(append(c, "--person", "Hero")...); got != before[strings.Join(c, " ")] {
			t.Errorf("after --remove, %v --person Hero:\n%s\nwant what --player Hero printed\n%s", c, got, before[strings.Join(c, " ")])
		}
	}
}

// sorted is s sorted, as a copy.
func sorted(s []string) []string {
	out := append([]string(nil), s...)
	slices.Sort(out)
	return out
}
