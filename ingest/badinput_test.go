package ingest

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// oracleHands returns the sample's text split before each hand header.
func oracleHands(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile("testdata/oracle/hands.txt")
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.SplitAfter(string(b), "\n\n")
	var hands []string
	for _, p := range parts {
		if strings.TrimSpace(p) != "" {
			hands = append(hands, p)
		}
	}
	if len(hands) < 10 {
		t.Fatalf("sample has %d hands", len(hands))
	}
	return hands
}

func writeFile(t *testing.T, path string, data []byte) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestBadInputLosesNothingElse(t *testing.T) {
	hands := oracleHands(t)
	dir := t.TempDir()
	good := writeFile(t, filepath.Join(dir, "good.txt"), []byte(strings.Join(hands[:5], "")))
	binary := make([]byte, 4096)
	for i := range binary {
		binary[i] = byte(i * 7 % 256)
	}
	writeFile(t, filepath.Join(dir, "binary.txt"), binary) // a binary file with a hand-history name
	writeFile(t, filepath.Join(dir, "empty.txt"), nil)
	// A hand cut in the middle of 4th street, followed by a whole hand.
	cut := hands[5][:strings.Index(hands[5], "*** 4th STREET ***")+40]
	truncated := writeFile(t, filepath.Join(dir, "truncated.txt"), []byte(hands[6]+cut+"\n\n\n"+hands[7]))

	db := openTemp(t)
	sum := mustImport(t, db, Options{Profile: "oracle"}, dir)
	if sum.Hands != 7 {
		t.Errorf("%d hands stored, want 7 (5 good, 2 around the truncated one)", sum.Hands)
	}
	if sum.Rejected != 2 {
		t.Errorf("%d rejected, want 2 (the binary file, the truncated hand): %v", sum.Rejected, sum.RejectedByReason)
	}
	if n := count(t, db, `SELECT count(*) FROM rejects WHERE source_file = ? AND raw_text LIKE '%4th STREET%'`, truncated); n != 1 {
		t.Errorf("truncated hand: %d rejects rows with its raw text, want 1", n)
	}
	if n := count(t, db, `SELECT count(*) FROM rejects WHERE source_file LIKE '%binary.txt' AND reason != ''`); n != 1 {
		t.Errorf("binary file: %d rejects rows, want 1", n)
	}
	if n := count(t, db, `SELECT count(*) FROM imports WHERE status = 'complete'`); n != 4 {
		t.Errorf("%d complete imports rows, want 4 (empty files count too)", n)
	}
	notes := strings.Join(sum.Notes, "\n")
	if !strings.Contains(notes, "empty.txt: empty file") || !strings.Contains(notes, "binary.txt: no hand could be read") {
		t.Errorf("notes do not mention the empty and binary files:\n%s", notes)
	}
	if n := count(t, db, `SELECT count(*) FROM hands WHERE source_file = ?`, good); n != 5 {
		t.Errorf("%d hands from good.txt, want 5", n)
	}
}

func TestUnreadableDirectory(t *testing.T) {
	hands := oracleHands(t)
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a", "hands.txt"), []byte(strings.Join(hands[:3], "")))
	locked := filepath.Join(dir, "locked")
	writeFile(t, filepath.Join(locked, "hands.txt"), []byte(strings.Join(hands[3:6], "")))
	old := readDir
	readDir = func(name string) ([]os.DirEntry, error) {
		if name == locked {
			return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrPermission}
		}
		return old(name)
	}
	defer func() { readDir = old }()
	db := openTemp(t)
	sum := mustImport(t, db, Options{Profile: "oracle"}, dir)
	if sum.Hands != 3 {
		t.Errorf("%d hands stored, want the 3 readable ones", sum.Hands)
	}
	if len(sum.Problems) != 1 || sum.Problems[0].Path != locked || !errors.Is(sum.Problems[0], fs.ErrPermission) {
		t.Errorf("problems %v, want one permission error for %s", sum.Problems, locked)
	}
}

func TestUnreadableDirectoryForReal(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root reads any directory; TestUnreadableDirectory covers this case")
	}
	dir := t.TempDir()
	locked := filepath.Join(dir, "locked")
	writeFile(t, filepath.Join(locked, "x.txt"), []byte("x"))
	if err := os.Chmod(locked, 0); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(locked, 0o755)
	_, _, problems := ExpandPaths([]string{dir})
	if len(problems) != 1 || !errors.Is(problems[0], fs.ErrPermission) {
		t.Errorf("problems %v, want a permission error", problems)
	}
}

func TestMissingPathsAndPatterns(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a.txt"), []byte("x"))
	writeFile(t, filepath.Join(dir, "sub", "b.txt"), []byte("x"))
	writeFile(t, filepath.Join(dir, ".hidden", "c.txt"), []byte("x"))
	writeFile(t, filepath.Join(dir, "sub", "b.golden"), []byte("x"))
	writeFile(t, filepath.Join(dir, "sub", "C.TXT"), []byte("x"))
	files, skipped, problems := ExpandPaths([]string{filepath.Join(dir, "*.txt"), filepath.Join(dir, "sub"),
		filepath.Join(dir, "nope.txt"), filepath.Join(dir, "*.none"), dir})
	// Every file of a directory, whatever its name, found twice and listed
	// once; the content decides when it is read.
	want := []File{{filepath.Join(dir, "a.txt"), false}, {filepath.Join(dir, "sub", "C.TXT"), true},
		{filepath.Join(dir, "sub", "b.golden"), true}, {filepath.Join(dir, "sub", "b.txt"), true}}
	if !slices.Equal(files, want) {
		t.Errorf("files %v, want %v (a.txt named by the pattern)", files, want)
	}
	if len(skipped) != 0 {
		t.Errorf("skipped %v, want none", skipped)
	}
	if len(problems) != 2 || !errors.Is(problems[0], fs.ErrNotExist) || !strings.Contains(problems[1].Error(), "no file matches") {
		t.Errorf("problems %v, want a missing file and an empty pattern", problems)
	}
}

// TestLinksInDirectories: a link to a file in a directory is read like the
// file, a link to a directory is listed as skipped (not
// followed, so that a loop cannot hang the walk), and a broken link is a
// problem; none is dropped without a word.
func TestLinksInDirectories(t *testing.T) {
	dir := t.TempDir()
	target := writeFile(t, filepath.Join(dir, "elsewhere", "real.txt"), []byte("x"))
	in := filepath.Join(dir, "in")
	writeFile(t, filepath.Join(in, "own.txt"), []byte("x"))
	for _, l := range []struct{ name, to string }{
		{"linked.txt", target},
		{"linked.golden", target},
		{"loop", in},
		{"broken.txt", filepath.Join(dir, "gone.txt")},
		{"urand", "/dev/urandom"},
	} {
		if err := os.Symlink(l.to, filepath.Join(in, l.name)); err != nil {
			t.Skipf("no symbolic links here: %v", err)
		}
	}
	files, skipped, problems := ExpandPaths([]string{in})
	if want := []string{filepath.Join(in, "linked.golden"), filepath.Join(in, "linked.txt"), filepath.Join(in, "own.txt")}; !slices.Equal(Paths(files), want) {
		t.Errorf("files %v, want %v", files, want)
	}
	// A link to a device says so: it is not "a link to a directory".
	if want := []Skipped{{filepath.Join(in, "loop"), linkToDir}, {filepath.Join(in, "urand"), "a link to a character device, not a regular file: not read"}}; !slices.Equal(skipped, want) {
		t.Errorf("skipped %v, want %v", skipped, want)
	}
	if len(problems) != 1 || problems[0].Path != filepath.Join(in, "broken.txt") || !errors.Is(problems[0], fs.ErrNotExist) {
		t.Errorf("problems %v, want the broken link", problems)
	}
}

// failingReader gives the first n bytes of r, then fails as a vanished
// network file would.
type failingReader struct {
	r io.Reader
	n int
}

var errVanished = errors.New("stale file handle")

func (f *failingReader) Read(b []byte) (int, error) {
	if f.n <= 0 {
		return 0, errVanished
	}
	if len(b) > f.n {
		b = b[:f.n]
	}
	n, err := f.r.Read(b)
	f.n -= n
	return n, err
}

func (f *failingReader) Close() error { return nil }

func TestFileVanishesMidImport(t *testing.T) {
	hands := oracleHands(t)
	dir := t.TempDir()
	other := writeFile(t, filepath.Join(dir, "a.txt"), []byte(strings.Join(hands[:4], "")))
	text := []byte(strings.Join(hands[4:], ""))
	gone := writeFile(t, filepath.Join(dir, "b.txt"), text)
	vanished := writeFile(t, filepath.Join(dir, "c.txt"), []byte(strings.Join(hands[:2], "")))

	old := openFile
	openFile = func(path string) (io.ReadCloser, error) {
		switch path {
		case gone: // readable for 60% of its bytes, then gone
			return &failingReader{bytes.NewReader(text), len(text) * 6 / 10}, nil
		case vanished:
			return nil, &fs.PathError{Op: "open", Path: path, Err: fs.ErrNotExist}
		}
		return old(path)
	}
	db := openTemp(t)
	sum := mustImport(t, db, Options{Profile: "oracle", BatchRecords: 4, CommitRecords: 8}, dir)
	openFile = old
	if len(sum.Problems) != 2 {
		t.Fatalf("problems %v, want the failing and the vanished file", sum.Problems)
	}
	if !errors.Is(sum.Problems[0], errVanished) || !errors.Is(sum.Problems[1], fs.ErrNotExist) {
		t.Errorf("problems %v", sum.Problems)
	}
	if n := count(t, db, `SELECT count(*) FROM hands WHERE source_file = ?`, other); n != 4 {
		t.Errorf("%d hands from the good file, want 4", n)
	}
	partial := count(t, db, `SELECT count(*) FROM hands WHERE source_file = ?`, gone)
	if partial == 0 || partial >= int64(len(hands)-4) {
		t.Errorf("%d hands stored from the file that failed at 60%%", partial)
	}
	if n := count(t, db, `SELECT count(*) FROM imports WHERE path = ? AND status = 'partial'`, gone); n != 1 {
		t.Errorf("%d partial imports rows for the failed file, want 1", n)
	}

	// Once the files are back, a new import completes them: the result is
	// what one import of the whole folder gives.
	mustImport(t, db, Options{Profile: "oracle"}, dir)
	clean := openTemp(t)
	mustImport(t, clean, Options{Profile: "oracle"}, dir)
	if d := diffChecksums(checksums(t, clean), checksums(t, db)); d != nil {
		t.Errorf("after resuming, tables differ from one clean import: %v", d)
	}
}
