package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"
)

// TestHelpExamplesRun runs every example of every command's --help, as
// written, in a directory holding the bundled testdata, a database imported
// from it (./stud8.duckdb), the oracle faults' (audit.duckdb) and a Parquet
// dataset (./dataset). Each must end with status 0 or 1 (1: the sample has
// rejected hands and findings), never a usage error or a failure. Shell
// syntax is read as a shell would: '# comments' are dropped, '> file'
// writes to a buffer, a pipe's right side and lines of other programs
// are left out.
func TestHelpExamplesRun(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every example")
	}
	repo, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.Symlink(filepath.Join(repo, "testdata"), "testdata"); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"import", "--parquet", "./dataset", "testdata/pokerstars"},
		{"import", "--db", "audit.duckdb", "--profile", "oracle", "testdata/oracle/faults.txt"},
	} {
		if code, _, errOut := stud8(t, args...); code > exitFindings {
			t.Fatalf("%v: exit %d\n%s", args, code, errOut)
		}
	}
	n := 0
	walk(newRoot(&env{}), func(c *cobra.Command) {
		for _, line := range strings.Split(c.Example, "\n") {
			line = exampleLine(line)
			if !strings.HasPrefix(line, "stud8 ") {
				continue // another program (duckdb)
			}
			for _, part := range strings.Split(line, "&&") {
				n++
				runExample(t, part, c.CommandPath()+" --help")
			}
		}
	})
	if n < 40 {
		t.Errorf("ran %d examples; expected every command to have some", n)
	}
}

// runExample runs one stud8 command of an example (from where) as written:
// a follower (import --watch) and a server (serve, on a free port) until
// their context ends 2 s later, any other to its end, which must be exit 0
// or 1.
func runExample(t *testing.T, part, where string) {
	t.Helper()
	args := exampleArgs(t, part)
	var out, errb bytes.Buffer
	stop := func(args []string, started string, w *bytes.Buffer) {
		root := newRoot(&env{In: strings.NewReader(""), Out: &out, Err: &errb, Now: time.Now})
		root.SetArgs(args)
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		err := root.ExecuteContext(ctx)
		cancel()
		if err != nil || !strings.Contains(w.String(), started) {
			t.Errorf("%s (in %s): %v\n%s%s", part, where, err, out.String(), errb.String())
		}
	}
	switch {
	case len(args) > 1 && args[1] == "import" && slices.Contains(args, "--watch"):
		stop(args[1:], "stud8: following ", &errb)
	case len(args) > 1 && args[1] == "serve":
		stop(append(args[1:], "--addr", "127.0.0.1:0"), "http://127.0.0.1:", &out)
	default:
		if code := run(args[1:], strings.NewReader(""), &out, &errb); code > exitFindings {
			t.Errorf("%s (in %s): exit %d\n%s", part, where, code, errb.String())
		}
	}
}

// walk calls fn for c and every command below it.
func walk(c *cobra.Command, fn func(*cobra.Command)) {
	fn(c)
	for _, sub := range c.Commands() {
		walk(sub, fn)
	}
}

// exampleArgs splits one shell command of an example into words (single
// and double quotes), without a pipe's right side or a redirection.
func exampleArgs(t *testing.T, s string) []string {
	t.Helper()
	var words []string
	var w strings.Builder
	inWord := false
	var quote rune
	for _, r := range strings.TrimSpace(s) {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			w.WriteRune(r)
		case r == '"' || r == '\'':
			quote, inWord = r, true
		case r == ' ':
			if inWord {
				words = append(words, w.String())
				w.Reset()
			}
			inWord = false
		default:
			w.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		t.Fatalf("unbalanced quotes in %q", s)
	}
	if inWord {
		words = append(words, w.String())
	}
	for i, w := range words {
		if w == "|" || w == ">" {
			return words[:i]
		}
	}
	return words
}

// TestFlagValueCompletion checks that the shell completion offers the values
// of the flags that take one of a list.
func TestFlagValueCompletion(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"report", "stats", "--by", ""}, "door\n"},
		{[]string{"report", "stats", "--format", ""}, "csv\n"},
		{[]string{"report", "stats", "--sort", ""}, "vpip_3rd\n"},
		{[]string{"report", "summary", "--game", ""}, "razz\n"},
		{[]string{"import", "--profile", ""}, "oracle\n"},
		{[]string{"replay", "--format", ""}, "jsonl\n"},
	} {
		_, out, _ := stud8(t, append([]string{"__complete"}, c.args...)...)
		if !strings.Contains(out, c.want) {
			t.Errorf("complete %q: %q lacks %q", c.args, out, c.want)
		}
	}
}
