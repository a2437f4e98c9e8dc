package main

import (
	"bufio"
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/stud8/stud8/reports"
	"github.com/stud8/stud8/store"
)

func init() { register(newReportCmd) }

// reportOptions are the flags every report shares.
type reportOptions struct {
	DB       string
	Parquet  string
	Format   string
	Player   string
	Site     string
	Game     string
	Stakes   string
	From     string
	To       string
	MinHands int
}

// seeDefinitions ends every report's help.
const seeDefinitions = "\n\nEvery column and statistic is defined, with its numerator and denominator, in\n" + reports.DefinitionsURL + "."

// newReportCmd builds `stud8 report` and its sub-commands.
func newReportCmd(e *env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "report",
		Short: "Reports for players, coaches and auditors (sessions, summary, stats, audit, graph)",
		Example: `  stud8 report summary --player Hero
  stud8 report sessions --player Hero --from 2017-01-01
  stud8 report stats --min-hands 100 --format csv > stats.csv
  stud8 report audit --hands
  stud8 report graph --player Hero --out hero.html`,
		Long: `report runs stud8's SQL reports over the database (opened read-only) or a
Parquet dataset: sessions and summary for players, stats for coaches, audit for
auditors, and graph for a picture of a player's winnings.` + seeDefinitions,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	for _, f := range []func(*env) *cobra.Command{
		newReportSessionsCmd, newReportSummaryCmd, newReportStatsCmd,
		newReportAuditCmd, newReportGraphCmd, newReportPrepareCmd,
		newReportLuckCmd, // report_luck.go
	} {
		cmd.AddCommand(f(e))
	}
	return cmd
}

// addSourceFlags adds --db and --parquet.
func (o *reportOptions) addSourceFlags(f *pflag.FlagSet) {
	f.StringVar(&o.DB, "db", store.DefaultPath, "DuckDB database file (opened read-only)")
	f.StringVar(&o.Parquet, "parquet", "", "read the Parquet dataset in this directory instead of the database")
}

// addFilterFlags adds the filters; minHands only where the report counts players.
func (o *reportOptions) addFilterFlags(f *pflag.FlagSet, minHands bool) {
	f.StringVar(&o.Player, "player", "", "only this player (exact name)")
	f.StringVar(&o.Site, "site", "", "only this site (PokerStars)")
	f.StringVar(&o.Game, "game", "", "only this game: stud8, stud or razz")
	f.StringVar(&o.Stakes, "stakes", "", "only these stakes, small/big bet as stored (0.04/0.08, 5/10)")
	f.StringVar(&o.From, "from", "", "first day, YYYY-MM-DD (UTC), inclusive")
	f.StringVar(&o.To, "to", "", "last day, YYYY-MM-DD (UTC), inclusive")
	if minHands {
		f.IntVar(&o.MinHands, "min-hands", 0, "only players with at least this many hands in the selection")
	}
}

// addFormatFlag adds --format.
func (o *reportOptions) addFormatFlag(f *pflag.FlagSet) {
	f.StringVar(&o.Format, "format", "table", "output format: "+strings.Join(reports.Formats, ", "))
}

// filter validates the flags and returns the report filter.
func (o *reportOptions) filter(cmd *cobra.Command) (reports.Filter, error) {
	f := reports.Filter{Player: o.Player, Site: o.Site, Game: o.Game, Stakes: o.Stakes, MinHands: o.MinHands}
	if cmd.Flags().Changed("db") && o.Parquet != "" {
		return f, usagef("--db and --parquet cannot be used together")
	}
	if o.MinHands < 0 {
		return f, usagef("--min-hands must not be negative")
	}
	var err error
	if f.From, err = parseDay("--from", o.From); err != nil {
		return f, err
	}
	if f.To, err = parseDay("--to", o.To); err != nil {
		return f, err
	}
	if !f.From.IsZero() && !f.To.IsZero() && f.To.Before(f.From) {
		return f, usagef("--to %s is before --from %s", o.To, o.From)
	}
	if o.Format != "" {
		ok := false
		for _, x := range reports.Formats {
			ok = ok || x == o.Format
		}
		if !ok {
			return f, usagef("--format must be one of %s, not %q", strings.Join(reports.Formats, ", "), o.Format)
		}
	}
	return f, nil
}

func parseDay(flag, s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		return time.Time{}, usagef("%s %q: want a day as YYYY-MM-DD", flag, s)
	}
	return t, nil
}

// open opens the database read-only, or the Parquet dataset.
func (o *reportOptions) open(ctx context.Context) (*store.DB, error) {
	if o.Parquet != "" {
		return store.OpenParquet(ctx, o.Parquet)
	}
	return store.OpenReadOnly(ctx, o.DB)
}

// runReports runs the named reports in order and prints each; with more than
// one in table or markdown format, each is headed by its name.
func runReports(ctx context.Context, e *env, o *reportOptions, f reports.Filter, names ...string) error {
	if ctx == nil {
		ctx = context.Background()
	}
	db, err := o.open(ctx)
	if err != nil {
		return err
	}
	defer db.Close()
	for i, name := range names {
		r, ok := reports.Lookup(name)
		if !ok {
			return fmt.Errorf("no report named %q", name)
		}
		if len(names) > 1 && (o.Format == "table" || o.Format == "markdown") {
			if i > 0 {
				fmt.Fprintln(e.Out)
			}
			fmt.Fprintf(e.Out, "## %s\n\n", name)
		}
		out := bufio.NewWriterSize(e.Out, 1<<16)
		res, err := reports.Stream(ctx, db.SQL(), r, f, out, o.Format)
		if err != nil {
			return err
		}
		if err := out.Flush(); err != nil {
			return err
		}
		if res.Live && o.Parquet == "" {
			fmt.Fprintf(e.Err, "stud8: %s computed from the actions (%s); 'stud8 report prepare' makes it fast\n", name, res.LiveReason)
		}
	}
	return nil
}

// newReportSessionsCmd builds `stud8 report sessions`.
func newReportSessionsCmd(e *env) *cobra.Command {
	o := &reportOptions{}
	var gap int
	cmd := &cobra.Command{
		Use:   "sessions",
		Short: "A player's sessions: start, end, hands, net, big bets/100, hands/hour, biggest pots",
		Long: `sessions splits each player's hands into sessions: a hand more than --gap
minutes (default 30) after the player's previous hand, at any table, starts a
new session. Per session: start, end, hands, net won, net in big bets, big bets
per 100 hands, hands per hour, and the biggest single-hand win and loss.` + seeDefinitions,
		Example: `  stud8 report sessions --player alice
  stud8 report sessions --player alice --from 2024-01-01 --format csv`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := o.filter(cmd)
			if err != nil {
				return err
			}
			if gap <= 0 {
				return usagef("--gap must be a positive number of minutes")
			}
			f.GapMinutes = gap
			return runReports(cmd.Context(), e, o, f, "sessions")
		},
	}
	o.addSourceFlags(cmd.Flags())
	o.addFilterFlags(cmd.Flags(), true)
	o.addFormatFlag(cmd.Flags())
	cmd.Flags().IntVar(&gap, "gap", reports.DefaultGapMinutes, "minutes without a hand of the player that end a session")
	return cmd
}

// newReportSummaryCmd builds `stud8 report summary`.
func newReportSummaryCmd(e *env) *cobra.Command {
	o := &reportOptions{}
	cmd := &cobra.Command{
		Use:   "summary",
		Short: "Per player, game and stakes: hands, net, big bets/100, showdown and non-showdown, high and low halves",
		Long: `summary gives, per player, game, stakes and currency: hands, net won, big bets
won per 100 hands, the net of hands that went to showdown and of hands that did
not, and what the player collected from high halves and from low halves.` + seeDefinitions,
		Example: `  stud8 report summary --player alice
  stud8 report summary --game stud8 --min-hands 1000 --format markdown`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := o.filter(cmd)
			if err != nil {
				return err
			}
			return runReports(cmd.Context(), e, o, f, "summary")
		},
	}
	o.addSourceFlags(cmd.Flags())
	o.addFilterFlags(cmd.Flags(), true)
	o.addFormatFlag(cmd.Flags())
	return cmd
}

// newReportStatsCmd builds `stud8 report stats`.
func newReportStatsCmd(e *env) *cobra.Command {
	o := &reportOptions{}
	var by string
	cmd := &cobra.Command{
		Use:   "stats",
		Short: "Per-player stud statistics with the hand counts behind each figure",
		Long: `stats prints one row per player and statistic: value, unit, and the numerator
(num) and denominator (den) it is computed from. Statistics: 3rd-street VPIP,
complete, re-raise, bring-in steal and defence, saw 4th-7th, bet when first to
act, aggression factor and frequency and fold to a bet per street, went to and
won at showdown, and the hi/lo outcomes: scoop, high only, low only, quartered,
lost both, no qualifying low at showdown.

--by door groups results by door card (rank, and low A-8 vs high 9-K);
--by start by 3rd-street starting class (only hands whose down cards are known).

The counts behind the statistics are stored by the import, so stats for every
player is fast right after it. --by door and --by start count every hand's
cards: on a large database run 'stud8 report prepare' once after each import
for them.` + seeDefinitions,
		Example: `  stud8 report stats --min-hands 500
  stud8 report stats --player alice --by door
  stud8 report stats --player alice --by start --format csv`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := o.filter(cmd)
			if err != nil {
				return err
			}
			name := map[string]string{"": "stats", "door": "stats-by-door", "start": "stats-by-start"}[by]
			if name == "" {
				return usagef("--by must be door or start, not %q", by)
			}
			return runReports(cmd.Context(), e, o, f, name)
		},
	}
	o.addSourceFlags(cmd.Flags())
	o.addFilterFlags(cmd.Flags(), true)
	o.addFormatFlag(cmd.Flags())
	cmd.Flags().StringVar(&by, "by", "", "group results by door card (door) or starting class (start)")
	return cmd
}

// newReportAuditCmd builds `stud8 report audit`.
func newReportAuditCmd(e *env) *cobra.Command {
	o := &reportOptions{}
	var hands bool
	cmd := &cobra.Command{
		Use:   "audit",
		Short: "Findings by code, site, table and day with the money involved; --hands lists each hand",
		Long: `audit groups the findings of the replay (RULES.md section 9) by code, site,
table and day with the number of findings and hands and the money involved. It
adds conservation checks recomputed in SQL from the stored money (source 'sql'):
collected versus total pot minus rake, total pot versus what players put in,
and rake outside 0..total pot. --hands lists every finding with its hand and
file:line; 'stud8 replay --hand ID FILE' shows the hand street by street.` + seeDefinitions,
		Example: `  stud8 report audit
  stud8 report audit --hands --site PokerStars --from 2024-01-01`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := o.filter(cmd)
			if err != nil {
				return err
			}
			name := "audit"
			if hands {
				name = "audit-hands"
			}
			return runReports(cmd.Context(), e, o, f, name)
		},
	}
	o.addSourceFlags(cmd.Flags())
	o.addFilterFlags(cmd.Flags(), false)
	o.addFormatFlag(cmd.Flags())
	cmd.Flags().BoolVar(&hands, "hands", false, "list every finding with its hand and file:line")
	return cmd
}

// newReportPrepareCmd builds `stud8 report prepare`.
func newReportPrepareCmd(e *env) *cobra.Command {
	var path string
	cmd := &cobra.Command{
		Use:   "prepare",
		Short: "Build or refresh the prepared table that makes stats --by door and --by start fast",
		Long: `prepare materialises report_player_hand: one row per player per hand with
every fact the stats reports count, computed from the actions with the same SQL
the reports use live. Only hands added since the last prepare are computed.
The reports use the table only while it covers every stored hand; stats --by
door and --by start need it on a large database.

The plain stats report reads the counts the import stores (player_day_stats)
and needs no prepare. For hands imported by a stud8 older than that table,
prepare fills it from the prepared rows (once; later imports add to it).` + seeDefinitions,
		Example: `  stud8 import hands/ && stud8 report prepare`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			if ctx == nil {
				ctx = context.Background()
			}
			db, err := store.OpenExisting(ctx, path)
			if err != nil {
				return err
			}
			defer db.Close()
			start := time.Now()
			s, err := reports.Prepare(ctx, db.SQL())
			if err != nil {
				return err
			}
			fmt.Fprintf(e.Out, "prepared %d hands (%d player rows, %d added) in %s\n",
				s.Hands, s.Rows, s.Added, time.Since(start).Round(time.Millisecond))
			if s.Backfilled {
				fmt.Fprintln(e.Out, "filled player_day_stats for the hands imported by an older stud8")
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&path, "db", store.DefaultPath, "DuckDB database file")
	return cmd
}
