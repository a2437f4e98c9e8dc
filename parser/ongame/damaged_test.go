package ongame

import (
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestDamagedHand: a bad amount in the third of four hands rejects that
// hand, with its id and line; the hands before and after it are read.
func TestDamagedHand(t *testing.T) {
	clean := sitetest.Read(t, []string{filepath.Join(testdataDir, "stud-sample.txt")}, false)[0]
	sitetest.Damaged(t, Site, clean, sitetest.Damage{After: "R5-82086688-609", From: "Hero bets $0.10", To: "Hero bets it all",
		Hand: "R5-82086688-609", Err: parser.ErrBadAmount})
}
