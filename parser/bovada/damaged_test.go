package bovada

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestDamagedHand: a bad amount in the second of eight tournament hands
// rejects that hand, with its id and line; the seven others are read.
func TestDamagedHand(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(testdataDir, "mtt-sample.txt"))
	if err != nil {
		t.Fatal(err)
	}
	sitetest.Damaged(t, Site, data, "Seat+8 : Double bets 20 ", "Seat+8 : Double bets 2x0 ", 1, "2633116884", parser.ErrBadAmount, 7)
}
