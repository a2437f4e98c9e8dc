package fulltilt_test

import (
	"testing"

	"github.com/stud8/stud8/parser/fulltilt"
	"github.com/stud8/stud8/parser/internal/textcorpus"
)

// BenchmarkParseCorpus reads the Full Tilt corpus files (decoded, other
// games included) repeated to 8 MB; it needs STUD8_SHARED.
func BenchmarkParseCorpus(b *testing.B) {
	input := textcorpus.Repeat(textcorpus.CorpusText(b, "FullTilt"), 8<<20)
	textcorpus.BenchParse(b, fulltilt.Site, input, true)
}

// BenchmarkParseGen reads 10,000 hands written by stud8 gen --site FullTilt.
func BenchmarkParseGen(b *testing.B) {
	input := generate(b, "FullTilt", 10000)
	textcorpus.BenchParse(b, fulltilt.Site, input, false)
}

// BenchmarkParseGenReuse is BenchmarkParseGen with ReuseHands.
func BenchmarkParseGenReuse(b *testing.B) {
	input := generate(b, "FullTilt", 10000)
	textcorpus.BenchParse(b, fulltilt.Site, input, true)
}
