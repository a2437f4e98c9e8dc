package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/stud8/stud8/ingest"
	"github.com/stud8/stud8/replay"
	"github.com/stud8/stud8/reports"
	"github.com/stud8/stud8/store"
)

func init() { register(newImportCmd) }

// importOptions are the flags and inputs of `stud8 import`.
type importOptions struct {
	Paths    []string
	DB       string
	Profile  string
	Parquet  string
	Workers  int
	Commit   int
	Progress string // auto, bar, lines, none
	Watch    bool   // follow the folders instead of importing once
	// Follow tunes the follower of --watch (tests make it poll faster).
	Follow ingest.FollowOptions
}

// newImportCmd builds `stud8 import`.
func newImportCmd(e *env) *cobra.Command {
	opts := &importOptions{}
	cmd := &cobra.Command{
		Use:   "import PATH... | import --watch [FOLDER...]",
		Short: "Parse, replay and store hand histories in DuckDB (and Parquet)",
		Long: `import reads hand-history files, directories (recursively: every file whose
content is a hand history, whatever its name; the others are listed as
skipped) and glob patterns,
replays every hand under the rules on all cores, and stores hands, players,
actions, pots, awards, findings and rejected text in a DuckDB database
(docs/schema.md describes the tables).

It is safe to repeat: a hand already stored (same site and hand id) is skipped
and counted as a duplicate, a file already imported (same path, size and
modification time) is skipped without being read, and an import that was
interrupted, even by kill -9, resumes where its last commit ended.

Ctrl-C commits the hands written so far and stops, within a second or two;
the same command resumes. A crash (kill -9, power loss) loses at most the
last 30 seconds of work, the time between commits.

With --watch, import follows the folders (by default the hand-history folders
of the poker clients, see docs/watch.md) until Ctrl-C: it imports what is in
them, then every second looks for new and grown files and imports them; a hand
the client is still writing is held until it is complete. On a terminal one
line shows the files followed, the hands stored today and the last one; else a
line is logged for each import that stored something. 'stud8 serve --watch'
does the same with the pages open.

Exit status: 0 when every file was read and every hand stored without a
finding, 1 when some text was rejected, some hand has findings or some file
could not be read (the rest is stored), 2 for usage errors, 3 when the import
could not be done (nothing is created when an input is missing).`,
		Example: `  stud8 import testdata/pokerstars
  stud8 import --db audit.duckdb --profile oracle testdata/oracle/faults.txt
  stud8 import --parquet ./dataset 'testdata/pokerstars/*.txt'
  stud8 import --watch testdata/pokerstars   # follow the folder until Ctrl-C (no folder: the clients')`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 && !opts.Watch {
				return usagef("import needs a PATH (or --watch to follow folders)")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Paths = args
			if opts.Watch && opts.Parquet != "" {
				return usagef("--watch and --parquet cannot be used together: export the dataset with 'stud8 export parquet' after")
			}
			if opts.Profile != "" {
				if _, err := replay.ProfileByName(opts.Profile); err != nil {
					return usagef("--profile: %v", err)
				}
			}
			switch opts.Progress {
			case "auto", "bar", "lines", "none":
			default:
				return usagef("--progress must be auto, bar, lines or none, not %q", opts.Progress)
			}
			return importRun(cmd.Context(), e, opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.DB, "db", store.DefaultPath, "DuckDB database file (created if missing)")
	f.StringVar(&opts.Profile, "profile", "", "replay rule profile (default: each site's own)")
	f.StringVar(&opts.Parquet, "parquet", "", "also write the whole database as a Parquet dataset in this directory")
	f.IntVar(&opts.Workers, "workers", 0, "hands replayed in parallel (default: one per CPU)")
	f.IntVar(&opts.Commit, "commit-records", 0, "hands and rejects per transaction (default 500,000); a crash redoes at most one")
	f.BoolVar(&opts.Watch, "watch", false, "follow the folders named (default: the poker clients' hand-history folders) and import new hands until Ctrl-C")
	f.StringVar(&opts.Progress, "progress", "auto", "progress display: auto (a bar on a terminal, lines otherwise), bar, lines or none")
	return cmd
}

// importRun imports opts.Paths and prints the summary.
func importRun(ctx context.Context, e *env, opts *importOptions) error {
	if ctx == nil {
		ctx = context.Background()
	}
	if opts.Workers < 0 {
		return usagef("--workers must not be negative")
	}
	if opts.Watch {
		return importWatch(ctx, e, opts)
	}
	// Nothing is created unless some input exists: an import of nothing
	// leaves no empty database or dataset behind. A path that cannot be
	// read among others is listed in the summary with its reason and the
	// import goes on (exit 1), as parse does.
	var missing []error
	for _, p := range opts.Paths {
		if strings.ContainsAny(p, "*?[") {
			if m, err := filepath.Glob(p); err != nil || len(m) == 0 {
				missing = append(missing, fmt.Errorf("no file matches %s", p))
			}
		} else if _, err := os.Stat(p); err != nil {
			missing = append(missing, err)
		}
	}
	if len(missing) == len(opts.Paths) {
		return failed(fmt.Errorf("import: %w", errors.Join(missing...)))
	}
	// Ctrl-C or a kill stops the import at its next commit: the open
	// transaction is rolled back, the commits stay, and the next import resumes.
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	db, err := store.Open(ctx, opts.DB)
	if err != nil {
		return failed(err)
	}
	defer db.Close()
	show := newProgressView(e.Err, opts.Progress)
	sum, err := ingest.Import(ctx, db, opts.Paths, ingest.Options{Profile: opts.Profile, Workers: opts.Workers,
		CommitRecords: opts.Commit, Progress: show.update, Now: e.Now,
		Derived: ingest.Derived{Fresh: reports.CacheSettled, Refresh: reports.RefreshCache}})
	show.finish()
	// After a failure the counts would include hands rolled back: only
	// the failure is reported.
	if sum != nil && err == nil {
		writeImportSummary(e.Out, opts.DB, sum)
	}
	if err != nil && ctx.Err() != nil {
		stored := int64(0)
		if sum != nil {
			stored = sum.Hands
		}
		fmt.Fprintf(e.Err, "stud8: import interrupted: %s stored up to the last commit are kept; run the same command again to resume\n", count(stored, "hand", "hands"))
		return failed(err)
	}
	if err != nil {
		return failed(fmt.Errorf("%w\nstud8: import stopped: the database keeps what its last commit held; import again to finish", err))
	}
	if opts.Parquet != "" {
		if err := store.ExportParquet(ctx, db, opts.Parquet); err != nil {
			return failed(err)
		}
		fmt.Fprintf(e.Out, "Parquet dataset written to %s\n", opts.Parquet)
	}
	var findings int64
	for _, n := range sum.FindingsByCode {
		findings += n
	}
	if sum.Rejected > 0 || len(sum.Problems) > 0 || findings > 0 {
		return exitError{exitFindings}
	}
	return nil
}

// importWatch follows the folders of opts.Paths (the clients' default ones
// when none is named) until ctx ends or Ctrl-C.
func importWatch(ctx context.Context, e *env, opts *importOptions) error {
	folders, err := watchFolders(e.Err, opts.Paths)
	if err != nil {
		return failed(err)
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	db, err := store.Open(ctx, opts.DB)
	if err != nil {
		return failed(err)
	}
	defer db.Close()
	fmt.Fprintf(e.Err, "stud8: importing into %s what appears in %s; Ctrl-C stops\n", opts.DB, count(int64(len(folders)), "folder", "folders"))
	fo := opts.Follow
	fo.Profile, fo.Workers, fo.CommitRecords = opts.Profile, opts.Workers, opts.Commit
	return failed(follow(ctx, e, db, folders, fo))
}

// writeImportSummary prints what an import did.
func writeImportSummary(w io.Writer, db string, s *ingest.Summary) {
	fmt.Fprintf(w, "Imported into %s in %s (%s hands/s)\n", db, s.Elapsed.Round(time.Millisecond), thousands(int64(s.HandsPerSecond())))
	fmt.Fprintf(w, "  files:      %s found, %s unchanged and skipped, %s resumed\n",
		thousands(int64(s.Files)), thousands(int64(s.FilesSkipped)), thousands(int64(s.FilesResumed)))
	if s.FilesGrown > 0 || s.Held > 0 {
		fmt.Fprintf(w, "  grown:      %s read on after the part an earlier import read, %s ending inside a hand held until it is whole\n",
			thousands(int64(s.FilesGrown)), thousands(int64(s.Held)))
	}
	fmt.Fprintf(w, "  hands:      %s stored, %s duplicates skipped, %s of other games skipped\n",
		thousands(s.Hands), thousands(s.Duplicates), thousands(s.OtherGames))
	if o := s.OtherLabels.OthersText(); o != "" {
		fmt.Fprintf(w, "  other games: %s\n", o)
	}
	if len(s.Sites) > 0 {
		names := make([]string, 0, len(s.Sites))
		for n := range s.Sites {
			names = append(names, n)
		}
		sort.Strings(names)
		fmt.Fprintf(w, "  sites:      files read, by the site their content is from\n")
		for _, n := range names {
			sf := s.Sites[n]
			fmt.Fprintf(w, "    %8s  %s (%s stored)\n", thousands(int64(sf.Files)), n, plural(int(sf.Hands), "hand", "hands"))
		}
	}
	fmt.Fprintf(w, "  rejected:   %s\n", thousands(s.Rejected))
	for _, r := range s.Reasons() {
		fmt.Fprintf(w, "    %8s  %s\n", thousands(s.RejectedByReason[r]), r)
	}
	var nf int64
	for _, n := range s.FindingsByCode {
		nf += n
	}
	fmt.Fprintf(w, "  findings:   %s\n", thousands(nf))
	for _, c := range s.Codes() {
		fmt.Fprintf(w, "    %8s  %s\n", thousands(s.FindingsByCode[c]), c)
	}
	const maxNotes = 10
	for i, n := range s.Notes {
		if i == maxNotes {
			fmt.Fprintf(w, "  ... and %d more notes\n", len(s.Notes)-maxNotes)
			break
		}
		fmt.Fprintf(w, "  note: %s\n", n)
	}
	writeSkipped(w, "  ", s.Skipped, "import")
	for _, p := range s.Problems {
		fmt.Fprintf(w, "  could not read %s\n", p)
	}
	if s.Rejected > 0 {
		fmt.Fprintf(w, "Rejected text is kept in the rejects table: stud8 sql \"SELECT source_file, line, reason FROM rejects\" --db %s\n", db)
	}
}

// examples lists the first n of list, with how many more there are.
func examples(list []string, n int) string {
	if len(list) <= n {
		return strings.Join(list, ", ")
	}
	return strings.Join(list[:n], ", ") + fmt.Sprintf(" and %d more", len(list)-n)
}

// count is n with comma separators and the noun in the right number.
func count(n int64, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return thousands(n) + " " + many
}

// thousands formats n with comma separators.
func thousands(n int64) string {
	s := fmt.Sprint(n)
	neg := n < 0
	if neg {
		s = s[1:]
	}
	var out []byte
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	if neg {
		return "-" + string(out)
	}
	return string(out)
}

// progressView shows import progress: a bar on a terminal, a plain line
// every few seconds otherwise.
type progressView struct {
	w        io.Writer
	mode     string
	bar      *progressbar.ProgressBar
	lastLine time.Time
}

func newProgressView(w io.Writer, mode string) *progressView {
	if mode == "auto" {
		mode = "lines"
		if f, ok := w.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
			mode = "bar"
		}
	}
	return &progressView{w: w, mode: mode}
}

func (v *progressView) update(p ingest.Progress) {
	rate := 0.0
	if p.Elapsed > 0 {
		rate = float64(p.Records) / p.Elapsed.Seconds()
	}
	switch v.mode {
	case "bar":
		if v.bar == nil {
			v.bar = progressbar.NewOptions64(p.Bytes, progressbar.OptionSetWriter(v.w),
				progressbar.OptionShowBytes(true), progressbar.OptionSetWidth(30),
				progressbar.OptionThrottle(200*time.Millisecond), progressbar.OptionClearOnFinish(),
				progressbar.OptionShowDescriptionAtLineEnd())
		}
		v.bar.Describe(fmt.Sprintf("%s hands, %s hands/s", thousands(p.Hands), thousands(int64(rate))))
		v.bar.Set64(min(p.BytesRead, p.Bytes))
	case "lines":
		if !p.Done && time.Since(v.lastLine) < 2*time.Second {
			return
		}
		v.lastLine = time.Now()
		fmt.Fprintf(v.w, "import: %d/%d files, %s hands stored, %s hands/s, %s elapsed\n",
			p.FilesDone, p.Files, thousands(p.Hands), thousands(int64(rate)), p.Elapsed.Round(time.Second))
	}
}

func (v *progressView) finish() {
	if v.bar != nil {
		v.bar.Finish()
		fmt.Fprintln(v.w)
	}
}
