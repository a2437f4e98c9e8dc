package absolute

import (
	"testing"

	"github.com/stud8/stud8/parser/internal/textcorpus"
)

// BenchmarkParseCorpus reads the corpus files of the site (decoded)
// repeated to 8 MB; it needs STUD8_SHARED.
func BenchmarkParseCorpus(b *testing.B) {
	input := textcorpus.Repeat(textcorpus.CorpusText(b, Name), 8<<20)
	textcorpus.BenchParse(b, Site, input, false)
}

// BenchmarkParseCorpusReuse is BenchmarkParseCorpus with ReuseHands.
func BenchmarkParseCorpusReuse(b *testing.B) {
	input := textcorpus.Repeat(textcorpus.CorpusText(b, Name), 8<<20)
	textcorpus.BenchParse(b, Site, input, true)
}
