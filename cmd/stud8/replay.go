package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/ingest"
	"github.com/stud8/stud8/internal/termsafe"
	"github.com/stud8/stud8/parser"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/replay"
	"github.com/stud8/stud8/reports"
	"github.com/stud8/stud8/store"
)

func init() { register(newReplayCmd) }

// replayOptions are the flags and inputs of `stud8 replay`.
type replayOptions struct {
	Paths   []string
	Profile string // "" = the site's default
	HandID  string // "" = every hand
	Format  string // text or jsonl
	Stacks  string // auto, on or off: stack.mismatch across consecutive hands
	DB      string // with --hand and no path: the database the hand is read from
	Site    string // with --db: the hand's site, when two sites have its id
	Mask    bool   // every name but the hero's (the saved one of --db) replaced
	hero    string // with Mask: the saved hero, "" when none
}

// newReplayCmd builds `stud8 replay`.
func newReplayCmd(e *env) *cobra.Command {
	opts := &replayOptions{}
	cmd := &cobra.Command{
		Use:   "replay PATH... | replay --hand ID [--db FILE]",
		Short: "Re-execute hands under the rules: pots, awards and audit findings",
		Long: `replay re-executes every hand of the files under a rule profile: whose turn it
was, the bring-in, bet sizes and caps, the pots and their high/low split, and
reports every disagreement between the history and the rules as a finding.

Profiles: ` + fmt.Sprint(replay.Profiles()) + `
Exit status: 0 when no hand has findings, 1 when some have or some text is
rejected (with --hand: only that hand counts), 2 for usage errors, 3 when
the hand is not found or a file cannot be read.
Rejected hands are reported on stderr as path:line: reason.

With --hand and no PATH, the hand is found in the database (--db, opened
read-only; --site when two sites have the id) and replayed under the profile
it was imported with, from the file it was imported from ('stud8 hands' and
'report audit --hands' list the ids). When that file is gone, the hand is
rebuilt from what the database keeps: no line numbers, no summary lines
(a declared win is not checked), no stack check against the hand before.

--mask replaces every player's name but the hero's (the one 'stud8 hero'
saved in --db, none when the database does not exist) by the label of his
seat in that hand ("Seat 3", docs/replay.md), in the seats, the actions, the
pots and the findings' messages, so a hand can be shared. The replay and the
stack check run on the real names first: the findings are the same.`,
		Example: `  stud8 replay --hand 35874487284 testdata/pokerstars
  stud8 replay --hand 35874487284
  stud8 replay --hand 35874487284 --db stud8.duckdb --format jsonl
  stud8 replay --profile oracle --format jsonl testdata/oracle/faults.txt > out.jsonl
  stud8 replay --mask --hand 35874487284 testdata/pokerstars`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 && opts.HandID == "" {
				return usagef("name the files to replay, or a hand (--hand ID) to read from the database")
			}
			if len(args) > 0 && ((cmd.Flags().Changed("db") && !opts.Mask) || opts.Site != "") {
				return usagef("--db and --site read a hand from the database: name no file with them (but --mask reads the hero from --db)")
			}
			return nil
		},
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
			if opts.Mask {
				h, err := savedHero(cmd.Context(), opts.DB)
				if err != nil {
					return failed(err)
				}
				opts.hero = h
			}
			if len(args) == 0 {
				return replayStored(cmd.Context(), e, opts)
			}
			return replayRun(e, opts)
		},
	}
	cmd.Flags().StringVar(&opts.Profile, "profile", "", "rule profile (default: the site's, pokerstars)")
	cmd.Flags().StringVar(&opts.HandID, "hand", "", "replay only the hand with this id")
	cmd.Flags().StringVar(&opts.Format, "format", "text", "output format: text or jsonl")
	cmd.Flags().StringVar(&opts.DB, "db", store.DefaultPath, "with --hand and no PATH: the DuckDB database to read the hand from")
	cmd.Flags().StringVar(&opts.Site, "site", "", "with --hand and no PATH: the hand's site, any case (when two sites have the id)")
	cmd.Flags().StringVar(&opts.Stacks, "stacks", "auto",
		"check starting stacks against the previous hand at the table: auto (as the profile says; off for oracle), on, off")
	cmd.Flags().BoolVar(&opts.Mask, "mask", false, "replace every name but the hero's (saved in --db) by its seat's label (Seat 3)")
	return cmd
}

// savedHero returns the hero saved in the database at path, "" when none
// is saved or there is no database there.
func savedHero(ctx context.Context, path string) (string, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	db, err := store.OpenReadOnly(ctx, path)
	if err != nil {
		return "", err
	}
	defer db.Close()
	return reports.Hero(ctx, db.SQL())
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
			if opts.Mask {
				r.Mask(opts.hero) // after the stack check, which follows names
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

// replayStored replays the hand opts.HandID read back from the database,
// under the profile it was imported with (or --profile).
func replayStored(ctx context.Context, e *env, opts *replayOptions) error {
	if ctx == nil {
		ctx = context.Background()
	}
	site := ""
	if opts.Site != "" {
		s, ok := sites.Lookup(opts.Site)
		if !ok {
			return usagef("--site %q: not a site stud8 reads", opts.Site)
		}
		site = s.Name
	}
	db, err := store.OpenReadOnly(ctx, opts.DB)
	if err != nil {
		return failed(err)
	}
	defer db.Close()
	var keys []int64
	var profiles, sitesOf, files []string
	rows, err := db.SQL().QueryContext(ctx, `SELECT hand_key, profile, site, source_file FROM hands
		WHERE hand_id = $1 AND ($2 = '' OR site = $2) ORDER BY site`, opts.HandID, site)
	if err != nil {
		return failed(err)
	}
	for rows.Next() {
		var k int64
		var p, s, f string
		if err := rows.Scan(&k, &p, &s, &f); err != nil {
			rows.Close()
			return failed(err)
		}
		keys, profiles, sitesOf, files = append(keys, k), append(profiles, p), append(sitesOf, s), append(files, f)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return failed(err)
	}
	switch {
	case len(keys) == 0:
		return failed(fmt.Errorf("hand %s not found in %s", opts.HandID, opts.DB))
	case len(keys) > 1:
		return usagef("hand %s is stored for several sites (%s): name one with --site", opts.HandID, strings.Join(sitesOf, ", "))
	}
	if opts.Profile == "" {
		opts.Profile = profiles[0]
	}
	if fi, err := os.Stat(files[0]); err == nil && fi.Mode().IsRegular() {
		// The file it was imported from is there: replay it from its text,
		// with its lines and its summary.
		db.Close()
		opts.Paths = files[:1]
		return replayRun(e, opts)
	}
	fmt.Fprintf(e.Err, "stud8: %s is gone: hand %s is replayed as the database keeps it (no lines, no summary: a declared win is not checked)\n",
		termsafe.String(files[0]), termsafe.String(opts.HandID))
	prof, err := replay.ProfileByName(opts.Profile)
	if opts.Profile == "" {
		prof, err = replay.ProfileByName(profiles[0])
	}
	if err != nil {
		return failed(fmt.Errorf("hand %s: %w", opts.HandID, err))
	}
	found := false
	out := bufio.NewWriterSize(e.Out, 1<<16)
	err = db.Hands(ctx, keys, func(h *hand.Hand) error {
		r := replay.Replay(h, prof)
		found = len(r.Findings) > 0
		if opts.Mask {
			r.Mask(opts.hero)
		}
		var buf []byte
		if opts.Format == "jsonl" {
			buf = append(replay.AppendJSON(nil, r), '\n')
		} else if buf = replay.AppendText(nil, r); !termsafe.Safe(buf, true) {
			buf = termsafe.Append(nil, buf, true)
		}
		_, err := out.Write(buf)
		return err
	})
	if err != nil {
		return failed(err)
	}
	if err := out.Flush(); err != nil {
		return err
	}
	if found {
		return exitError{exitFindings}
	}
	return nil
}
