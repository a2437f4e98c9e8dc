package absolute

import (
	"strings"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

const testdataDir = "../../testdata/absolute"

// TestGolden pins the parsed model of every testdata file; regenerate with
// go test ./parser/absolute -update and review the diff.
func TestGolden(t *testing.T) { sitetest.Golden(t, Site, testdataDir, sitetest.Lines) }

// TestDamagedHand: a hand broken in the middle of a file is rejected with
// its line, hand id and reason, and the hands around it are read.
func TestDamagedHand(t *testing.T) {
	one := strings.TrimRight(string(sitetest.Read(t, []string{testdataDir + "/stud8-river-mucked.txt"}, false)[0]), "\n") + "\n\n\n"
	clean := []byte(one + one + strings.Replace(one, "#1300000000", "#1300000001", 1) + strings.Replace(one, "#1300000000", "#1300000002", 1))
	for _, d := range []sitetest.Damage{
		{Name: "bad amount", From: "PLAYER1 - Calls $0.01", To: "PLAYER1 - Calls $0.0z", Err: parser.ErrBadAmount},
		{Name: "bad card", From: "Hero - Pocket [10c 5c 7s] \nPLAYER5", To: "Hero - Pocket [11c 5c 7s] \nPLAYER5", Err: parser.ErrBadCard},
		{Name: "bad seat", From: "Seat 2 - PLAYER2 ($0.36 in chips)", To: "Seat 2 PLAYER2 ($0.36 in chips)", Err: parser.ErrBadSeat},
		{Name: "unknown line", From: "PLAYER3 - Checks", To: "PLAYER3 - Dances", Err: parser.ErrUnknownLine},
		{Name: "bad summary", From: "Total Pot($0.43) | Rake ($0.04)", To: "Total Pot($0.43) | Rake $0.04", Err: parser.ErrBadSummary},
	} {
		d.After, d.Hand = "#1300000001", "1300000001"
		sitetest.Damaged(t, Site, clean, d)
	}
}
