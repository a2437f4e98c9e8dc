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

func init() { register(newReplayCmd) }

// replayOptions are the flags and inputs of `stud8 replay`.
type replayOptions struct {
	Paths   []string
	Profile string // "" = the site's default
	HandID  string // "" = every hand
	Format  string // text or jsonl
	Stacks  string // auto, on or off: stack.mismatch across consecutive hands
}

// newReplayCmd builds `stud8 replay`.
func newReplayCmd(e *env) *cobra.Command {
	opts := &replayOptions{}
	cmd := &cobra.Command{
		Use:   "replay PATH...",
		Short: "Re-execute hands under the rules: pots, awards and audit findings",
		Long: `replay re-executes every hand of the files under a rule profile: whose turn it
was, the bring-in, bet sizes and caps, the pots and their high/low split, and
reports every disagreement between the history and the rules as a finding.

Profiles: ` + fmt.Sprint(replay.Profiles()) + `
Exit status: 0 when no hand has findings, 1 when some have or some text is
rejected (with --hand: only that hand counts), 2 for usage errors, 3 when
the hand is not found or a file cannot be read.
Rejected hands are reported on stderr as path:line: reason.`,
		Example: `  stud8 replay --hand 35874487284 testdata/pokerstars
  stud8 replay --profile oracle --format jsonl testdata/oracle/faults.txt > out.jsonl`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Paths = args
			if opts.Format != "text" && opts.Format != "jsonl" {
				return usagef("--format must be text or jsonl, not %q", opts.Format)
			}
			if _, ok := replay.ParseStackMode(opts.Stacks); !ok {
				return usagef("--stacks must be auto, on or off, not %q", opts.Stacks)
			}
			if opts.Profile != "" {
				if _, err := replay.ProfileByName(opts.Profile); err != nil {
					return usagef("%v", err)
				}
			}
			return replayRun(e, opts)
		},
	}
	cmd.Flags().StringVar(&opts.Profile, "profile", "", "rule profile (default: the site's, pokerstars)")
	cmd.Flags().StringVar(&opts.HandID, "hand", "", "replay only the hand with this id")
	cmd.Flags().StringVar(&opts.Format, "format", "text", "output format: text or jsonl")
	cmd.Flags().StringVar(&opts.Stacks, "stacks", "auto",
		"check starting stacks against the previous hand at the table: auto (as the profile says; off for oracle), on, off")
	return cmd
}

// replayRun replays every hand of opts.Paths and writes the results.
func replayRun(e *env, opts *replayOptions) error {
	out := bufio.NewWriterSize(e.Out, 1<<16)
	defer out.Flush()
	stacks, _ := replay.ParseStackMode(opts.Stacks)
	var buf []byte
	files, unreadable, err := expandPaths(e, opts.Paths)
	if err != nil {
		return err
	}
	prof, _ := replay.ProfileByName(opts.Profile) // nil: each site's default
	found, rejected, seen := false, false, 0
	var skipped []ingest.Skipped
	err = ingest.Each(context.Background(), files, ingest.ReadOptions{Reuse: true, Replay: true, Profile: prof, Learn: true, Stacks: stacks}, ingest.Handler{
		Keep: func(h *hand.Hand) bool { return opts.HandID == "" || h.ID == opts.HandID },
		Hand: func(h *hand.Hand, r *replay.Result) error {
			seen++
			if len(r.Findings) > 0 {
				found = true
			}
			if opts.Format == "jsonl" {
				buf = append(replay.AppendJSON(buf[:0], r), '\n')
			} else {
				buf = replay.AppendText(buf[:0], r)
				if !termsafe.Safe(buf, true) {
					buf = termsafe.Append(nil, buf, true)
				}
			}
			_, err := out.Write(buf)
			return err
		},
		Reject: func(pe *parser.Error) {
			if opts.HandID != "" && pe.HandID != opts.HandID {
				return // another hand's problem: not this replay's
			}
			rejected = true
			fmt.Fprintln(e.Err, termsafe.String(pe.Error()))
		},
		File: func(r ingest.FileResult) error {
			if r.Err != nil {
				// Reported now, and in the exit status: the other files are still read.
				fmt.Fprintf(e.Err, "stud8: replay %s: %v\n", r.Path, r.Err)
				unreadable = true
				return nil
			}
			if r.Skipped != "" {
				skipped = append(skipped, ingest.Skipped{Path: r.Path, Reason: r.Skipped})
			}
			return nil
		},
	})
	if err != nil {
		return err
	}
	writeSkipped(e.Err, "stud8: ", skipped, "read")
	if opts.HandID != "" && seen == 0 {
		return failed(fmt.Errorf("hand %s not found", opts.HandID))
	}
	if found || rejected || unreadable {
		return exitError{exitFindings}
	}
	return nil
}
