package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestReadmeExamplesRun runs every command of README.md's sh blocks, in
// order, as written, in a directory holding the bundled testdata (as the
// repository does) and two folders of hand histories for the shards
// example (./histories/2017 and ./histories/2018: the bundled PokerStars
// razz and stud files, disjoint), and a poker client's hand-history folder
// for `stud8 serve --watch` (PokerStars', where defaultHandFolders looks for
// it under a home and Wine prefix of the test's). `go run ./cmd/stud8` is stud8 run in
// process (runExample, as the --help examples are); mkdir and cp -r are
// done as the shell does them; `go test` is this test's own job and is not
// run; any other program is an error, so that a new example is run or
// said to be left out here.
func TestReadmeExamplesRun(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every example")
	}
	repo, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile(filepath.Join(repo, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir())
	if err := os.Symlink(filepath.Join(repo, "testdata"), "testdata"); err != nil {
		t.Fatal(err)
	}
	for dir, glob := range map[string]string{"histories/2017": "razz-*.txt", "histories/2018": "stud-*.txt"} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		files, _ := filepath.Glob(filepath.Join(repo, "testdata", "pokerstars", glob))
		for _, f := range files {
			copyFile(t, f, filepath.Join(dir, filepath.Base(f)))
		}
	}
	home, _ := filepath.Abs("home")
	t.Setenv("HOME", home)
	t.Setenv("WINEPREFIX", filepath.Join(home, ".wine"))
	t.Setenv("USER", "player")
	client := defaultHandFolders(runtime.GOOS, home, os.Getenv)[0].Folders[0]
	if err := os.MkdirAll(client, 0o755); err != nil {
		t.Fatal(err)
	}
	copyFile(t, filepath.Join(repo, "testdata", "pokerstars", "razz-Razz-USD-0.04-0.08-200911.txt"), filepath.Join(client, "HH razz.txt"))
	n := 0
	for i, block := range strings.Split(string(readme), "```sh\n")[1:] {
		block, _, _ = strings.Cut(block, "```")
		for _, line := range strings.Split(block, "\n") {
			line = exampleLine(line)
			line = strings.Replace(line, "go run ./cmd/stud8 ", "stud8 ", 1)
			for _, part := range strings.Split(line, "&&") {
				args := exampleArgs(t, part)
				switch {
				case len(args) == 0:
				case args[0] == "stud8":
					n++
					runExample(t, part, "README.md")
				case args[0] == "mkdir":
					for _, d := range args[1:] {
						if err := os.MkdirAll(d, 0o755); err != nil {
							t.Fatal(err)
						}
					}
				case args[0] == "cp" && len(args) == 4 && args[1] == "-r":
					copyTree(t, args[2], args[3])
				case len(args) > 1 && args[0] == "go" && args[1] == "test":
				default:
					t.Errorf("README.md sh block %d: %q is not a command this test runs", i+1, part)
				}
			}
		}
	}
	if n < 10 {
		t.Errorf("ran %d README examples", n)
	}
}

// exampleLine is a line of an example without its '# comment'.
func exampleLine(line string) string {
	line = strings.TrimSpace(line)
	if i := strings.Index(line, " #"); i >= 0 {
		line = strings.TrimSpace(line[:i])
	}
	return line
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// copyTree is `cp -r from to`: from/. copies from's content into to.
func copyTree(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		copyFile(t, p, filepath.Join(to, rel))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
