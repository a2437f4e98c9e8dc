package store

import (
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/zeebo/xxh3"
)

// FileError is a file or directory that could not be read, with the reason.
type FileError struct {
	Path string
	Err  error
}

func (e *FileError) Error() string { return e.Path + ": " + e.Err.Error() }
func (e *FileError) Unwrap() error { return e.Err }

// ExpandPaths turns the arguments of "stud8 import", "parse" and "replay"
// into a sorted list of files: a file stands for itself, a pattern with glob
// characters for whatever it matches, and a directory for every hand-history
// file under it (recursively; "*.txt" in any case, as poker clients write
// them; hidden files and folders skipped). Other files found in directories
// come back as skipped, so the caller can say so; unreadable entries and
// patterns matching nothing come back as problems. The rest is still returned.
func ExpandPaths(args []string) (files, skipped []string, problems []*FileError) {
	seen := map[string]bool{}
	add := func(p string) {
		if !seen[p] {
			seen[p] = true
			files = append(files, p)
		}
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
	sort.Strings(files)
	sort.Strings(skipped)
	return files, slices.Compact(skipped), problems
}

// IsHandHistoryName reports whether a file found in a directory is taken as
// a hand history: its name ends in ".txt", in any case.
func IsHandHistoryName(name string) bool {
	return strings.EqualFold(filepath.Ext(name), ".txt")
}

// walk adds p if it is a file, or every regular file under it if it is a directory.
func walk(p string, add func(string), skipped *[]string, problems *[]*FileError) {
	info, err := os.Stat(p)
	if err != nil {
		*problems = append(*problems, &FileError{p, err})
		return
	}
	if !info.IsDir() {
		add(p)
		return
	}
	walkDir(p, add, skipped, problems)
}

// readDir lists a directory; tests replace it to make one unreadable
// (permissions do not stop root, which CI runs as).
var readDir = os.ReadDir

// walkDir adds every hand-history file under dir, listing the other regular
// files and the links to directories as skipped, leaving out hidden entries
// and reporting unreadable directories and broken links.
func walkDir(dir string, add func(string), skipped *[]string, problems *[]*FileError) {
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
		case e.Type().IsRegular() && IsHandHistoryName(e.Name()):
			add(path)
		case e.Type().IsRegular():
			*skipped = append(*skipped, path)
		case e.Type()&fs.ModeSymlink != 0:
			// A link to a file is read as the file; a link to a directory
			// is not followed (a link may make a cycle) but listed, so that
			// it can be named; a broken link is a problem.
			info, err := os.Stat(path)
			switch {
			case err != nil:
				*problems = append(*problems, &FileError{path, err})
			case info.Mode().IsRegular() && IsHandHistoryName(e.Name()):
				add(path)
			default:
				*skipped = append(*skipped, path)
			}
		}
	}
}

// hashFile returns the size and XXH3-128 hash (hex) of the file at path.
func hashFile(path string) (int64, string, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, "", err
	}
	defer f.Close()
	h := xxh3.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return 0, "", err
	}
	sum := h.Sum128().Bytes()
	return n, hex.EncodeToString(sum[:]), nil
}
