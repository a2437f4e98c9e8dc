package ingest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stud8/stud8/store"
)

// contentQuery sums the hashes of every row of table with its columns (as
// the database has them, in its order) cast to text, so that enum columns
// and their Parquet strings compare equal.
func contentQuery(t *testing.T, db *store.DB, table string) string {
	t.Helper()
	rows, err := db.SQL().Query(`SELECT column_name FROM information_schema.columns WHERE table_name = ? ORDER BY ordinal_position`, table)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var cols []string
	for rows.Next() {
		var c string
		if err := rows.Scan(&c); err != nil {
			t.Fatal(err)
		}
		cols = append(cols, `"`+c+`"::VARCHAR`)
	}
	if len(cols) == 0 {
		t.Fatalf("no columns for %s", table)
	}
	return `SELECT count(*) || ':' || coalesce(sum(hash(` + strings.Join(cols, ", ") + `)::HUGEINT), 0) FROM ` + table
}

func TestParquetMatchesDatabase(t *testing.T) {
	db := openTemp(t)
	mustImport(t, db, Options{Profile: "oracle"}, "testdata/faults/hands.txt")
	junk := filepath.Join(t.TempDir(), "junk.txt")
	if err := os.WriteFile(junk, []byte("not a hand history\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	mustImport(t, db, Options{}, junk)
	dir := filepath.Join(t.TempDir(), "dataset")
	ctx := context.Background()
	for round := 0; round < 2; round++ { // a second export replaces the first
		if err := store.ExportParquet(ctx, db, dir); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "hands", "site=PokerStars", "month=2017-01")); err != nil {
		t.Errorf("hive partition missing: %v", err)
	}
	pq, err := store.OpenParquet(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer pq.Close()
	for _, tb := range append(append([]string{}, store.Tables...), "action_log") {
		q := contentQuery(t, db, tb)
		var want, got string
		if err := db.SQL().QueryRow(q).Scan(&want); err != nil {
			t.Fatalf("%s in the database: %v", tb, err)
		}
		if err := pq.SQL().QueryRow(q).Scan(&got); err != nil {
			t.Fatalf("%s in Parquet: %v", tb, err)
		}
		if got != want || strings.HasPrefix(want, "0:") && tb != "awards" && tb != "rake_not_printed" {
			t.Errorf("%s: Parquet %s, database %s", tb, got, want)
		}
	}
}

func TestParquetViewsTakeTheSameQueries(t *testing.T) {
	db := openTemp(t)
	mustImport(t, db, Options{Profile: "oracle"}, "testdata/oracle/hands.txt")
	dir := filepath.Join(t.TempDir(), "dataset")
	ctx := context.Background()
	if err := store.ExportParquet(ctx, db, dir); err != nil {
		t.Fatal(err)
	}
	pq, err := store.OpenParquet(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer pq.Close()
	// Unqualified columns in joins: only one table has each name.
	q := `SELECT site, player, count(*) AS n, sum(net) AS net FROM hand_players JOIN hands USING (hand_key)
		GROUP BY ALL ORDER BY ALL`
	a, err := db.Query(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	b, err := pq.Query(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(a) != fmt.Sprint(b) || len(a.Rows) == 0 {
		t.Errorf("database:\n%v\nParquet:\n%v", a, b)
	}
}

func TestOpenParquetNotADataset(t *testing.T) {
	_, err := store.OpenParquet(context.Background(), t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "not a stud8 Parquet dataset") {
		t.Errorf("err = %v, want 'not a stud8 Parquet dataset'", err)
	}
}
