package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/internal/exportdir"
	"github.com/stud8/stud8/parser/phh"
	"github.com/stud8/stud8/reports"
)

// phhManifest is the file, in an export folder, that lists the files
// `export phh` wrote there, one per line: a later export may replace them.
const phhManifest = ".stud8-phh-export"

// exportPHHOptions are the flags of `stud8 export phh`.
type exportPHHOptions struct {
	reportOptions // --db, --parquet and the filters, as the reports take them
	PerHand       bool
	Force         bool
	Mask          bool
}

// newExportPHHCmd builds `stud8 export phh`.
func newExportPHHCmd(e *env) *cobra.Command {
	o := &exportPHHOptions{}
	cmd := &cobra.Command{
		Use:   "phh DEST",
		Short: "Write the stored hands as PHH (PokerKit's hand history format)",
		Long: `export phh writes every stored hand, or the hands the filters select as every
report selects them (--player: the hands the player was dealt in), as PHH
(docs/phh.md) under the folder DEST: one .phhs file per table session (the
hands of one table, one day, UTC, and one source file, in time order), named
SITE_TABLE_DAY.phhs, or with --per-hand one .phh file per hand, SITE_HANDID.phh.

DEST may be new, empty, or an earlier export phh (whose files are replaced);
a folder holding other files is refused unless --force. The files are written
to a temporary folder next to DEST and moved in only when every hand has been
written: a failure leaves DEST as it was.

Without --player (or --player-like), the hands of the saved hero are
written ('stud8 hero'; --player '' writes every hand). --mask replaces every
player's name but the hero's by the label of his seat in that hand ("Seat
3", docs/replay.md), so the files can be shared; with no hero saved every
name is replaced.`,
		Example: `  stud8 export phh ./phh
  stud8 export phh --player Hero --from 2009-01-01 ./hero
  stud8 export phh --per-hand --site PokerStars --db audit.duckdb ./hands
  stud8 export phh --mask --player Hero ./shared`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := o.filter(cmd)
			if err != nil {
				return err
			}
			return exportPHHRun(cmd.Context(), e, o, f, args[0])
		},
	}
	o.addSourceFlags(cmd.Flags())
	o.addFilterFlags(cmd.Flags(), false)
	cmd.Flags().BoolVar(&o.PerHand, "per-hand", false, "one .phh file per hand instead of one .phhs file per table session")
	cmd.Flags().BoolVar(&o.Force, "force", false, "write into DEST even when it holds files export phh did not write")
	cmd.Flags().BoolVar(&o.Mask, "mask", false, "replace every name but the saved hero's by its seat's label (Seat 3)")
	return cmd
}

// exportPHHRun writes the hands f selects, as the reports select them,
// under dest.
func exportPHHRun(ctx context.Context, e *env, o *exportPHHOptions, f filter.Filter, dest string) error {
	if ctx == nil {
		ctx = context.Background()
	}
	old, err := phhExported(dest)
	if err != nil {
		return err
	}
	out, err := exportdir.Begin(dest, o.Force, func(rel string, isDir bool) bool { return !isDir && (rel == phhManifest || old[rel]) })
	if errors.Is(err, exportdir.ErrForeignFiles) || errors.Is(err, exportdir.ErrNotFolder) {
		return usageError{err}
	}
	if err != nil {
		return fmt.Errorf("export phh: %w", err)
	}
	defer out.Abort()
	db, err := o.open(ctx)
	if err != nil {
		return err
	}
	defer db.Close()
	if f.Player == "" && o.heroDefault {
		if f.Player, err = reports.Hero(ctx, db.SQL()); err != nil {
			return failed(fmt.Errorf("export phh: %w", err))
		}
	}
	if f.Person, err = resolvePerson(ctx, e, db.SQL(), f.Person); err != nil {
		return err
	}
	w := &phhFiles{dir: out.Path(), perHand: o.PerHand, used: map[string]int{}}
	if o.Mask {
		w.mask = true
		if w.hero, err = reports.Hero(ctx, db.SQL()); err != nil {
			return failed(fmt.Errorf("export phh: %w", err))
		}
	}
	keys, err := reports.HandKeys(ctx, db.SQL(), f)
	if err != nil {
		return fmt.Errorf("export phh: %w", err)
	}
	if err := db.Hands(ctx, keys, w.add); err != nil {
		return fmt.Errorf("export phh: %w", err)
	}
	if err := w.close(); err != nil {
		return fmt.Errorf("export phh: %w", err)
	}
	if err := w.manifest(); err != nil {
		return fmt.Errorf("export phh: %w", err)
	}
	if err := out.Commit(); err != nil {
		return fmt.Errorf("export phh: %w", err)
	}
	fmt.Fprintf(e.Out, "wrote %d hands in %d files to %s\n", w.hands, len(w.names), dest)
	if w.hands == 0 {
		fmt.Fprintln(e.Err, "stud8: no hand in the selection")
		return exitError{exitFindings}
	}
	return nil
}

// phhExported returns the files an earlier export phh wrote into dest (its
// manifest), none for a new folder or one without a manifest.
func phhExported(dest string) (map[string]bool, error) {
	old := map[string]bool{}
	b, err := os.ReadFile(filepath.Join(dest, phhManifest))
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		return old, nil
	}
	if err != nil {
		return nil, fmt.Errorf("export phh: %w", err)
	}
	for _, l := range strings.Split(string(b), "\n") {
		if l != "" {
			old[l] = true
		}
	}
	return old, nil
}

// phhFiles writes hands into files under dir: the hands of one table
// session into one .phhs file (they come in session order), or one .phh
// file per hand.
type phhFiles struct {
	dir     string
	perHand bool
	mask    bool           // names but hero's replaced (hand.Mask)
	hero    string         // the saved hero, "" when none
	names   []string       // files written, relative to dir
	used    map[string]int // base names taken, for unique names
	hands   int

	session string // key of the open session file
	file    *os.File
	buf     *bufio.Writer
	sw      *phh.SessionWriter
}

// createPHH creates an exported file: os.Create, replaced by the tests that
// make an export fail midway.
var createPHH = os.Create

// add writes one hand.
func (w *phhFiles) add(h *hand.Hand) error {
	w.hands++
	if w.mask {
		h.Mask(w.hero)
	}
	if w.perHand {
		b, err := phh.Append(nil, h)
		if err != nil {
			return err
		}
		name := w.unique(fileSafe(h.Site)+"_"+fileSafe(h.ID), ".phh")
		f, err := createPHH(filepath.Join(w.dir, name))
		if err != nil {
			return err
		}
		_, err = f.Write(b)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		return err
	}
	day := "nodate"
	if !h.Time.IsZero() {
		day = h.Time.UTC().Format("2006-01-02")
	}
	// One session file per source file, table and day: hands of one table
	// from two files (a sample of the table's hands, two exports) are not
	// consecutive, and the stack check would compare them as if they were.
	key := h.Site + "\x00" + h.Table + "\x00" + day + "\x00" + h.Pos.File
	if key != w.session || w.sw == nil {
		if err := w.close(); err != nil {
			return err
		}
		name := w.unique(fileSafe(h.Site)+"_"+fileSafe(h.Table)+"_"+day, ".phhs")
		f, err := createPHH(filepath.Join(w.dir, name))
		if err != nil {
			return err
		}
		w.file, w.session = f, key
		w.buf = bufio.NewWriterSize(f, 1<<16)
		w.sw = phh.NewSessionWriter(w.buf)
	}
	return w.sw.Write(h)
}

// close ends the open session file.
func (w *phhFiles) close() error {
	if w.file == nil {
		return nil
	}
	err := w.buf.Flush()
	if cerr := w.file.Close(); err == nil {
		err = cerr
	}
	w.file, w.sw = nil, nil
	return err
}

// unique returns base+ext, numbered (-2, -3...) when the name is taken,
// and records it.
func (w *phhFiles) unique(base, ext string) string {
	name := base + ext
	if n := w.used[strings.ToLower(name)]; n > 0 {
		name = fmt.Sprintf("%s-%d%s", base, n+1, ext)
	}
	w.used[strings.ToLower(base+ext)]++
	w.used[strings.ToLower(name)]++
	w.names = append(w.names, name)
	return name
}

// fileSafe keeps letters, digits, '-' and '.' of s and turns the rest into
// '_' ("Egeria VII" -> "Egeria_VII").
func fileSafe(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '.' && b.Len() > 0:
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	if b.Len() == 0 {
		return "_"
	}
	return b.String()
}

// manifest records the files written in the export's manifest, which
// tells a later export which files it may replace.
func (w *phhFiles) manifest() error {
	var b bytes.Buffer
	for _, n := range w.names {
		b.WriteString(n + "\n")
	}
	return os.WriteFile(filepath.Join(w.dir, phhManifest), b.Bytes(), 0o644)
}
