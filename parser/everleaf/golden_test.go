package everleaf

import (
	"strings"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

const testdataDir = "../../testdata/everleaf"

// TestGolden pins the parsed model of every testdata file; regenerate with
// go test ./parser/everleaf -update and review the diff.
func TestGolden(t *testing.T) { sitetest.Golden(t, Site, testdataDir, sitetest.Lines) }

// TestDamagedHand: a hand broken in the middle of a file (a copy of the
// first hand, renumbered 295679511) is rejected with its line, hand id and
// reason, and the hands around it are read.
func TestDamagedHand(t *testing.T) {
	text := string(sitetest.Read(t, []string{testdataDir + "/stud-eur-cp1252.txt"}, false)[0])
	first := text[:strings.Index(text, "Everleaf Gaming Game #295679620")]
	clean := []byte(first + strings.ReplaceAll(first, "295679510", "295679511") + text[len(first):])
	for _, d := range []sitetest.Damage{
		{Name: "bad amount", From: "Hero calls [\x80 0.03 EURO]", To: "Hero calls [\x80 0.0x EURO]", Err: parser.ErrBadAmount},
		{Name: "bad card", From: "Dealt to Villain_ [ 6c ].", To: "Dealt to Villain_ [ 6x ].", Err: parser.ErrBadCard},
		{Name: "unknown line", From: "Villain_: bets [\x80 0.05 EURO]\n", To: "Villain_ dances\n", Err: parser.ErrUnknownLine},
		{Name: "no winner", From: "Villain_ wins \x80 0.12 EURO from main pot", To: "", Err: parser.ErrTruncated, Shift: -1},
	} {
		d.After, d.Hand = "#295679511", "295679511"
		sitetest.Damaged(t, Site, clean, d)
	}
}
