// Command stud8 turns Seven Card Stud Hi/Lo hand histories into checked facts
// and SQL reports. Run "stud8 --help" for the commands.
package main

import "os"

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
