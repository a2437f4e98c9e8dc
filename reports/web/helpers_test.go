package web

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/ingest"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/replay"
	"github.com/stud8/stud8/reports"
	"github.com/stud8/stud8/store"
)

// The test database: the bundled sample under each site's default profile,
// and the oracle hands and their misdealt copies under the oracle profile.
var (
	sampleDir  = filepath.Join("..", "..", "testdata", "pokerstars")
	oracleFile = filepath.Join("..", "..", "testdata", "oracle", "hands.txt")
	faultsFile = filepath.Join("..", "..", "testdata", "oracle", "faults.txt")
)

var (
	dbOnce sync.Once
	dbPath string
	dbErr  error
	dbDir  string
)

func TestMain(m *testing.M) {
	code := m.Run()
	if dbDir != "" {
		os.RemoveAll(dbDir)
	}
	os.Exit(code)
}

// testDBPath imports the test database once per test binary and returns its path.
func testDBPath(t testing.TB) string {
	t.Helper()
	dbOnce.Do(func() {
		dbDir, dbErr = os.MkdirTemp("", "stud8-web-")
		if dbErr != nil {
			return
		}
		dbPath = filepath.Join(dbDir, "test.duckdb")
		ctx := context.Background()
		db, err := store.Open(ctx, dbPath)
		if err != nil {
			dbErr = err
			return
		}
		defer db.Close()
		if _, err := ingest.Import(ctx, db, []string{sampleDir}, ingest.Options{Derived: ingest.Derived{Fresh: reports.CacheFresh, Refresh: reports.RefreshCache}}); err != nil {
			dbErr = fmt.Errorf("import sample: %w", err)
			return
		}
		if _, err := ingest.Import(ctx, db, []string{oracleFile, faultsFile}, ingest.Options{Profile: "oracle", Derived: ingest.Derived{Fresh: reports.CacheFresh, Refresh: reports.RefreshCache}}); err != nil {
			dbErr = fmt.Errorf("import oracle: %w", err)
		}
	})
	if dbErr != nil {
		t.Fatal(dbErr)
	}
	return dbPath
}

// openRO opens path read-only as `stud8 serve` does.
func openRO(t testing.TB, path string) *sql.DB {
	t.Helper()
	db, err := store.OpenReadOnly(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db.SQL()
}

// newTestServer serves the test database read-only over httptest.
func newTestServer(t testing.TB) (*httptest.Server, *sql.DB) {
	t.Helper()
	return newPagedServer(t, 0)
}

// newPagedServer is newTestServer showing size rows a page (0: the default).
func newPagedServer(t testing.TB, size int) (*httptest.Server, *sql.DB) {
	t.Helper()
	db := openRO(t, testDBPath(t))
	ts := httptest.NewUnstartedServer(nil)
	s, err := New(db, Options{Addrs: []string{ts.Listener.Addr().String()}, Sites: sites.Names()})
	if err != nil {
		t.Fatal(err)
	}
	s.PageSize = size
	ts.Config.Handler = s
	ts.Start()
	t.Cleanup(ts.Close)
	return ts, db
}

// get fetches path and returns status and body.
func get(t testing.TB, ts *httptest.Server, path string) (int, string) {
	t.Helper()
	resp, err := http.Get(ts.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var b []byte
	buf := make([]byte, 32<<10)
	for {
		n, err := resp.Body.Read(buf)
		b = append(b, buf[:n]...)
		if err != nil {
			break
		}
	}
	return resp.StatusCode, string(b)
}

// replayOne reads file and replays the hand id under profile, as the import
// does; the result is deep enough to compare with the page.
func replayOne(t testing.TB, file, profile, id string) (*hand.Hand, *replay.Result) {
	t.Helper()
	p, err := replay.ProfileByName(profile)
	if err != nil {
		t.Fatal(err)
	}
	files, _, _ := ingest.ExpandPaths([]string{file})
	var h *hand.Hand
	var res *replay.Result
	err = ingest.Each(context.Background(), files, ingest.ReadOptions{}, ingest.Handler{
		Keep: func(x *hand.Hand) bool { return x.ID == id },
		Hand: func(x *hand.Hand, r *replay.Result) error {
			h = x
			res = replay.Replay(x, p)
			return nil
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if res == nil {
		t.Fatalf("hand %s not in %s", id, file)
	}
	return h, res
}

// splitSidePotHand returns an oracle hand with more than one pot and a low
// half awarded: a side pot and a split pot.
func splitSidePotHand(t testing.TB, db *sql.DB) string {
	t.Helper()
	var id string
	err := db.QueryRow(`
		WITH p AS (SELECT hand_key, count(*) AS pots FROM pots GROUP BY hand_key),
		     l AS (SELECT DISTINCT hand_key FROM awards WHERE half = 'low')
		SELECT h.hand_id FROM hands h JOIN p USING (hand_key) JOIN l USING (hand_key)
		WHERE p.pots > 1 AND h.source_file LIKE '%oracle/hands.txt' AND h.finding_count = 0
		ORDER BY p.pots DESC, h.hand_id LIMIT 1`).Scan(&id)
	if err != nil {
		t.Fatalf("no hand with a side pot and a split pot: %v", err)
	}
	return id
}
