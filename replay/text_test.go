package replay

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/sites"
)

// caseText replays the hands of a rulebook case and returns their text account.
func caseText(t *testing.T, name string) string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "testdata", "replay", name))
	if err != nil {
		t.Fatal(err)
	}
	input, _, _ := strings.Cut(string(raw), "\n----\n")
	p, err := caseProfile(input)
	if err != nil {
		t.Fatal(err)
	}
	r := sites.Open(strings.NewReader(handText(input)), name, parser.Options{})
	var out []byte
	for {
		h, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		out = AppendText(out, Replay(h, p))
	}
	return string(out)
}

func TestTextShowsEverything(t *testing.T) {
	for name, want := range map[string][]string{
		"all-in-on-the-ante.txt": {
			"Hero (3h Ah) [2s]", // the hero's down cards
			"7th street  down: Player0 (Tc) Player1 (7s) Player3 (5s) Hero (6d) Player5 (Jc) Player6 (Kh)",
			"Player1  mucks [Jd 7c 5c Qc 4s 6s 7s]",
			"Hero     shows [3h Ah 2s 4d 7d 5h 6d]  high [3h 4d 7d 5h 6d] a straight, Three to Seven  low [5h 4d 3h 2s Ah] 5,4,3,2,A",
			"Player3  shows [Qs Ks Qd 9c Jh 5d 5s]  high [Qs Ks Qd 5d 5s] two pair, Queens and Fives  no low",
		},
		"completion-then-three-raises.txt": {
			"Carol  completes to $1.00",       // the file's "raises $0.50 to $1"
			"Alice  raises to $2.00 (+$1.00)", // the file's "raises $1 to $2"
			"Carol  gets $1.00 back (uncalled) pot $8.45",
		},
		"all-in-for-part-of-the-ante.txt": {
			"antes $0.14\n  Alice  gets $0.06 back (uncalled) pot $0.08\n3rd street",
			"7th street  down: Alice (Jd) Bob (8h)", // all-in: no river line, the cards are shown
		},
	} {
		got := caseText(t, name)
		for _, w := range want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: text lacks %q\n%s", name, w, got)
			}
		}
	}
}
