package reports

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stud8/stud8/ingest"
	"github.com/stud8/stud8/store"
)

// TestCacheEqualsComputed checks that every cached report reads, right
// after an import, exactly the rows it computes (in every format), that an
// import made without refreshing the cache makes the reports compute
// again (never show the rows of fewer hands), and that a refresh brings
// the cache back.
func TestCacheEqualsComputed(t *testing.T) {
	ctx := context.Background()
	path := importDB(t, "oracle", filepath.Join(testdata, "sample.txt"))
	check := func(stage string, wantCached bool) {
		t.Helper()
		db := openRO(t, path)
		for _, r := range registry {
			if r.Cache == "" {
				continue
			}
			for _, format := range []string{"table", "csv", "json"} {
				var cached, computed bytes.Buffer
				res, err := Stream(ctx, db, r, Filter{Location: time.UTC}, &cached, format)
				if err != nil {
					t.Fatal(err)
				}
				if res.Cached != wantCached {
					t.Errorf("%s: %s read from the cache: %v, want %v", stage, r.Name, res.Cached, wantCached)
				}
				if _, err := Stream(ctx, db, r, Filter{Location: time.UTC, noCache: true}, &computed, format); err != nil {
					t.Fatal(err)
				}
				if cached.String() != computed.String() || cached.Len() < 200 {
					t.Errorf("%s: %s %s differs from the computed report (or is empty):\n%s\n---\n%s", stage, r.Name, format, cached.String(), computed.String())
				}
			}
			// Any filter computes.
			if res, err := Run(ctx, db, r, Filter{Currency: "USD"}); err != nil || res.Cached {
				t.Errorf("%s: %s with a filter: cached %v, error %v", stage, r.Name, res != nil && res.Cached, err)
			}
		}
		db.Close()
	}
	check("after the import", true)

	// An import that does not refresh the cache: the reports compute.
	db, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ingest.Import(ctx, db, []string{filepath.Join(testdata, "examples.txt")}, ingest.Options{Profile: "oracle"}); err != nil {
		t.Fatal(err)
	}
	if ok, err := CacheFresh(ctx, db.SQL()); err != nil || ok {
		t.Fatalf("CacheFresh after an import without refresh: %v, %v; want false", ok, err)
	}
	db.Close()
	check("after an import without refresh", false)

	// The next import, with nothing new to read, refreshes it.
	importMore(t, path, filepath.Join(testdata, "examples.txt"))
	check("after a refresh", true)
}

// TestCacheSettled checks when an import leaves the cache alone: below
// CacheMinHands hands always, above only when the cache is fresh.
func TestCacheSettled(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "settled.duckdb")
	db, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := ingest.Import(ctx, db, []string{filepath.Join(testdata, "sample.txt")}, ingest.Options{Profile: "oracle"}); err != nil {
		t.Fatal(err)
	}
	var hands int64
	if err := db.SQL().QueryRow(`SELECT count(*) FROM hands`).Scan(&hands); err != nil || hands < 2 {
		t.Fatalf("%d hands, %v", hands, err)
	}
	defer func(v int64) { CacheMinHands = v }(CacheMinHands)
	for _, tt := range []struct {
		min     int64
		refresh bool
		want    bool
	}{
		{hands + 1, false, true}, // small: nothing to rebuild, though stale
		{hands, false, false},    // at the size: stale, rebuild
		{hands, true, true},      // rebuilt
		{hands + 1, true, true},
	} {
		CacheMinHands = tt.min
		if tt.refresh {
			if err := RefreshCache(ctx, db.SQL()); err != nil {
				t.Fatal(err)
			}
		}
		if got, err := CacheSettled(ctx, db.SQL()); err != nil || got != tt.want {
			t.Errorf("%d hands, CacheMinHands %d, refreshed %v: CacheSettled = %v, %v; want %v", hands, tt.min, tt.refresh, got, err, tt.want)
		}
	}
}
