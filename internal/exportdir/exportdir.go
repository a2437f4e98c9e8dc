// Package exportdir is the folder policy of stud8's exports (export
// parquet, import --parquet, export phh): the destination may be new,
// empty, or an earlier export of the same kind, whose files are replaced; a
// folder holding other files is refused unless forced, and then those files
// are kept. An export writes into a temporary folder beside the
// destination and is moved in only when complete, so a failed export leaves
// the destination as it was.
package exportdir

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// ErrForeignFiles is wrapped by the error of an export into a folder that
// holds files the export did not write.
var ErrForeignFiles = errors.New("the folder holds files stud8 did not write")

// ErrNotFolder is wrapped by the error of an export whose destination is
// a file.
var ErrNotFolder = errors.New("exists and is not a folder")

// Own reports whether rel (slash-separated, relative to the destination)
// is a file or folder an export of this kind writes.
type Own func(rel string, isDir bool) bool

// Folder is one export being written.
type Folder struct {
	dest string
	tmp  string
	own  Own
}

// Begin checks dest and makes the temporary folder the export writes into
// (Folder.Path). Files under dest that own does not claim refuse the export
// (ErrForeignFiles, naming at most three) unless force is set.
func Begin(dest string, force bool, own Own) (*Folder, error) {
	dest = filepath.Clean(dest)
	st, err := os.Stat(dest)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return nil, err
	case !st.IsDir():
		return nil, fmt.Errorf("%s %w", dest, ErrNotFolder)
	case !force:
		foreign, err := foreignFiles(dest, own)
		if err != nil {
			return nil, err
		}
		if len(foreign) > 0 {
			return nil, fmt.Errorf("%s: %w (%s...); choose another folder or use --force (only stud8's files are replaced)",
				dest, ErrForeignFiles, strings.Join(foreign, ", "))
		}
	}
	if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp(filepath.Dir(dest), "."+filepath.Base(dest)+".tmp-")
	if err != nil {
		return nil, err
	}
	// MkdirTemp makes it 0700; the export, renamed into place, is a folder
	// like any other the user makes.
	if err := os.Chmod(tmp, 0o755); err != nil {
		os.Remove(tmp)
		return nil, err
	}
	return &Folder{dest: dest, tmp: tmp, own: own}, nil
}

// Path is the temporary folder to write the export into.
func (f *Folder) Path() string { return f.tmp }

// Commit moves the export in: a new dest is the temporary folder renamed;
// otherwise the files of the earlier export are removed (with the folders
// left empty) and the new files moved in. Files own does not claim stay.
func (f *Folder) Commit() error {
	if _, err := os.Stat(f.dest); errors.Is(err, fs.ErrNotExist) {
		return os.Rename(f.tmp, f.dest)
	}
	if err := removeOwn(f.dest, f.own); err != nil {
		return err
	}
	err := filepath.WalkDir(f.tmp, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == f.tmp {
			return err
		}
		rel, _ := filepath.Rel(f.tmp, p)
		to := filepath.Join(f.dest, rel)
		if d.IsDir() {
			return os.MkdirAll(to, 0o755)
		}
		return os.Rename(p, to)
	})
	if err != nil {
		return err
	}
	return os.RemoveAll(f.tmp)
}

// Abort removes the temporary folder (after a failure; harmless after
// Commit).
func (f *Folder) Abort() { os.RemoveAll(f.tmp) }

// foreignFiles lists (at most three of) the entries under dir that own does
// not claim.
func foreignFiles(dir string, own Own) ([]string, error) {
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == dir {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if !own(filepath.ToSlash(rel), d.IsDir()) {
			out = append(out, rel)
			if len(out) == 3 {
				return fs.SkipAll
			}
			if d.IsDir() {
				return fs.SkipDir
			}
		}
		return nil
	})
	sort.Strings(out)
	return out, err
}

// removeOwn deletes the files under dir that own claims and the folders
// left empty, and nothing else.
func removeOwn(dir string, own Own) error {
	var dirs []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == dir {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if !own(filepath.ToSlash(rel), d.IsDir()) {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			dirs = append(dirs, p)
			return nil
		}
		return os.Remove(p)
	})
	for i := len(dirs) - 1; i >= 0; i-- {
		os.Remove(dirs[i]) // fails, as it should, when other files remain
	}
	return err
}
