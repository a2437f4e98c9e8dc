package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stud8/stud8/gen"
	"github.com/stud8/stud8/ingest"
)

// TestMain runs the test binary as stud8 itself when STUD8_TEST_AS_MAIN is
// set: the tests that need a second process (DuckDB locks a database per
// process) start it so.
func TestMain(m *testing.M) {
	if os.Getenv("STUD8_TEST_AS_MAIN") == "1" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// TestDefaultHandFolders: the folders --watch looks in by default include
// the clients' documented defaults (shared/formats/Winning.md for ACR:
// C:\ACR Poker\handHistory, Documents/AmericasCardroom/handHistory, and
// ~/Downloads/AmericasCardroom/handHistory on macOS), on each system.
func TestDefaultHandFolders(t *testing.T) {
	env := func(k string) string {
		return map[string]string{"LOCALAPPDATA": `C:\Users\ann\AppData\Local`, "USER": "ann"}[k]
	}
	for _, c := range []struct {
		goos, home string
		want       []string
	}{
		{"windows", `C:\Users\ann`, []string{`C:\ACR Poker\handHistory`, `C:\Users\ann\Documents\AmericasCardroom\handHistory`,
			`C:\Users\ann\AppData\Local\PokerStars\HandHistory`, `C:\Users\ann\Documents\Winamax Poker\accounts`}},
		{"darwin", "/Users/ann", []string{"/Users/ann/Downloads/AmericasCardroom/handHistory",
			"/Users/ann/Library/Application Support/PokerStars/HandHistory"}},
		{"linux", "/home/ann", []string{"/home/ann/.wine/drive_c/ACR Poker/handHistory",
			"/home/ann/.wine/drive_c/users/ann/AppData/Local/PokerStars/HandHistory"}},
	} {
		var all []string
		for _, cf := range defaultHandFolders(c.goos, c.home, env) {
			all = append(all, cf.Folders...)
		}
		for _, w := range c.want {
			found := false
			for _, f := range all {
				found = found || f == w
			}
			if !found {
				t.Errorf("%s: %s not among %q", c.goos, w, all)
			}
		}
	}
}

// TestWatchFolders: a folder named that does not exist is skipped with a
// line, the others followed; none left is an error.
func TestWatchFolders(t *testing.T) {
	dir := t.TempDir()
	var w bytes.Buffer
	got, err := watchFolders(&w, []string{filepath.Join(dir, "nothere"), dir})
	if err != nil || len(got) != 1 || got[0] != dir {
		t.Fatalf("watchFolders: %q %v", got, err)
	}
	if !strings.Contains(w.String(), "skipped "+filepath.Join(dir, "nothere")) || !strings.Contains(w.String(), "following "+dir) {
		t.Errorf("said %q", w.String())
	}
	if _, err := watchFolders(io.Discard, []string{filepath.Join(dir, "nothere")}); err == nil {
		t.Errorf("no folder left: no error")
	}
	if code, _, stderr := stud8(t, "import", "--watch", "--db", filepath.Join(dir, "x.duckdb"), filepath.Join(dir, "nothere")); code != exitFailed ||
		!strings.Contains(stderr, "none of the folders named can be read") {
		t.Errorf("import --watch of a missing folder: exit %d %q", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "x.duckdb")); err == nil {
		t.Errorf("import --watch of a missing folder created the database")
	}
}

// generated writes n generated hands (seed) to path and returns the first
// hand's id.
func generated(t *testing.T, path string, n int, seed uint64) string {
	t.Helper()
	var buf bytes.Buffer
	if err := gen.Generate(gen.Config{Hands: n, Seed: seed, Workers: 1}, &buf, nil); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`PokerStars Hand #(\d+)`).FindSubmatch(buf.Bytes())
	return string(m[1])
}

// stampHands is the hand count /api/stamp says.
func stampHands(t *testing.T, addr string) int64 {
	resp, err := http.Get("http://" + addr + "/api/stamp")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var st struct{ Hands int64 }
	json.NewDecoder(resp.Body).Decode(&st)
	return st.Hands
}

// syncBuffer is a bytes.Buffer that a command writes to while a test
// reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestServeWatch: serve --watch over an empty folder; a table file written
// into it reaches the pages: the stamp counts its 40 hands, the first
// hand's page answers 200, and the log (not a terminal) says the import
// stored them. The stamp counts the hands once they are committed, before
// the import ends and logs, so the test waits for the line too; and the
// follower logs an import cut by the stop after its commit (the flake of
// issue 25: "no log line of the import").
func TestServeWatch(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(t.TempDir(), "w.duckdb")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out, errb syncBuffer
	e := &env{In: strings.NewReader(""), Out: &out, Err: &errb, Now: time.Now}
	ready := make(chan string, 1)
	done := make(chan error, 1)
	o := &serveOptions{DB: db, Addr: "127.0.0.1:0", Watch: true, Folders: []string{dir}, Ready: func(a string) { ready <- a },
		Follow: ingest.FollowOptions{Interval: 20 * time.Millisecond, Settle: 200 * time.Millisecond}}
	go func() { done <- serveRun(ctx, e, o) }()
	var addr string
	select {
	case addr = <-ready:
	case err := <-done:
		t.Fatalf("serve ended: %v (%s)", err, errb.String())
	}
	id := generated(t, filepath.Join(dir, "table.txt"), 40, 77)
	deadline := time.Now().Add(20 * time.Second)
	for stampHands(t, addr) != 40 {
		if time.Now().After(deadline) {
			t.Fatalf("after 20 s the stamp says %d hands, want 40 (%s)", stampHands(t, addr), errb.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	resp, err := http.Get("http://" + addr + "/hand/PokerStars/" + id)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("GET /hand/PokerStars/%s: %d", id, resp.StatusCode)
	}
	// The lines of the imports that stored the 40 hands, as they come.
	logged := regexp.MustCompile(`stud8 watch: (\d+) hands? stored`)
	sum := func() (n int) {
		for _, m := range logged.FindAllStringSubmatch(errb.String(), -1) {
			k, _ := strconv.Atoi(m[1])
			n += k
		}
		return n
	}
	for sum() != 40 {
		if time.Now().After(deadline) {
			t.Fatalf("the log lines of the imports count %d hands stored, want 40 (not a terminal): %q", sum(), errb.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("serve: %v", err)
	}
	if !strings.Contains(out.String(), "following 1 folder") || !strings.Contains(errb.String(), "following "+dir) {
		t.Errorf("serve said %q / %q", out.String(), errb.String())
	}
}

// TestCommandsWhileServeWatch: with `stud8 serve --watch` running in
// another process, import, report, sql and export on its database each
// fail at once (exit 3, no wait) with a message that names the holder and
// says what to do: copy the files into a folder it follows, read through
// its pages, or stop it. An import into another database works (exit 1:
// the generated table has a finding).
func TestCommandsWhileServeWatch(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	// The holder is named stud8, as a player's would be.
	bin := filepath.Join(t.TempDir(), "stud8")
	if err := os.Symlink(exe, bin); err != nil {
		t.Fatal(err)
	}
	dir, tmp := t.TempDir(), t.TempDir()
	db := filepath.Join(tmp, "w.duckdb")
	generated(t, filepath.Join(dir, "table.txt"), 20, 5)
	srv := exec.Command(bin, "serve", "--watch", "--db", db, "--addr", "127.0.0.1:0", dir)
	srv.Env = append(os.Environ(), "STUD8_TEST_AS_MAIN=1")
	stdout, _ := srv.StdoutPipe()
	var srvErr bytes.Buffer
	srv.Stderr = &srvErr
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		srv.Process.Signal(os.Interrupt)
		srv.Wait()
	}()
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil || !strings.Contains(line, "http://") {
		t.Fatalf("serve --watch said %q %v (%s)", line, err, srvErr.String())
	}
	other := filepath.Join(tmp, "other.duckdb")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"import", "--db", db, "--progress", "none", filepath.Join(dir, "table.txt")}, "to import files, copy them into a folder it follows"},
		{[]string{"report", "stats", "--db", db}, "to read the database, use its pages, or stop it"},
		{[]string{"sql", "--db", db, "SELECT count(*) FROM hands"}, "to read the database, use its pages, or stop it"},
		{[]string{"export", "parquet", "--db", db, filepath.Join(tmp, "pq")}, "to read the database, use its pages, or stop it"},
	} {
		start := time.Now()
		code, _, stderr := stud8(t, c.args...)
		if code != exitFailed || !strings.Contains(stderr, "database is in use") || !strings.Contains(stderr, "serve --watch") ||
			!strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d\n%s\nwant exit 3 naming serve --watch and %q", c.args, code, stderr, c.want)
		}
		if d := time.Since(start); d > 10*time.Second {
			t.Errorf("%v took %s: it waited", c.args, d)
		}
	}
	if code, out, stderr := stud8(t, "import", "--db", other, "--progress", "none", filepath.Join(dir, "table.txt")); code == exitFailed ||
		!strings.Contains(out, "20 stored") {
		t.Errorf("import into another database: exit %d %s%s", code, out, stderr)
	}
}
