package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stud8/stud8/reports"
)

// TestReportCompareCommand runs `report compare` on the bundled
// PokerStars histories: the saved hero by default, the table's columns and
// CSV's, and the usage errors of the flags it cannot take.
func TestReportCompareCommand(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.duckdb")
	if code, out, errOut := stud8(t, "import", "--db", db, "--progress", "none", "../../testdata/pokerstars"); code > exitFindings {
		t.Fatalf("import: exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut := stud8(t, "report", "compare", "--db", db, "--player", "Anon10", "--min-hands", "5")
	if code != 0 || !strings.HasPrefix(out, "site ") || !strings.Contains(out, "differs") ||
		!strings.Contains(out, "\nPokerStars  stud  0.04/0.08  USD       bb_per_100") {
		t.Fatalf("table: exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = stud8(t, "report", "compare", "--db", db, "--player", "Anon10", "--min-hands", "5", "--format", "csv")
	if code != 0 || !strings.HasPrefix(out, "player,site,game,stakes,currency,stat,unit,value,winners_value,diff,low,high,z,p,p_holm,differs,num,den,winners_num,winners_den,winners\n") {
		t.Fatalf("csv: exit %d\n%s%s", code, out, errOut)
	}
	// 11 hands of Anon10, bb_per_100 and every statistic of the catalogue once.
	if n, want := strings.Count(out, "\nAnon10,"), len(reports.Stats())+1; n != want || !strings.Contains(out, "\nAnon10,PokerStars,stud,0.04/0.08,USD,hands,count,11,") {
		t.Errorf("csv: %d rows of Anon10, want %d (bb_per_100 and the catalogue):\n%s", n, want, out)
	}
	if code, _, errOut := stud8(t, "hero", "--db", db, "Anon10"); code != 0 {
		t.Fatalf("hero: exit %d\n%s", code, errOut)
	}
	if code, hero, errOut := stud8(t, "report", "compare", "--db", db, "--min-hands", "5", "--format", "csv"); code != 0 || hero != out {
		t.Errorf("the saved hero: exit %d, output differs from --player Anon10's\n%s%s\nwant\n%s", code, hero, errOut, out)
	}
	for _, args := range [][]string{
		{"--player-like", "Anon%"},
		{"--player", "Anon10", "--level", "1"},
		{"--player", "Anon10", "--min-hands", "-1"},
	} {
		if code, _, errOut := stud8(t, append([]string{"report", "compare", "--db", db}, args...)...); code != exitUsage {
			t.Errorf("%v: exit %d, want a usage error\n%s", args, code, errOut)
		}
	}
	if code, _, errOut := stud8(t, "report", "compare", "--db", db, "--player", "Anon10", "--site", "fulltilt"); code != 0 || !strings.Contains(errOut, "no hands of Anon10 in the selection") {
		t.Errorf("empty selection: exit %d\n%s", code, errOut)
	}
}
