package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/stud8/stud8/ingest"
)

// expandPaths turns PATH arguments into the files to read, the same way for
// every command (ingest.ExpandPaths): it tells the user on stderr about the
// entries it leaves out and the paths it cannot read (unreadable is true
// then: the command goes on with the rest and exits 1), and fails only when
// nothing at all can be read.
func expandPaths(e *env, paths []string) (files []ingest.File, unreadable bool, err error) {
	files, skipped, problems := ingest.ExpandPaths(paths)
	writeSkipped(e.Err, "stud8: ", skipped, "read")
	for _, p := range problems {
		fmt.Fprintf(e.Err, "stud8: could not read %v\n", p)
	}
	if len(files) == 0 {
		return nil, true, errors.New("no hand-history file to read")
	}
	return files, len(problems) > 0, nil
}

// writeSkipped tells about the entries of directories that were not read
// as hand histories, with a few examples and why; verb is what naming one
// does ("read", "import").
func writeSkipped(w io.Writer, prefix string, skipped []ingest.Skipped, verb string) {
	if len(skipped) == 0 {
		return
	}
	list := make([]string, len(skipped))
	for i, s := range skipped {
		list[i] = s.String()
	}
	what := "files in the directories that are not hand histories"
	if len(skipped) == 1 {
		what = "file in the directories that is not a hand history"
	}
	fmt.Fprintf(w, "%sskipped %s %s (name them to %s them): %s\n",
		prefix, thousands(int64(len(skipped))), what, verb, examples(list, 3))
}
