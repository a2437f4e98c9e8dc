// Command stud8 turns Seven Card Stud Hi/Lo hand histories into checked facts
// and SQL reports. Run "stud8 --help" for the commands.
package main

import (
	"os"
	"runtime/debug"
)

// goMemoryLimit is the soft limit of the Go heap, unless GOMEMLIMIT sets
// another: with DuckDB's buffers capped at 256 MB while importing
// (store.writerMemoryLimit), it keeps an import of any size under 1 GB.
// The garbage collector only works harder as the heap nears it.
const goMemoryLimit = 512 << 20

func main() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(goMemoryLimit)
	}
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
