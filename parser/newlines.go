package parser

import "bytes"

// findNewlinesGo is findNewlines in Go: it stores in out base plus the
// offset of every '\n' of b, from its start, until out is full, and returns
// how many offsets it stored and how many bytes of b it searched.
func findNewlinesGo(b []byte, base int, out []int32) (n, done int) {
	for n < len(out) {
		i := bytes.IndexByte(b[done:], '\n')
		if i < 0 {
			return n, len(b)
		}
		out[n] = int32(base + done + i)
		n++
		done += i + 1
	}
	return n, done
}
