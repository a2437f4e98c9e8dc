package main

import (
	"bytes"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runCmd runs stud8 in-process and returns its exit status and output.
func runCmd(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// TestParseAndReplayGoOnAfterUnreadableFile: a file that cannot be opened
// (a socket) is reported at the end; the files after it are still read.
func TestParseAndReplayGoOnAfterUnreadableFile(t *testing.T) {
	single := filepath.Join(psTestdata, "stud8-7-StudHL-USD-0.04-0.08-200911.txt")
	sock := filepath.Join(t.TempDir(), "s.txt")
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Skipf("no unix socket: %v", err)
	}
	defer l.Close()
	for _, cmd := range []string{"parse", "replay"} {
		code, out, errs := runCmd(cmd, sock, single)
		if code == 0 {
			t.Errorf("%s: exit status 0 with an unreadable file", cmd)
		}
		if !strings.Contains(errs, sock) {
			t.Errorf("%s: the unreadable file is not reported: %q", cmd, errs)
		}
		if cmd == "parse" && !strings.Contains(out, single+": PokerStars: 7 hands") {
			t.Errorf("parse stopped at the unreadable file: %q", out)
		}
		if cmd == "replay" && !strings.Contains(out, "7") {
			t.Errorf("replay stopped at the unreadable file: %q", out)
		}
	}
}

// TestReportPrepareRefusesMissingDatabase: a command meant to read a
// database does not create one.
func TestReportPrepareRefusesMissingDatabase(t *testing.T) {
	path := filepath.Join(t.TempDir(), "missing.duckdb")
	code, _, errs := runCmd("report", "prepare", "--db", path)
	if code == 0 || !strings.Contains(errs, "import hands first") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	if _, err := os.Stat(path); err == nil {
		t.Errorf("report prepare created %s", path)
	}
	for _, args := range [][]string{{"sql", "--db", path, "SELECT 1"}, {"export", "parquet", "--db", path, t.TempDir()}} {
		if code, _, _ := runCmd(args...); code == 0 {
			t.Errorf("%v: exit 0", args)
		}
		if _, err := os.Stat(path); err == nil {
			t.Errorf("%v created %s", args, path)
		}
	}
}
