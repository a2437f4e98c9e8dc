package ingest

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/replay"
)

// contentDir writes a folder as a poker client and a user leave it: hands
// under other names than *.txt, notes, another site's file, and a hand
// history with junk before its first hand.
func contentDir(t *testing.T) (dir string, junkFirst string) {
	hands := oracleHands(t)
	dir = t.TempDir()
	writeFile(t, filepath.Join(dir, "a.log"), []byte(strings.Join(hands[:3], "")))
	writeFile(t, filepath.Join(dir, "sub", "b.XML"), []byte(strings.Join(hands[3:5], "")))
	writeFile(t, filepath.Join(dir, "README.md"), []byte("# my hands\n\nfrom the club\n"))
	writeFile(t, filepath.Join(dir, "cakepoker.txt"), []byte("Cake Poker Hand #21948066071: Table Jubilee (6 max) - $1/$2 - Limit Razz\n"))
	junkFirst = writeFile(t, filepath.Join(dir, "z.txt"), []byte("exported by a tool\n\n"+hands[5]))
	return dir, junkFirst
}

// TestDirectoryFilesByContent: a directory gives every file; the hand
// histories are imported whatever their names, the other files are listed
// as skipped with the reason and leave no rejects and no imports rows, and
// junk before the hands of a hand history is still a reject.
func TestDirectoryFilesByContent(t *testing.T) {
	dir, junkFirst := contentDir(t)
	db := openTemp(t)
	sum := mustImport(t, db, Options{Profile: "oracle"}, dir)
	if sum.Hands != 6 {
		t.Errorf("%d hands stored, want 6 (3 .log, 2 .XML, 1 after the junk)", sum.Hands)
	}
	var skipped []string
	for _, s := range sum.Skipped {
		skipped = append(skipped, s.Path)
		if !strings.Contains(s.Reason, "not a hand history of a known site") {
			t.Errorf("skipped %s: reason %q", s.Path, s.Reason)
		}
	}
	if want := []string{filepath.Join(dir, "README.md"), filepath.Join(dir, "cakepoker.txt")}; !slices.Equal(skipped, want) {
		t.Errorf("skipped %v, want %v", skipped, want)
	}
	if sum.Rejected != 1 {
		t.Errorf("%d rejected, want 1 (the junk before z.txt's hand)", sum.Rejected)
	}
	if n := count(t, db, `SELECT count(*) FROM rejects WHERE source_file = ?`, junkFirst); n != 1 {
		t.Errorf("%d rejects rows for z.txt, want 1", n)
	}
	if n := count(t, db, `SELECT count(*) FROM imports WHERE status = 'complete'`); n != 3 {
		t.Errorf("%d complete imports rows, want 3 (the skipped files have none)", n)
	}
	// A second import skips the hand histories as unchanged and lists the
	// other files again.
	sum = mustImport(t, db, Options{Profile: "oracle"}, dir)
	if sum.FilesSkipped != 3 || len(sum.Skipped) != 2 || sum.Rejected != 0 {
		t.Errorf("second import: %d unchanged, %d skipped, %d rejected; want 3, 2, 0", sum.FilesSkipped, len(sum.Skipped), sum.Rejected)
	}
	// Named, a file is read as a hand history: another site's is a reject.
	sum = mustImport(t, db, Options{Profile: "oracle"}, filepath.Join(dir, "cakepoker.txt"))
	if sum.Rejected != 1 || len(sum.Skipped) != 0 {
		t.Errorf("named file: %d rejected, %d skipped; want 1, 0", sum.Rejected, len(sum.Skipped))
	}
}

// TestEachSkipsByContent: Each reads the same way as the import.
func TestEachSkipsByContent(t *testing.T) {
	dir, junkFirst := contentDir(t)
	files, _, _ := ExpandPaths([]string{dir})
	var hands int
	var rejects []string
	var skipped []string
	prof, _ := replay.ProfileByName("oracle")
	err := Each(context.Background(), files, ReadOptions{Reuse: true, Replay: true, Profile: prof}, Handler{
		Hand: func(h *hand.Hand, res *replay.Result) error {
			if res == nil || res.Hand != h {
				t.Errorf("hand %s: no replay", h.ID)
			}
			hands++
			return nil
		},
		Reject: func(e *parser.Error) { rejects = append(rejects, e.File) },
		File: func(r FileResult) error {
			if r.Skipped != "" {
				skipped = append(skipped, filepath.Base(r.Path))
			}
			return r.Err
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if hands != 6 || !slices.Equal(rejects, []string{junkFirst}) || !slices.Equal(skipped, []string{"README.md", "cakepoker.txt"}) {
		t.Errorf("%d hands, rejects %v, skipped %v; want 6, [%s], [README.md cakepoker.txt]", hands, rejects, skipped, junkFirst)
	}
}
