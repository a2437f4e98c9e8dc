package ongame

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/sitetest"
)

const testdataDir = "../../testdata/ongame"

// TestGolden pins the parsed model of every testdata file; regenerate with
// go test ./parser/ongame -update and review the diff.
func TestGolden(t *testing.T) { sitetest.Golden(t, Site, testdataDir, sitetest.Lines) }

// TestMutations reads 1,000 damaged variants of the testdata files as FuzzParse would.
func TestMutations(t *testing.T) {
	sitetest.Mutate(t, Site, sitetest.Read(t, sitetest.Files(t, testdataDir), false), 1000)
}

// FuzzParse: see sitetest.Fuzz.
func FuzzParse(f *testing.F) {
	sitetest.Seeds(f, Site, testdataDir)
	f.Fuzz(func(t *testing.T, data []byte) { sitetest.Fuzz(t, Site, data) })
}

// BenchmarkParse reads the site's corpus hands (the testdata files without
// STUD8_SHARED) repeated to 4 MB; BenchmarkParseReuse with ReuseHands.
func BenchmarkParse(b *testing.B)      { sitetest.Bench(b, Site, benchInput(b), false) }
func BenchmarkParseReuse(b *testing.B) { sitetest.Bench(b, Site, benchInput(b), true) }

func benchInput(b *testing.B) []byte {
	texts := sitetest.CorpusTexts(b, Name)
	if texts == nil {
		texts = sitetest.Read(b, sitetest.Files(b, testdataDir), true)
	}
	return sitetest.Repeat(texts, "\r\n\r\n", 4<<20)
}
