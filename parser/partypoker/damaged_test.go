package partypoker

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestDamagedHand: three copies of a hand (each with its "Game #N starts."
// preamble); a bad amount in the second rejects it, with its id and line,
// and the third is read.
func TestDamagedHand(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(testdataDir, "hilo-no-low.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var in []byte
	for _, id := range []string{"9581478201", "9581478202", "9581478203"} {
		in = append(in, bytes.ReplaceAll(data, []byte("9581478205"), []byte(id))...)
		in = append(in, "\n\n"...)
	}
	sitetest.Damaged(t, Site, in, "Player7 bets [$1 USD]", "Player7 bets [$1x USD]", 4, "9581478202", parser.ErrBadAmount, 2)
}
