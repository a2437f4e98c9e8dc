package web

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stud8/stud8/gen"
	"github.com/stud8/stud8/ingest"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/store"
)

// TestDataStamp: /api/stamp counts the hands stored, and grows by the
// hands of each import while the server runs over the same handle (stud8
// serve --watch); the pages load the script that polls it.
func TestDataStamp(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db, err := store.Open(ctx, filepath.Join(dir, "s.duckdb"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ts := httptest.NewUnstartedServer(nil)
	s, err := New(db.SQL(), Options{Addrs: []string{ts.Listener.Addr().String()}, Sites: sites.Names()})
	if err != nil {
		t.Fatal(err)
	}
	ts.Config.Handler = s
	ts.Start()
	defer ts.Close()
	stamp := func() (h, r int64) {
		code, body := get(t, ts, "/api/stamp")
		var st struct{ Hands, Rejects int64 }
		if err := json.Unmarshal([]byte(body), &st); code != 200 || err != nil {
			t.Fatalf("GET /api/stamp: %d %q %v", code, body, err)
		}
		return st.Hands, st.Rejects
	}
	if h, r := stamp(); h != 0 || r != 0 {
		t.Errorf("empty database: stamp %d hands %d rejects, want 0 0", h, r)
	}
	// 30 generated hands at two tables, then 20 more: the stamp follows.
	for i, n := range []int{30, 20} {
		var buf bytes.Buffer
		if err := gen.Generate(gen.Config{Hands: n, Seed: uint64(40 + i), Workers: 1}, &buf, nil); err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, "t"+string(rune('a'+i))+".txt")
		if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := ingest.Import(ctx, db, []string{p}, ingest.Options{}); err != nil {
			t.Fatal(err)
		}
	}
	if h, r := stamp(); h != 50 || r != 0 {
		t.Errorf("after 30 + 20 generated hands: stamp %d hands %d rejects, want 50 0", h, r)
	}
	if _, body := get(t, ts, "/stats"); !strings.Contains(body, `src="/assets/newhands.js"`) {
		t.Errorf("the pages do not load newhands.js")
	}
	if code, body := get(t, ts, "/assets/newhands.js"); code != 200 || !strings.Contains(body, "/api/stamp") {
		t.Errorf("GET /assets/newhands.js: %d", code)
	}
}
