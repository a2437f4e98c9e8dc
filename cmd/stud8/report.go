package main

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/hand"
	"github.com/stud8/stud8/parser/sites"
	"github.com/stud8/stud8/reports"
	"github.com/stud8/stud8/store"
)

func init() { register(newReportCmd) }

// reportOptions are the flags every report shares.
type reportOptions struct {
	DB         string
	Parquet    string
	Format     string
	Player     string
	PlayerLike string
	Person     string
	Site       string
	Game       string
	Stakes     string
	Currency   string
	TZ         string
	From       string
	To         string
	MinHands   int
	// heroDefault: neither --player, --player-like nor --person was given, so the
	// command reads the saved hero's hands (stud8 hero), if any. noHero
	// keeps a command (report audit) on every player.
	heroDefault bool
	noHero      bool
}

// seeDefinitions ends every report's help.
const seeDefinitions = "\n\nEvery column and statistic is defined, with its numerator and denominator, in\n" + reports.DefinitionsURL + "."

// newReportCmd builds `stud8 report` and its sub-commands.
func newReportCmd(e *env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "report",
		Short: "Reports for players, coaches and auditors (sessions, summary, stats, compare, audit, graph)",
		Example: `  stud8 report summary --player Hero
  stud8 report sessions --player Hero --from 2017-01-01
  stud8 report stats --min-hands 10 --format csv > stats.csv
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
		newReportLuckCmd,    // report_luck.go
		newReportCompareCmd, // report_compare.go
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
	f.StringVar(&o.Player, "player", "", "only this player (exact name); without it the saved hero (stud8 hero), --player '' every player")
	f.StringVar(&o.PlayerLike, "player-like", "", "only players whose name matches this pattern, any case (% any text, _ one character)")
	f.StringVar(&o.Person, "person", "", "only the accounts of this person (stud8 alias), at every site; a name without an alias is the accounts of that name")
	f.StringVar(&o.Site, "site", "", "only this site, any case (pokerstars)")
	f.StringVar(&o.Game, "game", "", "only this game, any case: stud8, stud or razz")
	f.StringVar(&o.Stakes, "stakes", "", "only these stakes, small/big bet (5/10, $5/$10, 5.00/10.00)")
	f.StringVar(&o.Currency, "currency", "", "only money of this unit: a currency (USD, EUR), chips (tournaments) or play")
	f.StringVar(&o.TZ, "tz", "Local", "time zone of the times shown (their columns say it): Local, UTC or a name such as Europe/Paris")
	f.StringVar(&o.From, "from", "", "first day, YYYY-MM-DD (UTC), inclusive")
	f.StringVar(&o.To, "to", "", "last day, YYYY-MM-DD (UTC), inclusive")
	if minHands {
		f.IntVar(&o.MinHands, "min-hands", 0, "only rows of at least this many hands (the row's own hands)")
	}
}

// addFormatFlag adds --format.
func (o *reportOptions) addFormatFlag(f *pflag.FlagSet) {
	f.StringVar(&o.Format, "format", "table", "output format: "+strings.Join(reports.Formats, ", "))
}

// filter validates the flags and returns the report filter.
func (o *reportOptions) filter(cmd *cobra.Command) (filter.Filter, error) {
	f := filter.Filter{Player: o.Player, PlayerLike: o.PlayerLike, Person: o.Person, Currency: o.Currency, MinHands: o.MinHands}
	o.heroDefault = !o.noHero && !cmd.Flags().Changed("player") && !cmd.Flags().Changed("player-like") && !cmd.Flags().Changed("person")
	if o.Site != "" {
		s, ok := sites.Lookup(o.Site)
		if !ok {
			return f, usagef("--site %q: not a site stud8 reads", o.Site)
		}
		f.Site = s.Name
	}
	if o.Game != "" {
		g, ok := hand.ParseGame(strings.ToLower(o.Game))
		if !ok || g == hand.GameOther {
			return f, usagef("--game %q: want stud8, stud or razz", o.Game)
		}
		f.Game = g.String()
	}
	if o.Stakes != "" {
		var err error
		if f.Small, f.Big, err = filter.ParseStakes(o.Stakes); err != nil {
			return f, usagef("--stakes: %v", err)
		}
	}
	loc, err := time.LoadLocation(o.TZ)
	if err != nil {
		return f, usagef("--tz %q: not a time zone (Local, UTC, Europe/Paris...)", o.TZ)
	}
	f.Location = loc
	if cmd.Flags().Changed("db") && o.Parquet != "" {
		return f, usagef("--db and --parquet cannot be used together")
	}
	if o.MinHands < 0 {
		return f, usagef("--min-hands must not be negative")
	}
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

// choose resolves f's player and person: the stored spelling of --player
// (or the hero: choosePlayer) and of --person (resolvePerson).
func (o *reportOptions) choose(ctx context.Context, e *env, db *sql.DB, f *filter.Filter) error {
	var err error
	if f.Player, err = o.choosePlayer(ctx, e, db, f.Player); err != nil {
		return err
	}
	f.Person, err = resolvePerson(ctx, e, db, f.Person)
	return err
}

// choosePlayer returns the player the command reads: the stored spelling
// of --player (resolvePlayer), or, when neither --player, --player-like
// nor --person was given, the database's saved hero ("" when none is saved).
func (o *reportOptions) choosePlayer(ctx context.Context, e *env, db *sql.DB, name string) (string, error) {
	if name == "" && o.heroDefault {
		h, err := reports.Hero(ctx, db)
		if err != nil {
			return "", failed(err)
		}
		return h, nil
	}
	return resolvePlayer(ctx, e, db, name)
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
func runReports(ctx context.Context, e *env, o *reportOptions, f filter.Filter, names ...string) error {
	if ctx == nil {
		ctx = context.Background()
	}
	db, err := o.open(ctx)
	if err != nil {
		return failed(err)
	}
	defer db.Close()
	if err := o.choose(ctx, e, db.SQL(), &f); err != nil {
		return err
	}
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
			return failed(err)
		}
		if err := out.Flush(); err != nil {
			return err
		}
		if res.Empty {
			if err := sayEmpty(ctx, e, db, r, f); err != nil {
				return err
			}
		}
	}
	return nil
}

// byPersonFlag adds --by, read into by, to a report whose rows can be
// summed by person (summary, luck).
func byPersonFlag(cmd *cobra.Command, by *string) {
	cmd.Flags().StringVar(by, "by", "", "person: one row per person (stud8 alias), summed over his accounts at every site")
	cmd.RegisterFlagCompletionFunc("by", cobra.FixedCompletions([]string{"person"}, cobra.ShellCompDirectiveNoFileComp))
}

// byPerson sets f.ByPerson for --by person, the one value byPersonFlag takes.
func byPerson(by string, f *filter.Filter) error {
	switch by {
	case "":
	case "person":
		f.ByPerson = true
	default:
		return usagef("--by must be person, not %q", by)
	}
	return nil
}

// sayEmpty tells stderr that report r has no row under f, and which
// filter emptied it.
func sayEmpty(ctx context.Context, e *env, db *store.DB, r reports.Report, f filter.Filter) error {
	if strings.HasPrefix(r.Name, "audit") && f.MinHands == 0 {
		fmt.Fprintf(e.Err, "stud8: %s: no findings in the selection\n", r.Name)
		return nil
	}
	why, err := reports.WhyEmpty(ctx, db.SQL(), r, f)
	if err != nil {
		return failed(err)
	}
	fmt.Fprintf(e.Err, "stud8: %s: %s\n", r.Name, why)
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
		Example: `  stud8 report sessions --player Hero
  stud8 report sessions --player Hero --from 2013-01-01 --format csv`,
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
			if gap < reports.RunGapMinutes {
				return runReports(cmd.Context(), e, o, f, "sessions-hands")
			}
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
	var by string
	cmd := &cobra.Command{
		Use:   "summary",
		Short: "Per player, game and stakes: hands, net, big bets/100, showdown and non-showdown, high and low halves",
		Long: `summary gives, per player, game, stakes and currency: hands, net won, big bets
won per 100 hands, the net of hands that went to showdown and of hands that did
not, and what the player collected from high halves and from low halves.

--person NAME keeps every account of the person (stud8 alias), each in its
own rows; --by person sums the rows of each person's accounts into one, its
first column then named person (an account without an alias is the person
of its own name).` + seeDefinitions,
		Example: `  stud8 report summary --player Hero
  stud8 report summary --game stud8 --min-hands 10 --format markdown
  stud8 report summary --by person --player ''`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := o.filter(cmd)
			if err != nil {
				return err
			}
			if err := byPerson(by, &f); err != nil {
				return err
			}
			return runReports(cmd.Context(), e, o, f, "summary")
		},
	}
	byPersonFlag(cmd, &by)
	o.addSourceFlags(cmd.Flags())
	o.addFilterFlags(cmd.Flags(), true)
	o.addFormatFlag(cmd.Flags())
	return cmd
}

// newReportStatsCmd builds `stud8 report stats`.
func newReportStatsCmd(e *env) *cobra.Command {
	o := &reportOptions{}
	var by, sortBy string
	var columns []string
	var long bool
	var explain string
	cmd := &cobra.Command{
		Use:   "stats",
		Short: "Per-player stud statistics: one row per player and game, a column per statistic",
		Long: `stats prints one row per player, game and currency with a column per
statistic and the row's results: net (in its currency) and big bets per 100
hands (stakes says the row's stakes, or "all stakes").

The table shows the coach's set, grouped under 3rd street (vpip = vpip_3rd,
compl = complete_3rd, steal = steal_attempt), later streets (saw4, saw7 =
saw_4th, saw_7th), showdown (wtsd = went_to_showdown, wsd = won_at_showdown,
scoop) and results (net, bb100 = bb_per_100); it fits 120 columns. CSV and
JSON give every column. --columns picks columns by name or short name, or a
named set: coach, third, later, showdown, results, all (later: every 4th to
7th street statistic, among them bets, raises, calls, folds, check-raises
and continuation bets by street). --sort COLUMN orders
the rows by any column, smallest first; --sort -COLUMN largest first.
--explain COLUMN prints a column's definition. --long prints one row per
player and statistic with the numerator (num) and denominator (den).

--by person sums each person's accounts (stud8 alias) into one row, its first
column named person; --person NAME keeps the rows of his accounts. --by door
groups results by door card (rank, and low A-8 vs high 9-K);
--by start by 3rd-street starting class (only hands whose down cards are
known); --by start-live splits those rows by the start's liveness (live,
partly dead, dead: how many of the cards it needs were other players' door
cards). All show money and big bets: one row per player, game, stakes and
currency (tournament chips and play money apart), so no row adds what cannot
be added. With --from or --to they are summed from the hands of those days.

Every count but --by start-live's is stored by the import: those forms are
fast right after it; --by start-live is summed from the hands.` + seeDefinitions,
		Example: `  stud8 report stats --min-hands 20 --sort=-vpip_3rd
  stud8 report stats --sort -net
  stud8 report stats --sort player --columns all
  stud8 report stats --columns third,results
  stud8 report stats --columns later --format csv
  stud8 report stats --columns vpip_3rd,complete_3rd,scoop
  stud8 report stats --explain vpip_3rd
  stud8 report stats --player Hero --long
  stud8 report stats --player Hero --by door --currency USD
  stud8 report stats --by start --format csv
  stud8 report stats --by start-live --player Hero
  stud8 report stats --by person --player '' --sort -hands`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := o.filter(cmd)
			if err != nil {
				return err
			}
			name := map[string]string{"": "stats", "person": "stats", "door": "stats-by-door", "start": "stats-by-start", "start-live": "stats-by-start-live"}[by]
			if name == "" {
				return usagef("--by must be person, door, start or start-live, not %q", by)
			}
			if by == "person" {
				if long {
					return usagef("--long applies to the rows of accounts, not --by person")
				}
				f.ByPerson = true
			} else if by != "" && (long || sortBy != "" || len(columns) > 0) {
				return usagef("--long, --sort and --columns apply to the plain stats and --by person, not --by %s", by)
			}
			if long {
				if sortBy != "" || len(columns) > 0 {
					return usagef("--sort and --columns apply to the wide form, not --long")
				}
				name = "stats-long"
			}
			if explain != "" {
				return explainStat(e, explain)
			}
			if name == "stats" {
				return statsWide(cmd.Context(), e, o, f, sortBy, columns)
			}
			return runReports(cmd.Context(), e, o, f, name)
		},
	}
	o.addSourceFlags(cmd.Flags())
	o.addFilterFlags(cmd.Flags(), true)
	o.addFormatFlag(cmd.Flags())
	cmd.Flags().StringVar(&by, "by", "", "one row per person (person), or group results by door card (door), starting class (start) or starting class and its liveness (start-live)")
	cmd.Flags().StringVar(&sortBy, "sort", "", "order the rows by this column, smallest first; -COLUMN largest first")
	cmd.Flags().StringSliceVar(&columns, "columns", nil, "show these columns or sets (coach, third, later, showdown, results, all), comma-separated")
	cmd.Flags().StringVar(&explain, "explain", "", "print the definition of this column and exit")
	cmd.Flags().BoolVar(&long, "long", false, "one row per player and statistic, with num and den")
	cmd.RegisterFlagCompletionFunc("by", cobra.FixedCompletions([]string{"person", "door", "start", "start-live"}, cobra.ShellCompDirectiveNoFileComp))
	cmd.RegisterFlagCompletionFunc("sort", statCompletion)
	cmd.RegisterFlagCompletionFunc("columns", statCompletion)
	return cmd
}

// newReportAuditCmd builds `stud8 report audit`.
func newReportAuditCmd(e *env) *cobra.Command {
	o := &reportOptions{noHero: true} // the audit is of the data, not of a player
	var hands, recheck bool
	var width int
	cmd := &cobra.Command{
		Use:   "audit",
		Short: "Findings per code with the money involved, then by site, table and day; --hands lists each hand",
		Long: `audit opens with one row per finding code (and currency): findings, hands
and the money involved; then the detail by code, source, site, table and day.
--hands lists every finding with its hand, file:line and message (in the
table format the message wraps to fit --width columns, by default $COLUMNS
or 120); 'stud8 replay --hand ID' shows the hand street by street and
'stud8 hands --code CODE' lists the hands of a code. --recheck recomputes the
conservation checks in SQL from the stored money alone (source 'sql'):
collected versus total pot minus rake, total pot versus what players put in,
and rake outside 0..total pot; it reads every player-hand.` + seeDefinitions,
		Example: `  stud8 report audit
  stud8 report audit --hands --site pokerstars --from 2017-01-01
  stud8 report audit --hands --db audit.duckdb --width 100
  stud8 report audit --recheck`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := o.filter(cmd)
			if err != nil {
				return err
			}
			if hands && recheck {
				return usagef("--hands and --recheck cannot be used together")
			}
			if recheck {
				return runReports(cmd.Context(), e, o, f, "audit-recheck")
			}
			if hands && o.Format == "table" {
				return auditHandsTable(cmd.Context(), e, o, f, width)
			}
			if hands {
				return runReports(cmd.Context(), e, o, f, "audit-hands")
			}
			return runReports(cmd.Context(), e, o, f, "audit", "audit-detail")
		},
	}
	o.addSourceFlags(cmd.Flags())
	o.addFilterFlags(cmd.Flags(), false)
	o.addFormatFlag(cmd.Flags())
	cmd.Flags().BoolVar(&hands, "hands", false, "list every finding with its hand, file:line and message")
	cmd.Flags().IntVar(&width, "width", 0, "with --hands in the table format: wrap the message to fit this many columns (0: $COLUMNS, else 120)")
	cmd.Flags().BoolVar(&recheck, "recheck", false, "recompute the conservation checks in SQL from the stored money alone (reads every player-hand)")
	return cmd
}

// newReportPrepareCmd builds `stud8 report prepare`.
func newReportPrepareCmd(e *env) *cobra.Command {
	var path string
	cmd := &cobra.Command{
		Use:   "prepare",
		Short: "Upgrade a database made by an older stud8 (reports need no other preparation)",
		Long: `Every report reads counts the import stores, so no report needs preparing.
prepare only upgrades a database made by an older stud8 to the current schema
(which fills the stored report counts for the hands it holds) and rebuilds the
reports' cached rows (the every-player sessions, stats and stats --by door,
which every import into a database of 200,000 hands or more rebuilds too;
below that the reports compute them in well under a second); on a current
database it says so. It never creates a database.` + seeDefinitions,
		Example: `  stud8 report prepare`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			if ctx == nil {
				ctx = context.Background()
			}
			if _, err := os.Stat(path); err != nil {
				return failed(fmt.Errorf("%s: %w (import hands first with 'stud8 import')", path, err))
			}
			before := 0
			if ro, err := store.OpenReadOnly(ctx, path); err == nil {
				_ = ro.SQL().QueryRowContext(ctx, "SELECT coalesce(max(version), 0) FROM schema_version").Scan(&before)
				ro.Close()
			}
			db, err := store.OpenExisting(ctx, path)
			if err != nil {
				return failed(err)
			}
			defer db.Close()
			if err := reports.RefreshCache(ctx, db.SQL()); err != nil {
				return failed(err)
			}
			if before < store.SchemaVersion() {
				fmt.Fprintf(e.Out, "upgraded %s from schema version %d to %d: the report counts of its hands are stored\n", path, before, store.SchemaVersion())
				return nil
			}
			fmt.Fprintf(e.Out, "%s is at schema version %d: every report reads the counts the import stores; the cached report rows are rebuilt\n", path, store.SchemaVersion())
			return nil
		},
	}
	cmd.Flags().StringVar(&path, "db", store.DefaultPath, "DuckDB database file")
	return cmd
}

// auditHandsTable prints the audit-hands report as a table whose last
// column, the message, wraps to fit width columns.
func auditHandsTable(ctx context.Context, e *env, o *reportOptions, f filter.Filter, width int) error {
	if width < 0 {
		return usagef("--width must not be negative")
	}
	if width == 0 {
		width, _ = strconv.Atoi(os.Getenv("COLUMNS"))
	}
	if width <= 0 {
		width = 120
	}
	var buf bytes.Buffer
	sub := *e
	sub.Out = &buf
	if err := runReports(ctx, &sub, o, f, "audit-hands"); err != nil {
		return err
	}
	out := bufio.NewWriter(e.Out)
	wrapLastColumn(out, buf.String(), width)
	return out.Flush()
}

// wrapLastColumn writes table (a table of the table format) with each
// row's last column, which starts where its header does, wrapped at spaces
// to fit width columns; wrapped lines are indented to the column. When
// the other columns leave it fewer than 30, the message goes under its row,
// indented four columns (whatever width says, at least 30 are left for it).
func wrapLastColumn(w io.Writer, table string, width int) {
	lines := strings.Split(strings.TrimSuffix(table, "\n"), "\n")
	if len(lines) < 2 {
		io.WriteString(w, table)
		return
	}
	at := 0 // where the last column starts, in runes
	if i := strings.LastIndex(lines[0], "  "); i >= 0 {
		at = utf8.RuneCountInString(lines[0][:i+2])
	}
	room, indent, under := width-at, strings.Repeat(" ", at), false
	if room < 30 {
		// The other columns leave too little: the message goes under its
		// row, indented four columns.
		room, indent, under = max(width-4, 30), "    ", true
	}
	for n, l := range lines {
		r := []rune(l)
		if n == 1 && len(r) > at+room {
			l = string(r[:at+min(room, 7)]) // the rule under the header: as wide as the column now is
			if !under {
				l = string(r[:at+room])
			}
		}
		if n < 2 || len(r) <= at+room && !under || len(r) <= width {
			fmt.Fprintln(w, l)
			continue
		}
		head, text := string(r[:at]), strings.Fields(string(r[at:]))
		if under {
			fmt.Fprintln(w, strings.TrimRight(head, " "))
			head = indent
		}
		var cur []string
		size := 0
		flush := func() {
			fmt.Fprintln(w, head+strings.Join(cur, " "))
			head, cur, size = indent, nil, 0
		}
		for _, word := range text {
			wl := utf8.RuneCountInString(word)
			if size > 0 && size+1+wl > room {
				flush()
			}
			if size > 0 {
				size++
			}
			cur, size = append(cur, word), size+wl
		}
		flush()
	}
}
