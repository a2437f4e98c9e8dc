package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/stud8/stud8/bench"
)

func init() { register(newBenchCmd) }

// benchOptions are the flags of `stud8 bench`.
type benchOptions struct {
	Hands  int
	Seed   uint64
	Dir    string
	Evals  int
	Import bool
}

// newBenchCmd builds `stud8 bench`.
func newBenchCmd(e *env) *cobra.Command {
	opts := &benchOptions{}
	cmd := &cobra.Command{
		Use:   "bench",
		Short: "Measure generation, parsing, replay, evaluation and import speed on generated hands",
		Long: `bench generates a set of hands with stud8 gen (one file per table session),
then measures on this machine: generation (all cores, written to disk), parsing
in MB/s and hands/s on one goroutine, replay hands/s on one goroutine, hand
evaluations per second, peak resident memory, and with --import the end-to-end
import into a fresh DuckDB database. It prints a Markdown table for
BENCHMARKS.md. The published figures use at least 1,000,000 hands.`,
		Example: `  stud8 bench --hands 2000 --evals 100000            # a quick look (published figures: --hands 1000000)
  stud8 bench --hands 2000 --evals 100000 --import=false
  stud8 bench --hands 2000 --evals 100000 --dir bench1 # keep the generated files`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if opts.Hands <= 0 {
				return usagef("--hands must be positive")
			}
			r, err := bench.Run(context.Background(), bench.Options{Hands: opts.Hands, Seed: opts.Seed,
				Dir: opts.Dir, Evals: opts.Evals, Import: opts.Import, Log: e.Err})
			if err != nil {
				return err
			}
			return r.WriteText(e.Out)
		},
	}
	f := cmd.Flags()
	f.IntVar(&opts.Hands, "hands", 1_000_000, "hands to generate and measure")
	f.Uint64Var(&opts.Seed, "seed", 1, "generator seed")
	f.StringVar(&opts.Dir, "dir", "", "directory for the generated hands, kept afterwards (default: a temporary one)")
	f.IntVar(&opts.Evals, "evals", 20_000_000, "evaluations to time")
	f.BoolVar(&opts.Import, "import", true, "also time the import into DuckDB")
	return cmd
}
