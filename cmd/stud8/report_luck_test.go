package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestReportLuckCommand runs `report luck` on the oracle sample.
func TestReportLuckCommand(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.duckdb")
	if code, out, errOut := stud8(t, "import", "--db", db, "--progress", "none", oracleSample); code > exitFindings {
		t.Fatalf("import: exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut := stud8(t, "report", "luck", "--db", db, "--format", "csv")
	if code != 0 || !strings.HasPrefix(out, "player,currency,hands,all_ins,net,adjusted_net,luck,all_in_net,all_in_expected\n") {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
}
