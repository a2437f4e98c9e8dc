package ipoker_test

import (
	"bytes"
	"io"
	"math/rand"
	"os"
	"testing"
	"time"

	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/ipoker"
)

// TestMutationsTerminate reads 500 random mutations of a sample: each
// read ends (io.EOF or a read error) within two seconds, without a panic.
func TestMutationsTerminate(t *testing.T) {
	seed, _ := os.ReadFile("testdata/stud8-eur-cp1252.xml")
	rng := rand.New(rand.NewSource(1))
	for it := 0; it < 500; it++ {
		b := append([]byte(nil), seed...)
		for k := 0; k < 1+rng.Intn(4); k++ {
			i := rng.Intn(len(b))
			switch rng.Intn(3) {
			case 0:
				b[i] = byte(rng.Intn(256))
			case 1:
				b = append(b[:i], b[min(len(b), i+rng.Intn(50)):]...)
			case 2:
				b[i] = "<>/\"= &;"[rng.Intn(8)]
			}
		}
		done := make(chan bool)
		go func() {
			r := ipoker.NewReader(bytes.NewReader(b), "x", parser.Options{})
			for {
				if _, err := r.Next(); err == io.EOF || err != nil && !isPE(err) {
					break
				}
			}
			fuzzOne(t, b)
			done <- true
		}()
		select {
		case <-done:
		case <-time.After(2 * time.Second):
			os.WriteFile("/tmp/hang.xml", b, 0o644)
			t.Fatalf("no result within 2s at iteration %d", it)
		}
	}
}

func isPE(err error) bool { _, ok := err.(*parser.Error); return ok }
