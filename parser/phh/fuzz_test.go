package phh_test

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser/internal/sitetest"
	"github.com/stud8/stud8/parser/phh"
)

// FuzzParse feeds arbitrary text to the Reader (sitetest.Fuzz: no panic,
// positioned errors, the PHH round trip of every hand accepted), and every
// hand it accepts must be written again to the text it reads back from.
func FuzzParse(f *testing.F) {
	f.Add([]byte(goodHand))
	f.Add([]byte(strings.TrimPrefix(goodHand, "[1]\n")))
	for _, h := range siteHands(f, filepath.Join("..", "..", "testdata", "oracle", "hands.txt"))[:8] {
		b, err := phh.AppendTable(nil, 1, h)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) { sitetest.Fuzz(t, phh.Site, data, writtenAgain) })
}

// writtenAgain checks that the PHH of h, read back and written again, is
// the same text.
func writtenAgain(h *hand.Hand) error {
	text, err := sitetest.PHHRoundTrip(h)
	if err != nil {
		return err
	}
	back, _, err := readAll(text, "again")
	if err != nil || len(back) != 1 {
		return fmt.Errorf("hand %s: PHH read back as %d hands (%v)", h.ID, len(back), err)
	}
	if again, err := phh.Append(nil, back[0]); err != nil || !bytes.Equal(again, text) {
		return fmt.Errorf("hand %s: written twice differently (%v):\n%s\n----\n%s", h.ID, err, text, again)
	}
	return nil
}
