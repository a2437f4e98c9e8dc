package ingest

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/replay"
)

// TestRealHandFindingsDocumented replays every hand of the shared corpus,
// every site, as `stud8 replay` does (each site's default profile, stacks
// tracked within a file, structures learnt from the run), and expects
// exactly the findings listed in docs/findings-real-hands.md: a new finding
// on a real hand, or one that went away, must be explained there.
func TestRealHandFindingsDocumented(t *testing.T) {
	dir := os.Getenv("STUD8_SHARED")
	if dir == "" {
		t.Skip("STUD8_SHARED not set")
	}
	corpus := filepath.Join(dir, "corpus")
	files, _, problems := ExpandPaths([]string{corpus})
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	var got []string
	err := Each(context.Background(), files, ReadOptions{Replay: true, Learn: true, Stacks: replay.StackAuto}, Handler{
		Hand: func(h *hand.Hand, r *replay.Result) error {
			rel, _ := filepath.Rel(corpus, h.Pos.File)
			for _, f := range r.Findings {
				got = append(got, findingRow(rel, h.ID, string(f.Code), f.Line))
			}
			return nil
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	doc, err := os.ReadFile(filepath.Join("..", "docs", "findings-real-hands.md"))
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, l := range strings.Split(string(doc), "\n") {
		c := strings.Split(l, "|")
		if len(c) != 7 || !strings.HasPrefix(strings.TrimSpace(c[1]), "`") { // | file | hand | code | lines | why |
			continue
		}
		unq := func(s string) string { return strings.Trim(strings.TrimSpace(s), "`") }
		for _, line := range strings.Split(unq(c[4]), ",") {
			want = append(want, unq(c[1])+" "+unq(c[2])+" "+unq(c[3])+" "+strings.TrimSpace(line))
		}
	}
	slices.Sort(got)
	slices.Sort(want)
	for _, g := range got {
		if !slices.Contains(want, g) {
			t.Errorf("finding not in docs/findings-real-hands.md: %s", g)
		}
	}
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("docs/findings-real-hands.md lists a finding the replay no longer makes: %s", w)
		}
	}
	t.Logf("%d findings on real hands, all documented", len(got))
}

// findingRow is one finding as the document's table writes it.
func findingRow(file, id, code string, line int) string {
	return file + " " + id + " " + code + " " + itoa(line)
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}
