package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/stud8/stud8/filter"
	"github.com/stud8/stud8/reports"
)

// newReportGraphCmd builds `stud8 report graph`.
func newReportGraphCmd(e *env) *cobra.Command {
	o := &reportOptions{}
	var out, in string
	cmd := &cobra.Command{
		Use:   "graph",
		Short: "A player's cumulative winnings graph (SVG, PNG) or an HTML page with the graph and tables",
		Long: `graph draws a player's cumulative winnings over their hands, in time order:
total, showdown, non-showdown and all-in adjusted net won in one panel, what
was collected from high halves and from low halves in another, two panels
for each unit of money (never added across units). The x axis counts the
unit's hands, from 0 to its last, its ticks labelled with the hand number
and day; the y axis is in the unit's money (--in money) or in big bets
(--in bb). A unit with fewer than two hands is not drawn: a line says so.
The kind of file follows --out's extension: .svg, .png, or .html for a page
with the graph and the player's summary, sessions and stats tables. --person
NAME draws every account of the person (stud8 alias) in one line per unit,
their hands in time order.` + seeDefinitions,
		Example: `  stud8 report graph --player Hero --out hero.svg
  stud8 report graph --player Hero --in bb --out hero.png
  stud8 report graph --player Hero --game stud8 --out hero.html
  stud8 report graph --person Hero --out person.svg`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.Format = "table"
			f, err := o.filter(cmd)
			if err != nil {
				return err
			}
			if o.Player == "" && o.Person == "" && !o.heroDefault {
				return usagef("--player or --person is required")
			}
			if out == "" {
				return usagef("--out is required (.svg, .png or .html)")
			}
			kind, err := reports.GraphFormat(out)
			if err != nil {
				return usagef("%v", err)
			}
			m, err := reports.ParseMeasure(in)
			if err != nil {
				return usagef("--in: %v", err)
			}
			return graphRun(cmd.Context(), e, o, f, out, kind, m)
		},
	}
	o.addSourceFlags(cmd.Flags())
	o.addFilterFlags(cmd.Flags(), false)
	cmd.Flags().StringVar(&out, "out", "", "output file: .svg, .png or .html")
	cmd.Flags().StringVar(&in, "in", "money", "the y axis: money (the unit's) or bb (big bets)")
	return cmd
}

// graphRun runs the graph report (and for HTML the tables) and writes out.
func graphRun(ctx context.Context, e *env, o *reportOptions, f filter.Filter, out, kind string, m reports.Measure) error {
	if ctx == nil {
		ctx = context.Background()
	}
	db, err := o.open(ctx)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := o.choose(ctx, e, db.SQL(), &f); err != nil {
		return err
	}
	if f.Player == "" && f.Person == "" {
		return usagef("--player or --person is required (no hero is saved: stud8 hero NAME saves one)")
	}
	who := f.Player // whose graph: the player's, else the person's
	if who == "" {
		who = f.Person
	}
	run := func(name string) (*reports.Result, error) {
		r, _ := reports.Lookup(name)
		return reports.Run(ctx, db.SQL(), r, f)
	}
	res, err := run("graph")
	if err != nil {
		return err
	}
	if len(res.Rows) == 0 {
		fmt.Fprintf(e.Err, "stud8: no hands of %q in the selection\n", who)
		return exitError{exitFindings}
	}
	curves, err := reports.CurvesFromResult(who, res)
	if err != nil {
		return err
	}
	for _, u := range curves.Units() {
		if !u.Drawable() {
			fmt.Fprintf(e.Err, "stud8: %s\n", u.TooFew())
		}
	}
	var buf bytes.Buffer
	if kind == "html" {
		page := &reports.Page{Title: "stud8: " + who, Curves: curves, Measure: m, Definitions: reports.DefinitionsURL}
		for _, name := range []string{"summary", "sessions", "stats"} {
			t, err := run(name)
			if err != nil {
				return err
			}
			page.Tables = append(page.Tables, t)
		}
		err = page.WriteHTML(&buf)
	} else {
		err = curves.WriteGraph(&buf, kind, m)
	}
	if errors.Is(err, reports.ErrTooFewHands) {
		fmt.Fprintf(e.Err, "stud8: nothing written to %s: no unit of %s has hands enough to draw\n", out, who)
		return exitError{exitFindings}
	}
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("graph: %w", err)
	}
	fmt.Fprintf(e.Out, "wrote %s: %s of %s\n", out, plural(curves.TotalHands(), "hand", "hands"), who)
	return nil
}
