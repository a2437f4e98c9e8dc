//go:build !amd64

package parser

// findNewlines is findNewlinesGo where there is no assembly version.
func findNewlines(b []byte, base int, out []int32) (n, done int) {
	return findNewlinesGo(b, base, out)
}
