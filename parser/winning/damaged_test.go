package winning

import (
	"strings"
	"testing"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/internal/sitetest"
)

// TestDamagedHand: a hand broken in the middle of a file is rejected with
// its line and hand id, and the hands around it are read.
func TestDamagedHand(t *testing.T) {
	clean, stride := sitetest.Copies(sitetest.Read(t, []string{testdataDir + "/stud-2019.txt"}, false)[0], 3)
	sitetest.Damaged(t, Site, clean, sitetest.Damage{Line: stride + 18, To: "Dealt to Player2 [Qd Zz]",
		Hand: "85198832", Err: parser.ErrBadCard})
}

// TestDamagedHand2023: the grammar of the 2023-2026 layout, broken one
// line at a time in the middle of a file of three copies of the 2023 hand.
func TestDamagedHand2023(t *testing.T) {
	one := sitetest.Read(t, []string{testdataDir + "/" + file2023}, false)[0]
	clean, stride := sitetest.Copies(one, 3)
	for _, d := range []sitetest.Damage{
		{Name: "unknown game label", Line: stride + 1, Err: parser.ErrUnsupportedGame,
			To: "Hand #1903647457 - 7Stud X/Y(Fixed Limit) - $0.10/$0.20 - 2023/10/22 02:49:52 UTC"},
		{Name: "raise adds less than its total", Line: stride + 30, To: "fuggins raises $0.10 to $0.20", Err: parser.ErrBadAmount},
		{Name: "running pot amount", Line: stride + 24, To: "Main pot $0.3x | Rake $0.00", Err: parser.ErrBadAmount},
		{Name: "side pot number", Line: stride + 58, To: "Side pot(one) $0.76 | Rake $0.04", Err: parser.ErrUnknownLine},
		{Name: "collected from no pot", Line: stride + 62, To: "fuggins collected $0.88 from the pot", Err: parser.ErrUnknownLine},
		{Name: "show without brackets", Line: stride + 59, To: "fuggins shows 4c 7h 3c", Err: parser.ErrUnknownLine},
		{Name: "jackpot field", Line: stride + 67, To: "Total pot $2.52 | Rake $0.11 | Jackpot $0.02", Err: parser.ErrBadSummary},
		{Name: "jackpot amount", Line: stride + 67, To: "Total pot $2.52 | Rake $0.11 | JP Fee $0.0.2", Err: parser.ErrBadAmount},
		{Name: "marker after the showdown", Line: stride + 57, To: "*** 7th STREET ***", Err: parser.ErrUnknownLine},
		{Name: "partial show card", Line: stride + 61, To: "KickShorty shows [- Kh 2h Ac Kc 9d Zz]", Err: parser.ErrBadCard},
	} {
		d.Hand = "1903647457"
		t.Run(d.Name, func(t *testing.T) { sitetest.Damaged(t, Site, clean, d) })
	}
}

const file2023 = "HH20231022 CASHID-G27716011T12 TN-Crainville GAMETYPE-7 Stud H{BACKSLASH}L LIMIT-fixed CUR-REAL OND-F BUYIN-0 MIN-10 MAX-20.txt"

// BenchmarkParse2016 reads the accepted 2016-layout corpus hands repeated
// to about 4 MB; BenchmarkParse2019 the 2019 one (a file has one layout).
func BenchmarkParse2016(b *testing.B) { sitetest.Bench(b, Site, benchInput(b, is2016), false) }

func BenchmarkParse2019(b *testing.B) {
	sitetest.Bench(b, Site, benchInput(b, func(l []byte) bool { return !is2016(l) }), false)
}

// BenchmarkParse2016Reuse is BenchmarkParse2016 with Options.ReuseHands.
func BenchmarkParse2016Reuse(b *testing.B) { sitetest.Bench(b, Site, benchInput(b, is2016), true) }

// BenchmarkParse2023 reads the 2023-2026 hands of testdata (cash, both
// header forms, and a tournament's) repeated to about 4 MB.
func BenchmarkParse2023(b *testing.B) {
	var texts [][]byte
	for _, f := range sitetest.Files(b, testdataDir) {
		if strings.Contains(f, "CASHID-") {
			texts = append(texts, sitetest.Read(b, []string{f}, false)[0])
		}
	}
	sitetest.Bench(b, Site, sitetest.Repeat(texts, "\r\n\r\n", 4<<20), false)
}

func is2016(first []byte) bool { return isHeader2016(first) }

func benchInput(b *testing.B, keep func([]byte) bool) []byte {
	return sitetest.Repeat(sitetest.AcceptedHands(b, Site, sitetest.CorpusTexts(b, Site.Name), keep), "\r\n\r\n", 4<<20)
}
