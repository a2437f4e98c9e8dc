package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/stud8/stud8/gen"
)

func init() { register(newGenCmd) }

// genOptions are the flags of `stud8 gen`.
type genOptions struct {
	Hands   int
	Seed    uint64
	Players string // "2-8" or "6"
	Stakes  string // "" = the oracle structures
	Profile string
	Out     string // "" = stdout; a directory (existing, or ending in "/") = one file per session
	Faults  float64
	Labels  string
	Site    string
}

// newGenCmd builds `stud8 gen`.
func newGenCmd(e *env) *cobra.Command {
	opts := &genOptions{}
	cmd := &cobra.Command{
		Use:   "gen --hands N",
		Short: "Deal and play synthetic stud hi/lo hands as PokerStars hand histories",
		Long: `gen deals and plays complete Seven Card Stud Hi/Lo hands under a rule profile
and writes them as PokerStars hand histories: several tables and sessions with
stacks carried from hand to hand, players of different styles so hands end on
every street, all-ins and side pots, split and quartered pots, odd chips, the
community river card of eight-handed 7th streets, and rake on cash pots.

The same --seed gives the same bytes. With --out DIR (an existing directory, a
path ending in /, or a new path without an extension) every table session goes
to its own file named as the PokerStars client names them; with --out FILE
(hands.txt), or without --out (stdout), all hands go to one stream.

--faults RATE injects exactly one misdeal or misrecord into about that share
of the hands, of every kind the auditor reports (bringin.wrong_player,
bringin.wrong_amount, bet.wrong_size, raise.cap_exceeded, action.out_of_turn,
street.wrong_first_actor, pot.misaward, pot.not_conserved, pot.total_mismatch,
rake.excessive, card.duplicate, low.not_qualified, stack.mismatch), keeping the
rest of the hand consistent, and writes one JSON line per hand to --labels:
{"hand_id", "mutated", "finding_codes", "note"}.

Stakes are "small/big" in dollars (ante and bring-in as in the oracle hands for
known structures) or "ante:bringin:small:big" in cents, comma-separated.`,
		Example: `  stud8 gen --hands 1000 --seed 42 > hands.txt
  stud8 gen --hands 2000 --out gen/
  stud8 gen --hands 5000 --players 6-8 --stakes 0.10/0.20,5/10 --out hands.txt
  stud8 gen --hands 2000 --faults 0.3 --labels labels.jsonl --out faulty.txt`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			cfg, err := opts.config()
			if err != nil {
				return usageError{err}
			}
			return genRun(e, opts, cfg)
		},
	}
	f := cmd.Flags()
	f.IntVar(&opts.Hands, "hands", 0, "number of hands to generate (required)")
	f.Uint64Var(&opts.Seed, "seed", 1, "random seed; the same seed gives the same output")
	f.StringVar(&opts.Players, "players", "2-8", "players dealt in: a range MIN-MAX or one number, within 2-8")
	f.StringVar(&opts.Stakes, "stakes", "", "comma-separated stakes, e.g. 0.10/0.20,2/4 (default: the oracle structures)")
	f.StringVar(&opts.Profile, "profile", "pokerstars",
		"rule profile: pokerstars (what 'stud8 import' and 'replay' audit by default) or oracle (the reference hands' rules: replay and import them with --profile oracle)")
	f.StringVar(&opts.Out, "out", "", "output file, or directory for one file per table session (default stdout)")
	f.Float64Var(&opts.Faults, "faults", 0, "share of hands (0-1) with one injected fault")
	f.StringVar(&opts.Labels, "labels", "", "file for the per-hand ground truth (JSON lines); required with --faults")
	f.StringVar(&opts.Site, "site", "PokerStars", "site whose hand-history format is written: "+strings.Join(gen.WritableSites(), ", "))
	return cmd
}

// config checks the flags and turns them into a gen.Config.
func (o *genOptions) config() (gen.Config, error) {
	cfg := gen.Config{Hands: o.Hands, Seed: o.Seed, FaultRate: o.Faults, Site: o.Site}
	if o.Hands <= 0 {
		return cfg, errors.New("--hands must be a positive number of hands")
	}
	if !slices.ContainsFunc(gen.WritableSites(), func(s string) bool { return strings.EqualFold(s, o.Site) }) {
		return cfg, fmt.Errorf("--site %q: gen writes %s", o.Site, strings.Join(gen.WritableSites(), ", "))
	}
	lo, hi, ok := strings.Cut(o.Players, "-")
	if !ok {
		hi = lo
	}
	var err1, err2 error
	cfg.MinPlayers, err1 = strconv.Atoi(strings.TrimSpace(lo))
	cfg.MaxPlayers, err2 = strconv.Atoi(strings.TrimSpace(hi))
	if err1 != nil || err2 != nil || cfg.MinPlayers < 2 || cfg.MaxPlayers > 8 || cfg.MinPlayers > cfg.MaxPlayers {
		return cfg, fmt.Errorf("--players %q: want MIN-MAX with 2 <= MIN <= MAX <= 8", o.Players)
	}
	if o.Stakes != "" {
		st, err := gen.ParseStakes(o.Stakes)
		if err != nil {
			return cfg, fmt.Errorf("--stakes: %w", err)
		}
		cfg.Stakes = st
	}
	p, err := gen.ProfileByName(o.Profile)
	if err != nil {
		return cfg, fmt.Errorf("--profile: %w", err)
	}
	cfg.Profile = p
	if o.Faults < 0 || o.Faults > 1 {
		return cfg, fmt.Errorf("--faults %v: want a share between 0 and 1", o.Faults)
	}
	if o.Faults > 0 && o.Labels == "" {
		return cfg, errors.New("--faults needs --labels FILE for the ground truth")
	}
	return cfg, nil
}

// genRun generates the hands into the chosen output and reports on stderr.
func genRun(e *env, o *genOptions, cfg gen.Config) (err error) {
	start := time.Now()
	var labels io.Writer
	if o.Labels != "" {
		lf, err := os.Create(o.Labels)
		if err != nil {
			return err
		}
		defer func() {
			if cerr := lf.Close(); err == nil {
				err = cerr
			}
		}()
		labels = lf
	}
	where := "stdout"
	switch {
	case o.Out != "" && isDirTarget(o.Out):
		files, err := gen.GenerateDir(cfg, o.Out, labels)
		if err != nil {
			return err
		}
		where = fmt.Sprintf("%s in %s", plural(len(files), "file", "files"), o.Out)
	case o.Out != "":
		f, err := os.Create(o.Out)
		if err != nil {
			return err
		}
		if err := gen.Generate(cfg, f, labels); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
		where = o.Out
	default:
		if err := gen.Generate(cfg, e.Out, labels); err != nil {
			return err
		}
	}
	el := time.Since(start)
	fmt.Fprintf(e.Err, "stud8 gen: %s to %s in %.1fs (%.0f hands/s)\n", plural(cfg.Hands, "hand", "hands"), where, el.Seconds(),
		float64(cfg.Hands)/el.Seconds())
	return nil
}

// isDirTarget reports whether --out names a directory: an existing one, a
// path ending in a separator, or a new path without an extension
// ("/tmp/gen1m" is a directory, "hands.txt" a file).
func isDirTarget(p string) bool {
	if strings.HasSuffix(p, "/") || strings.HasSuffix(p, string(filepath.Separator)) {
		return true
	}
	st, err := os.Stat(p)
	if err == nil {
		return st.IsDir()
	}
	return filepath.Ext(p) == ""
}
