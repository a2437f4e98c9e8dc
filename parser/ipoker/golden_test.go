package ipoker_test

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/stud8/stud8/gen"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
	"github.com/stud8/stud8/parser/ipoker"
)

// TestGolden reads every testdata file (samples of the corpus, bytes kept)
// and compares the hands and rejects with the .golden files.
func TestGolden(t *testing.T) { sitetest.Golden(t, ipoker.Site, "testdata", sitetest.Indented) }

// TestDamagedHand breaks the second hand of a file in the middle: it is
// rejected with its line and hand id, and the hands after it are read. A
// file cut inside a hand: the hands before it are read, the cut one is
// truncated.
func TestDamagedHand(t *testing.T) {
	b := sitetest.Read(t, []string{"testdata/stud8-eur-cp1252.xml"}, false)[0]
	i := bytes.Index(b, []byte(`gamecode="5710056302"`))
	j := i + bytes.Index(b[i:], []byte(`type="5" sum="`))
	sitetest.Damaged(t, ipoker.Site, b, sitetest.Damage{After: `gamecode="5710056302"`,
		From: string(b[j : j+len(`type="5" sum="`)+6]), To: `type="5" sum="0.0.5" `, Hand: "5710056302", Err: parser.ErrBadAmount})
	sitetest.Truncated(t, ipoker.Site, b[:bytes.Index(b, []byte(`gamecode="5710077134"`))+200], "5710077134", 2)
}

// FuzzParse: no input makes the reader panic, and a hand it reads, once
// written and read again, is the same play (seats, actions, returns, wins).
// The seed is one small hand (the fuzzer crawls on inputs of kilobytes).
func FuzzParse(f *testing.F) {
	f.Add([]byte("<?xml version=\"1.0\" encoding=\"utf-8\"?><session sessioncode=\"1\"><general><gametype>7 Card Stud Hi-Lo L $0.05/$0.10</gametype>" +
		"<tablename>T</tablename><currency>USD</currency><nickname>Hero</nickname></general>\r\n" +
		"<game gamecode=\"2\"><general><startdate>2014-05-10 18:02:19</startdate><players>" +
		"<player seat=\"1\" name=\"P &amp; Q\" chips=\"$1\" dealer=\"1\" win=\"$0\" bet=\"$0.08\"/><player seat=\"6\" name=\"Hero\" chips=\"$2.86\" dealer=\"0\" win=\"$0.16\" bet=\"$0.08\"/>" +
		"</players></general><round no=\"0\"><action no=\"1\" player=\"P &amp; Q\" type=\"15\" sum=\"$0.01\"/><action no=\"2\" player=\"Hero\" type=\"15\" sum=\"$0.01\"/></round>" +
		"<round no=\"2\"><cards type=\"Third Street\" player=\"P &amp; Q\">X X DK</cards><action no=\"4\" player=\"P &amp; Q\" type=\"3\" sum=\"$0.05\"/>" +
		"<cards type=\"Third Street\" player=\"Hero\">CA D5 H4</cards><action no=\"3\" player=\"Hero\" type=\"16\" sum=\"$0.02\"/><action no=\"5\" player=\"Hero\" type=\"3\" sum=\"$0.03\"/></round>" +
		"<round no=\"3\"><cards type=\"Fourth Street\" player=\"P &amp; Q\">C3</cards><action no=\"6\" player=\"P &amp; Q\" type=\"5\" sum=\"$0.05\"/>" +
		"<cards type=\"Fourth Street\" player=\"Hero\">H10</cards><action no=\"7\" player=\"Hero\" type=\"7\" sum=\"$0.07\"/><action no=\"8\" player=\"P &amp; Q\" type=\"0\" sum=\"$0\"/></round>" +
		"</game></session>"))
	f.Fuzz(func(t *testing.T, data []byte) { sitetest.Fuzz(t, ipoker.Site, data, samePlay) })
}

// samePlay checks that a hand, once written and read again, is the same
// play (seats, actions, returns, wins).
func samePlay(h *hand.Hand) error {
	if strings.ContainsAny(h.ID, "\r\n") || len(h.Seats) == 0 {
		return nil
	}
	out, err := writeHands([]*hand.Hand{h})
	if err != nil {
		return err
	}
	r := ipoker.Site.Open(parser.Decode(bytes.NewReader(out)), "back.xml", parser.Options{})
	back, err := r.Next()
	if err != nil {
		return fmt.Errorf("hand %q written and read again: %v\n%s", h.ID, err, out)
	}
	if _, err := r.Next(); err != io.EOF {
		return fmt.Errorf("hand %q written and read again: more than one hand: %v", h.ID, err)
	}
	if a, c := playOf(h, false), playOf(back, false); a != c {
		return fmt.Errorf("hand %q changed:\n%s\n%s", h.ID, a, c)
	}
	return nil
}

// TestMutations reads 500 random mutations of a sample as FuzzParse would.
func TestMutations(t *testing.T) {
	sitetest.Mutate(t, ipoker.Site, sitetest.Read(t, []string{"testdata/stud8-eur-cp1252.xml"}, false), 500, samePlay)
}

func benchCorpus(b *testing.B) []byte {
	var files [][]byte
	for _, p := range []string{"testdata/stud8-eur-cp1252.xml", "testdata/stud-usd-lf.xml", "testdata/stud-tourney-crlf-lf.xml"} {
		x, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		files = append(files, x)
	}
	head := string(files[1][:bytes.Index(files[1], []byte("<game "))])
	games := sitetest.Repeat(sitetest.Elements(files, "<game ", "</game>"), "\n", 4<<20)
	return append(append([]byte(head), games...), "</session>\n"...)
}

// BenchmarkParse reads the corpus samples' games repeated to 4 MB.
func BenchmarkParse(b *testing.B) {
	sitetest.Bench(b, ipoker.Site, benchCorpus(b), false)
}

// BenchmarkParseGen reads 5,000 generated hands written as iPoker XML.
func BenchmarkParseGen(b *testing.B) {
	var hands []*hand.Hand
	if err := gen.Each(gen.Config{Hands: 5000, Seed: 3, Workers: 1}, func(h *hand.Hand, _ gen.Label) error {
		c := *h
		c.Events = append([]hand.Event(nil), h.Events...)
		c.Seats = append([]hand.Seat(nil), h.Seats...)
		hands = append(hands, &c)
		return nil
	}); err != nil {
		b.Fatal(err)
	}
	sitetest.Bench(b, ipoker.Site, writeFile(b, hands), false)
}
