package merge_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
	"github.com/stud8/stud8/parser/merge"
	"github.com/stud8/stud8/replay"
)

// TestGolden reads every testdata file (samples of the corpus, bytes kept)
// and compares the hands and rejects with the .golden files.
func TestGolden(t *testing.T) { sitetest.Golden(t, merge.Site, "testdata", sitetest.Indented) }

// TestDamagedHand breaks the second hand of a file in the middle: it is
// rejected with its line and hand id, and the hand after it is read.
func TestDamagedHand(t *testing.T) {
	b := sitetest.Read(t, []string{"testdata/horse-new-format.xml"}, false)[0]
	i := bytes.Index(b, []byte(`id="78854953-356"`))
	j := i + bytes.Index(b[i:], []byte(`type="CALL"`))
	k := j + bytes.Index(b[j:], []byte(`amount="`)) + len(`amount="`)
	sitetest.Damaged(t, merge.Site, b, sitetest.Damage{After: `id="78854953-356"`,
		From: string(b[j : k+4]), To: string(b[j:k]) + "0.2.5", Hand: "78854953-356", Err: parser.ErrBadAmount})
}

// TestMutations reads 2,000 random mutations of a sample as FuzzParse would.
func TestMutations(t *testing.T) {
	sitetest.Mutate(t, merge.Site, sitetest.Read(t, []string{"testdata/horse-new-format.xml"}, false), 2000)
}

// TestUncalledCountedAsWon: the 201111 file's winner row of 0.64 includes
// a 0.50 bet nobody called (uncalled="false"): the hand returns 0.50 and
// collects 0.14, as PokerStars would write it, and replays clean.
func TestUncalledCountedAsWon(t *testing.T) {
	b := sitetest.Read(t, []string{"testdata/stud8-uncalled-false.xml"}, false)[0]
	hands, errs, _ := sitetest.Parse(t, merge.Site, b, "uncalled.xml")
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
	f.Fuzz(func(t *testing.T, data []byte) { sitetest.Fuzz(t, merge.Site, data) })
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
	in := `<description type="HORSE" stakes="Limit $0.25/$0.50" version="2" />` + "\n" +
		string(sitetest.Repeat(sitetest.Elements(files, "<game", "</game>"), "\n", 4<<20))
	sitetest.Bench(b, merge.Site, []byte(in), false)
}
