package main

import (
	"bufio"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/internal/termsafe"
	"github.com/stud8/stud8/reports"
)

func init() { register(newHandsCmd) }

// handsOptions are the flags of `stud8 hands`: the report filters and the
// hand list's own.
type handsOptions struct {
	reportOptions
	List   reports.HandList
	Gap    int
	Sort   string
	Limit  int
	Offset int
}

// newHandsCmd builds `stud8 hands`.
func newHandsCmd(e *env) *cobra.Command {
	o := &handsOptions{}
	cmd := &cobra.Command{
		Use:   "hands",
		Short: "List and search hands: by player, table, session, door card, street, showdown, result, pot, net, finding, all-in",
		Long: `hands lists the stored hands the filters select, one row per hand: site, id,
start, table, game, stakes, currency, players dealt in, the street reached,
showdown, total pot, rake and findings. With --player (or --player-like) a
row is one hand of the player, with his cards (down cards in brackets), his
result (scoop, high, low, high+low, won, lost, even), net, net in big bets
and whether he went all-in; --street, --showdown and --all-in then read
the player's hand.

--session N keeps session N of --player as 'report sessions' numbers it
(the same filters and --gap). --sort orders by any column, -COLUMN the
other way (--sort -net: biggest wins first); --limit (100 unless said) and
--offset page the list, --limit 0 prints every row. 'stud8 replay --hand ID' shows a hand from the database.` + seeDefinitions,
		Example: `  stud8 hands --player Hero --sort net --limit 10
  stud8 hands --player Hero --result scoop --street 7 --sort -pot
  stud8 hands --player Hero --session 2
  stud8 hands --player Hero --door low --game stud8 --currency USD
  stud8 hands --player Hero --start-class "buried pair" --sort -net
  stud8 hands --code raise.cap_exceeded --db audit.duckdb
  stud8 hands --showdown yes --min-pot 5 --limit 0 --format csv > pots.csv`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := o.filter(cmd)
			if err != nil {
				return err
			}
			if o.Gap <= 0 {
				return usagef("--gap must be a positive number of minutes")
			}
			if o.Limit < 0 || o.Offset < 0 {
				return usagef("--limit and --offset must not be negative")
			}
			f.GapMinutes = o.Gap
			f.Rows = filter.Rows{OrderBy: strings.TrimPrefix(o.Sort, "-"), Desc: strings.HasPrefix(o.Sort, "-"),
				Limit: o.Limit, Offset: o.Offset}
			o.List.Filter = f
			if err := o.List.Validate(); err != nil {
				return usagef("%v", err)
			}
			return handsRun(cmd.Context(), e, o)
		},
	}
	fl := cmd.Flags()
	o.addSourceFlags(fl)
	o.addFilterFlags(fl, false)
	o.addFormatFlag(fl)
	fl.StringVar(&o.List.Table, "table", "", "only this table (its name as stored)")
	fl.IntVar(&o.List.Session, "session", 0, "only session N of --player, numbered as 'report sessions' numbers them")
	fl.IntVar(&o.Gap, "gap", reports.DefaultGapMinutes, "minutes without a hand of the player that end a session (with --session)")
	fl.IntVar(&o.List.Reached, "street", 0, "only hands that reached this street (3-7); with --player, that the player saw")
	fl.StringVar(&o.List.Showdown, "showdown", "", "yes: only hands that went to showdown (with --player: his), no: only those that did not")
	fl.StringVar(&o.List.Result, "result", "", "the player's result: "+strings.Join(reports.Results, ", ")+" (high and low include scoops)")
	fl.StringVar(&o.List.MinPot, "min-pot", "", "only hands whose total pot is at least this")
	fl.StringVar(&o.List.MaxPot, "max-pot", "", "only hands whose total pot is at most this")
	fl.StringVar(&o.List.MinNet, "min-net", "", "only hands where the player's net is at least this (-5: losses up to 5 and every win)")
	fl.StringVar(&o.List.MaxNet, "max-net", "", "only hands where the player's net is at most this (-5: losses of 5 or more)")
	fl.StringVar(&o.List.Code, "code", "", "only hands with a finding of this code (report audit lists them)")
	fl.StringVar(&o.List.AllIn, "all-in", "", "yes: only hands where the player (without --player: any player) went all-in, no: the others")
	fl.StringVar(&o.List.Door, "door", "", "the player's door card: a rank (A K Q J T 9 ... 2), low (A-8) or high (9-K), as 'report stats --by door' classes it")
	fl.StringVar(&o.Sort, "sort", "", "order by this column, -COLUMN for largest first (start, pot, net, net_bb...)")
	fl.IntVar(&o.Limit, "limit", 100, "at most this many rows (0: every row)")
	fl.IntVar(&o.Offset, "offset", 0, "skip this many rows first")
	yesNo := cobra.FixedCompletions([]string{"yes", "no"}, cobra.ShellCompDirectiveNoFileComp)
	cmd.RegisterFlagCompletionFunc("showdown", yesNo)
	cmd.RegisterFlagCompletionFunc("all-in", yesNo)
	fl.StringVar(&o.List.StartClass, "start-class", "", "the player's 3rd-street starting class ("+strings.Join(reports.StartClasses, ", ")+"), as 'report stats --by start' classes it")
	cmd.RegisterFlagCompletionFunc("start-class", cobra.FixedCompletions(reports.StartClasses, cobra.ShellCompDirectiveNoFileComp))
	cmd.RegisterFlagCompletionFunc("door", cobra.FixedCompletions(reports.DoorClasses, cobra.ShellCompDirectiveNoFileComp))
	cmd.RegisterFlagCompletionFunc("result", cobra.FixedCompletions(reports.Results, cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

// handsRun prints the hand list; a page of it ends with its place in the
// whole list on stderr.
func handsRun(ctx context.Context, e *env, o *handsOptions) error {
	if ctx == nil {
		ctx = context.Background()
	}
	db, err := o.open(ctx)
	if err != nil {
		return failed(err)
	}
	defer db.Close()
	if err := o.choose(ctx, e, db.SQL(), &o.List.Filter); err != nil {
		return err
	}
	l := o.List
	out := bufio.NewWriterSize(e.Out, 1<<16)
	res, err := reports.StreamHands(ctx, db.SQL(), l, out, o.Format)
	if errors.Is(err, reports.ErrHandList) {
		return usagef("%v", err)
	}
	if errors.Is(err, reports.ErrNoColumn) {
		return usagef("--sort: %v", err)
	}
	if err != nil {
		return failed(err)
	}
	if err := out.Flush(); err != nil {
		return err
	}
	switch {
	case res.Empty:
		fmt.Fprintln(e.Err, "stud8: hands: no hand matches the selection")
	case l.Filter.Rows.Limit > 0 && res.Total > o.Offset+o.Limit:
		fmt.Fprintf(e.Err, "stud8: hands: rows %d-%d of %d (--offset %d for the next, --limit 0 for all)\n",
			o.Offset+1, o.Offset+o.Limit, res.Total, o.Offset+o.Limit)
	}
	return nil
}

// resolvePlayer returns the stored spelling of --player in any case
// (--player hero finds Hero); a name no stored player has is reported on
// stderr with the close names, and the command ends with status 1.
func resolvePlayer(ctx context.Context, e *env, db *sql.DB, name string) (string, error) {
	p, err := reports.FindPlayer(ctx, db, name)
	return resolvedName(e, p, err)
}

// resolvePerson returns the stored spelling of --person in any case
// (reports.FindPerson), or says on stderr that no account is his, with the
// close names.
func resolvePerson(ctx context.Context, e *env, db *sql.DB, name string) (string, error) {
	p, err := reports.FindPerson(ctx, db, name)
	return resolvedName(e, p, err)
}

// resolvedName returns p, the name a reports.Find* found; for its
// *reports.NoPlayerError it prints the message (with the close names) on
// stderr and returns status 1, for another error a failure.
func resolvedName(e *env, p string, err error) (string, error) {
	var np *reports.NoPlayerError
	if errors.As(err, &np) {
		fmt.Fprintf(e.Err, "stud8: %v\n", termsafe.String(np.Error()))
		return "", exitError{exitFindings}
	}
	if err != nil {
		return "", failed(err)
	}
	return p, nil
}
