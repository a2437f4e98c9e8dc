package fulltilt

import (
	"strings"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestDamagedHand: a hand broken in the middle of a file is rejected with
// its line, hand id and reason, and the hands around it are read.
func TestDamagedHand(t *testing.T) {
	one := strings.TrimRight(string(sitetest.Read(t, []string{testdataDir + "/stud8-cash-lf.txt"}, false)[0]), "\n") + "\n\n\n"
	clean := []byte(one + strings.Replace(one, "#29408130000", "#29408130001", 1) + strings.Replace(one, "#29408130000", "#29408130002", 1))
	for _, d := range []sitetest.Damage{
		{Name: "bad amount", From: "Player5 calls $2\n", To: "Player5 calls $2x\n", Err: parser.ErrBadAmount},
		{Name: "bad card", From: "Dealt to Player3 [7h]", To: "Dealt to Player3 [7x]", Err: parser.ErrBadCard},
		{Name: "unknown player", From: "Player8 folds", To: "Nobody folds", Err: parser.ErrUnknownLine},
		{Name: "bad seat", From: "Seat 3: Player3 ($81.70)", To: "Seat 3: Player3 $81.70", Err: parser.ErrBadSeat},
		{Name: "bad deal", From: "Dealt to Player5 [4c] [7c]", To: "Dealt to Player5 [4c] [7c] [8c]", Err: parser.ErrBadDeal},
		{Name: "no summary", From: "*** SUMMARY ***", To: "*** SUMMARY", Err: parser.ErrUnknownLine},
		{Name: "bad total", From: "Total pot $10.90 | Rake $0", To: "Total pot $10.90", Err: parser.ErrBadSummary},
	} {
		d.After, d.Hand = "#29408130001", "29408130001"
		sitetest.Damaged(t, Site, clean, d)
	}
}

// TestTruncatedFile: a hand cut off before its summary is rejected as truncated.
func TestTruncatedFile(t *testing.T) {
	one := string(sitetest.Read(t, []string{testdataDir + "/stud8-cash-lf.txt"}, false)[0])
	sitetest.Truncated(t, Site, []byte(one[:strings.Index(one, "*** 5TH STREET")]), "29408130000", 0)
}
