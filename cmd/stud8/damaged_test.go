package main

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stud8/stud8/internal/testkit"
)

// TestParseAndImportAgreeOnDamagedFiles (issue 27): for a file of every
// format (testdata/sample and the PHH sample), the junk-before,
// damaged-middle and cut-at-a-random-byte files of
// sites.TestEveryFormatKeepsUndamagedHands are read by `parse` and by
// `import`: both count the same hands, rejects and hands of other games.
func TestParseAndImportAgreeOnDamagedFiles(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/sample/*")
	phh, _ := filepath.Glob("../../testdata/phh/*.phhs")
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	if err := os.Mkdir(in, 0o755); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(27, 9))
	for _, f := range append(files, phh...) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		// The damage falls in the middle third of the file, whatever its hands.
		n := bytes.Count(data, []byte("\n"))
		junk, middle, cut, _ := testkit.Damaged(rng, data, n/3+1, 2*n/3+1)
		base := filepath.Base(f)
		for what, d := range map[string][]byte{"junk": junk, "middle": middle, "cut": cut} {
			if err := os.WriteFile(filepath.Join(in, what+"-"+base), d, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	_, out, errOut := stud8(t, "parse", in)
	m := regexp.MustCompile(`total: \d+ files?, (\d+) hands?, (\d+) rejected, (\d+) hands? of other games`).FindStringSubmatch(out + errOut)
	if m == nil {
		t.Fatalf("no total in parse's output:\n%s%s", out, errOut)
	}
	_, iout, ierr := stud8(t, "import", "--db", filepath.Join(dir, "x.duckdb"), "--progress", "none", in)
	stored := regexp.MustCompile(`hands: +(\d+) stored, (\d+) duplicates skipped, (\d+) of other games skipped`).FindStringSubmatch(iout)
	rejected := regexp.MustCompile(`rejected: +(\d+)`).FindStringSubmatch(iout)
	if stored == nil || rejected == nil {
		t.Fatalf("no counts in import's summary:\n%s%s", iout, ierr)
	}
	// A hand id read twice (a damaged copy beside its clean file) is one
	// stored hand and duplicates.
	hands := atoi(t, stored[1]) + atoi(t, stored[2])
	if strings.Join([]string{itoa(hands), rejected[1], stored[3]}, " ") != strings.Join(m[1:], " ") {
		t.Errorf("parse: %s hands, %s rejected, %s other; import: %d hands (%s stored, %s duplicates), %s rejected, %s other\n%s", m[1], m[2], m[3], hands, stored[1], stored[2], rejected[1], stored[3], iout)
	}
	t.Logf("parse and import: %s hands, %s rejected, %s of other games", m[1], m[2], m[3])
	if atoi(t, m[1]) == 0 || atoi(t, m[2]) < 3 {
		t.Errorf("the damaged files read as %s hands and %s rejects", m[1], m[2])
	}
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func itoa(n int) string { return strconv.Itoa(n) }
