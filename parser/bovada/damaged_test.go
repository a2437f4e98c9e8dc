package bovada

import (
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestDamagedHand: a bad amount in the second of eight tournament hands
// rejects that hand, with its id and line; the seven others are read.
func TestDamagedHand(t *testing.T) {
	clean := sitetest.Read(t, []string{filepath.Join(testdataDir, "mtt-sample.txt")}, false)[0]
	sitetest.Damaged(t, Site, clean, sitetest.Damage{After: "2633116884", From: "Seat+8 : Double bets 20 ", To: "Seat+8 : Double bets 2x0 ",
		Hand: "2633116884", Err: parser.ErrBadAmount})
}
