package ingest

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/zeebo/xxh3"
)

// FileError is a file or directory that could not be read, with the reason.
type FileError struct {
	Path string
	Err  error
}

func (e *FileError) Error() string { return e.Path + ": " + e.Err.Error() }
func (e *FileError) Unwrap() error { return e.Err }

// File is one input file.
type File struct {
	Path string
	// Found is set for a file found in a directory, not named by the user
	// (nor by a pattern): it is read only if its content is a hand history,
	// and skipped otherwise. A named file is always read as one.
	Found bool
}

// Skipped is an entry that was not read as a hand history, and why.
type Skipped struct {
	Path   string
	Reason string
}

func (s Skipped) String() string { return s.Path + " (" + s.Reason + ")" }

// ExpandPaths turns the arguments of "stud8 import", "parse", "replay" and
// "bench" into a sorted list of files: a file stands for itself, a pattern
// with glob characters for whatever it matches, and a directory for every
// regular file under it, whatever its name (recursively; hidden files and
// folders left out), as poker sites write .txt, .xml, .log and other names:
// whether such a file is a hand history is decided by its content when it
// is read. Links to directories found in directories come back as skipped,
// so the caller can say so; unreadable entries and patterns matching
// nothing come back as problems. The rest is still returned.
func ExpandPaths(args []string) (files []File, skipped []Skipped, problems []*FileError) {
	seen := map[string]int{}
	add := func(p string, found bool) {
		if i, ok := seen[p]; ok {
			files[i].Found = files[i].Found && found
			return
		}
		seen[p] = len(files)
		files = append(files, File{Path: p, Found: found})
	}
	for _, a := range args {
		matches := []string{a}
		if strings.ContainsAny(a, "*?[") {
			m, err := filepath.Glob(a)
			if err != nil {
				problems = append(problems, &FileError{a, fmt.Errorf("bad pattern: %w", err)})
				continue
			}
			if len(m) == 0 {
				problems = append(problems, &FileError{a, fmt.Errorf("no file matches the pattern")})
			}
			matches = m
		}
		for _, m := range matches {
			walk(m, add, &skipped, &problems)
		}
	}
	sort.Slice(files, func(i, j int) bool { return files[i].Path < files[j].Path })
	sort.Slice(skipped, func(i, j int) bool { return skipped[i].Path < skipped[j].Path })
	return files, slices.Compact(skipped), problems
}

// Paths returns the paths of files.
func Paths(files []File) []string {
	out := make([]string, len(files))
	for i, f := range files {
		out[i] = f.Path
	}
	return out
}

// walk adds p if it is a file, or every regular file under it if it is a directory.
func walk(p string, add func(string, bool), skipped *[]Skipped, problems *[]*FileError) {
	info, err := os.Stat(p)
	if err != nil {
		*problems = append(*problems, &FileError{p, err})
		return
	}
	if !info.IsDir() {
		add(p, false)
		return
	}
	walkDir(p, add, skipped, problems)
}

// readDir lists a directory; tests replace it to make one unreadable
// (permissions do not stop root, which CI runs as).
var readDir = os.ReadDir

// linkToDir is the reason a link to a directory is skipped.
const linkToDir = "a link to a directory, not followed"

// linkReason is the reason a link found in a directory to what is neither
// a regular file nor a directory is skipped: what it is.
func linkReason(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return linkToDir
	case m&fs.ModeCharDevice != 0:
		return "a link to a character device, not a regular file: not read"
	case m&fs.ModeDevice != 0:
		return "a link to a block device, not a regular file: not read"
	case m&fs.ModeNamedPipe != 0:
		return "a link to a FIFO, not a regular file: not read"
	case m&fs.ModeSocket != 0:
		return "a link to a socket, not a regular file: not read"
	}
	return "a link to something other than a regular file: not read"
}

// walkDir adds every regular file under dir, listing the links to
// directories as skipped, leaving out hidden entries and reporting
// unreadable directories and broken links.
func walkDir(dir string, add func(string, bool), skipped *[]Skipped, problems *[]*FileError) {
	entries, err := readDir(dir)
	if err != nil {
		*problems = append(*problems, &FileError{dir, err})
		return
	}
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		path := filepath.Join(dir, e.Name())
		switch {
		case e.IsDir():
			walkDir(path, add, skipped, problems)
		case e.Type().IsRegular():
			add(path, true)
		case e.Type()&fs.ModeSymlink != 0:
			// A link to a file is read as the file; a link to a directory
			// is not followed (a link may make a cycle) but listed, so that
			// it can be named; a broken link is a problem.
			info, err := os.Stat(path)
			switch {
			case err != nil:
				*problems = append(*problems, &FileError{path, err})
			case info.Mode().IsRegular():
				add(path, true)
			default:
				*skipped = append(*skipped, Skipped{path, linkReason(info.Mode())})
			}
		}
	}
}

// ErrNotRegular is wrapped by the error of an input that is not a regular
// file (a FIFO, a device, a socket): an import records a file by its size
// and modification time, to know it unchanged or resume it the next time,
// which a stream has not; it is refused before it is opened (opening a
// FIFO would wait for a writer).
var ErrNotRegular = errors.New("not a regular file (a FIFO or device): import reads regular files only; copy it to a file first, or read it with 'stud8 parse'")

// stamp is what a file's metadata says about its content: a file whose
// size or modification time changed has changed.
type stamp struct {
	size  int64
	mtime time.Time
}

// statFile returns the stamp of a regular file, ErrNotRegular for another.
func statFile(path string) (stamp, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return stamp{}, err
	}
	if !fi.Mode().IsRegular() {
		return stamp{}, ErrNotRegular
	}
	return stamp{fi.Size(), fi.ModTime()}, nil
}

// hashHex is the hex text of an XXH3-128 hash.
func hashHex(h *xxh3.Hasher) string {
	sum := h.Sum128().Bytes()
	return hex.EncodeToString(sum[:])
}

// errChanged is the error of a file that changed while it was read.
var errChanged = errors.New("the file changed while it was read (still being written?); import it again once it is complete")

// hashPrefix is the hex XXH3-128 hash of the first n bytes of a file, as
// an import computes content hashes: whether a file that grew still begins
// with what an earlier import read.
func hashPrefix(path string, n int64) (string, error) {
	f, err := openFile(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := xxh3.New()
	got, err := io.CopyN(h, f, n)
	if err != nil && err != io.EOF {
		return "", err
	}
	if got < n {
		return "", nil // shorter than the part read: not the file grown
	}
	return hashHex(h), nil
}

// endsClean reports whether the text ending in tail ends where a hand
// ends for every format that writes one hand after another: after a blank
// line (the text formats separate hands by blank lines), or after a line
// that closes an XML element (a game or session of iPoker and Merge XML).
// A file that ends otherwise may end inside a hand that still parses (a
// hand cut inside its summary), which a follower holds until the file
// grows or stops growing. NUL bytes are left out, so UTF-16 text is seen
// as its ASCII line ends.
func endsClean(tail []byte) bool {
	t := bytes.ReplaceAll(tail, []byte{0}, nil)
	t = bytes.TrimRight(t, " \t\r")
	if !bytes.HasSuffix(t, []byte("\n")) {
		return false
	}
	t = bytes.TrimRight(t[:len(t)-1], " \t\r")
	if len(t) == 0 || t[len(t)-1] == '\n' {
		return true
	}
	line := bytes.TrimLeft(t[bytes.LastIndexByte(t, '\n')+1:], " \t")
	return bytes.HasPrefix(line, []byte("</"))
}
