package main

import (
	"bufio"
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/stud8/stud8/internal/termsafe"
	"github.com/stud8/stud8/reports"
)

// compareOptions are the flags of `stud8 report compare`.
type compareOptions struct {
	reportOptions
	Level float64
}

// newReportCompareCmd builds `stud8 report compare`.
func newReportCompareCmd(e *env) *cobra.Command {
	o := &compareOptions{}
	cmd := &cobra.Command{
		Use:   "compare",
		Short: "A player's statistics beside the winners' of his games, and which differences are larger than chance",
		Long: `compare puts a player's statistics beside those of the winners of the same
site, game, stakes and currency: the other players with at least --min-hands
hands there (default 100) and a positive BB/100, their counts added up as if
they were one player. For every statistic of 'report stats' it prints his
value, the winners' value, the difference (his less theirs; percentage points
for a percentage) and its interval at --level (default 0.95, the Newcombe
interval), and whether the difference is larger than chance.

The test is the two-proportion z-test (Fisher's exact test where a count
expected is below 5), and 'differs' says yes when its p-value, corrected for
the number of statistics tested in the game by Holm's method (p_holm), is below
1 - level: at 0.95, the chance that any statistic of the game says yes by
luck alone is at most 5%. Only shares of hands are tested; the aggression
figures (af_*, afq_*) count actions, several in one hand, which are not
independent trials: they are shown, not tested. Rows are sorted by the
strength of the evidence (p, smallest first), not by what the difference
costs, which the stored counts cannot tell. The winners are chosen on their
results, so the statistics that are results (won_at_showdown, scoop,
steal_success) lean their way by luck alone.

The table shows the main columns; CSV and JSON add z, p and the counts
(num, den, winners_num, winners_den). Without --player, the saved hero
(stud8 hero).` + seeDefinitions,
		Example: `  stud8 report compare --player Anon10 --min-hands 5
  stud8 report compare --player Anon10 --min-hands 5 --level 0.99 --format csv
  stud8 report compare --player Hero --game razz --min-hands 5 --format markdown`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := o.filter(cmd)
			if err != nil {
				return err
			}
			if o.PlayerLike != "" {
				return usagef("--player-like: compare compares one player; give --player NAME")
			}
			if !(o.Level > 0 && o.Level < 1) {
				return usagef("--level must be between 0 and 1 (0.95, 0.99), not %v", o.Level)
			}
			return runCompare(cmd.Context(), e, o, reports.CompareOptions{Filter: f, MinHands: o.MinHands, Level: o.Level})
		},
	}
	o.addSourceFlags(cmd.Flags())
	o.addFilterFlags(cmd.Flags(), false)
	o.addFormatFlag(cmd.Flags())
	cmd.Flags().IntVar(&o.MinHands, "min-hands", reports.DefaultCompareMinHands, "winners: other players with at least this many hands in the site, game, stakes and currency")
	cmd.Flags().Float64Var(&o.Level, "level", reports.DefaultLevel, "confidence level of the intervals and of the test (Holm over the game's statistics)")
	return cmd
}

// runCompare runs the compare report and prints it; an empty selection
// is said on stderr.
func runCompare(ctx context.Context, e *env, o *compareOptions, co reports.CompareOptions) error {
	if ctx == nil {
		ctx = context.Background()
	}
	if co.MinHands < 0 {
		return usagef("--min-hands must not be negative")
	}
	if co.MinHands == 0 {
		co.MinHands = 1 // 0 would mean the default: every player with a hand
	}
	db, err := o.open(ctx)
	if err != nil {
		return failed(err)
	}
	defer db.Close()
	if co.Filter.Player, err = o.choosePlayer(ctx, e, db.SQL(), co.Filter.Player); err != nil {
		return err
	}
	if co.Filter.Player == "" {
		return usagef("compare needs --player NAME (or a saved hero: stud8 hero NAME)")
	}
	res, err := reports.Compare(ctx, db.SQL(), co)
	if err != nil {
		return failed(err)
	}
	if o.Format == "table" || o.Format == "markdown" {
		if err := res.Keep(0, reports.CompareMainColumns()); err != nil {
			return failed(err)
		}
	}
	out := bufio.NewWriterSize(e.Out, 1<<16)
	if err := reports.Write(out, res, o.Format); err != nil {
		return failed(err)
	}
	if err := out.Flush(); err != nil {
		return err
	}
	if res.Empty {
		fmt.Fprintf(e.Err, "stud8: compare: no hands of %s in the selection\n", termsafe.String(co.Filter.Player))
	}
	return nil
}
