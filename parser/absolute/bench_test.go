package absolute

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/sitetest"
)

// BenchmarkParseCorpus reads the corpus files of the site (decoded)
// repeated to 8 MB; it needs STUD8_SHARED.
func BenchmarkParseCorpus(b *testing.B) { sitetest.Bench(b, Site, benchInput(b), false) }

// BenchmarkParseCorpusReuse is BenchmarkParseCorpus with ReuseHands.
func BenchmarkParseCorpusReuse(b *testing.B) { sitetest.Bench(b, Site, benchInput(b), true) }

func benchInput(b *testing.B) []byte {
	return sitetest.Repeat(sitetest.CorpusTexts(b, Name), "\n\n\n", 8<<20)
}
