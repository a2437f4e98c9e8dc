package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stud8/stud8/ingest"
	"github.com/stud8/stud8/store"
)

// diskFullSize is the size of the file system the database of
// TestImportWatchDiskFull lives on: room for an empty database and the
// first 100 hands (4.9 MB at most while they are imported), not for the
// 8,000 more (11.8 MB once stored, 23 MB with the log while imported).
const diskFullSize = 8 << 20

// TestImportWatchDiskFull: `stud8 import --watch` (a process of its own, as
// a player runs it) follows a folder with its database on a small tmpfs.
// Its first import fits; then 8,000 hands moved into the folder fill the
// file system in the middle of the next import (a commit every 200
// records, so many commits before it fills). The follower stops: exit 3,
// a message that says the disk is full, names the database and says to
// free space and start again. The database, once the file system is made
// larger, holds whole commits only, at least the hands the follower logged
// as stored, and fewer than all. A follower started again then ends with
// the rows of one clean `stud8 import` of the final files, table by table
// (count and checksum of the rows), and the same imports rows path by path.
// It mounts a file system: root only, skipped otherwise and with -short.
func TestImportWatchDiskFull(t *testing.T) {
	if testing.Short() {
		t.Skip("mounts a tmpfs and runs a child process; skipped with -short")
	}
	root := t.TempDir()
	mnt := filepath.Join(root, "disk")
	if err := os.Mkdir(mnt, 0o755); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", fmt.Sprintf("size=%d", diskFullSize), "tmpfs", mnt).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs (needs root): %v %s", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", mnt).Run() })
	dir, more := filepath.Join(root, "hands"), filepath.Join(root, "more")
	for _, g := range []struct {
		out   string
		hands int
		seed  string
	}{{dir, 100, "1"}, {more, 8000, "2"}} {
		if code, _, stderr := stud8(t, "gen", "--hands", strconv.Itoa(g.hands), "--seed", g.seed, "--out", g.out+"/"); code != 0 {
			t.Fatalf("gen: exit %d %s", code, stderr)
		}
	}
	// Settled files (written an hour ago): every read is final, no hand held.
	old := time.Now().Add(-time.Hour)
	for _, d := range []string{dir, more} {
		names, _ := filepath.Glob(filepath.Join(d, "*"))
		for _, n := range names {
			os.Chtimes(n, old, old)
		}
	}
	db := filepath.Join(mnt, "w.duckdb")

	// The follower, until the disk is full.
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "import", "--watch", "--db", db, "--commit-records", "200", dir)
	cmd.Env = append(os.Environ(), "STUD8_TEST_AS_MAIN=1")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := make(chan string)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	stored := regexp.MustCompile(`stud8 watch: ([\d,]+) hands? stored`)
	var said []string
	var logged int64
	timeout := time.After(2 * time.Minute)
	moved := false
read:
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				break read
			}
			said = append(said, l)
			m := stored.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			n, _ := strconv.ParseInt(strings.ReplaceAll(m[1], ",", ""), 10, 64)
			logged += n
			if !moved {
				// The first import fitted: the client writes many more
				// tables (moved in, whole and settled).
				moved = true
				names, _ := filepath.Glob(filepath.Join(more, "*"))
				for _, n := range names {
					if err := os.Rename(n, filepath.Join(dir, filepath.Base(n))); err != nil {
						t.Fatal(err)
					}
				}
			}
		case <-timeout:
			t.Fatalf("the follower did not stop in 2 minutes; it said:\n%s", strings.Join(said, "\n"))
		}
	}
	err = cmd.Wait()
	out := strings.Join(said, "\n")
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != exitFailed {
		t.Fatalf("the follower ended with %v, want exit %d; it said:\n%s", err, exitFailed, out)
	}
	if !moved {
		t.Fatalf("the follower stopped before its first import was logged (the first 100 hands did not fit in %d bytes?):\n%s", diskFullSize, out)
	}
	for _, want := range []string{"the follower stopped: the disk is full", db + " keeps every hand of its last commit",
		"free some space and start it again"} {
		if !strings.Contains(out, want) {
			t.Errorf("the follower's message lacks %q:\n%s", want, out)
		}
	}
	t.Logf("the follower said: %s", said[len(said)-1])

	// Room made: what is left is whole commits, the logged hands among them.
	if out, err := exec.Command("mount", "-o", fmt.Sprintf("remount,size=%d", 256<<20), mnt).CombinedOutput(); err != nil {
		t.Fatalf("remount: %v %s", err, out)
	}
	ctx := context.Background()
	left, err := store.Open(ctx, db)
	if err != nil {
		t.Fatalf("open after the disk was full: %v", err)
	}
	hands := rowCount(t, left, `SELECT count(*) FROM hands`)
	if counted := rowCount(t, left, `SELECT coalesce(sum(hands), 0)::BIGINT FROM imports`); hands != counted {
		t.Errorf("%d hands stored, imports rows count %d: rows outside a commit", hands, counted)
	}
	for _, tb := range []string{"hand_players", "actions", "pots", "awards", "findings"} {
		if n := rowCount(t, left, `SELECT count(*) FROM `+tb+` WHERE hand_key NOT IN (SELECT hand_key FROM hands)`); n != 0 {
			t.Errorf("%s: %d rows without their hand", tb, n)
		}
	}
	if hands < logged || hands >= 8100 {
		t.Errorf("%d hands left by the full disk, want at least the %d logged as stored and fewer than the 8,100 of the files", hands, logged)
	}
	t.Logf("left by the full disk: %d hands (%d logged as stored)", hands, logged)
	left.Close()

	// Started again: it resumes, and ends where one clean import does.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var restartErr syncBuffer
	e := &env{In: strings.NewReader(""), Out: &restartErr, Err: &restartErr, Now: time.Now}
	o := &importOptions{DB: db, Paths: []string{dir}, Watch: true, Commit: 200, Progress: "none",
		Follow: ingest.FollowOptions{Interval: 20 * time.Millisecond}}
	o.Follow.Imported = func(s *ingest.Summary) {
		if len(s.Problems) == 0 {
			cancel()
		}
	}
	if err := importWatch(ctx, e, o); err != nil {
		t.Fatalf("the follower started again: %v\n%s", err, restartErr.String())
	}
	clean := filepath.Join(root, "clean.duckdb")
	if code, _, stderr := stud8(t, "import", "--db", clean, "--commit-records", "200", "--progress", "none", dir); code != 0 && code != exitFindings {
		t.Fatalf("clean import: exit %d %s", code, stderr)
	}
	want, got := tableChecksums(t, clean), tableChecksums(t, db)
	for _, tb := range store.Tables {
		if want[tb] != got[tb] {
			t.Errorf("%s: %s after the full disk and the restart, %s in a clean import", tb, got[tb], want[tb])
		}
	}
	if !strings.HasPrefix(want["hands"], "8100:") {
		t.Errorf("clean import: hands %s, want the 8,100 of the files", want["hands"])
	}
}

// rowCount returns the result of a count query on db.
func rowCount(t *testing.T, db *store.DB, query string) int64 {
	t.Helper()
	var n int64
	if err := db.SQL().QueryRow(query).Scan(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

// tableChecksums opens the database at path read-only and returns, for
// each table, its row count and the sum of its rows' hashes; the imports
// rows are taken without their times and ids (they say when, not what):
// path, size, content hash, status and counts.
func tableChecksums(t *testing.T, path string) map[string]string {
	t.Helper()
	db, err := store.OpenReadOnly(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	out := map[string]string{}
	for _, tb := range store.Tables {
		src := tb
		if tb == "imports" {
			src = "(SELECT path, size_bytes, content_hash, status, records, hands, rejects FROM imports)"
		}
		var s string
		if err := db.SQL().QueryRow(`SELECT count(*) || ':' || coalesce(sum(hash(t)::HUGEINT), 0) FROM ` + src + ` t`).Scan(&s); err != nil {
			t.Fatalf("checksum %s: %v", tb, err)
		}
		out[tb] = s
	}
	return out
}
