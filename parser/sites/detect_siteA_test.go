package sites

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/parser"
)

// TestDetectFullTiltEverleafAbsolute: every testdata file of these sites is
// detected as its site from its content (after decoding), and no other
// site's Detect claims it.
func TestDetectFullTiltEverleafAbsolute(t *testing.T) {
	for dir, want := range map[string]string{"fulltilt": "FullTilt", "everleaf": "Everleaf", "absolute": "Absolute"} {
		files, _ := filepath.Glob(filepath.Join("../../testdata", dir, "*.txt"))
		if len(files) == 0 {
			t.Fatalf("no testdata for %s", dir)
		}
		for _, f := range files {
			fh, err := os.Open(f)
			if err != nil {
				t.Fatal(err)
			}
			head, _ := io.ReadAll(io.LimitReader(parser.Decode(fh), parser.SniffSize))
			fh.Close()
			s, ok := Detect(head)
			if !ok || s.Name != want {
				t.Errorf("%s: detected %q, want %s", f, s.Name, want)
			}
			n := 0
			for _, s := range All {
				if s.Detect(skipLeading(head)) {
					n++
				}
			}
			if n != 1 {
				t.Errorf("%s: %d sites claim it", f, n)
			}
		}
	}
}
