package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runGen runs `stud8 gen` in-process.
func runGen(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(append([]string{"gen"}, args...), strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

func TestGenStdoutDeterministic(t *testing.T) {
	code, a, stderr := runGen(t, "--hands", "40", "--seed", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if n := strings.Count(a, "PokerStars Hand #"); n != 40 {
		t.Errorf("%d hands on stdout, want 40", n)
	}
	if !strings.Contains(stderr, "40 hands") {
		t.Errorf("stderr %q does not report the hands", stderr)
	}
	_, b, _ := runGen(t, "--hands", "40", "--seed", "3")
	if a != b {
		t.Error("the same seed gave different output")
	}
	// Parse them back with stud8 parse: every hand accepted.
	dir := t.TempDir()
	path := filepath.Join(dir, "hands.txt")
	if err := os.WriteFile(path, []byte(a), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := run([]string{"parse", path}, strings.NewReader(""), &out, &errb); code != 0 {
		t.Errorf("stud8 parse of generated hands: exit %d: %s", code, errb.String())
	}
}

func TestGenOutDirAndLabels(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "hh") + string(filepath.Separator)
	labels := filepath.Join(dir, "labels.jsonl")
	code, _, stderr := runGen(t, "--hands", "600", "--players", "6-8", "--stakes", "0.10/0.20,5/10",
		"--faults", "0.5", "--labels", labels, "--out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	files, _ := filepath.Glob(filepath.Join(out, "HH* Limit Stud Hi-Lo*.txt"))
	if len(files) < 2 {
		t.Fatalf("%d files in %s, want one per table session", len(files), out)
	}
	hands := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		hands += bytes.Count(b, []byte("PokerStars Hand #"))
		if !bytes.Contains(b, []byte("($0.10/$0.20 USD)")) && !bytes.Contains(b, []byte("($5/$10 USD)")) {
			t.Errorf("%s: not at the chosen stakes", f)
		}
	}
	if hands != 600 {
		t.Errorf("%d hands in the files, want 600", hands)
	}
	lb, err := os.ReadFile(labels)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(lb)), "\n")
	mutated := strings.Count(string(lb), `"mutated": true`)
	if len(lines) != 600 || mutated < 200 || mutated > 400 {
		t.Errorf("%d label lines with %d mutated, want 600 with about 300", len(lines), mutated)
	}
}

func TestGenUsage(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"--hands", "0"},
		{"--hands", "10", "--players", "1-9"},
		{"--hands", "10", "--players", "5-3"},
		{"--hands", "10", "--faults", "0.2"},
		{"--hands", "10", "--faults", "2", "--labels", "x"},
		{"--hands", "10", "--profile", "nope"},
		{"--hands", "10", "--stakes", "abc"},
		{"--hands", "10", "extra"},
	} {
		if code, _, stderr := runGen(t, args...); code != 2 {
			t.Errorf("stud8 gen %v: exit %d (%s), want 2", args, code, stderr)
		}
	}
	code, out, _ := runGen(t, "--help")
	if code != 0 || !strings.Contains(out, "stud8 gen --hands") || !strings.Contains(out, "--faults") {
		t.Errorf("--help: exit %d, output %q", code, out)
	}
}
