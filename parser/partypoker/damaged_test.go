package partypoker

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestDamagedHand: three copies of a hand (each with its "Game #N starts."
// preamble); a bad amount in the second rejects it, with its id and line,
// and the third is read.
func TestDamagedHand(t *testing.T) {
	data := sitetest.Read(t, []string{filepath.Join(testdataDir, "hilo-no-low.txt")}, false)[0]
	var clean []byte
	for _, id := range []string{"9581478201", "9581478202", "9581478203"} {
		clean = append(clean, bytes.ReplaceAll(data, []byte("9581478205"), []byte(id))...)
		clean = append(clean, "\n\n"...)
	}
	sitetest.Damaged(t, Site, clean, sitetest.Damage{After: "#9581478202", From: "Player7 bets [$1 USD]", To: "Player7 bets [$1x USD]",
		Hand: "9581478202", Err: parser.ErrBadAmount})
}
