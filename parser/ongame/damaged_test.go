package ongame

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestDamagedHand: a bad amount in the third of four hands rejects that
// hand, with its id and line; the hands before and after it are read.
func TestDamagedHand(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(testdataDir, "stud-sample.txt"))
	if err != nil {
		t.Fatal(err)
	}
	sitetest.Damaged(t, Site, data, "Hero bets $0.10", "Hero bets it all", 1, "R5-82086688-609", parser.ErrBadAmount, 3)
}
