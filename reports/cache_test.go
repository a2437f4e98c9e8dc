package reports

import (
	"bytes"
	"context"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/stud8/stud8/filter"
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
				res, err := Stream(ctx, db, r, filter.Filter{Location: time.UTC}, &cached, format)
				if err != nil {
					t.Fatal(err)
				}
				if res.Cached != wantCached {
					t.Errorf("%s: %s read from the cache: %v, want %v", stage, r.Name, res.Cached, wantCached)
				}
				if _, err := Stream(withoutCache(ctx), db, r, filter.Filter{Location: time.UTC}, &computed, format); err != nil {
					t.Fatal(err)
				}
				if cached.String() != computed.String() || cached.Len() < 200 {
					t.Errorf("%s: %s %s differs from the computed report (or is empty):\n%s\n---\n%s", stage, r.Name, format, cached.String(), computed.String())
				}
			}
			// Any filter computes.
			if res, err := Run(ctx, db, r, filter.Filter{Currency: "USD"}); err != nil || res.Cached {
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

// TestCacheKeyedBySQLAndViews checks that the cache is keyed by what
// computes the rows, not only by the hands: a binary whose report SQL or
// report view differs from the one that built the cache computes its rows
// (never serves the old ones), an import with nothing new rebuilds the
// cache under the new SQL, and going back to the embedded SQL does not
// serve the rows built under the changed one.
func TestCacheKeyedBySQLAndViews(t *testing.T) {
	ctx := context.Background()
	sample := filepath.Join(testdata, "sample.txt")
	path := importDB(t, "oracle", sample)
	r, _ := Lookup("sessions")
	// read returns the report as it reads (cached or not, as wantCached
	// says) and checks that it equals the rows the SQL in use computes.
	read := func(stage string, wantCached bool) string {
		t.Helper()
		db, err := store.OpenReadOnly(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		var got, computed bytes.Buffer
		res, err := Stream(ctx, db.SQL(), r, filter.Filter{Location: time.UTC}, &got, "csv")
		if err != nil {
			t.Fatalf("%s: %v", stage, err)
		}
		if res.Cached != wantCached {
			t.Errorf("%s: read from the cache: %v, want %v", stage, res.Cached, wantCached)
		}
		if _, err := Stream(withoutCache(ctx), db.SQL(), r, filter.Filter{Location: time.UTC}, &computed, "csv"); err != nil {
			t.Fatal(err)
		}
		if got.String() != computed.String() {
			t.Errorf("%s: the rows read are not those the SQL in use computes:\n%s\n---\n%s", stage, got.String(), computed.String())
		}
		return got.String()
	}
	embedded := read("as imported", true)
	for _, c := range []struct{ name, file, old, new string }{
		{"report SQL", "sql/sessions.sql", "CAST(sum(hands) AS BIGINT) AS hands", "CAST(sum(hands) + 1000 AS BIGINT) AS hands"},
		{"report view", "sql/views/10_base.sql", "CASE WHEN f_player IS NULL THEN true ELSE", "CASE WHEN f_player IS NULL THEN player < 'm' ELSE"},
	} {
		t.Run(c.name, func(t *testing.T) {
			swapSQL(t, c.file, c.old, c.new)
			changed := read("changed "+c.name, false)
			if changed == embedded {
				t.Fatalf("the changed %s gives the rows of the embedded one", c.name)
			}
			importMore(t, path, sample) // nothing new to read: the cache is rebuilt all the same
			if got := read("after an import with nothing new", true); got != changed {
				t.Errorf("rebuilt cache:\n%s\nwant\n%s", got, changed)
			}
		})
	}
	if got := read("embedded SQL again", false); got != embedded {
		t.Errorf("embedded SQL again:\n%s\nwant\n%s", got, embedded)
	}
}

// swapSQL makes the reports read their SQL from a copy of the embedded
// files where old, found once in file, is new, until the test ends.
func swapSQL(t *testing.T, file, old, new string) {
	t.Helper()
	m := fstest.MapFS{}
	err := fs.WalkDir(embeddedSQL, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(embeddedSQL, p)
		if p == file {
			if strings.Count(string(b), old) != 1 {
				t.Fatalf("%s holds %q %d times, want once", file, old, strings.Count(string(b), old))
			}
			b = []byte(strings.Replace(string(b), old, new, 1))
		}
		m[p] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	sqlFiles = m
	t.Cleanup(func() { sqlFiles = embeddedSQL })
}
