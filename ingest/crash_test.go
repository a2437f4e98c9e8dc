package ingest

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stud8/stud8/gen"
	"github.com/stud8/stud8/store"
)

// Child processes: the test binary re-executed with STUD8_STORE_CHILD set
// runs one of these instead of the tests, so that a test can kill a real
// import with SIGKILL or hold a database from another process.
func TestMain(m *testing.M) {
	switch os.Getenv("STUD8_STORE_CHILD") {
	case "":
		code := m.Run()
		if faultTmp != "" {
			os.RemoveAll(faultTmp)
		}
		os.Exit(code)
	case "import":
		os.Exit(childImport())
	case "hold":
		os.Exit(childHold())
	default:
		fmt.Fprintln(os.Stderr, "unknown STUD8_STORE_CHILD")
		os.Exit(3)
	}
}

// childImport imports $STUD8_STORE_PATHS (separated by newlines) into $STUD8_STORE_DB.
func childImport() int {
	ctx, err := childLimits()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	db, err := store.Open(ctx, os.Getenv("STUD8_STORE_DB"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer db.Close()
	commit, _ := strconv.Atoi(os.Getenv("STUD8_STORE_COMMIT"))
	opts := Options{Profile: "oracle", BatchRecords: 50, CommitRecords: commit, Now: fixedClock}
	if _, err := Import(ctx, db, strings.Split(os.Getenv("STUD8_STORE_PATHS"), "\n"), opts); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// childHold opens $STUD8_STORE_DB, says "ready" and waits to be killed.
func childHold() int {
	db, err := store.Open(context.Background(), os.Getenv("STUD8_STORE_DB"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer db.Close()
	fmt.Println("ready")
	time.Sleep(time.Minute)
	return 0
}

// child returns a command running this test binary as the named child.
func child(t *testing.T, kind string, env ...string) *exec.Cmd {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), append([]string{"STUD8_STORE_CHILD=" + kind}, env...)...)
	return cmd
}

func TestSecondWriterGetsInUse(t *testing.T) {
	path := filepath.Join(t.TempDir(), "held.duckdb")
	cmd := child(t, "hold", "STUD8_STORE_DB="+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	if line, err := bufio.NewReader(out).ReadString('\n'); err != nil || line != "ready\n" {
		t.Fatalf("child said %q, %v", line, err)
	}
	_, err = store.Open(context.Background(), path)
	var inUse *store.InUseError
	if !errors.As(err, &inUse) || !errors.Is(err, store.ErrInUse) {
		t.Fatalf("Open of a held database: %v, want an *store.InUseError", err)
	}
	if inUse.PID != strconv.Itoa(cmd.Process.Pid) {
		t.Errorf("PID %q, want the child's %d", inUse.PID, cmd.Process.Pid)
	}
	if msg := err.Error(); !strings.Contains(msg, "database is in use") || strings.Contains(msg, "goroutine") {
		t.Errorf("message %q", msg)
	}
	// The holder is named by its command, not guessed to be an import.
	if msg := err.Error(); !strings.Contains(msg, "process "+inUse.PID+" ("+os.Args[0]) || strings.Contains(msg, "probably another stud8 import") {
		t.Errorf("message %q does not name the holder's command %s", msg, os.Args[0])
	}
	_, err = store.OpenReadOnly(context.Background(), path)
	if !errors.Is(err, store.ErrInUse) {
		t.Errorf("OpenReadOnly of a held database: %v, want store.ErrInUse", err)
	}
}

// generate writes n synthetic hands into dir, one file per table session.
func generate(t testing.TB, dir string, n int, seed uint64) []string {
	t.Helper()
	files, err := gen.GenerateDir(gen.Config{Hands: n, Seed: seed, FaultRate: 0.05, TableHands: 200}, dir, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestKillAndResume kills a real import with SIGKILL at random moments,
// imports again after each kill, and checks that every table ends up
// exactly as one uninterrupted import leaves it.
func TestKillAndResume(t *testing.T) {
	if testing.Short() {
		t.Skip("kills child processes; skipped with -short")
	}
	input := filepath.Join(t.TempDir(), "input")
	generate(t, input, 4000, 7)
	// Bad input travels along: rejects must come out exactly once too.
	if err := os.WriteFile(filepath.Join(input, "zz-junk.txt"), []byte("junk\x00\x01\x02\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const commit = "100"

	clean := filepath.Join(t.TempDir(), "clean.duckdb")
	start := time.Now()
	if out, err := child(t, "import", "STUD8_STORE_DB="+clean, "STUD8_STORE_PATHS="+input, "STUD8_STORE_COMMIT="+commit).CombinedOutput(); err != nil {
		t.Fatalf("clean import: %v\n%s", err, out)
	}
	took := time.Since(start)

	crashed := filepath.Join(t.TempDir(), "crashed.duckdb")
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1))
	kills := 0
	for round := 0; round < 4; round++ {
		cmd := child(t, "import", "STUD8_STORE_DB="+crashed, "STUD8_STORE_PATHS="+input, "STUD8_STORE_COMMIT="+commit)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		wait := time.Duration(rng.Int64N(int64(took)))
		time.Sleep(wait)
		cmd.Process.Signal(syscall.SIGKILL)
		err := cmd.Wait()
		if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			kills++
			t.Logf("round %d: killed after %v", round, wait.Round(time.Millisecond))
		} else if err != nil {
			t.Fatalf("round %d: import failed: %v", round, err)
		}
	}
	if out, err := child(t, "import", "STUD8_STORE_DB="+crashed, "STUD8_STORE_PATHS="+input, "STUD8_STORE_COMMIT="+commit).CombinedOutput(); err != nil {
		t.Fatalf("final import: %v\n%s", err, out)
	}
	t.Logf("%d of 4 imports killed; a clean import took %v", kills, took.Round(time.Millisecond))

	ctx := context.Background()
	a, err := store.OpenReadOnly(ctx, clean)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := store.OpenReadOnly(ctx, crashed)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if d := diffChecksums(checksums(t, a), checksums(t, b)); d != nil {
		t.Errorf("tables differ after kill -9 and resume: %v", d)
	}
	if n := count(t, b, `SELECT count(*) FROM imports WHERE status != 'complete'`); n != 0 {
		t.Errorf("%d imports rows not complete", n)
	}
	if n := count(t, a, `SELECT count(*) FROM hands`); n != 4000 {
		t.Errorf("clean import stored %d hands, want 4000", n)
	}
}
