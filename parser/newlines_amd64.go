package parser

// findNewlines stores in out base plus the offset of every '\n' of b, from
// its start, sixteen bytes at a time; it stops when fewer than sixteen bytes
// are left or out has room for fewer than sixteen more offsets. It returns
// how many offsets it stored and how many bytes of b it searched.
//
//go:noescape
func findNewlines(b []byte, base int, out []int32) (n, done int)
