package sites

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// knownRejects are the hands of the corpus that the known-defects table of
// corpus/README.md says to reject, by file: the reason each must give.
var knownRejects = map[string][]string{
	"PokerStars/stud/Triple-Stud-USD-2.00-0.20-MTT-201301.txt":            {"invalid card token"},
	"Winning/stud8/7-Stud-HL-8max-USD-1.00-2.00-201608.HH00000000 G0.txt": {"truncated hand"},
	"Winamax/stud/7-Stud-6max-EUR-25-50-201611._8games_.negative.bet.txt": {"negative"},
}

// TestCorpusThroughRegistry reads every hand-history file of the shared
// corpus through Open, as import does, and checks each against MANIFEST.tsv:
// the site detected from the content is the folder's, every stud-family hand
// is read or rejected as the known-defects table says (with file and line),
// and other games (five-card stud and 2-7 razz included) are counted as such.
// Files of a site not yet in the registry are skipped by name.
func TestCorpusThroughRegistry(t *testing.T) {
	dir := sitetest.Shared(t)
	var read, skipped []string
	for _, row := range sitetest.ManifestAll(t, dir) {
		site, file, byGame := row.Site, row.File, row.ByGame
		if _, ok := lookupFolder(site); !ok {
			skipped = append(skipped, site)
			continue
		}
		read = append(read, site)
		t.Run(file, func(t *testing.T) {
			path := filepath.Join(dir, "corpus", file)
			var errs []*parser.Error
			hands := 0
			st, err := ParseFile(path, parser.Options{ReuseHands: true}, func(h *hand.Hand) error {
				hands++
				if h.Pos.File != path || h.Pos.Line <= 0 {
					t.Errorf("hand %s: position %v", h.ID, h.Pos)
				}
				if !sameSite(h.Site, site) {
					t.Errorf("hand %s: site %q, want %s", h.ID, h.Site, site)
				}
				return nil
			}, func(e *parser.Error) { errs = append(errs, e) })
			if err != nil {
				t.Fatal(err)
			}
			if !sameSite(st.Site, site) {
				t.Fatalf("detected site %q, want %s", st.Site, site)
			}
			want := knownRejects[file]
			if len(errs) != len(want) {
				t.Fatalf("%d rejects %v, want %d %v", len(errs), errs, len(want), want)
			}
			for i, e := range errs {
				if e.File != path || e.Line <= 0 || !strings.Contains(e.Error(), want[i]) {
					t.Errorf("reject %v: want %s:LINE and %q", e, path, want[i])
				}
			}
			stud := byGame["stud8"] + byGame["stud"] + byGame["razz"]
			other := byGame["other"] + byGame["stud5"] + byGame["razz27"]
			if st.Hands != stud-len(want) || hands != st.Hands || st.OtherGame != other || st.Rejected != len(want) {
				t.Errorf("stats %+v (%d hands seen), want %d hands, %d other, %d rejected", st, hands, stud-len(want), other, len(want))
			}
		})
	}
	t.Logf("files read: %d; files of sites not in the registry: %d %v", len(read), len(skipped), skipped)
}

// lookupFolder finds the registered site of a corpus folder name.
func lookupFolder(folder string) (parser.Site, bool) {
	for _, s := range All {
		if sameSite(s.Name, folder) {
			return s, true
		}
	}
	return parser.Site{}, false
}

// sameSite compares site names ignoring case and spaces ("Full Tilt" is
// the folder FullTilt).
func sameSite(a, b string) bool {
	norm := func(s string) string { return strings.ToLower(strings.ReplaceAll(s, " ", "")) }
	return norm(a) == norm(b)
}
