package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/stud8/stud8/docs"
	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/reports"
)

// statKeys are the columns of the wide stats that say what a row is.
var statKeys = []string{"player", "game", "currency", "stakes"}

// statNames are the columns of the wide stats after the keys: the
// catalogue's statistics (reports.Stats), then the row's results.
var statNames = wideStatNames()

func wideStatNames() []string {
	var names []string
	for _, s := range reports.Stats() {
		names = append(names, s.Name)
	}
	return append(names, "net", "bb_per_100")
}

// statShort are the short names the coach's table shows, by column.
var statShort = map[string]string{"currency": "unit", "vpip_3rd": "vpip", "complete_3rd": "compl", "steal_attempt": "steal",
	"saw_4th": "saw4", "saw_7th": "saw7", "went_to_showdown": "wtsd", "won_at_showdown": "wsd", "bb_per_100": "bb100"}

// statGroup is a named group of columns, headed by its title in the table.
type statGroup struct {
	title   string
	columns []string
}

// coachSet is the default table: groups that fit 120 columns.
var coachSet = []statGroup{
	{"3rd street", []string{"vpip_3rd", "complete_3rd", "steal_attempt"}},
	{"later", []string{"saw_4th", "saw_7th"}},
	{"showdown", []string{"went_to_showdown", "won_at_showdown", "scoop"}},
	{"results", []string{"net", "bb_per_100"}},
}

// statSets are the named column sets --columns accepts.
var statSets = map[string][]string{
	"third": {"hands", "vpip_3rd", "complete_3rd", "reraise_3rd", "steal_attempt", "steal_success", "bring_in_defend",
		"bring_in_fold_to_steal", "first_bet_3rd", "af_3rd", "afq_3rd", "fold_to_bet_3rd"},
	"later": {"saw_4th", "saw_5th", "saw_6th", "saw_7th", "first_bet_4th", "first_bet_5th", "first_bet_6th", "first_bet_7th",
		"af_4th", "af_5th", "af_6th", "af_7th", "afq_4th", "afq_5th", "afq_6th", "afq_7th",
		"fold_to_bet_4th", "fold_to_bet_5th", "fold_to_bet_6th", "fold_to_bet_7th",
		"bet_4th", "bet_5th", "bet_6th", "bet_7th", "raise_4th", "raise_5th", "raise_6th", "raise_7th",
		"call_4th", "call_5th", "call_6th", "call_7th", "fold_4th", "fold_5th", "fold_6th", "fold_7th",
		"aggression_4th", "aggression_5th", "aggression_6th", "aggression_7th",
		"check_raise_4th", "check_raise_5th", "check_raise_6th", "check_raise_7th",
		"cbet_4th", "cbet_5th", "cbet_6th", "cbet_7th"},
	"showdown": {"went_to_showdown", "won_at_showdown", "scoop", "high_only", "low_only", "quartered", "lost_both", "no_low_at_showdown"},
	"results":  {"hands", "net", "bb_per_100"},
	"all":      statNames,
}

func init() {
	var coach []string
	for _, g := range coachSet {
		coach = append(coach, g.columns...)
	}
	statSets["coach"] = append([]string{"hands"}, coach...)
}

// statColumn resolves a column's name or short name.
func statColumn(name string) (string, bool) {
	for long, short := range statShort {
		if name == short {
			return long, true
		}
	}
	return name, name == reports.PersonColumn || slices.Contains(statKeys, name) || slices.Contains(statNames, name)
}

func statCompletion(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
	return append(append([]string(nil), statKeys...), statNames...), cobra.ShellCompDirectiveNoFileComp
}

// statsWide runs the wide stats, sorts them in the database and keeps the
// asked columns: by default the coach's set in the table and markdown
// formats, every column in CSV and JSON.
func statsWide(ctx context.Context, e *env, o *reportOptions, f filter.Filter, sortBy string, columns []string) error {
	if ctx == nil {
		ctx = context.Background()
	}
	var keep []string
	coach := len(columns) == 0 && (o.Format == "table" || o.Format == "markdown")
	if coach {
		columns = []string{"coach"}
	}
	for _, c := range columns {
		if set, ok := statSets[c]; ok {
			keep = append(keep, set...)
			continue
		}
		long, ok := statColumn(c)
		if !ok {
			return usagef("--columns: no column or set %q (sets: coach, third, later, showdown, results, all; columns: %s)", c, strings.Join(statNames, ", "))
		}
		keep = append(keep, long)
	}
	if sortBy != "" {
		desc := strings.HasPrefix(sortBy, "-")
		long, ok := statColumn(strings.TrimPrefix(sortBy, "-"))
		if !ok {
			return usagef("--sort: no column %q (have %s, %s; -COLUMN for largest first)", sortBy, strings.Join(statKeys, ", "), strings.Join(statNames, ", "))
		}
		f.Rows = filter.Rows{OrderBy: long, Desc: desc}
	}
	db, err := o.open(ctx)
	if err != nil {
		return failed(err)
	}
	defer db.Close()
	if err := o.choose(ctx, e, db.SQL(), &f); err != nil {
		return err
	}
	r, _ := reports.Lookup("stats")
	res, err := reports.Run(ctx, db.SQL(), r, f)
	if err != nil {
		return failed(err)
	}
	if len(keep) > 0 {
		if err := res.Keep(len(statKeys), keep); err != nil {
			return usagef("--columns: %v", err)
		}
	}
	if len(res.Rows) == 0 {
		if err := sayEmpty(ctx, e, db, r, f); err != nil {
			return err
		}
	}
	if coach {
		for i, c := range res.Columns {
			if s, ok := statShort[c]; ok {
				res.Columns[i] = s
			}
		}
	}
	var buf bytes.Buffer
	if err := reports.Write(&buf, res, o.Format); err != nil {
		return failed(err)
	}
	out := bufio.NewWriterSize(e.Out, 1<<16)
	if coach && o.Format == "table" {
		fmt.Fprintln(out, groupLine(strings.SplitN(buf.String(), "\n", 2)[0]))
	}
	out.Write(buf.Bytes())
	return out.Flush()
}

// groupLine is the line over a coach's table header: each group's title
// starting above its first column.
func groupLine(header string) string {
	at := map[string]int{}
	for _, m := range regexp.MustCompile(`\S+`).FindAllStringIndex(header, -1) {
		at[header[m[0]:m[1]]] = m[0]
	}
	line := []byte(strings.Repeat(" ", len(header)))
	for _, g := range coachSet {
		first := g.columns[0]
		if s, ok := statShort[first]; ok {
			first = s
		}
		if i, ok := at[first]; ok && i+len(g.title) <= len(line) {
			copy(line[i:], g.title)
		}
	}
	return strings.TrimRight(string(line), " ")
}

// explainStat prints a column's definition from docs/definitions.md
// (docs.Define): the table row naming it with the table's header, and the
// link to its section.
func explainStat(e *env, name string) error {
	long, ok := statColumn(name)
	if !ok {
		return usagef("--explain: no column %q (have %s)", name, strings.Join(statNames, ", "))
	}
	d, ok := docs.Define("stats", long)
	if !ok {
		return failed(fmt.Errorf("--explain: %s is not in %s", long, reports.DefinitionsURL))
	}
	fmt.Fprintf(e.Out, "%s (%s)\n", long, d.Section)
	for i, v := range d.Values {
		fmt.Fprintf(e.Out, "  %s: %s\n", d.Fields[i], v)
	}
	fmt.Fprintf(e.Out, "See %s#%s\n", reports.DefinitionsURL, d.Anchor())
	return nil
}
