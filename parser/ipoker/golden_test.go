package ipoker_test

import (
	"bytes"
	"errors"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/stud8/stud8/gen"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/corpustest"
	"github.com/stud8/stud8/parser/ipoker"
)

func open(r io.Reader, file string) parser.HandReader {
	return ipoker.NewReader(r, file, parser.Options{})
}

// TestGolden reads every testdata file (samples of the corpus, bytes kept)
// and compares the hands and rejects with the .golden files.
func TestGolden(t *testing.T) { corpustest.Golden(t, open) }

// TestDamagedHand breaks the second hand of a file in the middle: it is
// rejected with its line and hand id, and the hands after it are read.
func TestDamagedHand(t *testing.T) {
	b, err := os.ReadFile("testdata/stud8-eur-cp1252.xml")
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.Index(b, []byte(`gamecode="5710056302"`))
	j := i + bytes.Index(b[i:], []byte(`type="5" sum="`))
	bad := append(append(append([]byte{}, b[:j]...), `type="5" sum="0.0.5" `...), b[j+len(`type="5" sum="`)+6:]...)
	line := 1 + bytes.Count(bad[:j], []byte("\n"))
	hands, errs, st := corpustest.Read(t, bad, open)
	if len(errs) != 1 {
		t.Fatalf("rejects %v, want one", errs)
	}
	e := errs[0]
	if e.HandID != "5710056302" || e.Line != line || !errors.Is(e, parser.ErrBadAmount) {
		t.Errorf("reject %v (line %d, hand %s), want hand 5710056302 at line %d: invalid amount", e, e.Line, e.HandID, line)
	}
	if len(hands) != 4 || hands[1].ID != "5710077134" || st.Hands != 4 || st.Rejected != 1 {
		t.Errorf("read %d hands (%+v), want the other 4", len(hands), st)
	}
	// A file cut inside a hand: the hands before it are read, the cut one is truncated.
	cut := b[:bytes.Index(b, []byte(`gamecode="5710077134"`))+200]
	hands, errs, _ = corpustest.Read(t, cut, open)
	if len(hands) != 2 || len(errs) != 1 || !errors.Is(errs[0], parser.ErrTruncated) || errs[0].HandID != "5710077134" {
		t.Errorf("cut file: %d hands, rejects %v; want 2 hands and hand 5710077134 truncated", len(hands), errs)
	}
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
	f.Fuzz(fuzzOne)
}

// fuzzOne is FuzzParse's check of one input.
func fuzzOne(t *testing.T, b []byte) {
	r := ipoker.NewReader(bytes.NewReader(b), "fuzz.xml", parser.Options{})
	for k := 0; k < 1000; k++ {
		h, err := r.Next()
		if err == io.EOF {
			return
		}
		var pe *parser.Error
		if err != nil {
			if !errors.As(err, &pe) {
				return // a read error
			}
			continue
		}
		if strings.ContainsAny(h.ID, "\r\n") || len(h.Seats) == 0 {
			continue
		}
		out := writeFile(t, []*hand.Hand{h})
		back, errs, _ := corpustest.Read(t, out, open)
		if len(errs) > 0 || len(back) != 1 {
			t.Fatalf("hand %q written and read again: %d hands, rejects %v\n%s", h.ID, len(back), errs, out)
		}
		if a, c := playOf(h, false), playOf(back[0], false); a != c {
			t.Fatalf("hand %q changed:\n%s\n%s", h.ID, a, c)
		}
	}
}

func benchCorpus(b *testing.B) ([]byte, int) {
	var files [][]byte
	for _, p := range []string{"testdata/stud8-eur-cp1252.xml", "testdata/stud-usd-lf.xml", "testdata/stud-tourney-crlf-lf.xml"} {
		x, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		files = append(files, x)
	}
	head := string(files[1][:bytes.Index(files[1], []byte("<game"))])
	in, _ := corpustest.Repeat(files, head, "</session>\n", 4<<20)
	hands, errs, _ := corpustest.Read(b, in, open)
	if len(errs) > 0 {
		b.Fatal(errs[0])
	}
	return in, len(hands)
}

// BenchmarkParse reads the corpus samples' games repeated to 4 MB.
func BenchmarkParse(b *testing.B) {
	in, n := benchCorpus(b)
	corpustest.Bench(b, in, n, open)
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
	in := writeFile(b, hands)
	corpustest.Bench(b, in, len(hands), open)
}
