package store_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stud8/stud8/ingest"
	"github.com/stud8/stud8/store"
)

// TestAdjustedEqualsSQLRule checks the adjusted results the import computes
// in Go (luck.Settled, hand_adjusted) against the same rule written in SQL
// over the stored equity moments, actions and pots (the query of migration
// 0010, which fills the table of an older database), row for row.
func TestAdjustedEqualsSQLRule(t *testing.T) {
	ctx := context.Background()
	db, err := store.Open(ctx, filepath.Join(t.TempDir(), "a.duckdb"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	in := []string{"../testdata/reports/sample.txt", "../testdata/reports/examples.txt"}
	if _, err := ingest.Import(ctx, db, in, ingest.Options{Profile: "oracle"}); err != nil {
		t.Fatal(err)
	}
	ms, err := store.Migrations()
	if err != nil {
		t.Fatal(err)
	}
	var rule string
	for _, m := range ms {
		if m.Name == "0010_hand_adjusted.sql" {
			rule = m.SQL
		}
	}
	at := strings.Index(rule, "INSERT INTO hand_adjusted")
	if at < 0 {
		t.Fatal("migration 0010 has no INSERT INTO hand_adjusted")
	}
	rule = strings.TrimSuffix(strings.TrimSpace(rule[at+len("INSERT INTO hand_adjusted"):]), ";")
	rows := func(q string) []string {
		t.Helper()
		rs, err := db.SQL().QueryContext(ctx, `SELECT hand_key, seat, player, CAST(equity AS VARCHAR), CAST(pot AS VARCHAR), CAST(adjusted AS VARCHAR) FROM (`+q+`) ORDER BY ALL`)
		if err != nil {
			t.Fatal(err)
		}
		defer rs.Close()
		var out []string
		for rs.Next() {
			var k, seat int64
			var player, equity, pot, adj string
			if err := rs.Scan(&k, &seat, &player, &equity, &pot, &adj); err != nil {
				t.Fatal(err)
			}
			out = append(out, fmt.Sprint(k, seat, player, equity, pot, adj))
		}
		return out
	}
	got := rows(`SELECT * FROM hand_adjusted`)
	want := rows(`SELECT hand_key, seat, player, equity, pot, adjusted FROM (` + rule + `) AS r(hand_key, seat, player, equity, pot, adjusted)`)
	if len(got) < 10 {
		t.Fatalf("only %d adjusted rows: the sample should have more all-ins", len(got))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("hand_adjusted (Go) differs from the SQL rule:\n got %d rows\n%s\nwant %d rows\n%s", len(got), strings.Join(got, "\n"), len(want), strings.Join(want, "\n"))
	}
}
