package main

import (
	"bufio"
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/ingest"
	"github.com/stud8/stud8/internal/termsafe"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/replay"
)

func init() { register(newParseCmd) }

// parseOptions are the flags and inputs of `stud8 parse`.
type parseOptions struct {
	Paths  []string
	Format string // "summary" or "jsonl"
}

// newParseCmd builds `stud8 parse`.
func newParseCmd(e *env) *cobra.Command {
	opts := &parseOptions{}
	cmd := &cobra.Command{
		Use:   "parse PATH...",
		Short: "Check that hand-history files parse; print hands as JSON",
		Long: `parse reads PokerStars hand histories (files, or directories searched
recursively: every file whose content is a hand history, whatever its name;
the others are listed as skipped) and reports, per file, how many stud-family hands
were read, how many were rejected and how many hands of other games were
skipped, then a total.

With --format jsonl every parsed hand is printed on stdout as one JSON object
per line, and the per-file summary goes to stderr.

Rejected hands are reported on stderr as path:line: reason.
Exit status: 0 when nothing was rejected, 1 when some hands (or files) were,
2 for usage errors.`,
		Example: `  stud8 parse testdata/pokerstars
  stud8 parse --format jsonl testdata/pokerstars | jq -c '{id, game, pot: .summary.total_pot}'`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usagef("parse needs at least one file or directory")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Paths = args
			if opts.Format != "summary" && opts.Format != "jsonl" {
				return usagef("--format must be summary or jsonl, not %q", opts.Format)
			}
			return parseRun(e, opts)
		},
	}
	cmd.Flags().StringVar(&opts.Format, "format", "summary", "output: summary (one line per file) or jsonl (one JSON object per hand)")
	return cmd
}

// parseRun parses every file of opts.Paths and reports.
func parseRun(e *env, opts *parseOptions) error {
	files, unreadable, err := expandPaths(e, opts.Paths)
	if err != nil {
		return err
	}
	out := bufio.NewWriterSize(e.Out, 1<<16)
	defer out.Flush()
	summary := out
	if opts.Format == "jsonl" {
		summary = bufio.NewWriter(e.Err)
		defer summary.Flush()
	}
	var total parser.Stats
	var skipped []ingest.Skipped
	err = ingest.Each(context.Background(), files, ingest.ReadOptions{Reuse: true}, ingest.Handler{
		Hand: func(h *hand.Hand, _ *replay.Result) error {
			if opts.Format != "jsonl" {
				return nil
			}
			b, err := hand.MarshalJSON(h)
			if err != nil {
				return err
			}
			_, err = out.Write(append(b, '\n'))
			return err
		},
		Reject: func(pe *parser.Error) {
			out.Flush()
			fmt.Fprintln(e.Err, termsafe.String(pe.Error()))
		},
		File: func(r ingest.FileResult) error {
			if r.Err != nil {
				// Reported now, and in the exit status: the other files are still read.
				fmt.Fprintf(e.Err, "stud8: parse %s: %v\n", r.Path, r.Err)
				unreadable = true
				return nil
			}
			if r.Skipped != "" {
				skipped = append(skipped, ingest.Skipped{Path: r.Path, Reason: r.Skipped})
				return nil
			}
			st := r.Stats
			site := st.Site
			if site == "" {
				site = "unknown format"
			}
			fmt.Fprintf(summary, "%s: %s: %s\n", r.Path, site, statsText(st))
			total.Add(st)
			return nil
		},
	})
	if err != nil {
		return err
	}
	summary.Flush()
	writeSkipped(e.Err, "stud8: ", skipped, "read")
	fmt.Fprintf(summary, "total: %s, %s\n", plural(len(files)-len(skipped), "file", "files"), statsText(total))
	if total.Rejected > 0 || unreadable {
		return exitError{exitFindings}
	}
	return nil
}

// statsText renders counts as "7 hands, 0 rejected, 3 hands of other games:
// Hold'em No Limit 2, Omaha Pot Limit 1".
func statsText(s parser.Stats) string {
	t := fmt.Sprintf("%s, %d rejected, %s of other games", plural(s.Hands, "hand", "hands"), s.Rejected, plural(s.OtherGame, "hand", "hands"))
	if o := s.OthersText(); o != "" {
		t += ": " + o
	}
	return t
}

// plural writes n and the noun in the number n asks for.
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
