package parser

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// TestFindNewlines checks findNewlines and findNewlinesGo against
// bytes.IndexByte on random buffers of every length up to 300 bytes,
// newlines sparse and dense, at every alignment of the slice, and output
// room of every size.
func TestFindNewlines(t *testing.T) {
	t.Run("findNewlines", func(t *testing.T) { testFindNewlines(t, findNewlines) })
	t.Run("findNewlinesGo", func(t *testing.T) { testFindNewlines(t, findNewlinesGo) })
}

func testFindNewlines(t *testing.T, findNewlines func([]byte, int, []int32) (int, int)) {
	rng := rand.New(rand.NewPCG(1, 2))
	backing := make([]byte, 400)
	for length := 0; length <= 300; length++ {
		for _, density := range []int{2, 7, 40, 1000} {
			off := rng.IntN(16)
			b := backing[off : off+length]
			for i := range b {
				b[i] = byte('a' + rng.IntN(26))
				switch rng.IntN(density) {
				case 0:
					b[i] = '\n'
				case 1:
					b[i] = '\n' ^ 0x80 // differs from '\n' in the high bit only
				}
			}
			var want []int32
			for i := 0; ; {
				j := bytes.IndexByte(b[i:], '\n')
				if j < 0 {
					break
				}
				want = append(want, int32(1000+i+j))
				i += j + 1
			}
			for _, room := range []int{0, 1, 16, 17, 40, 128} {
				out := make([]int32, room)
				n, done := findNewlines(b, 1000, out)
				if n > room || done > len(b) {
					t.Fatalf("len %d room %d: n %d, done %d", length, room, n, done)
				}
				// Every newline before done is stored, in order, and no other.
				k := 0
				for _, w := range want {
					if int(w)-1000 < done {
						k++
					}
				}
				if n != k || !equalInt32(out[:n], want[:k]) {
					t.Fatalf("len %d room %d: got %v (done %d), want %v", length, room, out[:n], done, want[:k])
				}
				// It stops only when the room or the bytes run short.
				if len(b)-done >= 16 && room-n >= 16 {
					t.Fatalf("len %d room %d: stopped at %d with room for %d", length, room, done, room-n)
				}
			}
		}
	}
}

func equalInt32(a, b []int32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
