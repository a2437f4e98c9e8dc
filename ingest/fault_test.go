package ingest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stud8/stud8/store"
)

// The fault tests stop an import in every way it can fail (a failing
// writer, a file size limit, a full file system, a signal), check that the
// database holds exactly what was committed, import again and compare every
// table with one clean import, row by row (count and sum of row hashes).

// faultCommit is the transaction size of the fault tests: many commits, so
// that failures fall between and inside them.
const faultCommit = 80

// fixedClock makes imports rows comparable between imports.
func fixedClock() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) }

// faultInput is the input of the fault tests and what one clean import of
// it leaves, built once.
type faultInput struct {
	dir       string
	clean     map[string]string // checksums of a clean import
	cleanSize int64             // size of the clean database file
	took      time.Duration
}

var (
	faultOnce sync.Once
	faultIn   faultInput
	faultErr  error
	faultTmp  string // removed by TestMain
)

// faultFixture generates 1,000 hands (5% damaged) and imports them once.
func faultFixture(t *testing.T) *faultInput {
	t.Helper()
	faultOnce.Do(func() {
		faultTmp, faultErr = os.MkdirTemp("", "stud8-fault-")
		if faultErr != nil {
			return
		}
		faultIn.dir = filepath.Join(faultTmp, "input")
		generate(t, faultIn.dir, 1000, 11)
		path := filepath.Join(faultTmp, "clean.duckdb")
		start := time.Now()
		faultErr = childRun(path, faultIn.dir, nil)
		faultIn.took = time.Since(start)
		if faultErr != nil {
			return
		}
		db, err := store.OpenReadOnly(context.Background(), path)
		if err != nil {
			faultErr = err
			return
		}
		defer db.Close()
		faultIn.clean = checksums(t, db)
		fi, err := os.Stat(path)
		if err != nil {
			faultErr = err
			return
		}
		faultIn.cleanSize = fi.Size()
	})
	if faultErr != nil {
		t.Fatal(faultErr)
	}
	return &faultIn
}

// childRun imports input into path in a child process (the test binary)
// with env added, and returns its error with its output.
func childRun(path, input string, env []string) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), "STUD8_STORE_CHILD=import", "STUD8_STORE_DB="+path,
		"STUD8_STORE_PATHS="+input, "STUD8_STORE_COMMIT="+strconv.Itoa(faultCommit))
	cmd.Env = append(cmd.Env, env...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%w: %s", err, out)
	}
	return nil
}

// checkCommitted checks that a database left by a failed import holds only
// whole commits: every stored hand is counted by an imports row, and no
// row of another table lacks its hand.
func checkCommitted(t *testing.T, db *store.DB) {
	t.Helper()
	hands := count(t, db, `SELECT count(*) FROM hands`)
	counted := count(t, db, `SELECT coalesce(sum(hands), 0)::BIGINT FROM imports`)
	if hands != counted {
		t.Errorf("%d hands stored, imports rows count %d: rows outside a commit", hands, counted)
	}
	for _, tb := range []string{"hand_players", "actions", "pots", "awards", "findings"} {
		if n := count(t, db, `SELECT count(*) FROM `+tb+` WHERE hand_key NOT IN (SELECT hand_key FROM hands)`); n != 0 {
			t.Errorf("%s: %d rows without their hand", tb, n)
		}
	}
	if n := count(t, db, `SELECT count(*) FROM hands WHERE hand_key NOT IN (SELECT hand_key FROM hand_players)`); n != 0 {
		t.Errorf("%d hands without players", n)
	}
}

// finishAndCompare imports the input again into path without fault and
// compares every table with the clean import.
func finishAndCompare(t *testing.T, in *faultInput, path string) {
	t.Helper()
	ctx := context.Background()
	db, err := store.Open(ctx, path)
	if err != nil {
		t.Fatalf("reopen after the failure: %v", err)
	}
	checkCommitted(t, db)
	partial := checksums(t, db)
	db.Close()
	if err := childRun(path, in.dir, nil); err != nil {
		t.Fatalf("re-import: %v", err)
	}
	db, err = store.OpenReadOnly(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	got := checksums(t, db)
	if d := diffChecksums(in.clean, got); d != nil {
		t.Errorf("tables differ from a clean import after failure and re-import: %v", d)
	}
	if n := count(t, db, `SELECT count(*) FROM imports WHERE status != 'complete'`); n != 0 {
		t.Errorf("%d imports rows not complete", n)
	}
	t.Logf("left by the failure: hands %s; after re-import equal to a clean import (hands %s, hand_players %s)",
		partial["hands"], got["hands"], got["hand_players"])
}

// faultSession fails the n-th Write (after passing it on, so that its rows
// sit in the appenders) or the n-th Commit (before committing).
type faultSession struct {
	session
	failWrite, failCommit int
	writes, commits       int
}

var errInjected = errors.New("injected write failure")

func (f *faultSession) Write(src *store.Source, b *store.Batch) error {
	f.writes++
	err := f.session.Write(src, b)
	if f.writes == f.failWrite {
		return errInjected
	}
	return err
}

func (f *faultSession) Commit() error {
	f.commits++
	if f.commits == f.failCommit {
		return errInjected
	}
	return f.session.Commit()
}

// TestFailingWriterLeavesNothing fails the writer at chosen writes and
// commits: the import fails, the database holds its commits only, and the
// next import ends where a clean import does.
func TestFailingWriterLeavesNothing(t *testing.T) {
	in := faultFixture(t)
	defer func(w func(*store.Session) session) { wrapSession = w }(wrapSession)
	for _, c := range []struct{ write, commit int }{{write: 2}, {write: 9}, {commit: 3}} {
		t.Run(fmt.Sprintf("write%d-commit%d", c.write, c.commit), func(t *testing.T) {
			wrapSession = func(s *store.Session) session {
				return &faultSession{session: s, failWrite: c.write, failCommit: c.commit}
			}
			path := filepath.Join(t.TempDir(), "f.duckdb")
			db, err := store.Open(context.Background(), path)
			if err != nil {
				t.Fatal(err)
			}
			_, err = Import(context.Background(), db, []string{in.dir},
				Options{Profile: "oracle", BatchRecords: 50, CommitRecords: faultCommit, Now: fixedClock})
			db.Close()
			if !errors.Is(err, errInjected) {
				t.Fatalf("import: %v, want the injected failure", err)
			}
			wrapSession = func(s *store.Session) session { return s }
			finishAndCompare(t, in, path)
		})
	}
}

// TestFileSizeLimit imports under RLIMIT_FSIZE (SIGXFSZ ignored, so writes
// fail with EFBIG as under `ulimit -f`), at limits that stop it part-way.
func TestFileSizeLimit(t *testing.T) {
	if testing.Short() {
		t.Skip("runs child processes; skipped with -short")
	}
	in := faultFixture(t)
	for _, frac := range []float64{0.4, 0.8} {
		limit := int64(float64(in.cleanSize) * frac)
		t.Run(fmt.Sprintf("limit%d", limit), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "f.duckdb")
			err := childRun(path, in.dir, []string{"STUD8_FSIZE=" + strconv.FormatInt(limit, 10)})
			if err == nil {
				t.Logf("import fitted under %d bytes", limit)
			} else if !strings.Contains(err.Error(), "too large") {
				t.Logf("import failed: %v", err)
			}
			finishAndCompare(t, in, path)
		})
	}
}

// TestDiskFull imports onto a small tmpfs until it is full (ENOSPC), makes
// room and imports again. It needs to mount a file system (root).
func TestDiskFull(t *testing.T) {
	if testing.Short() {
		t.Skip("mounts a tmpfs; skipped with -short")
	}
	in := faultFixture(t)
	for _, frac := range []float64{0.6} {
		size := int64(float64(in.cleanSize)*frac) &^ 4095
		t.Run(fmt.Sprintf("size%d", size), func(t *testing.T) {
			mnt := t.TempDir()
			if out, err := exec.Command("mount", "-t", "tmpfs", "-o", fmt.Sprintf("size=%d", size), "tmpfs", mnt).CombinedOutput(); err != nil {
				t.Skipf("cannot mount a tmpfs (needs root): %v %s", err, out)
			}
			defer exec.Command("umount", mnt).Run()
			path := filepath.Join(mnt, "f.duckdb")
			err := childRun(path, in.dir, nil)
			t.Logf("import into %d bytes: %v", size, err)
			if out, err := exec.Command("mount", "-o", "remount,size="+strconv.FormatInt(4*in.cleanSize+64<<20, 10), mnt).CombinedOutput(); err != nil {
				t.Fatalf("remount: %v %s", err, out)
			}
			finishAndCompare(t, in, path)
		})
	}
}

// TestSignalAndResume stops imports with SIGINT and SIGTERM at random
// moments; the import rolls back what it had not committed and stops.
func TestSignalAndResume(t *testing.T) {
	if testing.Short() {
		t.Skip("signals child processes; skipped with -short")
	}
	in := faultFixture(t)
	path := filepath.Join(t.TempDir(), "f.duckdb")
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 2))
	for round, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		exe, err := os.Executable()
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(exe)
		cmd.Env = append(os.Environ(), "STUD8_STORE_CHILD=import", "STUD8_STORE_DB="+path,
			"STUD8_STORE_PATHS="+in.dir, "STUD8_STORE_COMMIT="+strconv.Itoa(faultCommit))
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		wait := time.Duration(rng.Int64N(int64(in.took)))
		time.Sleep(wait)
		cmd.Process.Signal(sig)
		err = waitOrDump(t, cmd, &stderr)
		t.Logf("round %d: %v after %v: %v", round, sig, wait.Round(time.Millisecond), err)
		// Open migrates: a signal during the first migration leaves an
		// empty database.
		db, err := store.Open(context.Background(), path)
		if err != nil {
			t.Fatal(err)
		}
		checkCommitted(t, db)
		db.Close()
	}
	finishAndCompare(t, in, path)
}

// childLimits applies the limits the parent asked for ($STUD8_FSIZE) and
// returns the context of the import, cancelled by SIGINT or SIGTERM as in
// `stud8 import`.
func childLimits() (context.Context, error) {
	if s := os.Getenv("STUD8_FSIZE"); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return nil, err
		}
		signal.Ignore(syscall.SIGXFSZ)
		if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &syscall.Rlimit{Cur: n, Max: n}); err != nil {
			return nil, err
		}
	}
	ctx, _ := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	return ctx, nil
}
