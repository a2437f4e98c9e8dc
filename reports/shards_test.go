package reports

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/store"
)

// TestShardsMergeByCopying imports two disjoint halves of the inputs into
// two databases, exports each with --parquet's export, copies both
// datasets into one folder, and expects every report (each in every
// filter of the golden cases, and unfiltered) to print over the merged
// folder what it prints over one database of all the inputs.
func TestShardsMergeByCopying(t *testing.T) {
	ctx := context.Background()
	samples, err := filepath.Glob("../testdata/sample/*")
	if err != nil || len(samples) < 4 {
		t.Fatalf("samples: %v %v", samples, err)
	}
	sort.Strings(samples)
	halves := [2][]string{{filepath.Join(testdata, "sample.txt")}, {filepath.Join(testdata, "examples.txt")}}
	for i, s := range samples {
		switch filepath.Base(s) {
		case "oracle-sample.txt", // 19 of its 22 hands are in sample.txt
			"stud8-7-StudHL-USD-0.04-0.08-200911.Cardtest.txt": // a hand of the file beside it
			// Shards are of disjoint hands.
		default:
			halves[i%2] = append(halves[i%2], s)
		}
	}
	all := importAny(t, "oracle", append(append([]string(nil), halves[0]...), halves[1]...)...)
	merged := filepath.Join(t.TempDir(), "merged")
	for i, half := range halves {
		path := importAny(t, "oracle", half...)
		dir := filepath.Join(t.TempDir(), "shard")
		db, err := store.Open(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		if err := store.ExportParquet(ctx, db, dir); err != nil {
			t.Fatal(err)
		}
		db.Close()
		if n := copyTree(t, dir, merged); n == 0 {
			t.Fatalf("shard %d: no file copied", i)
		}
	}
	pq, err := store.OpenParquet(ctx, merged)
	if err != nil {
		t.Fatal(err)
	}
	defer pq.Close()
	one := openRO(t, all)
	var hands [2]int
	one.QueryRow(`SELECT count(*) FROM hands`).Scan(&hands[0])
	pq.SQL().QueryRow(`SELECT count(*) FROM hands`).Scan(&hands[1])
	if hands[0] != hands[1] || hands[0] < 100 {
		t.Fatalf("%d hands merged, %d in one import", hands[1], hands[0])
	}
	cases := []struct {
		report string
		filter filter.Filter
	}{}
	for _, r := range registry {
		if r.Name != "graph" { // graph needs a player: the golden cases have one
			cases = append(cases, struct {
				report string
				filter filter.Filter
			}{r.Name, filter.Filter{}})
		}
	}
	for _, tc := range goldenCases {
		cases = append(cases, struct {
			report string
			filter filter.Filter
		}{tc.report, tc.filter})
	}
	for _, tc := range cases {
		var a, b bytes.Buffer
		if err := Write(&a, run(t, one, tc.report, tc.filter), "csv"); err != nil {
			t.Fatal(err)
		}
		if err := Write(&b, run(t, pq.SQL(), tc.report, tc.filter), "csv"); err != nil {
			t.Fatal(err)
		}
		if a.String() != b.String() {
			t.Errorf("%s %+v: the merged shards differ from one import:\n%s\none import:\n%s", tc.report, tc.filter, b.String(), a.String())
		}
	}
}

// copyTree copies the files under src into dst, as `cp -r src/. dst`
// does, refusing to overwrite a file; it returns the number copied.
func copyTree(t *testing.T, src, dst string) int {
	t.Helper()
	n := 0
	err := filepath.Walk(src, func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		to := filepath.Join(dst, rel)
		if _, err := os.Stat(to); err == nil {
			t.Errorf("%s is in both shards", rel)
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return err
		}
		n++
		return os.WriteFile(to, b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}
