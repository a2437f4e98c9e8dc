package cards

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// readRecords reads a testdata file of "|"-separated records, one per line,
// each with n fields, and returns them with their "file:line" positions.
func readRecords(t *testing.T, name string, n int) (records [][]string, where []string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Split(line, "|")
		if len(f) != n {
			t.Fatalf("testdata/%s:%d: want %d fields", name, i+1, n)
		}
		records = append(records, f)
		where = append(where, fmt.Sprintf("testdata/%s:%d", name, i+1))
	}
	return records, where
}

// sharedPokerStarsFiles lists the oracle's hands and every PokerStars file
// of the corpus under $STUD8_SHARED, or skips the test without it.
func sharedPokerStarsFiles(t *testing.T) []string {
	t.Helper()
	dir := os.Getenv("STUD8_SHARED")
	if dir == "" {
		t.Skip("STUD8_SHARED not set")
	}
	files := []string{filepath.Join(dir, "oracle", "hands.txt")}
	err := filepath.WalkDir(filepath.Join(dir, "corpus", "PokerStars"), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".txt") {
			files = append(files, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}
