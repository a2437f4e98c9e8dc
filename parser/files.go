package parser

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Files expands paths into the hand-history files to read: a file is kept
// as given; a directory is walked recursively for "*.txt" files (any case),
// in lexical order. It fails on a path that does not exist.
func Files(paths []string) ([]string, error) {
	var out []string
	for _, p := range paths {
		fi, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !fi.IsDir() {
			out = append(out, p)
			continue
		}
		var found []string
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.Type().IsRegular() && strings.EqualFold(filepath.Ext(path), ".txt") {
				found = append(found, path)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		sort.Strings(found)
		out = append(out, found...)
	}
	return out, nil
}
