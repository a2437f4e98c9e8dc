package merge_test

import (
	"bytes"
	"errors"
	"io"
	"os"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/corpustest"
	"github.com/stud8/stud8/parser/merge"
	"github.com/stud8/stud8/replay"
)

func open(r io.Reader, file string) parser.HandReader {
	return merge.NewReader(r, file, parser.Options{})
}

// TestGolden reads every testdata file (samples of the corpus, bytes kept)
// and compares the hands and rejects with the .golden files.
func TestGolden(t *testing.T) { corpustest.Golden(t, open) }

// TestDamagedHand breaks the second hand of a file in the middle: it is
// rejected with its line and hand id, and the hand after it is read.
func TestDamagedHand(t *testing.T) {
	b, err := os.ReadFile("testdata/horse-new-format.xml")
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.Index(b, []byte(`id="78854953-356"`))
	j := i + bytes.Index(b[i:], []byte(`type="CALL"`))
	k := j + bytes.Index(b[j:], []byte(`amount="`)) + len(`amount="`)
	bad := append(append(append([]byte{}, b[:k]...), "0.2.5"...), b[k+4:]...)
	line := 1 + bytes.Count(bad[:j], []byte("\n"))
	hands, errs, st := corpustest.Read(t, bad, open)
	if len(errs) != 1 {
		t.Fatalf("rejects %v, want one", errs)
	}
	e := errs[0]
	if e.HandID != "78854953-356" || e.Line != line || !errors.Is(e, parser.ErrBadAmount) {
		t.Errorf("reject %v (line %d), want hand 78854953-356 at line %d: invalid amount", e, e.Line, line)
	}
	if len(hands) != 2 || hands[1].ID != "78854953-357" || st.Hands != 2 {
		t.Errorf("read %d hands (%+v), want the other 2", len(hands), st)
	}
}

// TestUncalledCountedAsWon: the 201111 file's winner row of 0.64 includes
// a 0.50 bet nobody called (uncalled="false"): the hand returns 0.50 and
// collects 0.14, as PokerStars would write it, and replays clean.
func TestUncalledCountedAsWon(t *testing.T) {
	b, err := os.ReadFile("testdata/stud8-uncalled-false.xml")
	if err != nil {
		t.Fatal(err)
	}
	hands, errs, _ := corpustest.Read(t, b, open)
	if len(errs) > 0 || len(hands) != 1 {
		t.Fatalf("hands %d rejects %v", len(hands), errs)
	}
	h := hands[0]
	if h.Summary.TotalPot != 14 || h.Summary.Rake != 0 {
		t.Errorf("pot %d rake %d, want 14 and 0", h.Summary.TotalPot, h.Summary.Rake)
	}
	r := replay.Replay(h, replay.DefaultProfile(h.Site))
	if len(r.Findings) > 0 {
		t.Errorf("findings: %v", r.Findings)
	}
}

// FuzzParse: no input makes the reader panic; a hand read replays. The
// seed is one small hand (the fuzzer crawls on inputs of kilobytes).
func FuzzParse(f *testing.F) {
	f.Add([]byte(`<description type="Razz" stakes="Limit $0.50/$1"/>
<game id="1-2" starttime="20111115223628" numholecards="7" gametype="47" realmoney="true" data="1|T|1|1-2|false">
<players dealer="7"><player seat="3" nickname="A" balance="$2.96" dealtin="true" /><player seat="5" nickname="B &amp; C" balance="$10.00" dealtin="true" /></players>
<round id="BLINDS" sequence="1"><event sequence="1" type="ANTE" player="3" amount="0.05"/><event sequence="2" type="ANTE" player="5" amount="0.05"/></round>
<round id="BRING_IN" sequence="2"><event sequence="4" type="BRING_IN" player="3" amount="0.10"/><cards type="DRAW_DRAWN_CARDS" cards="null,null,7h" player="5"/><cards type="HOLE" cards="8h,2s,Kh" player="3"/></round>
<round id="THIRD_STREET" sequence="3"><event sequence="5" type="RAISE" player="5" amount="0.50"/><event sequence="6" type="CALL" player="3" amount="0.40"/></round>
<round id="FOURTH_STREET" sequence="4"><event sequence="7" type="BET" player="5" amount="0.50"/><event sequence="8" type="FOLD" player="3"/><cards type="DRAW_DRAWN_CARDS" cards=",,7h,Qh" player="5"/><cards type="HOLE" cards="8h,2s,Kh,3c" player="3"/></round>
<round id="END_OF_FOLDED_GAME" sequence="8"><winner amount="0.50" uncalled="true" potnumber="2" player="5" pottype="n"/><winner amount="1.10" uncalled="false" potnumber="1" player="5" pottype="n"/></round>
</game>
`))
	f.Fuzz(fuzzBody)
}

// fuzzBody is FuzzParse's check of one input.
func fuzzBody(t *testing.T, b []byte) {
	{
		r := merge.NewReader(bytes.NewReader(b), "fuzz.xml", parser.Options{})
		for k := 0; k < 1000; k++ {
			h, err := r.Next()
			if err == io.EOF {
				return
			}
			var pe *parser.Error
			if err != nil {
				if !errors.As(err, &pe) {
					return
				}
				continue
			}
			replay.Replay(h, replay.DefaultProfile(h.Site))
		}
	}
}

// BenchmarkParse reads the corpus samples' games repeated to 4 MB.
func BenchmarkParse(b *testing.B) {
	var files [][]byte
	for _, p := range []string{"testdata/horse-new-format.xml", "testdata/razz-allin.xml", "testdata/stud8-no-null.xml", "testdata/stud8-uncalled-false.xml"} {
		x, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		files = append(files, x)
	}
	in, _ := corpustest.Repeat(files, `<description type="HORSE" stakes="Limit $0.25/$0.50" version="2" />`+"\n", "", 4<<20)
	hands, errs, _ := corpustest.Read(b, in, open)
	if len(errs) > 0 {
		b.Fatal(errs[0])
	}
	corpustest.Bench(b, in, len(hands), open)
}
