package main

import (
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"strings"
	"time"

	"github.com/spf13/cobra"
)

// Exit statuses shared by every command (exitPolicy says them in --help).
const (
	exitOK       = 0 // done, and nothing found
	exitFindings = 1 // done, and the input had problems (rejected hands, findings, unreadable files)
	exitUsage    = 2 // bad flags or arguments
	exitFailed   = 3 // could not do the job (no database, SQL error, I/O error)
)

// exitPolicy ends the root help; the README says the same.
const exitPolicy = `Exit status, for every command:
  0  done, and nothing found
  1  done, and the input had problems: rejected hands or findings
     (parse, replay and import alike), files that could not be read
  2  usage error: bad flags or arguments, unknown site or game
  3  could not do the job: no database, SQL error, I/O error`

// failedError marks an error as the job's failure (exit status 3).
type failedError struct{ err error }

func (e failedError) Error() string { return e.err.Error() }
func (e failedError) Unwrap() error { return e.err }

// failed marks err, when not nil, as the job's failure (exit status 3).
func failed(err error) error {
	if err == nil {
		return nil
	}
	return failedError{err}
}

// env is what every command may touch: its streams and the clock. Commands
// never write to os.Stdout directly, so tests run them in-process.
type env struct {
	In  io.Reader
	Out io.Writer
	Err io.Writer
	Now func() time.Time
}

// exitError carries an exit status out of a command without printing more.
type exitError struct{ code int }

func (e exitError) Error() string { return fmt.Sprintf("exit status %d", e.code) }

// usageError marks an error as the user's (exit status 2).
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func usagef(format string, a ...any) error { return usageError{fmt.Errorf(format, a...)} }

// commands lists the constructors of the sub-commands; each command file adds
// its own in an init function, so commands do not touch each other's files.
var commands []func(*env) *cobra.Command

func register(f func(*env) *cobra.Command) { commands = append(commands, f) }

// newRoot builds the stud8 command tree over e.
func newRoot(e *env) *cobra.Command {
	root := &cobra.Command{
		Use:   "stud8",
		Short: "Seven Card Stud Hi/Lo hand histories into checked facts and SQL reports",
		Long: `stud8 reads Seven Card Stud Hi/Lo (8 or better) hand histories, re-executes every
hand under the rules to audit bring-ins, bet sizes, raise caps and split pots, and
stores the results in DuckDB (and Parquet) for SQL reports.

` + exitPolicy,
		Example: `  stud8 parse testdata/pokerstars                  # check that files parse
  stud8 replay --hand 35874487284 testdata/pokerstars # one hand, street by street
  stud8 import testdata/pokerstars                 # parse, replay, store in ./stud8.duckdb
  stud8 report stats                               # per-player statistics
  stud8 sql "SELECT code, count(*) FROM findings GROUP BY code"`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetIn(e.In)
	root.SetOut(e.Out)
	root.SetErr(e.Err)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return usageError{err} })
	root.Version = versionString()
	root.SetVersionTemplate("stud8 {{.Version}}\n")
	for _, f := range commands {
		root.AddCommand(f(e))
	}
	addCompletions(root)
	return root
}

// run executes stud8 with args and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{In: stdin, Out: stdout, Err: stderr, Now: time.Now}
	root := newRoot(e)
	root.SetArgs(args)
	err := root.Execute()
	var ee exitError
	var ue usageError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &ee):
		return ee.code
	case errors.As(err, &ue), isCobraUsage(err):
		fmt.Fprintf(stderr, "stud8: %v\nRun 'stud8 --help' for usage.\n", err)
		return exitUsage
	default:
		fmt.Fprintf(stderr, "stud8: %v\n", err)
		return exitFailed
	}
}

// isCobraUsage recognises the argument errors cobra returns as plain errors.
func isCobraUsage(err error) bool {
	s := err.Error()
	for _, p := range []string{"unknown command", "unknown flag", "unknown shorthand", "accepts ", "requires at least", "invalid argument"} {
		if strings.Contains(s, p) {
			return true
		}
	}
	return false
}

// version is set by -ldflags "-X main.version=..." in release builds.
var version = ""

// versionString is the release version, or the module version with the VCS
// revision and time the build recorded (runtime/debug.ReadBuildInfo).
func versionString() string {
	v := version
	bi, ok := debug.ReadBuildInfo()
	if v == "" && ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		v = bi.Main.Version
	}
	var rev, at, dirty string
	if ok {
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.time":
				at = s.Value
			case "vcs.modified":
				if s.Value == "true" {
					dirty = ", modified"
				}
			}
		}
	}
	if v == "" {
		v = "development build"
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		v += " (" + rev + " " + at + dirty + ")"
	}
	return v
}

func init() {
	register(func(e *env) *cobra.Command {
		return &cobra.Command{
			Use:     "version",
			Short:   "Print the stud8 version (also stud8 --version)",
			Example: "  stud8 version",
			Args:    cobra.NoArgs,
			RunE: func(cmd *cobra.Command, args []string) error {
				fmt.Fprintf(e.Out, "stud8 %s\n", versionString())
				return nil
			},
		}
	})
}
