package pokerstars_test

import (
	"bytes"
	"testing"

	"github.com/stud8/stud8/gen"
	"github.com/stud8/stud8/parser/pokerstars"
)

// genInput is the text of 20,000 hands from the generator (one worker, a
// fixed seed): the "large generated input" of the parse speed target, with
// the generator's mix of table sizes, names with spaces and trailing spaces.
func genInput(b *testing.B) ([]byte, int) {
	const hands = 20000
	var buf bytes.Buffer
	if err := gen.Generate(gen.Config{Hands: hands, Seed: 3, Workers: 1}, &buf, nil); err != nil {
		b.Fatal(err)
	}
	return buf.Bytes(), hands
}

// BenchmarkParseGen is BenchmarkParse over the generator's output.
func BenchmarkParseGen(b *testing.B) {
	input, hands := genInput(b)
	pokerstars.BenchParse(b, input, hands, false)
}

// BenchmarkParseGenReuse is BenchmarkParseReuse over the generator's output.
func BenchmarkParseGenReuse(b *testing.B) {
	input, hands := genInput(b)
	pokerstars.BenchParse(b, input, hands, true)
}
