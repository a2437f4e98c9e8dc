package main

import (
	"errors"
	"fmt"

	"github.com/stud8/stud8/store"
)

// expandPaths turns PATH arguments into the files to read, the same way for
// every command (store.ExpandPaths): it tells the user on stderr about the
// files it leaves out and the paths it cannot read (unreadable is true then:
// the command goes on with the rest and exits 1), and fails only when nothing
// at all can be read.
func expandPaths(e *env, paths []string) (files []string, unreadable bool, err error) {
	files, skipped, problems := store.ExpandPaths(paths)
	if len(skipped) > 0 {
		fmt.Fprintf(e.Err, "stud8: skipped %d files in the directories that are not *.txt hand histories (name them to read them): %s\n",
			len(skipped), examples(skipped, 3))
	}
	for _, p := range problems {
		fmt.Fprintf(e.Err, "stud8: could not read %v\n", p)
	}
	if len(files) == 0 {
		return nil, true, errors.New("no hand-history file to read")
	}
	return files, len(problems) > 0, nil
}
