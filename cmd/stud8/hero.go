package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/stud8/stud8/internal/termsafe"
	"github.com/stud8/stud8/reports"
	"github.com/stud8/stud8/store"
)

func init() { register(newHeroCmd) }

// heroOptions are the flags and inputs of `stud8 hero`.
type heroOptions struct {
	DB    string
	Name  string // "" = print the saved hero
	Clear bool
}

// newHeroCmd builds `stud8 hero`.
func newHeroCmd(e *env) *cobra.Command {
	o := &heroOptions{}
	cmd := &cobra.Command{
		Use:   "hero [NAME]",
		Short: "Save the player whose histories these are: reports and pages default to him, --mask keeps his name",
		Long: `hero NAME saves NAME, a stored player (in any case: the stored spelling is
kept), as the database's hero. Then every report that takes --player
(sessions, summary, stats, luck, graph), 'stud8 hands' and 'export phh'
select his hands when --player is not given (--player '' selects every
player), the web pages that take ?player= open his (?player= empty: every
player), and --mask (export phh, replay, the web's ?mask=1) keeps his name
while it replaces every other name by its seat's label (docs/replay.md).
'report audit' is not narrowed: it audits the data, not a player.

hero alone prints the saved hero, or says on stderr that none is saved;
hero --clear forgets him.`,
		Example: `  stud8 hero Hero
  stud8 hero
  stud8 hero --clear`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				o.Name = args[0]
				if o.Name == "" {
					return usagef("name a player, or --clear to forget the hero")
				}
			}
			if o.Clear && o.Name != "" {
				return usagef("--clear takes no NAME")
			}
			return heroRun(cmd.Context(), e, o)
		},
	}
	cmd.Flags().StringVar(&o.DB, "db", store.DefaultPath, "DuckDB database file")
	cmd.Flags().BoolVar(&o.Clear, "clear", false, "forget the saved hero")
	return cmd
}

// heroRun saves, clears or prints the hero of o.DB.
func heroRun(ctx context.Context, e *env, o *heroOptions) error {
	if ctx == nil {
		ctx = context.Background()
	}
	if o.Name == "" && !o.Clear {
		db, err := store.OpenReadOnly(ctx, o.DB)
		if err != nil {
			return failed(err)
		}
		defer db.Close()
		h, err := reports.Hero(ctx, db.SQL())
		if err != nil {
			return failed(err)
		}
		if h == "" {
			fmt.Fprintf(e.Err, "stud8: no hero saved in %s (stud8 hero NAME saves one)\n", termsafe.String(o.DB))
			return exitError{exitFindings}
		}
		fmt.Fprintln(e.Out, termsafe.String(h))
		return nil
	}
	db, err := store.OpenExisting(ctx, o.DB)
	if err != nil {
		return failed(err)
	}
	defer db.Close()
	if o.Clear {
		had, err := db.ClearHero(ctx)
		if err != nil {
			return failed(err)
		}
		if had {
			fmt.Fprintf(e.Out, "no hero saved in %s now\n", termsafe.String(o.DB))
		} else {
			fmt.Fprintf(e.Out, "no hero was saved in %s\n", termsafe.String(o.DB))
		}
		return nil
	}
	name, err := resolvePlayer(ctx, e, db.SQL(), o.Name)
	if err != nil {
		return err
	}
	if err := db.SetHero(ctx, name, e.Now()); err != nil {
		return failed(err)
	}
	fmt.Fprintf(e.Out, "hero of %s: %s\n", termsafe.String(o.DB), termsafe.String(name))
	return nil
}
